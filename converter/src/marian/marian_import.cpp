#include "converter/src/marian/marian_import.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <unordered_map>
#include <vector>

#include "base/src/io/file_io.h"
#include "converter/src/tokenizer_import/tokenizer_import.h"
#include "description/src/validation.h"

namespace attn::convert {
namespace {

using json = nlohmann::json;

Status error(const char* format, const std::string& a, const std::string& b = "") {
  return Status::Error(StatusCode::kInvalidArgument, format, a.c_str(), b.c_str());
}

// config.json keys whose non-default value changes the math in a way attn does not implement, with the value
// attn runs and why. A key that is absent takes MarianConfig's default, which is the value listed.
struct Refusal {
  const char* key;
  json runs;  // the only value attn accepts
  const char* why;
};

const std::vector<Refusal>& refusals() {
  static const std::vector<Refusal> table = {
      {"share_encoder_decoder_embeddings", true, "attn has one embedding for encoder and decoder"},
      {"normalize_before", false, "pre-norm Marian layers are not what MarianMTModel computes"},
      {"normalize_embedding", false, "a layer norm after the embedding is not implemented"},
      {"add_final_layer_norm", false, "a final layer norm after post-norm stacks is not implemented"},
      {"layernorm_embedding", false, "a layer norm after the embedding is not implemented"},
      {"static_position_embeddings", true, "learned positions are not implemented"},
      {"add_bias_logits", false, "only final_logits_bias is implemented"},
      {"is_encoder_decoder", true, "attn runs encoder-decoder models"},
  };
  return table;
}

Result<json> read_json(const std::string& path, size_t limit) {
  ATTN_ASSIGN_OR_RETURN(std::vector<uint8_t> bytes, checkpoint::read_file_bytes(path, limit));
  json j = json::parse(bytes.begin(), bytes.end(), nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded() || !j.is_object()) return error("%s is not a JSON object", path);
  return j;
}

Result<uint32_t> get_uint(const json& config, const char* key) {
  const auto it = config.find(key);
  if (it == config.end() || !it->is_number_unsigned()) {
    return error("config.json: \"%s\" must be a non-negative integer", key);
  }
  const uint64_t value = it->get<uint64_t>();
  if (value > UINT32_MAX) return error("config.json: \"%s\" is too large", key);
  return static_cast<uint32_t>(value);
}

// Two keys that attn keeps as one value must agree.
Result<uint32_t> get_same(const json& config, const char* key, const char* twin) {
  ATTN_ASSIGN_OR_RETURN(const uint32_t a, get_uint(config, key));
  if (config.contains(twin) && !config[twin].is_null()) {
    ATTN_ASSIGN_OR_RETURN(const uint32_t b, get_uint(config, twin));
    if (a != b) {
      return Status::Error(StatusCode::kUnsupported,
                           "config.json: \"%s\" (%u) differs from \"%s\" (%u); attn needs them equal", key, a,
                           twin, b);
    }
  }
  return a;
}

Status check_refusals(const json& config) {
  for (const Refusal& r : refusals()) {
    const auto it = config.find(r.key);
    if (it == config.end() || it->is_null()) continue;
    if (*it != r.runs) {
      return Status::Error(StatusCode::kUnsupported,
                           "config.json: \"%s\" = %s is not supported (attn runs %s: %s)", r.key,
                           it->dump().c_str(), r.runs.dump().c_str(), r.why);
    }
  }
  if (const auto it = config.find("model_type"); it == config.end() || *it != "marian") {
    return Status::Error(StatusCode::kUnsupported, "config.json: \"model_type\" is %s, expected \"marian\"",
                         it == config.end() ? "missing" : it->dump().c_str());
  }
  return Status::Ok();
}

Result<Activation> activation_of(const json& config) {
  const std::string name = config.value("activation_function", std::string("gelu"));
  // transformers' ACT2FN: "gelu" is the exact (erf) GELU; "swish" and "silu" are x * sigmoid(x).
  if (name == "swish" || name == "silu") return Activation::SiLU;
  if (name == "relu") return Activation::ReLU;
  if (name == "gelu") return Activation::GELU;
  return Status::Error(
      StatusCode::kUnsupported,
      "config.json: \"activation_function\" = \"%.40s\" is not supported (swish, silu, relu, gelu)",
      name.c_str());
}

// "opus-mt-en-de" (a directory or a hub name) -> {"en", "de"}.
bool languages_from_name(const std::string& name, std::string* source, std::string* target) {
  static const std::regex pattern(R"(opus-mt-([A-Za-z0-9_]+)-([A-Za-z0-9_]+)/?$)");
  std::smatch m;
  if (!std::regex_search(name, m, pattern)) return false;
  *source = m[1];
  *target = m[2];
  return true;
}

// Hugging Face names -> attn's (docs/model.md). nullopt: not a tensor of a Marian model attn knows.
std::optional<std::string> attn_name(const std::string& hf) {
  static const std::regex layer(R"(model\.(encoder|decoder)\.layers\.(\d+)\.(.+)\.(weight|bias))");
  static const std::map<std::string, std::string> parts = {
      {"self_attn.q_proj", "self_attn.q_proj"},
      {"self_attn.k_proj", "self_attn.k_proj"},
      {"self_attn.v_proj", "self_attn.v_proj"},
      {"self_attn.out_proj", "self_attn.o_proj"},
      {"self_attn_layer_norm", "self_attn_norm"},
      {"encoder_attn.q_proj", "cross_attn.q_proj"},
      {"encoder_attn.k_proj", "cross_attn.k_proj"},
      {"encoder_attn.v_proj", "cross_attn.v_proj"},
      {"encoder_attn.out_proj", "cross_attn.o_proj"},
      {"encoder_attn_layer_norm", "cross_attn_norm"},
      {"fc1", "ffn.fc1"},
      {"fc2", "ffn.fc2"},
      {"final_layer_norm", "ffn_norm"},
  };
  std::smatch m;
  if (std::regex_match(hf, m, layer)) {
    const auto part = parts.find(m[3]);
    if (part == parts.end()) return std::nullopt;
    return std::string(m[1]) + ".layers." + std::string(m[2]) + "." + part->second + "." + std::string(m[4]);
  }
  if (hf == "lm_head.weight") return "output.weight";
  if (hf == "final_logits_bias") return "output.bias";
  return std::nullopt;
}

bool same_values(const checkpoint::Tensor& a, const checkpoint::Tensor& b) {
  return a.shape == b.shape && a.to_f32() == b.to_f32();
}

// Marian's positions are sinusoidal, not learned; older saves store the table. It must be the one attn
// computes.
Status check_position_table(const checkpoint::Tensor& table, uint32_t d_model) {
  const std::vector<float> values = table.to_f32();
  if (table.shape.size() != 2 || table.shape[1] != d_model) {
    return error("tensor \"%s\" has an unexpected shape (learned positions are not supported)", table.name);
  }
  const size_t half = d_model / 2;
  for (size_t p = 0; p < table.shape[0]; ++p) {
    for (size_t i = 0; i < half; ++i) {
      const double angle = static_cast<double>(p) / std::pow(10000.0, static_cast<double>(2 * i) / d_model);
      if (std::fabs(values[p * d_model + i] - static_cast<float>(std::sin(angle))) > 1e-5f ||
          std::fabs(values[p * d_model + half + i] - static_cast<float>(std::cos(angle))) > 1e-5f) {
        return Status::Error(
            StatusCode::kUnsupported,
            "tensor \"%s\" is not Marian's sinusoidal table (position %zu, column %zu): learned "
            "positions are not supported",
            table.name.c_str(), p, i);
      }
    }
  }
  return Status::Ok();
}

Result<checkpoint::SafetensorsFile> rename_tensors(checkpoint::SafetensorsFile hf,
                                                   const ModelDescription& d) {
  checkpoint::SafetensorsFile out;
  // The shared embedding may be stored under any of its tied names; every copy must be the same matrix.
  const checkpoint::Tensor* embedding = nullptr;
  for (const char* name :
       {"model.shared.weight", "model.encoder.embed_tokens.weight", "model.decoder.embed_tokens.weight"}) {
    const checkpoint::Tensor* t = hf.find(name);
    if (t == nullptr) continue;
    if (embedding != nullptr && !same_values(*embedding, *t)) {
      return error(
          "tensor \"%s\" differs from \"%s\": separate encoder and decoder embeddings are not supported",
          name, embedding->name);
    }
    if (embedding == nullptr) embedding = t;
  }
  if (embedding == nullptr)
    return error("model.safetensors has no embedding (\"%s\")", "model.shared.weight");
  for (checkpoint::Tensor& t : hf.tensors) {
    if (t.name == "model.shared.weight" || t.name.ends_with("embed_tokens.weight")) continue;
    if (t.name.ends_with("embed_positions.weight")) {
      ATTN_RETURN_IF_ERROR(check_position_table(t, d.d_model));
      continue;
    }
    std::optional<std::string> name = attn_name(t.name);
    if (!name) return error("tensor \"%s\" is not part of a Marian model attn can run", t.name);
    if (*name == "output.weight" && d.tied_embeddings) {
      if (!same_values(t, *embedding)) {
        return error("tensor \"%s\" differs from the embedding but config.json says %s", t.name,
                     "\"tie_word_embeddings\": true");
      }
      continue;
    }
    checkpoint::Tensor renamed;
    renamed.name = *name;
    renamed.dtype = checkpoint::DType::F32;
    std::vector<float> values = t.to_f32();
    if (values.empty() && t.element_count() != 0) return error("tensor \"%s\" is not floating point", t.name);
    renamed.shape = t.shape;
    if (*name == "output.bias") renamed.shape = {t.element_count()};  // [1, V] -> [V]
    renamed = checkpoint::Tensor::from_f32(renamed.name, renamed.shape, values);
    out.tensors.push_back(std::move(renamed));
  }
  out.tensors.push_back(
      checkpoint::Tensor::from_f32("embedding.weight", embedding->shape, embedding->to_f32()));
  return out;
}

Result<std::unordered_map<std::string, int32_t>> read_vocab(const std::string& path, uint32_t vocab_size) {
  ATTN_ASSIGN_OR_RETURN(const json j, read_json(path, size_t{64} << 20));
  std::unordered_map<std::string, int32_t> vocab;
  std::vector<bool> seen(vocab_size, false);
  for (auto it = j.begin(); it != j.end(); ++it) {
    if (!it->is_number_integer() || it->get<int64_t>() < 0 || it->get<int64_t>() >= vocab_size) {
      return Status::Error(StatusCode::kInvalidArgument, "vocab.json: \"%.64s\" has id %s, outside [0, %u)",
                           it.key().c_str(), it->dump().c_str(), vocab_size);
    }
    const int32_t id = it->get<int32_t>();
    if (seen[static_cast<size_t>(id)]) {
      return Status::Error(StatusCode::kInvalidArgument, "vocab.json: id %d is given to two pieces", id);
    }
    seen[static_cast<size_t>(id)] = true;
    vocab.emplace(it.key(), id);
  }
  if (vocab.size() != vocab_size) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "vocab.json has %zu entries but config.json's vocab_size is %u", vocab.size(),
                         vocab_size);
  }
  return vocab;
}

