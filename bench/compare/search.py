"""Greedy and beam search in numpy over a step model, the same algorithm as runtime/src/search/search.cpp.

A step model has:
  start(source_ids)                -> None      (encodes; source_ids end with eos)
  step(last_tokens[B], position)   -> float32 log-probabilities [B, V] of the next token per hypothesis
  reorder(parents[B'])             -> None      (the KV cache follows the surviving hypotheses)
The PyTorch and ONNX Runtime peers share this code, so a difference between them is a difference of models.
"""
import numpy as np


def length_penalty(length, alpha):
    return ((5.0 + length) / 6.0) ** alpha


def greedy(model, bos_id, eos_id, max_length):
    out = []
    last = np.array([bos_id], dtype=np.int64)
    for position in range(max_length):
        log_probs = model.step(last, position)
        best = int(np.argmax(log_probs[0]))  # the lowest id wins ties, as in the runtime
        if best == eos_id:
            break
        out.append(best)
        last = np.array([best], dtype=np.int64)
    return out


def _top(values, count):
    """Indices of the `count` largest values, ties broken by the lower index (the runtime's top_k)."""
    if count < values.shape[0]:
        threshold = -np.partition(-values, count - 1)[count - 1]
        candidates = np.nonzero(values >= threshold)[0]  # every tie at the boundary, to pick the lowest ids
    else:
        candidates = np.arange(values.shape[0])
    order = np.lexsort((candidates, -values[candidates]))
    return candidates[order][:count]


def beam(model, bos_id, eos_id, max_length, k, alpha):
    """Beam search; see BeamSearch::run in runtime/src/search/search.cpp for the rules mirrored here."""
    L = max_length
    largest_penalty = max(length_penalty(1, alpha), length_penalty(L, alpha))
    best_score, best_tokens = -np.inf, None
    finished = 0
    prefixes = [[]]
    scores = np.zeros(1, dtype=np.float64)
    last = np.array([bos_id], dtype=np.int64)
    for position in range(L):
        log_probs = model.step(last, position)
        V = log_probs.shape[1]
        width = min(2 * k, V)
        open_ = log_probs.shape[0]
        rows_tok = np.empty((open_, width), dtype=np.int64)
        rows_val = np.empty((open_, width), dtype=np.float64)
        for i in range(open_):
            idx = _top(log_probs[i], width)
            rows_tok[i] = idx
            rows_val[i] = log_probs[i][idx].astype(np.float64) + scores[i]
        flat_val = rows_val.reshape(-1)
        ranked = _top(flat_val, min(2 * k, flat_val.shape[0]))
        length = position + 1
        last_step = length == L
        penalty = length_penalty(length, alpha)
        next_prefixes, next_scores, parents, next_last = [], [], [], []
        for rank, flat in enumerate(ranked):
            parent, token, raw = int(flat) // width, int(rows_tok.reshape(-1)[flat]), float(flat_val[flat])
            is_eos = token == eos_id
            if rank < k and (is_eos or last_step):
                finished += 1
                score = raw / penalty
                if best_tokens is None or score > best_score:
                    best_score = score
                    best_tokens = list(prefixes[parent]) + ([] if is_eos else [token])
                continue
            if is_eos or last_step or len(next_prefixes) == k:
                continue
            next_prefixes.append(prefixes[parent] + [token])
            next_scores.append(raw)
            parents.append(parent)
            next_last.append(token)
        if not next_prefixes or finished >= k:
            break
        if best_tokens is not None and best_score >= max(next_scores) / largest_penalty:
            break
        model.reorder(np.array(parents, dtype=np.int64))
        prefixes, scores, last = next_prefixes, np.array(next_scores), np.array(next_last, dtype=np.int64)
    return best_tokens or []
