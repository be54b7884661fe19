// fuzz_corpus_writer DIR: writes the fuzz targets' fixed models (DIR/data) and seed corpora
// (DIR/corpus/<target>) with the same code the tests use to make models, so that they can be regenerated
// after a format change:
//   build-fuzzseed/tests/fuzz/fuzz_corpus_writer tests/fuzz
// The model_load seeds are valid tiny models (fp32, int8, int4, byte fallback), the calibrated int8 files the
// runtime refuses (format versions 1-4 with activation scales), and files damaged the ways that crash model
// loaders: truncation, a root offset past the end, tensor offsets and sizes past the end or overflowing,
// shape × size overflow, NaN/zero/negative scales, wrong element types, I8 and I4 without scales, I4 packed
// sizes and places, huge counts, bad tokenizers and bad vocabulary shortlists (either width of candidates).
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <limits>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "attn/schema/attn_generated.h"
#include "converter/src/writer/attn_writer.h"
#include "converter/src/writer/shortlist_ids.h"
#include "runtime/src/quant/quantization.h"
#include "tests/support/int8_model.h"
#include "tests/support/random_model.h"
#include "tests/support/shortlist_model.h"

namespace {

namespace fs = std::filesystem;
using attn::convert::ModelContents;
using attn::schema::ElementType;
using Bytes = std::vector<uint8_t>;

int failures = 0;

void write(const fs::path& path, const Bytes& bytes) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  if (!out.good()) {
    std::fprintf(stderr, "cannot write %s\n", path.c_str());
    ++failures;
  }
}

void write(const fs::path& path, const std::string& text) { write(path, Bytes(text.begin(), text.end())); }

// The smallest useful architecture (support/random_model.h): 1+1 layers, d_model 8.
attn::Architecture tiny() { return attn::test::tiny_architecture(); }

// As tiny() but with room for the 256 byte pieces: any UTF-8 text gets ids of its own.
attn::Architecture with_bytes() {
  attn::Architecture a = tiny();
  a.vocab_size = 288;
  a.max_positions = 32;
  return a;
}

// Scalar edits of the FlatBuffer (repacked with every field present, so its size does not change) with the
// data segment kept where it is.
Bytes edit_table(const Bytes& file, const std::function<void(attn::schema::ModelT&)>& edit) {
  std::unique_ptr<attn::schema::ModelT> model = attn::schema::UnPackModel(file.data());
  const uint64_t data_offset = model->data_offset;
  edit(*model);
  flatbuffers::FlatBufferBuilder fbb;
  fbb.ForceDefaults(true);
  attn::schema::FinishModelBuffer(fbb, attn::schema::Model::Pack(fbb, model.get()));
  if (fbb.GetSize() > data_offset) {
    std::fprintf(stderr, "edit_table: the FlatBuffer grew past the data\n");
    ++failures;
    return file;
  }
  Bytes out(file);
  std::fill(out.begin(), out.begin() + static_cast<ptrdiff_t>(data_offset), 0);
  std::copy(fbb.GetBufferPointer(), fbb.GetBufferPointer() + fbb.GetSize(), out.begin());
  return out;
}

attn::convert::TensorData* first_of_type(ModelContents& c, ElementType type) {
  for (auto& t : c.tensors) {
    if (t.type == type) return &t;
  }
  return nullptr;
}

attn::convert::TensorData* named(ModelContents& c, const std::string& name) {
  for (auto& t : c.tensors) {
    if (t.name == name) return &t;
  }
  std::fprintf(stderr, "no tensor %s\n", name.c_str());
  ++failures;
  return &c.tensors.front();
}