void set_special_ids(const ModelDescription& d, schema::TokenizerT* t) {
  t->unk_id = d.unk_id;
  t->bos_id = d.bos_id;
  t->eos_id = d.eos_id;
  t->pad_id = d.pad_id;
}

// Tokenizer.ids: each piece's vocabulary id; a piece the vocabulary lacks is unk, as MarianTokenizer maps it.
void map_pieces(const std::unordered_map<std::string, int32_t>& vocab, const ModelDescription& d,
                schema::TokenizerT* t) {
  t->ids.clear();
  for (const auto& piece : t->pieces) {
    const auto it = vocab.find(piece->text);
    t->ids.push_back(piece->type == schema::PieceType::Unknown ? d.unk_id
                     : it == vocab.end()                       ? d.unk_id
                                                               : it->second);
  }
  set_special_ids(d, t);
}

// The target tokenizer must decode every id the model can produce: vocabulary entries target.spm lacks
// (source pieces of a shared vocabulary, <pad>) are added as pieces that decode to their text (Unused: never
// produced by encoding) or to nothing (the special ids: Control).
Status complete_target(const std::unordered_map<std::string, int32_t>& vocab, const ModelDescription& d,
                       schema::TokenizerT* t) {
  std::vector<bool> covered(d.vocab_size, false);
  for (size_t i = 0; i < t->pieces.size(); ++i) {
    if (t->ids[i] != d.unk_id || t->pieces[i]->type == schema::PieceType::Unknown) covered[t->ids[i]] = true;
  }
  std::vector<std::pair<int32_t, std::string>> missing;
  for (const auto& [text, id] : vocab) {
    if (!covered[static_cast<size_t>(id)]) missing.emplace_back(id, text);
  }
  std::sort(missing.begin(), missing.end());
  for (const auto& [id, text] : missing) {
    if (text.empty() || text.size() > 64) {
      return Status::Error(StatusCode::kUnsupported,
                           "vocab.json: piece %d has %zu bytes (attn allows 1 to 64)", id, text.size());
    }
    auto piece = std::make_unique<schema::PieceT>();
    piece->text = text;
    piece->score = 0.f;
    const bool special = id == d.eos_id || id == d.pad_id || id == d.bos_id || id == d.unk_id;
    piece->type = special ? schema::PieceType::Control : schema::PieceType::Unused;
    t->pieces.push_back(std::move(piece));
    t->ids.push_back(id);
  }
  return Status::Ok();
}

