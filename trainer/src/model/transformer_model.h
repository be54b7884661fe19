// TransformerModel<Dev> whole: the class (transformer_model_class.h) and the definitions of its members, one
// layer family per file. backend/cpu and backend/cuda include this header to instantiate the model.
#pragma once

#include "trainer/src/model/activation_arena.h"
#include "trainer/src/model/greedy_decode.h"
#include "trainer/src/model/layers/attention.h"
#include "trainer/src/model/layers/decoder.h"
#include "trainer/src/model/layers/encoder.h"
#include "trainer/src/model/layers/feed_forward.h"
#include "trainer/src/model/layers/linear.h"
#include "trainer/src/model/layers/output.h"
#include "trainer/src/model/layers/residual.h"
#include "trainer/src/model/training_pass.h"
#include "trainer/src/model/transformer_model_class.h"