void write_model_load_corpus(const fs::path& dir, const Bytes& f32, const Bytes& i8, const Bytes& i4,
                             const Bytes& bytes_model) {
  write(dir / "valid_tiny_f32.attn", f32);
  write(dir / "valid_tiny_i8.attn", i8);
  write(dir / "valid_tiny_i4.attn", i4);
  write(dir / "valid_bytes_f32.attn", bytes_model);

  // Byte-level damage.
  write(dir / "empty.attn", Bytes{});
  write(dir / "truncated_7.attn", Bytes(f32.begin(), f32.begin() + 7));
  write(dir / "truncated_header_64.attn", Bytes(f32.begin(), f32.begin() + 64));
  write(dir / "truncated_half.attn",
        Bytes(f32.begin(), f32.begin() + static_cast<ptrdiff_t>(f32.size() / 2)));
  write(dir / "truncated_last_byte.attn", Bytes(f32.begin(), f32.end() - 1));
  auto with_u32 = [](Bytes b, size_t at, uint32_t v) {
    std::memcpy(b.data() + at, &v, 4);
    return b;
  };
  write(dir / "root_offset_past_end.attn", with_u32(f32, 0, static_cast<uint32_t>(f32.size() + 100)));
  write(dir / "root_offset_huge.attn", with_u32(f32, 0, 0xFFFFFFF0u));
  write(dir / "bad_identifier.attn", with_u32(f32, 4, 0x58585858u));
  Bytes tail_garbage(f32);
  tail_garbage.insert(tail_garbage.end(), 100, 0xEE);
  write(dir / "trailing_garbage.attn", tail_garbage);

  // FlatBuffer scalar damage (sizes unchanged).
  const uint64_t file_size = f32.size();
  const uint64_t huge = std::numeric_limits<uint64_t>::max() - 63;
  write(dir / "tensor_offset_past_end.attn",
        edit_table(f32, [&](auto& m) { m.tensors[0]->offset = file_size + 64; }));
  write(dir / "tensor_offset_overflow.attn", edit_table(f32, [&](auto& m) { m.tensors[0]->offset = huge; }));
  write(dir / "tensor_offset_misaligned.attn", edit_table(f32, [&](auto& m) { m.tensors[1]->offset += 4; }));
  write(dir / "tensor_offset_overlap.attn",
        edit_table(f32, [&](auto& m) { m.tensors[1]->offset = m.tensors[0]->offset; }));
  write(dir / "tensor_size_past_end.attn", edit_table(f32, [&](auto& m) { m.tensors[0]->size = file_size; }));
  write(dir / "tensor_size_overflow.attn", edit_table(f32, [&](auto& m) { m.tensors[0]->size = huge; }));
  write(dir / "tensor_size_short.attn", edit_table(f32, [&](auto& m) { m.tensors[0]->size -= 4; }));
  write(dir / "data_offset_past_end.attn", edit_table(f32, [&](auto& m) { m.data_offset = file_size + 64; }));
  write(dir / "data_size_huge.attn", edit_table(f32, [&](auto& m) { m.data_size = huge; }));
  write(dir / "format_version_future.attn", edit_table(f32, [&](auto& m) { m.format_version = 9999; }));
  write(dir / "format_version_zero.attn", edit_table(f32, [&](auto& m) { m.format_version = 0; }));
  write(dir / "shape_zero.attn", edit_table(f32, [&](auto& m) { m.tensors[0]->shape[0] = 0; }));
  write(dir / "shape_overflow.attn", edit_table(f32, [&](auto& m) {
          for (auto& d : m.tensors[0]->shape) d = 0xFFFFFFFFu;
        }));
  write(dir / "type_f16.attn", edit_table(f32, [&](auto& m) { m.tensors[0]->type = ElementType::F16; }));
  write(dir / "type_unknown.attn",
        edit_table(f32, [&](auto& m) { m.tensors[0]->type = static_cast<ElementType>(77); }));
  write(dir / "type_i8_scales_absent.attn",
        edit_table(f32, [&](auto& m) { m.tensors[0]->type = ElementType::I8; }));
  write(dir / "arch_vocab_huge.attn",
        edit_table(f32, [&](auto& m) { m.architecture->vocab_size = 0x7FFFFFFF; }));
  write(dir / "arch_d_model_huge.attn",
        edit_table(f32, [&](auto& m) { m.architecture->d_model = 0xFFFFFFF0u; }));
  write(dir / "arch_layers_huge.attn",
        edit_table(f32, [&](auto& m) { m.architecture->encoder_layers = 100000000; }));
  write(dir / "arch_heads_zero.attn", edit_table(f32, [&](auto& m) { m.architecture->heads = 0; }));
  write(dir / "arch_heads_not_dividing.attn", edit_table(f32, [&](auto& m) { m.architecture->heads = 3; }));
  write(dir / "arch_max_positions_zero.attn",
        edit_table(f32, [&](auto& m) { m.architecture->max_positions = 0; }));
  write(dir / "arch_max_positions_huge.attn",
        edit_table(f32, [&](auto& m) { m.architecture->max_positions = 0xFFFFFFFFu; }));
  write(dir / "arch_epsilon_nan.attn", edit_table(f32, [&](auto& m) {
          m.architecture->layer_norm_epsilon = std::numeric_limits<float>::quiet_NaN();
        }));
  write(dir / "arch_embedding_scale_inf.attn", edit_table(f32, [&](auto& m) {
          m.architecture->embedding_scale = std::numeric_limits<float>::infinity();
        }));
  write(dir / "tokenizer_unk_out_of_range.attn",
        edit_table(f32, [&](auto& m) { m.tokenizer->unk_id = 1000; }));
  write(dir / "tokenizer_eos_negative.attn", edit_table(f32, [&](auto& m) { m.tokenizer->eos_id = -5; }));
  write(dir / "tokenizer_kind_unknown.attn",
        edit_table(f32, [&](auto& m) { m.tokenizer->kind = static_cast<attn::schema::TokenizerKind>(9); }));

  // int8 weight scales.
  auto i8_edit = [&](const char* name, const std::function<void(attn::schema::ModelT&)>& edit) {
    write(dir / name, edit_table(i8, edit));
  };
  auto first_i8 = [](attn::schema::ModelT& m) -> attn::schema::TensorT& {
    for (auto& t : m.tensors) {
      if (t->type == ElementType::I8) return *t;
    }
    return *m.tensors[0];
  };
  i8_edit("i8_scale_nan.attn",
          [&](auto& m) { first_i8(m).scales[0] = std::numeric_limits<float>::quiet_NaN(); });
  i8_edit("i8_scale_zero.attn", [&](auto& m) { first_i8(m).scales[1] = 0.f; });
  i8_edit("i8_scale_negative.attn", [&](auto& m) { first_i8(m).scales.back() = -0.5f; });
  i8_edit("i8_scale_inf.attn",
          [&](auto& m) { first_i8(m).scales[0] = std::numeric_limits<float>::infinity(); });
  i8_edit("i8_scale_denormal.attn", [&](auto& m) { first_i8(m).scales[0] = 1e-45f; });
  i8_edit("i8_as_f32.attn", [&](auto& m) { first_i8(m).type = ElementType::F32; });

  // Contents-level damage, written without the writer's checks.
  const ModelContents base = attn::test::random_model_contents(tiny(), 1);
  const ModelContents base_i8 = attn::test::random_model_contents(tiny(), 1, ElementType::I8);
  auto unchecked = [&](const char* name, const ModelContents& from,
                       const std::function<void(ModelContents&)>& edit) {
    ModelContents c = from;
    edit(c);
    write(dir / name, attn::convert::write_model_unchecked(c));
  };
  unchecked("i8_without_scales.attn", base_i8,
            [](ModelContents& c) { first_of_type(c, ElementType::I8)->scales.clear(); });
  unchecked("i8_scale_count_short.attn", base_i8,
            [](ModelContents& c) { first_of_type(c, ElementType::I8)->scales.pop_back(); });
  unchecked("i8_on_norm_vector.attn", base, [](ModelContents& c) {
    auto* t = named(c, "encoder.layers.0.self_attn_norm.weight");
    t->type = ElementType::I8;
    t->bytes.resize(t->bytes.size() / 4);
    t->scales.assign(t->shape[0], 0.1f);
  });
  unchecked("f32_with_scales.attn", base,
            [](ModelContents& c) { c.tensors[0].scales.assign(c.tensors[0].shape[0], 1.f); });
  unchecked("tensor_missing.attn", base, [](ModelContents& c) { c.tensors.pop_back(); });
  unchecked("tensor_duplicate.attn", base, [](ModelContents& c) { c.tensors.push_back(c.tensors.back()); });
  unchecked("tensor_unknown_name.attn", base,
            [](ModelContents& c) { c.tensors.back().name = "decoder.layers.9.x"; });
  unchecked("tensor_shape_transposed.attn", base, [](ModelContents& c) {
    for (auto& t : c.tensors) {
      if (t.shape.size() == 2 && t.shape[0] != t.shape[1]) {
        std::swap(t.shape[0], t.shape[1]);
        break;
      }
    }
  });
  unchecked("tensor_shape_3d.attn", base, [](ModelContents& c) { c.tensors[0].shape.push_back(1); });
  unchecked("weights_nan.attn", base, [](ModelContents& c) {
    const float nan = std::numeric_limits<float>::quiet_NaN();
    std::memcpy(c.tensors[0].bytes.data(), &nan, sizeof(nan));
  });
  unchecked("tokenizer_piece_count_short.attn", base,
            [](ModelContents& c) { c.tokenizer.pieces.pop_back(); });
  unchecked("tokenizer_no_pieces.attn", base, [](ModelContents& c) { c.tokenizer.pieces.clear(); });
  unchecked("tokenizer_piece_invalid_utf8.attn", base,
            [](ModelContents& c) { c.tokenizer.pieces[10]->text = "\xC3\x28"; });
  unchecked("tokenizer_piece_empty.attn", base,
            [](ModelContents& c) { c.tokenizer.pieces[10]->text.clear(); });
  unchecked("tokenizer_piece_long.attn", base,
            [](ModelContents& c) { c.tokenizer.pieces[10]->text.assign(200, 'a'); });
  unchecked("tokenizer_piece_duplicate.attn", base,
            [](ModelContents& c) { c.tokenizer.pieces[11]->text = c.tokenizer.pieces[10]->text; });
  unchecked("tokenizer_score_nan.attn", base, [](ModelContents& c) {
    c.tokenizer.pieces[10]->score = std::numeric_limits<float>::quiet_NaN();
  });
  unchecked("tokenizer_charsmap_garbage.attn", base, [](ModelContents& c) {
    c.tokenizer.normalizer_name = "nmt_nfkc";
    c.tokenizer.precompiled_charsmap = {0xFF, 0xFF, 0xFF, 0x7F, 1, 2, 3, 4, 5, 6, 7, 8};
  });
  unchecked("tokenizer_byte_fallback_without_bytes.attn", base,
            [](ModelContents& c) { c.tokenizer.byte_fallback = true; });
  unchecked("language_empty.attn", base, [](ModelContents& c) { c.source_language.clear(); });
  unchecked("metadata_empty_key.attn", base, [](ModelContents& c) { c.metadata.emplace_back("", "x"); });
  // Valid by the verifier's rules (weights are not checked for finiteness): NaN/inf in an int8 layer's fp32
  // bias (a calibrated int8 layer turned it into an integer).
  unchecked("i8_bias_nan.attn", base_i8, [](ModelContents& c) {
    const float nan = std::numeric_limits<float>::quiet_NaN();
    std::memcpy(named(c, "encoder.layers.0.self_attn.q_proj.bias")->bytes.data(), &nan, sizeof(nan));
  });
  unchecked("i8_bias_inf.attn", base_i8, [](ModelContents& c) {
    const float inf = -std::numeric_limits<float>::infinity();
    std::memcpy(named(c, "decoder.layers.0.ffn.fc2.bias")->bytes.data(), &inf, sizeof(inf));
  });
  unchecked("f32_bias_nan.attn", base, [](ModelContents& c) {
    const float nan = std::numeric_limits<float>::quiet_NaN();
    std::memcpy(named(c, "encoder.layers.0.self_attn.q_proj.bias")->bytes.data(), &nan, sizeof(nan));
  });
  // Calibrated int8 files (format versions 1-4, with activation scales), refused by this runtime with the way
  // to convert the checkpoint again; an int8 file that claims version 4 without them, and a version 5 one with
  // them.
  for (uint32_t version : {2u, 3u, 4u}) {
    write(dir / ("i8_calibrated_version_" + std::to_string(version) + ".attn"),
          attn::test::calibrated_int8_model_bytes(tiny(), 1, version));
  }
  write(dir / "i8_version_4_without_activation_scales.attn",
        edit_table(i8, [](auto& m) { m.format_version = 4; }));
  write(dir / "i8_version_5_with_activation_scales.attn",
        edit_table(attn::test::calibrated_int8_model_bytes(tiny(), 1, 4), [](auto& m) { m.format_version = 5; }));

  // 4-bit weights (format version 6; the embedding from 8): scales, packed sizes, where the type may be, the
  // version.
  auto first_i4 = [](attn::schema::ModelT& m) -> attn::schema::TensorT& {
    for (auto& t : m.tensors) {
      if (t->type == ElementType::I4) return *t;
    }
    return *m.tensors[0];
  };
  auto i4_edit = [&](const char* name, const std::function<void(attn::schema::ModelT&)>& edit) {
    write(dir / name, edit_table(i4, edit));
  };
  i4_edit("i4_scale_nan.attn",
          [&](auto& m) { first_i4(m).scales[0] = std::numeric_limits<float>::quiet_NaN(); });
  i4_edit("i4_scale_zero.attn", [&](auto& m) { first_i4(m).scales.back() = 0.f; });
  i4_edit("i4_size_as_i8.attn", [&](auto& m) { first_i4(m).size *= 2; });
  i4_edit("i4_as_i8.attn", [&](auto& m) { first_i4(m).type = ElementType::I8; });
  i4_edit("i4_version_5.attn", [](auto& m) { m.format_version = 5; });
  const ModelContents base_i4 = attn::test::random_model_contents(tiny(), 1, ElementType::I4);
  auto unchecked_i4 = [&](const char* name, const std::function<void(ModelContents&)>& edit) {
    ModelContents c = base_i4;
    edit(c);
    write(dir / name, attn::convert::write_model_unchecked(c));
  };
  unchecked_i4("i4_without_scales.attn",
               [](ModelContents& c) { first_of_type(c, ElementType::I4)->scales.clear(); });
  unchecked_i4("i4_size_short.attn",
               [](ModelContents& c) { first_of_type(c, ElementType::I4)->bytes.pop_back(); });
  unchecked_i4("i4_odd_row_length.attn", [](ModelContents& c) {
    auto* t = first_of_type(c, ElementType::I4);
    t->shape[1] -= 1;  // [8, 7]: an even element count in rows of an odd length
    t->bytes.resize(t->shape[0] * t->shape[1] / 2);
  });
  // A 4-bit embedding (the tiny model ties it) loads from format version 8 and not before.
  const ModelContents base_i4_vocabulary =
      attn::test::random_model_contents(tiny(), 1, ElementType::I4, attn::test::VocabularyType::kInt4);
  const Bytes i4_vocabulary = attn::convert::write_model_unchecked(base_i4_vocabulary);
  write(dir / "valid_tiny_i4_vocabulary.attn", i4_vocabulary);
  write(dir / "i4_on_embedding_version_7.attn",
        edit_table(i4_vocabulary, [](auto& m) { m.format_version = 7; }));
  write(dir / "i4_embedding_scale_inf.attn", edit_table(i4_vocabulary, [](auto& m) {
          for (auto& t : m.tensors) {
            if (t->name == "embedding.weight") t->scales[3] = std::numeric_limits<float>::infinity();
          }
        }));
  write(dir / "i4_embedding_size_as_i8.attn", edit_table(i4_vocabulary, [](auto& m) {
          for (auto& t : m.tensors) {
            if (t->name == "embedding.weight") t->size *= 2;
          }
        }));
  unchecked_i4("i4_on_norm_vector.attn", [](ModelContents& c) {
    auto* t = named(c, "encoder.layers.0.self_attn_norm.weight");
    t->type = ElementType::I4;
    t->bytes.resize(t->bytes.size() / 8);
    t->scales.assign(t->shape[0], 0.1f);
  });

  // Vocabulary shortlists: valid ones with uint32 and uint16 candidates (format version 7; the fuzz target
  // translates with them), and each way a list or its width can be wrong.
  const attn::schema::ShortlistT wide = attn::test::test_shortlist(tiny().vocab_size);
  attn::schema::ShortlistT narrow = wide;
  attn::convert::narrow_shortlist_ids(&narrow, tiny().vocab_size);
  auto shortlisted = [&](const char* name, const attn::schema::ShortlistT& from,
                         const std::function<void(attn::schema::ShortlistT&)>& edit) {
    ModelContents c = base;
    c.shortlist = from;
    edit(*c.shortlist);
    write(dir / name, attn::convert::write_model_unchecked(c));
  };
  // Source id 9 lists 5 ids (tests/support/shortlist_model.h): [offsets[9], offsets[9] + 5).
  const uint32_t list = wide.offsets[9];
  shortlisted("valid_tiny_shortlist32.attn", wide, [](auto&) {});
  shortlisted("valid_tiny_shortlist16.attn", narrow, [](auto&) {});
  shortlisted("shortlist16_id_out_of_range.attn", narrow,
              [&](auto& s) { s.candidates16[list + 2] = static_cast<uint16_t>(tiny().vocab_size); });
  shortlisted("shortlist16_id_max.attn", narrow, [&](auto& s) { s.candidates16[list + 4] = 0xFFFF; });
  shortlisted("shortlist16_not_ascending.attn", narrow,
              [&](auto& s) { std::swap(s.candidates16[list + 1], s.candidates16[list + 3]); });
  shortlisted("shortlist16_offsets_past_end.attn", narrow, [](auto& s) { s.offsets.back() += 1; });
  shortlisted("shortlist16_offsets_decrease.attn", narrow,
              [](auto& s) { s.offsets[11] = s.offsets[10] - 1; });
  shortlisted("shortlist_both_widths.attn", narrow, [&](auto& s) { s.candidates = wide.candidates; });
  shortlisted("shortlist_neither_width.attn", narrow, [](auto& s) { s.candidates16.clear(); });
  shortlisted("shortlist32_id_out_of_range.attn", wide,
              [&](auto& s) { s.candidates[list] = 0x10000u + s.candidates[list]; });
  shortlisted("shortlist_offsets_short.attn", narrow, [](auto& s) { s.offsets.pop_back(); });
  write(dir / "shortlist16_version_6.attn",
        edit_table(attn::test::with_shortlist_bytes(base, {}, attn::test::ShortlistIds::kUint16),
                   [](auto& m) { m.format_version = 6; }));
  // Candidates as varint gaps (format version 9, decoded at load): one byte an id in this vocabulary.
  attn::schema::ShortlistT delta = wide;
  attn::convert::delta_encode_shortlist_ids(&delta);
  const uint32_t bytes_of_list = delta.offsets[9];
  shortlisted("valid_tiny_shortlist_delta.attn", delta, [](auto&) {});
  shortlisted("shortlist_delta_cut_off.attn", delta,
              [&](auto& s) { s.candidates_delta[bytes_of_list + 4] |= 0x80; });
  shortlisted("shortlist_delta_long_varint.attn", delta, [&](auto& s) {
    for (uint32_t i = bytes_of_list; i < bytes_of_list + 5; ++i) s.candidates_delta[i] = 0xFF;
  });
  shortlisted("shortlist_delta_id_out_of_range.attn", delta,
              [&](auto& s) { s.candidates_delta[bytes_of_list + 4] = 0x7F; });
  shortlisted("shortlist_delta_offsets_past_end.attn", delta, [](auto& s) { s.offsets.back() += 1; });
  write(dir / "shortlist_delta_version_8.attn",
        edit_table(attn::test::with_shortlist_bytes(base), [](auto& m) { m.format_version = 8; }));

  // A 4-bit embedding with a bfloat16 scale per block of 32 (format version 9), on the small model (d_model
  // 32: one block a row), and each way its block size or scales can be wrong.
  ModelContents blocks = attn::test::random_model_contents(
      attn::test::small_architecture(), 1, ElementType::I4, attn::test::VocabularyType::kInt4);
  auto* embedding = named(blocks, "embedding.weight");
  embedding->type = ElementType::I4B;
  embedding->block_size = 32;
  for (float& scale : embedding->scales) scale = attn::quant::round_to_bfloat16(scale);
  const Bytes i4b = attn::convert::write_model_unchecked(blocks);
  write(dir / "valid_small_i4b_embedding.attn", i4b);
  auto i4b_edit = [&](const char* name, const std::function<void(attn::schema::TensorT&)>& edit) {
    write(dir / name, edit_table(i4b, [&](auto& m) {
            for (auto& t : m.tensors) {
              if (t->name == "embedding.weight") edit(*t);
            }
          }));
  };
  i4b_edit("i4b_block_size_16.attn", [](auto& t) { t.block_size = 16; });
  i4b_edit("i4b_block_size_0.attn", [](auto& t) { t.block_size = 0; });
  i4b_edit("i4b_scale_not_bfloat16.attn", [](auto& t) { t.scales[5] = 0.1f; });
  i4b_edit("i4b_scales_short.attn", [](auto& t) { t.scales.pop_back(); });
  write(dir / "i4b_version_8.attn", edit_table(i4b, [](auto& m) { m.format_version = 8; }));
}

