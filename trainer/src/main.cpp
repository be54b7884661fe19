// attn-train: trains the Transformer of docs/model.md on a parallel corpus and writes checkpoint
// directories for attn-convert. `attn-train --help` lists every option; trainer/README.md has examples.
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <filesystem>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "description/src/checkpoint_bf16.h"
#include "trainer/src/distributed/device_all_reduce.h"
#include "trainer/src/distributed/launch.h"
#include "trainer/src/io/run_files.h"
#include "trainer/src/model/transformer.h"
#include "trainer/src/train/average.h"
#include "trainer/src/train/data_arguments.h"
#include "trainer/src/train/trainer.h"

namespace {

using attn::Status;
using attn::train::TrainOptions;
namespace fs = std::filesystem;

constexpr const char* kUsage = R"(usage:
  attn-train --src FILE --tgt FILE --run DIR [options]     start a run (or --corpus ... instead of --src/--tgt)
  attn-train --resume RUN_DIR [options]                     continue a run exactly where it stopped
  attn-train --init-from CHECKPOINT_DIR --src F --tgt F --run DIR [options]
                                                            start a run from a checkpoint's weights
  attn-train average --out DIR CHECKPOINT_DIR...            average checkpoints into a new one
  attn-train export-bf16 CHECKPOINT_DIR OUT_DIR             copy a checkpoint with its weights in bf16 (half
                                                            the size; --init-from, --resume and attn-convert
                                                            read it as its fp32 values rounded to bf16)

data (names: letters, digits, '.', '_', '-'; paths may not contain ':'):
  --src FILE, --tgt FILE     parallel training text, UTF-8, one sentence per line (the corpus "train", weight 1)
  --corpus NAME:SRC:TGT[:WEIGHT]  a training corpus (repeatable, with or without --src/--tgt). WEIGHT (1;
                             up to 1000, used to a millionth) is how often each of its pairs is seen per epoch:
                             2 twice, 0.5 every other epoch (a different half each time); an epoch is one pass
                             over the weighted sample of every corpus
  --corpus-origins NAME:FILE corpus NAME's origin file, one line per pair ("ORIGIN<TAB>unit", as the
                             software-* corpora's train.origin); its pairs are then sampled per origin
  --origin-weight ORIGIN=W   (repeatable) multiplies the weight of the pairs of that origin in every corpus
                             with an origin file; 0 leaves them out
                             The vocabulary is trained on all the training text read, unweighted.
  --dev-src F, --dev-tgt F   a dev set (named "dev"): loss and BLEU at every checkpoint
  --dev NAME:SRC:TGT         a dev set (repeatable, with or without --dev-src/--dev-tgt), each evaluated and
                             logged on its own; the first one's BLEU is the run's summary
  --source-lang L (en), --target-lang L (de)
  --max-line-bytes N (2048)  longer lines are skipped and counted
  --vocab-size N (8000)      joint SentencePiece unigram vocabulary (byte fallback)
  --normalization NAME (identity)  SentencePiece normalization rule (nmt_nfkc, nfkc, ...)
model:
  --d-model N (256) --heads N (4) --d-ff N (1024) --encoder-layers N (6) --decoder-layers N (3)
  --max-positions N (256)    pairs with more tokens per side (after eos/bos) are dropped
  --pre-norm                 pre-layer-norm instead of the paper's post-norm
training:
  --batch-tokens N (6000)    padded tokens per batch and side (the paper: ~25000)
  --accumulate N (1)         batches per optimizer step
  --warmup N (4000) --lr-scale X (1)   lr = X * d_model^-0.5 * min(step^-0.5, step * warmup^-1.5)
  --adam-beta1 X (0.9) --adam-beta2 X (0.98) --adam-epsilon X (1e-9)
  --label-smoothing X (0.1) --dropout X (0.1) --seed N (1)
  --init-from CHECKPOINT_DIR  start from a checkpoint's weights and tokenizer (its architecture and languages
                             are taken from its config.json); Adam starts fresh, steps continue from the
                             checkpoint's, and the rate ramps back up to the schedule's over --init-warmup N (200)
  --precision auto|bf16|fp32 (auto)  matrix products in bf16 with fp32 accumulation (weights, Adam, loss and
                             norms stay fp32), or all fp32; auto is bf16 where the CPU has AVX512-BF16 or AMX
                             (the GPU: sm_80 or newer), else fp32
stopping (at least one):
  --max-steps N  --max-epochs N  --max-minutes X (per invocation)
