// Translates one sentence through attn.hpp: attn_example_cpp MODEL.attn "Text to translate."
#include <iostream>

#include "attn/attn.hpp"

int main(int argc, char** argv) {
  if (argc != 3) return 2;
  auto model = attn::cpp::Model::load_file(argv[1]);
  if (!model.ok()) {
    std::cerr << model.status().message() << "\n";
    return 1;
  }
  attn_translator_options options = attn::cpp::Translator::default_options();
  options.beam_size = 1;
  auto translator = attn::cpp::Translator::create(model.value(), options);  // model must outlive it
  if (!translator.ok()) {
    std::cerr << translator.status().message() << "\n";
    return 1;
  }
  // Streaming: every decoding step shows the best hypothesis so far; returning false cancels.
  char out[4096];
  size_t written = 0;
  const attn::cpp::Status status = translator.value().translate_streaming(
      argv[2], [](std::string_view partial) { std::cerr << "\r" << partial; return true; }, out, &written);
  std::cerr << "\n";
  if (!status.ok()) {
    std::cerr << attn_status_name(status.code()) << ": " << status.message() << "\n";
    return 1;
  }
  std::cout << std::string_view(out, written) << "\n";
  return 0;
}
