#include "description/src/config_json.h"

#include <charconv>
#include <cmath>
#include <exception>
#include <limits>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "base/src/io/file_io.h"

namespace attn::checkpoint {
namespace {

using nlohmann::json;

Status missing(const char* key) {
  return Status::Error(StatusCode::kInvalidArgument, "config.json: missing required key \"%s\"", key);
}
Status ill_typed(const char* key, const char* expected) {
  return Status::Error(StatusCode::kInvalidArgument, "config.json: \"%s\" must be %s", key, expected);
}

Status get_uint32(const json& j, const char* key, uint32_t* out) {
  auto it = j.find(key);
  if (it == j.end()) return missing(key);
  if (!it->is_number_unsigned() || it->get<uint64_t>() > std::numeric_limits<uint32_t>::max()) {
    return ill_typed(key, "a non-negative 32-bit integer");
  }
  *out = static_cast<uint32_t>(it->get<uint64_t>());
  return Status::Ok();
}

Status get_int32(const json& j, const char* key, int32_t* out) {
  auto it = j.find(key);
  if (it == j.end()) return missing(key);
  if (!it->is_number_integer()) return ill_typed(key, "an integer");
  const int64_t v = it->get<int64_t>();
  // A uint64 above INT64_MAX reads back as a negative int64; is_number_unsigned catches that case.
  if ((it->is_number_unsigned() &&
       it->get<uint64_t>() > static_cast<uint64_t>(std::numeric_limits<int32_t>::max())) ||
      v < std::numeric_limits<int32_t>::min() || v > std::numeric_limits<int32_t>::max()) {
    return ill_typed(key, "a 32-bit integer");
  }
  *out = static_cast<int32_t>(v);
  return Status::Ok();
}

Status get_float(const json& j, const char* key, float* out) {
  auto it = j.find(key);
  if (it == j.end()) return missing(key);
  if (!it->is_number()) return ill_typed(key, "a number");
  *out = static_cast<float>(it->get<double>());
  return Status::Ok();
}

Status get_bool(const json& j, const char* key, bool* out) {
  auto it = j.find(key);
  if (it == j.end()) return missing(key);
  if (!it->is_boolean()) return ill_typed(key, "true or false");
  *out = it->get<bool>();
  return Status::Ok();
}

Status get_string(const json& j, const char* key, std::string* out) {
  auto it = j.find(key);
  if (it == j.end()) return missing(key);
  if (!it->is_string()) return ill_typed(key, "a string");
  *out = it->get<std::string>();
  return Status::Ok();
}

// "\"relu\" or \"gelu\"": the names a table accepts, for messages.
template <typename Entry, size_t N>
std::string names_of(const Entry (&table)[N]) {
  std::string names;
  for (size_t i = 0; i < N; ++i) {
    if (i > 0) names += i + 1 == N ? " or " : ", ";
    names += std::string("\"") + table[i].name + "\"";
  }
  return names;
}

// The shortest decimal that reads back as the same float, so 1e-5f is written "1e-05", not 9.99999974e-06.
double shortest_double(float value) {
  char buffer[32];
  auto [end, ec] = std::to_chars(buffer, buffer + sizeof(buffer), value);
  if (ec != std::errc()) return value;
  double d = value;
  std::from_chars(buffer, end, d);
  return d;
}

}  // namespace

Result<ModelDescription> parse_checkpoint_config(const std::string& json_text) {
  json j;
  try {
    j = json::parse(json_text);
  } catch (const std::exception& e) {
    return Status::Error(StatusCode::kInvalidArgument, "config.json is not valid JSON: %s", e.what());
  }
  if (!j.is_object()) return Status::Error(StatusCode::kInvalidArgument, "config.json is not a JSON object");

  ModelDescription c;
  std::string format;
  ATTN_RETURN_IF_ERROR(get_string(j, "format", &format));
  if (format != kCheckpointFormat) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "config.json: \"format\" is \"%.64s\", expected \"%s\"", format.c_str(),
                         kCheckpointFormat);
  }
  ATTN_RETURN_IF_ERROR(get_uint32(j, "format_version", &c.format_version));
  ATTN_RETURN_IF_ERROR(get_uint32(j, "d_model", &c.d_model));
  ATTN_RETURN_IF_ERROR(get_uint32(j, "heads", &c.heads));
  ATTN_RETURN_IF_ERROR(get_uint32(j, "d_ff", &c.d_ff));
  ATTN_RETURN_IF_ERROR(get_uint32(j, "encoder_layers", &c.encoder_layers));
  ATTN_RETURN_IF_ERROR(get_uint32(j, "decoder_layers", &c.decoder_layers));
  ATTN_RETURN_IF_ERROR(get_uint32(j, "vocab_size", &c.vocab_size));
  ATTN_RETURN_IF_ERROR(get_uint32(j, "max_positions", &c.max_positions));

  std::string text;
  ATTN_RETURN_IF_ERROR(get_string(j, "activation", &text));
  if (!activation_from_name(text.c_str(), &c.activation)) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "config.json: \"activation\" is \"%.32s\", expected %s", text.c_str(),
                         names_of(kActivationNames).c_str());
  }
  ATTN_RETURN_IF_ERROR(get_string(j, "norm_position", &text));
  if (!norm_position_from_name(text.c_str(), &c.norm_position)) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "config.json: \"norm_position\" is \"%.32s\", expected %s", text.c_str(),
                         names_of(kNormPositionNames).c_str());
  }
  // Optional (added with Marian import); absent means the paper's interleaved layout.
  if (j.contains("position_encoding")) {
    ATTN_RETURN_IF_ERROR(get_string(j, "position_encoding", &text));
    if (!position_encoding_from_name(text.c_str(), &c.position_encoding)) {
      return Status::Error(StatusCode::kInvalidArgument,
                           "config.json: \"position_encoding\" is \"%.32s\", expected %s", text.c_str(),
                           names_of(kPositionEncodingNames).c_str());
    }
  }
  ATTN_RETURN_IF_ERROR(get_bool(j, "tied_embeddings", &c.tied_embeddings));
  ATTN_RETURN_IF_ERROR(get_bool(j, "output_bias", &c.output_bias));
  ATTN_RETURN_IF_ERROR(get_float(j, "embedding_scale", &c.embedding_scale));
  ATTN_RETURN_IF_ERROR(get_float(j, "layer_norm_epsilon", &c.layer_norm_epsilon));
  ATTN_RETURN_IF_ERROR(get_int32(j, "pad_id", &c.pad_id));
  ATTN_RETURN_IF_ERROR(get_int32(j, "unk_id", &c.unk_id));
  ATTN_RETURN_IF_ERROR(get_int32(j, "bos_id", &c.bos_id));
  ATTN_RETURN_IF_ERROR(get_int32(j, "eos_id", &c.eos_id));
  ATTN_RETURN_IF_ERROR(get_string(j, "source_language", &c.source_language));
  ATTN_RETURN_IF_ERROR(get_string(j, "target_language", &c.target_language));

  if (auto it = j.find("metadata"); it != j.end()) {
    if (!it->is_object()) return ill_typed("metadata", "an object of strings");
    for (auto m = it->begin(); m != it->end(); ++m) {
      if (!m.value().is_string()) {
        return Status::Error(StatusCode::kInvalidArgument, "config.json: metadata \"%.80s\" must be a string",
                             m.key().c_str());
      }
      c.metadata[m.key()] = m.value().get<std::string>();
    }
  }
  ATTN_RETURN_IF_ERROR(validate_checkpoint_config(c));
  return c;
}