run directory:
  --run DIR                  checkpoints, state, logs
  --resume [RUN_DIR]         continue RUN_DIR (or --run); identity options may be omitted, and any given
                             must equal the run's (stopping, checkpoint, log, thread, backend options may
                             change; checkpoint, log, thread and backend options left out keep the run's).
                             A data option given (--src/--tgt/--corpus, --dev-src/--dev-tgt/--dev,
                             --origin-weight) stands for the run's whole list of that kind
  --checkpoint-every N (1000) --keep N (5) --log-every N (100)
  --average-last N (0)       at the end, average the last N checkpoints into RUN/averaged
  --dev-bleu-sentences N (0) decode only the first N dev sentences for BLEU (0: all)
  --threads N (0: all cores) --backend cpu|cuda (cpu)
several processes (started by mpirun; trainer/README.md "Several processes, machines, GPUs"):
  --collective-timeout SECONDS (600)  a rank that waits this long in a collective (another rank died or
                             hangs, or rank 0's checkpoint and dev evaluation take longer) ends the job
  --help
)";

bool parse_int(const std::string& name, const std::string& text, int64_t* out, std::string* error) {
  char* end = nullptr;
  errno = 0;
  const long long v = std::strtoll(text.c_str(), &end, 10);
  if (text.empty() || *end != '\0' || errno != 0) {
    *error = name + ": '" + text + "' is not an integer";
    return false;
  }
  *out = v;
  return true;
}

bool parse_double(const std::string& name, const std::string& text, double* out, std::string* error) {
  char* end = nullptr;
  errno = 0;
  const double v = std::strtod(text.c_str(), &end);
  if (text.empty() || *end != '\0' || errno != 0) {
    *error = name + ": '" + text + "' is not a number";
    return false;
  }
  *out = v;
  return true;
}

using Setter = std::function<bool(TrainOptions&, const std::string&, std::string*)>;

// A model size from the command line; a negative one reads as 0, which validate() refuses by name.
uint32_t model_size(int64_t v) { return v < 0 ? 0u : static_cast<uint32_t>(v); }

Setter int_option(std::function<void(TrainOptions&, int64_t)> set, const std::string& name) {
  return [set, name](TrainOptions& o, const std::string& v, std::string* error) {
    int64_t x;
    if (!parse_int(name, v, &x, error)) return false;
    if (x < INT32_MIN || x > INT32_MAX) {
      *error = name + ": " + v + " is out of range";
      return false;
    }
    set(o, x);
    return true;
  };
}

Setter double_option(std::function<void(TrainOptions&, double)> set, const std::string& name) {
  return [set, name](TrainOptions& o, const std::string& v, std::string* error) {
    double x;
    if (!parse_double(name, v, &x, error)) return false;
    set(o, x);
    return true;
  };
}

Setter string_option(std::function<void(TrainOptions&, const std::string&)> set) {
  return [set](TrainOptions& o, const std::string& v, std::string*) {
    set(o, v);
    return true;
  };
}