// The decoding defaults a model ships with. How transformers' generate scores beams for it (score /
// length^alpha; alpha from generation_config.json, which transformers 5 reads first, else config.json, else
// 1): attn translate and attn.Translator decode with it unless told otherwise. num_beams and max_length are
// recorded as metadata for callers to choose their search by (attn's options do not read them).
Status read_generation_config(const std::string& dir, const json& config,
                              std::map<std::string, std::string>* metadata) {
  json generation = json::object();
  std::error_code missing;  // no file: transformers' defaults
  if (std::filesystem::exists(dir + "/generation_config.json", missing)) {
    ATTN_ASSIGN_OR_RETURN(generation, read_json(dir + "/generation_config.json", size_t{1} << 20));
  }
  double alpha = 1.0;
  for (const json* source : {&config, static_cast<const json*>(&generation)}) {
    const auto it = source->find("length_penalty");
    if (it == source->end() || it->is_null()) continue;
    if (!it->is_number() || !std::isfinite(it->get<double>())) {
      return error("%s: \"length_penalty\" must be a finite number",
                   source == &config ? "config.json" : "generation_config.json");
    }
    alpha = it->get<double>();
  }
  char text[32];
  std::snprintf(text, sizeof(text), "%g", alpha);
  (*metadata)["length_penalty"] = text;
  (*metadata)["length_penalty_kind"] = "power";
  for (const char* key : {"num_beams", "max_length"}) {
    const auto it = generation.find(key);
    if (it == generation.end() || it->is_null()) continue;
    if (!it->is_number_unsigned() || it->get<uint64_t>() == 0 || it->get<uint64_t>() > UINT32_MAX) {
      return error("generation_config.json: \"%s\" must be a positive integer", key);
    }
    (*metadata)[key] = std::to_string(it->get<uint64_t>());
  }
  return Status::Ok();
}

}  // namespace