// Text targets: the first byte is the mode the target documents, the rest the text.
std::string with_mode(uint8_t mode, const std::string& text) {
  return std::string(1, static_cast<char>(mode)) + text;
}

const std::vector<std::string>& sample_texts() {
  static const std::vector<std::string> texts = {
      "",
      " ",
      " \t\r\n ",
      "Hello world.",
      "The quick brown fox jumps over the lazy dog, 42 times!",
      "Größe über Straße: 5 € – ½ ﬁ ＡＢＣ",
      "日本語のテキスト 🙂👍🏽",
      std::string("a\0b", 3),
      "\xC3\x28 invalid",
      "\xF0\x9F\x98",
      "\xED\xA0\x80 surrogate",
      "\xF4\x90\x80\x80 above U+10FFFF",
      "\xC0\xAF overlong",
      "   leading and trailing   ",
      "<s> </s> <unk> <pad> ▁▁▁",
      std::string(300, 'x'),
      std::string(40, 'a') + " " + std::string(40, 'b'),
      "\u00A0\u2028\u3000\uFEFF",
      "e\u0301 a\u030A",
  };
  return texts;
}

void write_text_corpus(const fs::path& dir, const std::vector<uint8_t>& modes) {
  int n = 0;
  for (const std::string& text : sample_texts()) {
    for (uint8_t mode : modes) {
      char name[64];
      std::snprintf(name, sizeof(name), "text_%02d_mode_%02x", n, mode);
      write(dir / name, with_mode(mode, text));
    }
    ++n;
  }
}