const std::map<std::string, Setter>& value_options() {
  static const std::map<std::string, Setter> options = {
      {"--run", string_option([](TrainOptions& o, const std::string& v) { o.run_dir = v; })},
      {"--source-lang", string_option([](TrainOptions& o, const std::string& v) { o.source_language = v; })},
      {"--target-lang", string_option([](TrainOptions& o, const std::string& v) { o.target_language = v; })},
      {"--normalization", string_option([](TrainOptions& o, const std::string& v) { o.normalization = v; })},
      {"--max-line-bytes", int_option([](TrainOptions& o, int64_t v) { o.max_line_bytes = static_cast<int>(v); }, "--max-line-bytes")},
      {"--vocab-size", int_option([](TrainOptions& o, int64_t v) { o.model.vocab_size = model_size(v); }, "--vocab-size")},
      {"--d-model", int_option([](TrainOptions& o, int64_t v) { o.model.d_model = model_size(v); }, "--d-model")},
      {"--heads", int_option([](TrainOptions& o, int64_t v) { o.model.heads = model_size(v); }, "--heads")},
      {"--d-ff", int_option([](TrainOptions& o, int64_t v) { o.model.d_ff = model_size(v); }, "--d-ff")},
      {"--encoder-layers", int_option([](TrainOptions& o, int64_t v) { o.model.encoder_layers = model_size(v); }, "--encoder-layers")},
      {"--decoder-layers", int_option([](TrainOptions& o, int64_t v) { o.model.decoder_layers = model_size(v); }, "--decoder-layers")},
      {"--max-positions", int_option([](TrainOptions& o, int64_t v) { o.model.max_positions = model_size(v); }, "--max-positions")},
      {"--batch-tokens", int_option([](TrainOptions& o, int64_t v) { o.batch_tokens = static_cast<int>(v); }, "--batch-tokens")},
      {"--accumulate", int_option([](TrainOptions& o, int64_t v) { o.accumulate = static_cast<int>(v); }, "--accumulate")},
      {"--warmup", int_option([](TrainOptions& o, int64_t v) { o.warmup = static_cast<int>(v); }, "--warmup")},
      {"--lr-scale", double_option([](TrainOptions& o, double v) { o.lr_scale = v; }, "--lr-scale")},
      {"--adam-beta1", double_option([](TrainOptions& o, double v) { o.adam_beta1 = v; }, "--adam-beta1")},
      {"--adam-beta2", double_option([](TrainOptions& o, double v) { o.adam_beta2 = v; }, "--adam-beta2")},
      {"--adam-epsilon", double_option([](TrainOptions& o, double v) { o.adam_epsilon = v; }, "--adam-epsilon")},
      {"--label-smoothing", double_option([](TrainOptions& o, double v) { o.label_smoothing = v; }, "--label-smoothing")},
      {"--dropout", double_option([](TrainOptions& o, double v) { o.dropout = v; }, "--dropout")},
      {"--seed", int_option([](TrainOptions& o, int64_t v) { o.seed = static_cast<uint64_t>(v); }, "--seed")},
      {"--max-steps", int_option([](TrainOptions& o, int64_t v) { o.max_steps = v; }, "--max-steps")},
      {"--max-epochs", int_option([](TrainOptions& o, int64_t v) { o.max_epochs = v; }, "--max-epochs")},
      {"--max-minutes", double_option([](TrainOptions& o, double v) { o.max_minutes = v; }, "--max-minutes")},
      {"--checkpoint-every", int_option([](TrainOptions& o, int64_t v) { o.checkpoint_every = v; }, "--checkpoint-every")},
      {"--keep", int_option([](TrainOptions& o, int64_t v) { o.keep = static_cast<int>(v); }, "--keep")},
      {"--log-every", int_option([](TrainOptions& o, int64_t v) { o.log_every = v; }, "--log-every")},
      {"--average-last", int_option([](TrainOptions& o, int64_t v) { o.average_last = static_cast<int>(v); }, "--average-last")},
      {"--dev-bleu-sentences", int_option([](TrainOptions& o, int64_t v) { o.dev_bleu_sentences = static_cast<int>(v); }, "--dev-bleu-sentences")},
      {"--init-from", string_option([](TrainOptions&, const std::string&) {})},  // applied first, in main()
      {"--init-warmup", int_option([](TrainOptions& o, int64_t v) { o.init_warmup = static_cast<int>(v); }, "--init-warmup")},
      {"--precision", [](TrainOptions& o, const std::string& v, std::string* error) {
         if (v == "auto") return true;  // resolved in main() once the backend is known
         if (v != "bf16" && v != "fp32") {
           *error = "--precision: '" + v + "' is none of auto, bf16, fp32";
           return false;
         }
         o.precision = v == "bf16" ? attn::train::Precision::Bf16 : attn::train::Precision::Fp32;
         o.precision_reason = "--precision " + v;
         return true;
       }},
      {"--collective-timeout", double_option([](TrainOptions& o, double v) { o.collective_timeout = v; }, "--collective-timeout")},
      {"--threads", int_option([](TrainOptions& o, int64_t v) { o.threads = static_cast<int>(v); }, "--threads")},
      {"--backend", [](TrainOptions& o, const std::string& v, std::string* error) {
         if (v == "cpu") {
           o.backend = attn::train::BackendKind::Cpu;
         } else if (v == "cuda") {
           o.backend = attn::train::BackendKind::Cuda;
         } else {
           *error = "--backend: '" + v + "' is neither cpu nor cuda";
           return false;
         }
         return true;
       }},
  };
  return options;
}

int fail(const std::string& message) {
  std::fprintf(stderr, "attn-train: %s\n", message.c_str());
  return 1;
}

// The repository holding the plot script and the virtual environment: the nearest ancestor of the
// executable (or of the working directory) that has scripts/plot_training.py.
std::string find_repository() {
  std::error_code ec;
  for (fs::path start : {fs::read_symlink("/proc/self/exe", ec).parent_path(), fs::current_path(ec)}) {
    for (fs::path p = start; !p.empty(); p = p.parent_path()) {
      if (fs::exists(p / "scripts" / "plot_training.py", ec)) return p.string();
      if (p == p.parent_path()) break;
    }
  }
  return "";
}

