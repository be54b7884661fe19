#include "converter/src/convert/convert.h"

#include <algorithm>
#include <chrono>
#include <map>

#include "attn/attn.h"  // ATTN_VERSION_*: the converter names the library version it was built with
#include "base/src/checkpoint/bf16_weights.h"
#include "converter/src/convert/tensor_check.h"
#include "converter/src/tokenizer_import/tokenizer_import.h"
#include "converter/src/writer/shortlist_ids.h"
#include "runtime/src/exported/model_layout.h"

namespace attn::convert {
namespace {

#if !defined(ATTN_VERSION_MAJOR) || !defined(ATTN_VERSION_MINOR) || !defined(ATTN_VERSION_PATCH)
#error "converter_version() needs attn/attn.h's ATTN_VERSION_* (stringified, an undefined one is its own name)"
#endif
#define ATTN_STRINGIFY_INNER_(x) #x
#define ATTN_STRINGIFY_(x) ATTN_STRINGIFY_INNER_(x)

// The tokenizer must describe exactly the vocabulary the weights were trained with.
Status check_tokenizer(const schema::TokenizerT& tokenizer, const ModelDescription& config) {
  if (tokenizer.pieces.size() != config.vocab_size) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "tokenizer.model has %zu pieces but config.json's vocab_size is %u",
                         tokenizer.pieces.size(), config.vocab_size);
  }
  const struct {
    const char* name;
    int32_t tokenizer_id, config_id;
  } ids[] = {{"pad_id", tokenizer.pad_id, config.pad_id},
             {"unk_id", tokenizer.unk_id, config.unk_id},
             {"bos_id", tokenizer.bos_id, config.bos_id},
             {"eos_id", tokenizer.eos_id, config.eos_id}};
  for (const auto& id : ids) {
    if (id.tokenizer_id != id.config_id) {
      return Status::Error(StatusCode::kInvalidArgument,
                           "tokenizer.model's %s is %d but config.json's %s is %d", id.name, id.tokenizer_id,
                           id.name, id.config_id);
    }
  }
  return Status::Ok();
}

Status check_language(const char* which, const std::string& language) {
  if (language.empty() || language.size() > kMaxLanguageBytes) {
    return Status::Error(StatusCode::kInvalidArgument, "%s language must be 1 to %zu bytes", which,
                         kMaxLanguageBytes);
  }
  return Status::Ok();
}

// The runtime's Architecture of contents' schema table, through the same validating reader the loader uses.
Result<Architecture> architecture_of(const ModelContents& contents) {
  flatbuffers::FlatBufferBuilder fbb;
  fbb.Finish(schema::Architecture::Pack(fbb, &contents.architecture));
  return architecture_from_schema(flatbuffers::GetRoot<schema::Architecture>(fbb.GetBufferPointer()));
}

}  // namespace

const char* converter_version() {
  return "attn-convert " ATTN_STRINGIFY_(ATTN_VERSION_MAJOR) "." ATTN_STRINGIFY_(
      ATTN_VERSION_MINOR) "." ATTN_STRINGIFY_(ATTN_VERSION_PATCH);
}

namespace {

// The fp32 contents of a checked description, its weights and its (source) tokenizer.
Result<ModelContents> build_contents(const ModelDescription& config, checkpoint::SafetensorsFile weights,
                                     schema::TokenizerT tokenizer, const ConvertOptions& options) {
  const Architecture arch = to_architecture(config);
  ATTN_RETURN_IF_ERROR(validate_architecture(arch));

  FixedVector<TensorEntry> expected;
  ATTN_RETURN_IF_ERROR(tensor_table(arch, nullptr, &expected));
  checkpoint::widen_bf16(weights);  // a checkpoint stored in bf16 converts as its exact fp32 values
  ATTN_RETURN_IF_ERROR(check_tensors(expected, weights));

  ModelContents contents;
  contents.architecture = architecture_to_schema(arch);
  contents.tokenizer = std::move(tokenizer);

  contents.source_language = options.source_language.value_or(config.source_language);
  contents.target_language = options.target_language.value_or(config.target_language);
  ATTN_RETURN_IF_ERROR(check_language("source", contents.source_language));
  ATTN_RETURN_IF_ERROR(check_language("target", contents.target_language));

  // The command line overrides the checkpoint; the converter's own keys describe this file and always win.
  std::map<std::string, std::string> metadata(config.metadata.begin(), config.metadata.end());
  for (const auto& [key, value] : options.metadata) metadata[key] = value;
  metadata["converter_version"] = converter_version();
  metadata["quantization"] = quantization_name(Quantization::None);
  contents.metadata.assign(metadata.begin(), metadata.end());

  contents.tensors.reserve(expected.size());
  for (const TensorEntry& spec : expected) {
    // check_tensors() guaranteed that every expected name is present.
    checkpoint::Tensor* source = weights.find(spec.name);
    contents.tensors.push_back(fp32_tensor(spec, std::move(*source)));
  }
  return contents;
}

}  // namespace

Result<ModelContents> build_model_contents(checkpoint::Checkpoint checkpoint, const ConvertOptions& options) {
  schema::TokenizerT tokenizer;
  if (Status s = import_sentencepiece(checkpoint.tokenizer_model, &tokenizer); !s.ok()) {
    return Status::Error(s.code(), "tokenizer.model: %s", s.message());
  }
  ATTN_RETURN_IF_ERROR(check_tokenizer(tokenizer, checkpoint.config));
  return build_contents(checkpoint.config, std::move(checkpoint.weights), std::move(tokenizer), options);
}

