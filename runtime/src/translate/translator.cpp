#include "runtime/src/translate/translator.h"

#include <new>

namespace attn {

Result<std::unique_ptr<Translator>> Translator::create(const Model& model,
                                                       const attn_translator_options* options,
                                                       LinearBackend backend) {
  ATTN_ASSIGN_OR_RETURN(const TranslatorPlan plan, plan_translator(model, options));
  const Architecture& arch = model.architecture();
  if (arch.heads == 0 || arch.d_model % arch.heads != 0) {
    return Status::Error(StatusCode::kInvalidModel, "model: d_model %u is not a multiple of heads %u",
                         arch.d_model, arch.heads);
  }
  if (model.tokenizer().vocab_size() != arch.vocab_size) {
    return Status::Error(StatusCode::kInvalidModel, "model: tokenizer has %u pieces but vocab_size is %u",
                         model.tokenizer().vocab_size(), arch.vocab_size);
  }

  std::unique_ptr<Translator> t(new (std::nothrow) Translator(model, plan));
  if (!t) return Status::Error(StatusCode::kOutOfMemory, "cannot allocate a translator");
  ATTN_RETURN_IF_ERROR(t->engine_.create_layers(backend, float_activation_layers_of(options)));
  // One arena for both parts: measured by carving it once without a buffer, then carved for real, so that the
  // sizes cannot drift from the code that uses them.
  Arena measure;
  t->carve(measure);
  if (!t->arena_.allocate(measure.used())) {
    return Status::Error(StatusCode::kOutOfMemory, "cannot allocate the translator's %zu-byte arena",
                         measure.used());
  }
  Arena arena(t->arena_.data(), t->arena_.size());
  t->carve(arena);
  if (arena.overflowed() || arena.used() != measure.used()) {
    return Status::Error(StatusCode::kInternal,
                         "translator memory plan changed between measuring and carving");
  }
  t->engine_.initialize();
  return t;
}

}  // namespace attn