void plot(const std::string& run_dir) {
  const std::string repository = find_repository();
  const std::string script = repository + "/scripts/plot_training.py";
  const std::string python = repository + "/.venv/bin/python";
  const std::string log = run_dir + "/log.jsonl", png = run_dir + "/training.png";
  if (repository.empty() || access(python.c_str(), X_OK) != 0) {
    std::printf("to plot the curves: python3 -m venv .venv && .venv/bin/pip install matplotlib && "
                ".venv/bin/python scripts/plot_training.py %s --out %s\n", log.c_str(), png.c_str());
    return;
  }
  std::fflush(stdout);  // or the child's output would overtake what is still buffered here
  const pid_t pid = fork();
  if (pid == 0) {
    execl(python.c_str(), python.c_str(), script.c_str(), log.c_str(), "--out", png.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  int status = 0;
  if (pid > 0 && waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0) {
    std::printf("curves: %s\n", png.c_str());
  } else {
    std::printf("plotting failed; run: %s %s %s --out %s\n", python.c_str(), script.c_str(), log.c_str(), png.c_str());
  }
}

int average_main(int argc, char** argv) {
  std::string out;
  std::vector<std::string> inputs;
  for (int i = 2; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--out" && i + 1 < argc) {
      out = argv[++i];
    } else if (arg == "--help") {
      std::printf("usage: attn-train average --out DIR CHECKPOINT_DIR...\n");
      return 0;
    } else if (arg.rfind("--", 0) == 0) {
      return fail("average: unknown option " + arg);
    } else {
      inputs.push_back(arg);
    }
  }
  if (out.empty() || inputs.empty()) return fail("average: usage: attn-train average --out DIR CHECKPOINT_DIR...");
  const Status status = attn::train::average_checkpoints(inputs, out);
  if (!status.ok()) return fail(status.message());
  std::printf("averaged %zu checkpoints into %s\n", inputs.size(), out.c_str());
  return 0;
}

int export_bf16_main(int argc, char** argv) {
  constexpr const char* kExportUsage = "usage: attn-train export-bf16 CHECKPOINT_DIR OUT_DIR\n";
  if (argc == 3 && std::string(argv[2]) == "--help") {
    std::fputs(kExportUsage, stdout);
    return 0;
  }
  if (argc != 4) return fail(std::string("export-bf16: ") + kExportUsage);
  const Status status = attn::checkpoint::write_bf16_checkpoint_copy(argv[2], argv[3]);
  if (!status.ok()) return fail(status.message());
  std::printf("wrote %s: %s with bf16 weights\n", argv[3], argv[2]);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc >= 2 && std::string(argv[1]) == "average") return average_main(argc, argv);
  if (argc >= 2 && std::string(argv[1]) == "export-bf16") return export_bf16_main(argc, argv);
  if (argc < 2) {
    std::fputs(kUsage, stderr);
    return 1;
  }

  // First pass: collect (option, value) pairs and find the run directory, so that a resume can start from
  // the run's own identity before the command line's options are applied over it.
  std::vector<std::pair<std::string, std::string>> given;
  attn::train::DataArguments data;  // applied after the others: on --resume they replace the run's lists
  bool resume = false, pre_norm = false;
  std::string resume_dir, run_dir, init_from;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      std::fputs(kUsage, stdout);
      return 0;
    }
    if (arg == "--pre-norm") {
      pre_norm = true;
    } else if (arg == "--resume") {
      resume = true;
      if (i + 1 < argc && argv[i + 1][0] != '-') resume_dir = argv[++i];
    } else if (attn::train::is_data_option(arg)) {
      if (i + 1 >= argc) return fail(arg + " needs a value");
      data.take(arg, argv[++i]);
    } else if (value_options().count(arg)) {
      if (i + 1 >= argc) return fail(arg + " needs a value");
      given.emplace_back(arg, argv[++i]);
      if (arg == "--run") run_dir = given.back().second;
      if (arg == "--init-from") init_from = given.back().second;
    } else {
      return fail("unknown option '" + arg + "' (see --help)");
    }
  }
  if (!resume_dir.empty() && !run_dir.empty() && fs::path(resume_dir) != fs::path(run_dir)) {
    return fail("--resume " + resume_dir + " and --run " + run_dir + " name different directories");
  }
  if (run_dir.empty()) run_dir = resume_dir;
  if (run_dir.empty()) return fail("--run DIR (or --resume RUN_DIR) is required");

  TrainOptions options;
  if (resume) {
    const Status loaded = attn::train::load_run_identity(run_dir, &options);
    if (!loaded.ok()) return fail("--resume: " + std::string(loaded.message()));
    if (!init_from.empty() && fs::absolute(init_from).lexically_normal().string() != options.init_from)
      return fail("--init-from starts a new run; --resume continues " + run_dir + " (drop one of them)");
  } else if (!init_from.empty()) {
    const Status loaded = attn::train::load_init_checkpoint(init_from, &options);
    if (!loaded.ok()) return fail(loaded.message());
  }
  options.run_dir = run_dir;
  for (const auto& [name, value] : given) {
    std::string error;
    if (!value_options().at(name)(options, value, &error)) return fail(error);
  }
  const Status data_applied = attn::train::apply_data_arguments(data, &options);
  if (!data_applied.ok()) return fail(data_applied.message());
  if (pre_norm) options.model.norm_position = attn::NormPosition::Pre;
  if (options.precision_reason.empty()) {  // --precision auto
    std::string hardware;
    const bool native = attn::train::native_bf16(options.backend, &hardware);
    options.precision = native ? attn::train::Precision::Bf16 : attn::train::Precision::Fp32;
    options.precision_reason = std::string("auto: ") + (native ? "native bf16 on " : "no native bf16 on ") + hardware;
  }

  const Status valid = attn::train::validate(options);
  if (!valid.ok()) return fail(valid.message());
  if (!attn::train::backend_available(options.backend)) {
    return fail(options.backend == attn::train::BackendKind::Cuda
                    ? "--backend cuda: this build has no CUDA backend or no GPU is visible"
                    : "--backend cpu is not available");
  }

  // Several ranks under mpirun, else one process (MPI untouched). From here on an error on any rank ends
  // the whole job (fail_job), so that no rank is left waiting in a collective for one that has returned.
  auto made = attn::train::distributed::make_communicator(options.collective_timeout);
  if (!made.ok()) return fail(made.status().message());
  std::unique_ptr<attn::train::distributed::Communicator> comm = std::move(made).value();
  options.world_size = comm->size();
  auto fail_job = [&](const std::string& message) {
    if (comm->size() > 1) comm->abort(message, 1);
    return fail(message);
  };
  const bool root = comm->is_root();
  // A GPU per rank, chosen (from the local rank) before the model allocates on it.
  std::unique_ptr<attn::train::distributed::DeviceAllReduce> device_all_reduce;
  if (options.backend == attn::train::BackendKind::Cuda && comm->size() > 1) {
    auto device = attn::train::distributed::make_device_all_reduce(*comm, options.collective_timeout);
    if (!device.ok()) return fail_job(device.status().message());
    device_all_reduce = std::move(device).value();
  }

  std::unique_ptr<attn::train::Transformer> model;
  try {
    model = attn::train::make_transformer(options.model, options.backend, options.threads, options.precision);
  } catch (const std::exception& e) {
    return fail_job(std::string("cannot create the model: ") + e.what());
  }
  if (comm->size() > 1 && root) std::printf("data parallel: %d ranks\n", comm->size());
  if (root) std::printf(
      "model: d_model %d, heads %d, d_ff %d, %d+%d layers, vocabulary %d, %zu parameters, backend %s, precision %s\n",
      options.model.d_model, options.model.heads, options.model.d_ff, options.model.encoder_layers,
      options.model.decoder_layers, options.model.vocab_size, model->parameter_count(),
      options.backend == attn::train::BackendKind::Cuda ? "cuda" : "cpu", precision_name(options.precision));

  attn::train::TrainSummary summary;
  Status status;
  try {
    status = attn::train::train(options, *model, resume, stdout, &summary, {comm.get(), device_all_reduce.get()});
  } catch (const std::exception& e) {
    return fail_job(std::string("training failed: ") + e.what());
  }
  if (!status.ok()) return fail_job(status.message());
  if (!root) return 0;
  std::printf("done: step %lld, epoch %lld, checkpoint %s\n", static_cast<long long>(summary.step),
              static_cast<long long>(summary.epoch), summary.last_checkpoint.c_str());
  if (!summary.averaged.empty()) std::printf("averaged checkpoint: %s\n", summary.averaged.c_str());
  plot(options.run_dir);
  return 0;
}