Result<MarianModel> read_marian_dir(const std::string& dir, const std::optional<std::string>& source_language,
                                    const std::optional<std::string>& target_language) {
  ATTN_ASSIGN_OR_RETURN(const json config, read_json(dir + "/config.json", size_t{1} << 20));
  ATTN_RETURN_IF_ERROR(check_refusals(config));

  MarianModel m;
  ModelDescription& d = m.description;
  ATTN_ASSIGN_OR_RETURN(d.d_model, get_uint(config, "d_model"));
  ATTN_ASSIGN_OR_RETURN(d.heads, get_same(config, "encoder_attention_heads", "decoder_attention_heads"));
  ATTN_ASSIGN_OR_RETURN(d.d_ff, get_same(config, "encoder_ffn_dim", "decoder_ffn_dim"));
  ATTN_ASSIGN_OR_RETURN(d.encoder_layers, get_uint(config, "encoder_layers"));
  ATTN_ASSIGN_OR_RETURN(d.decoder_layers, get_uint(config, "decoder_layers"));
  ATTN_ASSIGN_OR_RETURN(d.vocab_size, get_same(config, "vocab_size", "decoder_vocab_size"));
  ATTN_ASSIGN_OR_RETURN(d.max_positions, get_uint(config, "max_position_embeddings"));
  ATTN_ASSIGN_OR_RETURN(d.activation, activation_of(config));
  d.norm_position = NormPosition::Post;  // Marian: post-norm, no final norm
  d.position_encoding = PositionEncoding::SinusoidalConcat;
  d.tied_embeddings = config.value("tie_word_embeddings", true);
  d.output_bias = true;  // final_logits_bias (zeros when absent)
  d.embedding_scale = config.value("scale_embedding", false) ? std::sqrt(static_cast<float>(d.d_model)) : 1.f;
  d.layer_norm_epsilon = 1e-5f;  // nn.LayerNorm's default; MarianConfig has no key for it
  ATTN_ASSIGN_OR_RETURN(const uint32_t pad, get_uint(config, "pad_token_id"));
  ATTN_ASSIGN_OR_RETURN(const uint32_t eos, get_uint(config, "eos_token_id"));
  uint32_t start = pad;
  if (config.contains("decoder_start_token_id") && !config["decoder_start_token_id"].is_null()) {
    ATTN_ASSIGN_OR_RETURN(start, get_uint(config, "decoder_start_token_id"));
  }
  d.pad_id = static_cast<int32_t>(pad);
  d.eos_id = static_cast<int32_t>(eos);
  d.bos_id = static_cast<int32_t>(start);

  ATTN_ASSIGN_OR_RETURN(const auto vocab, read_vocab(dir + "/vocab.json", d.vocab_size));
  const auto unk = vocab.find("<unk>");
  if (unk == vocab.end()) return error("vocab.json has no \"%s\"", "<unk>");
  d.unk_id = unk->second;

  std::string source, target;
  const std::string hub_name = config.value("_name_or_path", std::string());
  if (!languages_from_name(dir, &source, &target)) languages_from_name(hub_name, &source, &target);
  d.source_language = source_language.value_or(source);
  d.target_language = target_language.value_or(target);
  if (d.source_language.empty() || d.target_language.empty()) {
    return error(
        "%s names no language pair (as opus-mt-SRC-TGT does): pass --source-lang and --target-lang%s", dir);
  }
  d.metadata["imported_from"] = "marian";
  if (!hub_name.empty()) d.metadata["marian_name"] = hub_name;
  ATTN_RETURN_IF_ERROR(read_generation_config(dir, config, &d.metadata));
  if (Status s = validate_description(d); !s.ok())
    return Status::Error(s.code(), "%s (from %s)", s.message(), dir.c_str());

  // Weights: a safetensors file only (pytorch_model.bin would need a pickle reader).
  Result<checkpoint::SafetensorsFile> weights = checkpoint::read_safetensors(dir + "/model.safetensors");
  if (!weights.ok()) {
    return Status::Error(weights.status().code(),
                         "%s (attn reads model.safetensors; convert a pytorch_model.bin "
                         "with transformers' save_pretrained(safe_serialization=True))",
                         weights.status().message());
  }
  ATTN_ASSIGN_OR_RETURN(m.weights, rename_tensors(std::move(weights).value(), d));
  if (m.weights.find("output.bias") == nullptr) {
    std::vector<float> zeros(d.vocab_size, 0.f);
    m.weights.tensors.push_back(checkpoint::Tensor::from_f32("output.bias", {d.vocab_size}, zeros));
  }

  for (auto [file, table] :
       {std::pair{"source.spm", &m.source_tokenizer}, std::pair{"target.spm", &m.target_tokenizer}}) {
    if (Status s = import_sentencepiece_file(dir + "/" + file, table); !s.ok()) {
      return Status::Error(s.code(), "%s: %s", file, s.message());
    }
    map_pieces(vocab, d, table);
  }
  ATTN_RETURN_IF_ERROR(complete_target(vocab, d, &m.target_tokenizer));
  return m;
}

}  // namespace attn::convert
