#include "trainer/src/kernels/cross_entropy.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "tests/trainer/model/test_util.h"
#include "trainer/src/backend/cpu/cpu_device.h"

namespace attn::train {
namespace {

using testing::random_vector;

constexpr int N = 5, V = 9;
const std::vector<int32_t> kTargets = {4, 0, 8, 2, 5};  // row 1 is padding (pad_id 0)
constexpr float kSmoothing = 0.1f;

// −Σ_j q_j log softmax_j with q = (1 − ε)·onehot + ε/V, in double; 0 for pad rows.
double reference_row(const std::vector<double>& l, int r, double eps, double* nll) {
  if (kTargets[r] == 0) {
    *nll = 0;
    return 0;
  }
  double m = -INFINITY, s = 0, loss = 0;
  for (int j = 0; j < V; ++j) m = std::max(m, l[r * V + j]);
  for (int j = 0; j < V; ++j) s += std::exp(l[r * V + j] - m);
  const double lse = m + std::log(s);
  for (int j = 0; j < V; ++j) loss -= ((j == kTargets[r] ? 1 - eps : 0) + eps / V) * (l[r * V + j] - lse);
  *nll = lse - l[r * V + kTargets[r]];
  return loss;
}

TEST(CrossEntropyKernel, LossAndNllMatchReference) {
  CpuDevice dev(2);
  auto logits = random_vector(N * V, 1, -4.f, 4.f);
  std::vector<float> work = logits, loss(N), nll(N);
  kernels::launch_cross_entropy(dev, N, V, kSmoothing, kTargets.data(), 0, work.data(), false, loss.data(),
                                nll.data());
  std::vector<double> ld(logits.begin(), logits.end());
  for (int r = 0; r < N; ++r) {
    double ref_nll;
    const double ref = reference_row(ld, r, kSmoothing, &ref_nll);
    EXPECT_NEAR(loss[r], ref, 1e-5) << r;
    EXPECT_NEAR(nll[r], ref_nll, 1e-5) << r;
  }
  EXPECT_EQ(work, logits);  // without grad the logits are left alone
}

TEST(CrossEntropyKernel, GradientMatchesFiniteDifferences) {
  CpuDevice dev(2);
  auto logits = random_vector(N * V, 2, -4.f, 4.f);
  std::vector<float> grad = logits, loss(N), nll(N);
  kernels::launch_cross_entropy(dev, N, V, kSmoothing, kTargets.data(), 0, grad.data(), true, loss.data(),
                                nll.data());
  std::vector<double> ld(logits.begin(), logits.end());
  for (int r = 0; r < N; ++r)
    for (int j = 0; j < V; ++j) {
      const double h = 1e-6, keep = ld[r * V + j];
      double unused;
      ld[r * V + j] = keep + h;
      const double lp = reference_row(ld, r, kSmoothing, &unused);
      ld[r * V + j] = keep - h;
      const double lm = reference_row(ld, r, kSmoothing, &unused);
      ld[r * V + j] = keep;
      EXPECT_NEAR(grad[r * V + j], (lp - lm) / (2 * h), 1e-5) << r << "," << j;
    }
}

TEST(CrossEntropyKernel, ArgmaxPicksLargestLogit) {
  CpuDevice dev(1);
  auto logits = random_vector(N * V, 3);
  logits[2 * V + 6] = 10.f;
  std::vector<int32_t> out(N);
  kernels::launch_argmax(dev, N, V, logits.data(), out.data());
  EXPECT_EQ(out[2], 6);
  for (int r = 0; r < N; ++r)
    for (int j = 0; j < V; ++j) EXPECT_LE(logits[r * V + j], logits[r * V + out[r]]);
}

// The host's vector kernel (what CpuDevice runs) against the per-row kernel (what a GPU runs) over a
// vocabulary-sized row with a tail past the 16 lanes, and its bf16 gradient against the fp32 one converted.
TEST(CrossEntropyKernel, HostVectorKernelMatchesTheRowKernel) {
  constexpr int rows = 6, vocab = 8003;
  const std::vector<int32_t> targets = {17, 0, 8002, 3, 4000, 5};  // row 1 is padding
  CpuDevice dev(2);
  const auto logits = random_vector(rows * vocab, 21, -6.f, 6.f);
  std::vector<float> host = logits, row = logits, host_loss(rows), host_nll(rows), loss(rows), nll(rows);
  kernels::launch_cross_entropy(dev, rows, vocab, kSmoothing, targets.data(), 0, host.data(), true,
                                host_loss.data(), host_nll.data());
  for (int r = 0; r < rows; ++r)
    kernels::cross_entropy_row(r, vocab, kSmoothing, targets.data(), 0, row.data(), true, loss.data(),
                               nll.data());
  for (int r = 0; r < rows; ++r) {
    EXPECT_NEAR(host_loss[r], loss[r], 2e-6 * std::max(1.f, loss[r])) << r;
    EXPECT_NEAR(host_nll[r], nll[r], 2e-6 * std::max(1.f, nll[r])) << r;
  }
  for (size_t i = 0; i < host.size(); ++i) ASSERT_NEAR(host[i], row[i], 1e-7) << i;

  std::vector<float> scratch = logits, loss16(rows), nll16(rows);
  std::vector<kernels::bf16> grad16(logits.size(), kernels::to_bf16(1.f));
  kernels::launch_cross_entropy(dev, rows, vocab, kSmoothing, targets.data(), 0, scratch.data(), true,
                                loss16.data(), nll16.data(), grad16.data());
  for (int r = 0; r < rows; ++r) EXPECT_EQ(loss16[r], host_loss[r]) << r;
  for (size_t i = 0; i < host.size(); ++i) ASSERT_EQ(grad16[i].bits, kernels::to_bf16(host[i]).bits) << i;
}

}  // namespace
}  // namespace attn::train