Result<ModelDescription> read_checkpoint_config(const std::string& path) {
  ATTN_ASSIGN_OR_RETURN(std::vector<uint8_t> bytes, read_file_bytes(path, 1u << 20));
  auto parsed = parse_checkpoint_config(std::string(bytes.begin(), bytes.end()));
  if (!parsed.ok())
    return Status::Error(parsed.status().code(), "%.100s: %s", path.c_str(), parsed.status().message());
  return parsed;
}

Result<std::string> render_checkpoint_config(const ModelDescription& c) {
  ATTN_RETURN_IF_ERROR(validate_checkpoint_config(c));
  nlohmann::ordered_json j;
  j["format"] = kCheckpointFormat;
  j["format_version"] = c.format_version;
  j["d_model"] = c.d_model;
  j["heads"] = c.heads;
  j["d_ff"] = c.d_ff;
  j["encoder_layers"] = c.encoder_layers;
  j["decoder_layers"] = c.decoder_layers;
  j["vocab_size"] = c.vocab_size;
  j["max_positions"] = c.max_positions;
  j["activation"] = activation_name(c.activation);  // validated: every value has a name
  j["norm_position"] = norm_position_name(c.norm_position);
  // Written only when not the default, so that configs of the paper's layout stay as they were.
  if (c.position_encoding != PositionEncoding::Sinusoidal) {
    j["position_encoding"] = position_encoding_name(c.position_encoding);
  }
  j["tied_embeddings"] = c.tied_embeddings;
  j["output_bias"] = c.output_bias;
  j["embedding_scale"] = shortest_double(c.embedding_scale);
  j["layer_norm_epsilon"] = shortest_double(c.layer_norm_epsilon);
  j["pad_id"] = c.pad_id;
  j["unk_id"] = c.unk_id;
  j["bos_id"] = c.bos_id;
  j["eos_id"] = c.eos_id;
  j["source_language"] = c.source_language;
  j["target_language"] = c.target_language;
  j["metadata"] = nlohmann::ordered_json::object();
  for (const auto& [key, value] : c.metadata) j["metadata"][key] = value;
  try {
    return j.dump(2) + "\n";
  } catch (const std::exception& e) {  // invalid UTF-8 in a string
    return Status::Error(StatusCode::kInvalidArgument, "cannot encode config.json: %s", e.what());
  }
}

Status write_checkpoint_config(const ModelDescription& config, const std::string& path) {
  ATTN_ASSIGN_OR_RETURN(std::string text, render_checkpoint_config(config));
  return write_file_synced(path, std::span(reinterpret_cast<const uint8_t*>(text.data()), text.size()));
}

}  // namespace attn::checkpoint
