// The attn command line: each subcommand is one function taking its own arguments (argv after the name).
#pragma once

namespace attn::cli {

int translate_command(int argc, char** argv);
int inspect_command(int argc, char** argv);
int models_command(int argc, char** argv);
int localize_command(int argc, char** argv);

// Where the model comes from when neither --model nor --from/--to is given: $ATTN_MODEL, then the model
// shipped with attn.
const char* default_model_path();

}  // namespace attn::cli
