// attn inspect MODEL: what a model file holds, after the same verification the runtime does on load.
#include <cstdio>
#include <cstring>
#include <string>

#include "attn/schema/attn_generated.h"
#include "cli/commands.h"
#include "runtime/src/exported/model_file.h"

namespace attn::cli {
namespace {

const char* element_type_name(schema::ElementType type) { return schema::EnumNameElementType(type); }

std::string shape_string(const flatbuffers::Vector<uint32_t>* shape) {
  std::string s = "[";
  if (shape != nullptr) {
    for (uint32_t i = 0; i < shape->size(); ++i) {
      if (i > 0) s += ", ";
      s += std::to_string(shape->Get(i));
    }
  }
  return s + "]";
}

const char* str(const flatbuffers::String* s) { return s != nullptr ? s->c_str() : ""; }

void print_architecture(const schema::Architecture& a) {
  std::printf("architecture\n");
  std::printf("  d_model %u, heads %u, d_ff %u\n", a.d_model(), a.heads(), a.d_ff());
  std::printf("  encoder layers %u, decoder layers %u\n", a.encoder_layers(), a.decoder_layers());
  std::printf("  vocabulary %u, max positions %u\n", a.vocab_size(), a.max_positions());
  std::printf("  activation %s, layer norm %s (epsilon %g), positions %s\n",
              schema::EnumNameActivation(a.activation()), schema::EnumNameNormPosition(a.norm_position()),
              a.layer_norm_epsilon(), schema::EnumNamePositionEncoding(a.position_encoding()));
  std::printf("  embeddings %s, scale %g, output bias %s\n", a.tied_embeddings() ? "tied" : "untied",
              a.embedding_scale(), a.output_bias() ? "yes" : "no");
}

void print_tokenizer(const schema::Tokenizer& t) {
  const uint32_t pieces = t.pieces() != nullptr ? t.pieces()->size() : 0;
  std::printf("tokenizer\n");
  std::printf("  %s, %u pieces, byte fallback %s, normalizer '%s'\n", schema::EnumNameTokenizerKind(t.kind()),
              pieces, t.byte_fallback() ? "yes" : "no", str(t.normalizer_name()));
  std::printf("  ids: pad %d, unk %d, bos %d, eos %d\n", t.pad_id(), t.unk_id(), t.bos_id(), t.eos_id());
}

}  // namespace

int inspect_command(int argc, char** argv) {
  if (argc != 1 || std::strcmp(argv[0], "--help") == 0 || std::strcmp(argv[0], "-h") == 0) {
    std::fprintf(argc == 1 ? stdout : stderr, "usage: attn inspect MODEL\n");
    return argc == 1 ? 0 : 2;
  }
  auto loaded = Model::load_file(argv[0]);
  if (!loaded.ok()) {
    std::fprintf(stderr, "attn inspect: cannot load '%s': %s\n", argv[0], loaded.status().message());
    return 1;
  }
  const schema::Model& m = loaded.value()->schema();
  std::printf("model %s\n", argv[0]);
  std::printf("  format version %u, %s -> %s\n", m.format_version(), str(m.source_language()),
              str(m.target_language()));
  print_architecture(*m.architecture());
  print_tokenizer(*m.tokenizer());
  if (m.metadata() != nullptr && m.metadata()->size() > 0) {
    std::printf("metadata\n");
    for (const schema::KeyValue* kv : *m.metadata()) std::printf("  %s: %s\n", str(kv->key()), str(kv->value()));
  }
  if (const schema::Shortlist* shortlist = m.shortlist(); shortlist != nullptr) {
    // Verified by the loader: offsets has vocab_size + 1 entries.
    const auto size = [](const auto* v) { return v != nullptr ? v->size() : 0u; };
    const ShortlistView& view = loaded.value()->shortlist();
    const char* form = shortlist->candidates_delta() != nullptr ? "varint gaps"
                       : shortlist->candidates16() != nullptr   ? "uint16"
                                                                : "uint32";
    std::printf(
        "vocabulary shortlist: %u candidates (%s, %u bytes) over %u source pieces, %u always allowed\n",
        view.offsets[size(shortlist->offsets()) - 1], form,
        size(shortlist->candidates_delta()) + 2 * size(shortlist->candidates16()) +
            4 * size(shortlist->candidates()),
        size(shortlist->offsets()) - 1, size(shortlist->always()));
  }
  std::printf("tensors\n");
  std::printf("  %-52s %-4s %-14s %12s %12s\n", "name", "type", "shape", "bytes", "offset");
  uint64_t total_bytes = 0, total_elements = 0;
  for (const schema::Tensor* t : *m.tensors()) {
    std::printf("  %-52s %-4s %-14s %12llu %12llu\n", str(t->name()), element_type_name(t->type()),
                shape_string(t->shape()).c_str(), static_cast<unsigned long long>(t->size()),
                static_cast<unsigned long long>(t->offset()));
    uint64_t elements = 1;
    for (uint32_t d : *t->shape()) elements *= d;
    total_elements += elements;
    total_bytes += t->size();
  }
  std::printf("  %u tensors, %llu parameters, %.2f MiB of weights\n", m.tensors()->size(),
              static_cast<unsigned long long>(total_elements), static_cast<double>(total_bytes) / (1 << 20));
  return 0;
}

}  // namespace attn::cli