std::string ids_bytes(const std::vector<uint16_t>& ids) {
  std::string out;
  for (uint16_t id : ids) {
    out.push_back(static_cast<char>(id & 0xFF));
    out.push_back(static_cast<char>(id >> 8));
  }
  return out;
}

void write_api_sequence_corpus(const fs::path& dir) {
  using P = std::vector<uint8_t>;
  // Ops (api_sequence_fuzzer.cpp): 0 load, 1 create, 2 translate, 3 translate_ids, 4 info, 5 tokens,
  // 6 free translator, 7 free model, 8 misc, 9 translate_batch, 10 translate_text.
  const P load_f32 = {0, 0, 0};    // slot 0, valid tiny_f32
  const P load_bytes = {0, 1, 1};  // slot 1, valid bytes_f32
  const P load_i8 = {0, 0, 2};     // slot 0, valid tiny_i8
  const P create_greedy = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0};
  const P create_defaults = {1, 1, 1, 4};  // flags % 5 == 4: options NULL
  const P translate_hello = {2, 0, 0, 11, 'h', 'e', 'l', 'l', 'o', ' ', 'w', 'o', 'r', 'l', 'd'};
  const P translate_small = {2, 0, 2, 5, 'a', ' ', 'b', ' ', 'c'};
  const P translate_ids = {3, 0, 0, 4, 5, 0, 6, 0, 7, 0, 8, 0};
  const P info = {4, 0, 0};
  const P tokens = {5, 1, 0, 6, 'a', 'b', ' ', 0xC3, 0xA9, '!'};
  auto cat = [](std::initializer_list<P> parts) {
    P out;
    for (const P& p : parts) out.insert(out.end(), p.begin(), p.end());
    return out;
  };
  write(dir / "load_create_translate", cat({load_f32, create_greedy, translate_hello, translate_ids, info}));
  write(dir / "load_defaults_translate",
        cat({load_bytes, create_defaults, {2, 1, 0, 3, 'x', 'y', 'z'}, tokens}));
  write(dir / "int8_translate", cat({load_i8, create_greedy, translate_hello, translate_small}));
  write(dir / "translate_before_load", cat({translate_hello, create_greedy, info, tokens, {8, 3}}));
  write(dir / "translate_after_free",
        cat({load_f32, create_greedy, {6, 0}, translate_hello, {7, 0}, translate_hello, info}));
  write(dir / "free_model_with_translators", cat({load_f32,
                                                  create_greedy,
                                                  {1, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0},
                                                  {7, 0},
                                                  translate_hello,
                                                  create_greedy}));
  write(dir / "double_free", cat({load_f32, create_greedy, {6, 0, 6, 0, 7, 0, 7, 0, 8, 0}}));
  write(dir / "bad_options", cat({load_f32,
                                  {1, 0, 0, 0, 3, 4, 4, 3, 5, 5, 4},
                                  {1, 1, 0, 1},
                                  {1, 2, 0, 2},
                                  {1, 0, 0, 3},
                                  {1, 0, 0, 0x80},
                                  translate_hello}));
  write(dir / "damaged_loads", cat({{0, 0, 4, 0x40, 0x00},
                                    {0, 1, 8, 0x10, 0x00, 0x55},
                                    {0, 0, 12, 4, 'A', 'T', 'T', 'N'},
                                    {0, 0, 16, 9},
                                    {0, 0, 20},
                                    info,
                                    create_greedy}));
  write(dir / "null_buffers", cat({load_f32,
                                   create_greedy,
                                   {2, 0, 0x51, 3, 'a', 'b', 'c'},
                                   {2, 0, 0x30, 3, 'a', 'b', 'c'},
                                   {2, 0, 0x88, 1, 'a'},
                                   {3, 0, 0x51, 2, 1, 0, 2, 0},
                                   {3, 0, 0x10, 2, 1, 0, 2, 0}}));
  write(dir / "out_of_range_ids", cat({load_f32,
                                       create_greedy,
                                       {3, 0, 0, 3, 0xFF, 0xFF, 0x00, 0x7F, 100, 0},
                                       tokens,
                                       {5, 0, 2, 3, 'a', 'b', 'c', 0, 0xFF, 0x7F}}));
  // translate_text: {10, translator slot, flags (bits 0-1 out capacity, 2-3 sentences, 4-5 tokens, 6-7 NULL
  // options / NULL result), choice (bit 0 no split, bit 1 details, bits 2-3 markup, bits 4-6 alignment layer
  // + 2), length, text}.
  auto text_op = [](uint8_t slot, uint8_t flags, uint8_t choice, std::string_view text) {
    P op = {10, slot, flags, choice, static_cast<uint8_t>(text.size())};
    op.insert(op.end(), text.begin(), text.end());
    return op;
  };
  write(dir / "translate_text_details",
        cat({load_f32, create_greedy, load_bytes, create_defaults, text_op(0, 0x00, 0x12, "a b. c d! e f."),
             text_op(1, 0x00, 0x12, "x y.\n\nz \xC3\xA9."), text_op(1, 0x00, 0x13, "one two. three")}));
  write(dir / "translate_text_markup",
        cat({load_bytes, create_defaults, text_op(1, 0x00, 0x14, "<b>a</b> b. <i>c</i>"),
             text_op(1, 0x00, 0x16, "<p>x &amp; y</p>"), text_op(1, 0x00, 0x14, "<b>a</i> b"),
             text_op(1, 0x00, 0x18, "a <b>b</b>")}));
  write(dir / "translate_text_small_buffers",
        cat({load_f32, create_greedy, text_op(0, 0x15, 0x12, "a b. c d."),
             text_op(0, 0x2A, 0x12, "a b. c d. e."), text_op(0, 0x03, 0x10, "a b c d e f"),
             text_op(0, 0x40, 0x12, "a. b."), text_op(0, 0xC0, 0x12, "a. b."), text_op(0, 0x00, 0x02, "a b."),
             text_op(0, 0x00, 0x42, "a b."), text_op(2, 0x00, 0x12, "a")}));
  write(dir / "two_models_three_translators", cat({load_f32,
                                                   load_bytes,
                                                   create_greedy,
                                                   {1, 1, 1, 0, 1, 1, 0, 0, 0, 0, 0},
                                                   {1, 2, 0, 4},
                                                   translate_hello,
                                                   {2, 1, 0, 4, 't', 'e', 's', 't'},
                                                   {2, 2, 0, 2, 'o', 'k'},
                                                   {7, 1},
                                                   {2, 1, 0, 1, 'a'}}));
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s DIR (tests/fuzz)\n", argv[0]);
    return 2;
  }
  const fs::path root = argv[1];
  for (const char* sub :
       {"data", "corpus/model_load", "corpus/translate", "corpus/tokenizer", "corpus/api_sequence"})
    fs::create_directories(root / sub);

  const Bytes f32 = attn::test::random_model_bytes(tiny(), 1);
  const Bytes i8 = attn::test::dynamic_int8_model_bytes(tiny(), 1);
  const Bytes bytes_model = attn::test::random_model_bytes(with_bytes(), 2);
  const Bytes i4 = attn::test::random_model_bytes(tiny(), 1, ElementType::I4);
  if (f32.empty() || i8.empty() || i4.empty() || bytes_model.empty()) {
    std::fprintf(stderr, "cannot make the tiny models\n");
    return 1;
  }
  write(root / "data/tiny_f32.attn", f32);
  write(root / "data/tiny_i8.attn", i8);
  write(root / "data/bytes_f32.attn", bytes_model);
  write(root / "data/tiny_i4.attn", i4);

  write_model_load_corpus(root / "corpus/model_load", f32, i8, i4, bytes_model);
  // translate: bits 0-1 model, bit 2 beam, bit 6 short-buffer check, bit 7 ids.
  write_text_corpus(root / "corpus/translate", {0x00, 0x45, 0x42, 0x07});
  for (uint8_t mode : {0x80, 0x81, 0x86, 0x83}) {
    write(root / "corpus/translate" / ("ids_mode_" + std::to_string(mode)),
          with_mode(mode, ids_bytes({5, 6, 7, 8, 9, 10, 11, 12})));
  }
  write(root / "corpus/translate/ids_out_of_range", with_mode(0x80, ids_bytes({5, 0xFFFF, 300})));
  // tokenizer: bit 0 fixture, bit 4 short ids, bit 5 small workspace, bit 7 ids.
  write_text_corpus(root / "corpus/tokenizer", {0x30, 0x31});
  write(root / "corpus/tokenizer/ids_identity",
        with_mode(0x80, ids_bytes({0, 1, 2, 3, 4, 100, 2000, 7999, 5000, 260})));
  write(root / "corpus/tokenizer/ids_nfkc",
        with_mode(0x81, ids_bytes({10, 11, 12, 13, 4000, 4001, 20, 3, 2, 1})));
  write(root / "corpus/tokenizer/ids_out_of_range", with_mode(0x80, ids_bytes({10, 8000, 65535})));
  write_api_sequence_corpus(root / "corpus/api_sequence");
  std::printf("wrote %s (%d failures)\n", root.c_str(), failures);
  return failures == 0 ? 0 : 1;
}