Result<ModelContents> build_marian_contents(MarianModel marian, const ConvertOptions& options) {
  ATTN_ASSIGN_OR_RETURN(ModelContents contents, build_contents(marian.description, std::move(marian.weights),
                                                               std::move(marian.source_tokenizer), options));
  contents.target_tokenizer = std::move(marian.target_tokenizer);
  return contents;
}

Status check_options(const ConvertOptions& options) {
  if (options.shortlist_source_path.has_value() != options.shortlist_target_path.has_value()) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "a shortlist needs both --shortlist-source and --shortlist-target (parallel text)");
  }
  return Status::Ok();
}

Status quantize_contents(const ConvertOptions& options, ModelContents* contents) {
  ATTN_RETURN_IF_ERROR(check_options(options));
  const schema::ElementType type = matrix_type(options.quantization);
  if (element_traits(type)->quantize_rows == nullptr) return Status::Ok();  // stored as trained

  ATTN_ASSIGN_OR_RETURN(const Architecture arch, architecture_of(*contents));
  ATTN_ASSIGN_OR_RETURN(const FloatLayers kept, resolve_float_layers(arch, options.keep_float));
  FixedVector<TensorEntry> expected;
  ATTN_RETURN_IF_ERROR(tensor_table(arch, nullptr, &expected));
  const bool int4 = options.quantization == Quantization::Int4;
  FloatLayers kept_i8, blocked;
  if (int4) {
    ATTN_ASSIGN_OR_RETURN(kept_i8, resolve_float_layers(arch, options.keep_int8, "--keep-int8"));
    ATTN_ASSIGN_OR_RETURN(blocked, resolve_float_layers(arch, options.int4_blocks, "--int4-blocks"));
    // The vocabulary projection takes the embedding with it also when they are untied: the embedding is no
    // linear layer a pattern could name, and it is read row by row as the projection is.
    for (FloatLayers* layers : {&kept_i8, &blocked}) {
      for (const TensorEntry& spec : expected) {
        const bool listed =
            std::find(layers->tensors.begin(), layers->tensors.end(), spec.name) != layers->tensors.end();
        if (layers->vocabulary_projection && spec.role == TensorRole::kEmbedding && !listed) {
          layers->tensors.emplace_back(spec.name);
        }
      }
    }
  }
  ATTN_RETURN_IF_ERROR(quantize_matrices(expected, type, kept.tensors, contents, kept_i8.tensors,
                                         blocked.tensors, options.block_size));

  auto joined = [](const std::vector<std::string>& prefixes) {
    std::string list;
    for (const std::string& prefix : prefixes) list += (list.empty() ? "" : ",") + prefix;
    return list.empty() ? std::string("none") : list;
  };
  std::map<std::string, std::string> metadata(contents->metadata.begin(), contents->metadata.end());
  metadata["quantization"] = quantization_name(options.quantization);
  metadata["float_layers"] = joined(kept.prefixes);
  if (int4) {
    metadata["int8_layers"] = joined(kept_i8.prefixes);
    metadata["int4_blocks"] = joined(blocked.prefixes);
    if (!blocked.prefixes.empty())
      metadata["int4_blocks"] += " block_size=" + std::to_string(options.block_size);
  }
  contents->metadata.assign(metadata.begin(), metadata.end());
  return Status::Ok();
}

Status add_shortlist(const ConvertOptions& options, ModelContents* contents, ConvertReport* report) {
  if (!options.shortlist_source_path || !options.shortlist_target_path) return Status::Ok();
  const auto start = std::chrono::steady_clock::now();
  ATTN_ASSIGN_OR_RETURN(const std::vector<std::string> sources, read_lines(*options.shortlist_source_path));
  ATTN_ASSIGN_OR_RETURN(const std::vector<std::string> targets, read_lines(*options.shortlist_target_path));
  ShortlistReport built;
  ATTN_ASSIGN_OR_RETURN(contents->shortlist,
                        build_shortlist(contents->tokenizer, contents->architecture.vocab_size, sources,
                                        targets, options.shortlist, &built));
  delta_encode_shortlist_ids(&*contents->shortlist);
  std::map<std::string, std::string> metadata(contents->metadata.begin(), contents->metadata.end());
  metadata["shortlist"] = "model1 per_source=" + std::to_string(options.shortlist.per_source) +
                          " frequent=" + std::to_string(options.shortlist.frequent) +
                          " pairs=" + std::to_string(built.sentence_pairs);
  contents->metadata.assign(metadata.begin(), metadata.end());
  if (report != nullptr) {
    report->shortlist = built;
    report->shortlist_seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
  return Status::Ok();
}

Status convert_checkpoint(const ConvertOptions& options, ConvertReport* report) {
  ATTN_RETURN_IF_ERROR(check_options(options));
  ModelContents contents;
  if (options.from == SourceFormat::Marian) {
    ATTN_ASSIGN_OR_RETURN(MarianModel marian, read_marian_dir(options.checkpoint_dir, options.source_language,
                                                              options.target_language));
    ATTN_ASSIGN_OR_RETURN(contents, build_marian_contents(std::move(marian), options));
  } else {
    ATTN_ASSIGN_OR_RETURN(checkpoint::Checkpoint checkpoint,
                          checkpoint::read_checkpoint_dir(options.checkpoint_dir));
    ATTN_ASSIGN_OR_RETURN(contents, build_model_contents(std::move(checkpoint), options));
  }
  ATTN_RETURN_IF_ERROR(quantize_contents(options, &contents));
  ATTN_RETURN_IF_ERROR(add_shortlist(options, &contents, report));
  return write_model_file(contents, options.output_path);
}

}  // namespace attn::convert
