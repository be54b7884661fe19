#include "trainer/src/backend/cpu/dnnl_matmul.h"

#include <omp.h>

#include <list>
#include <oneapi/dnnl/dnnl.hpp>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

namespace attn::train {
namespace {

struct ShapeHash {
  size_t operator()(const DnnlMatmul::Shape& s) const {
    uint64_t h = (static_cast<uint64_t>(s.relu) << 4) | (static_cast<uint64_t>(s.bias) << 3) |
                 (static_cast<uint64_t>(s.fp32_operands) << 2) | (static_cast<uint64_t>(s.trans_a) << 1) |
                 static_cast<uint64_t>(s.trans_b);
    const DnnlMatmul::Shape::Batch& batch = s.batch;
    for (int v : {s.m, s.n, s.k, s.lda, s.ldb, s.ldc, batch.outer, batch.inner})
      h = kernels::mix64(h ^ static_cast<uint32_t>(v));
    for (int64_t v :
         {batch.a_outer, batch.a_inner, batch.b_outer, batch.b_inner, batch.c_outer, batch.c_inner})
      h = kernels::mix64(h ^ static_cast<uint64_t>(v));
    uint32_t a, b;
    std::memcpy(&a, &s.alpha, 4);
    std::memcpy(&b, &s.beta, 4);
    return kernels::mix64(h ^ (static_cast<uint64_t>(a) << 32 | b));
  }
};

// Row-major op(X)[rows, cols] stored with leading dimension ld: strides {ld, 1}, or {1, ld} when transposed.
dnnl::memory::desc matrix(int rows, int cols, bool transposed, int ld, dnnl::memory::data_type type) {
  const dnnl::memory::dims dims = {rows, cols};
  const dnnl::memory::dims strides = transposed ? dnnl::memory::dims{1, ld} : dnnl::memory::dims{ld, 1};
  return dnnl::memory::desc(dims, type, strides);
}

// The same for a batch of outer × inner such matrices, matrix (o, i) at o·outer_stride + i·inner_stride.
dnnl::memory::desc matrices(int outer, int inner, int64_t outer_stride, int64_t inner_stride, int rows,
                            int cols, bool transposed, int ld, dnnl::memory::data_type type) {
  const dnnl::memory::dims dims = {outer, inner, rows, cols};
  const dnnl::memory::dims strides = transposed ? dnnl::memory::dims{outer_stride, inner_stride, 1, ld}
                                                : dnnl::memory::dims{outer_stride, inner_stride, ld, 1};
  return dnnl::memory::desc(dims, type, strides);
}

struct Prepared {
  DnnlMatmul::Shape shape;
  dnnl::memory::desc a, b, c, bias;
  dnnl::matmul primitive;
  size_t scratchpad_bytes = 0;
  std::string implementation;
};

}  // namespace

struct DnnlMatmul::State {
  dnnl::engine engine{dnnl::engine::kind::cpu, 0};
  std::vector<dnnl::stream> streams;
  // One scratchpad per slot, grown by the slot's own thread. oneDNN's own (library-managed) scratchpad is
  // shared by concurrent executions of one primitive: two pool threads running the same shape (an even split)
  // overwrote each other's partial sums.
  std::vector<std::vector<uint8_t>> scratchpads;
  // Least recently used at the back.
  std::list<Prepared> entries;
  std::unordered_map<Shape, std::list<Prepared>::iterator, ShapeHash> index;
};

DnnlMatmul::DnnlMatmul() : state_(std::make_unique<State>()) {
  state_->streams.reserve(kSlots);
  for (int i = 0; i < kSlots; ++i) state_->streams.emplace_back(state_->engine);
  state_->scratchpads.resize(kSlots);
}

DnnlMatmul::~DnnlMatmul() = default;

const void* DnnlMatmul::prepare(const Shape& s) {
  auto found = state_->index.find(s);
  if (found != state_->index.end()) {
    state_->entries.splice(state_->entries.begin(), state_->entries, found->second);
    return &*found->second;
  }
  if (state_->entries.size() >= kCapacity) {
    state_->index.erase(state_->entries.back().shape);
    state_->entries.pop_back();
  }
  using dt = dnnl::memory::data_type;
  Prepared p;
  p.shape = s;
  const dt operands = s.fp32_operands ? dt::f32 : dt::bf16;
  if (const Shape::Batch& b = s.batch; b.outer > 0) {
    p.a = matrices(b.outer, b.inner, b.a_outer, b.a_inner, s.m, s.k, s.trans_a, s.lda, operands);
    p.b = matrices(b.outer, b.inner, b.b_outer, b.b_inner, s.k, s.n, s.trans_b, s.ldb, operands);
    p.c = matrices(b.outer, b.inner, b.c_outer, b.c_inner, s.m, s.n, false, s.ldc, dt::f32);
  } else {
    p.a = matrix(s.m, s.k, s.trans_a, s.lda, operands);
    p.b = matrix(s.k, s.n, s.trans_b, s.ldb, operands);
    p.c = matrix(s.m, s.n, false, s.ldc, dt::f32);
  }
  try {
    dnnl::primitive_attr attr;
    attr.set_scratchpad_mode(dnnl::scratchpad_mode::user);
    if (s.alpha != 1.f) attr.set_output_scales(0, {s.alpha});
    dnnl::post_ops ops;
    if (s.beta != 0.f) ops.append_sum(s.beta);
    if (s.relu) ops.append_eltwise(1.f, dnnl::algorithm::eltwise_relu, 0.f, 0.f);
    attr.set_post_ops(ops);
    if (s.bias) p.bias = dnnl::memory::desc({1, s.n}, dt::f32, dnnl::memory::dims{s.n, 1});
    const dnnl::matmul::primitive_desc pd(
        s.bias ? dnnl::matmul::desc(p.a, p.b, p.bias, p.c) : dnnl::matmul::desc(p.a, p.b, p.c), attr,
        state_->engine);
    p.implementation = pd.impl_info_str();
    p.scratchpad_bytes = pd.scratchpad_desc().get_size();
    p.primitive = dnnl::matmul(pd);
  } catch (const dnnl::error& e) {
    throw std::runtime_error("oneDNN cannot make a bf16 matmul " + std::to_string(s.m) + "x" +
                             std::to_string(s.n) + "x" + std::to_string(s.k) + ": " + e.what());
  }
  state_->entries.push_front(std::move(p));
  state_->index.emplace(s, state_->entries.begin());
  return &state_->entries.front();
}

void DnnlMatmul::run(const void* prepared, const kernels::bf16* a, const kernels::bf16* b, float* c, int slot,
                     const float* bias) const {
  execute(prepared, a, b, c, slot, bias);
}
void DnnlMatmul::run(const void* prepared, const float* a, const float* b, float* c, int slot) const {
  execute(prepared, a, b, c, slot, nullptr);
}

void DnnlMatmul::execute(const void* prepared, const void* a, const void* b, float* c, int slot,
                         const float* bias) const {
  const Prepared& p = *static_cast<const Prepared*>(prepared);
  const dnnl::engine& engine = state_->engine;
  dnnl::memory ma(p.a, engine, const_cast<void*>(a));
  dnnl::memory mb(p.b, engine, const_cast<void*>(b));
  dnnl::memory mc(p.c, engine, c);
  dnnl::stream& stream = state_->streams[static_cast<size_t>(slot)];
  std::unordered_map<int, dnnl::memory> args = {
      {DNNL_ARG_SRC, ma}, {DNNL_ARG_WEIGHTS, mb}, {DNNL_ARG_DST, mc}};
  if (p.shape.bias) args.emplace(DNNL_ARG_BIAS, dnnl::memory(p.bias, engine, const_cast<float*>(bias)));
  if (p.scratchpad_bytes > 0) {
    std::vector<uint8_t>& scratch = state_->scratchpads[static_cast<size_t>(slot)];
    if (scratch.size() < p.scratchpad_bytes) scratch.resize(p.scratchpad_bytes);
    const dnnl::memory::desc bytes({static_cast<dnnl::memory::dim>(p.scratchpad_bytes)},
                                   dnnl::memory::data_type::u8, dnnl::memory::format_tag::a);
    args.emplace(DNNL_ARG_SCRATCHPAD, dnnl::memory(bytes, engine, scratch.data()));
  }
  p.primitive.execute(stream, args);
  stream.wait();
}

const char* DnnlMatmul::implementation(const Shape& shape) {
  return static_cast<const Prepared*>(prepare(shape))->implementation.c_str();
}

void DnnlMatmul::set_openmp_threads(int threads) { omp_set_num_threads(threads); }

const char* DnnlMatmul::isa_name() {
  switch (dnnl::get_effective_cpu_isa()) {
    case dnnl::cpu_isa::avx512_core_amx:
      return "avx512_core_amx";
    case dnnl::cpu_isa::avx512_core_bf16:
      return "avx512_core_bf16";
    case dnnl::cpu_isa::avx512_core_vnni:
      return "avx512_core_vnni";
    case dnnl::cpu_isa::avx512_core:
      return "avx512_core";
    case dnnl::cpu_isa::avx2_vnni:
      return "avx2_vnni";
    case dnnl::cpu_isa::avx2:
      return "avx2";
    default:
      return "older than avx2";
  }
}

bool DnnlMatmul::cpu_supports_bf16() {
  try {
    DnnlMatmul probe;
    probe.prepare(Shape{false, false, 16, 16, 16, 16, 16, 16, 1.f, 0.f});
    return true;
  } catch (const std::runtime_error&) {
    return false;
  }
}

bool DnnlMatmul::cpu_has_native_bf16() {
  const dnnl::cpu_isa isa = dnnl::get_effective_cpu_isa();
  return isa == dnnl::cpu_isa::avx512_core_bf16 || isa == dnnl::cpu_isa::avx512_core_amx;
}

}  // namespace attn::train
