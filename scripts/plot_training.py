#!/usr/bin/env python3
"""Draws the curves of an attn-train run from its log.jsonl: training loss and dev loss against the step,
dev BLEU (a curve per dev set), and the learning rate. Needs matplotlib (the trainer runs this with the repository's .venv when present).

    .venv/bin/python scripts/plot_training.py runs/en-de/log.jsonl --out runs/en-de/training.png

Several logs are drawn over each other, e.g. the same run in two precisions:

    .venv/bin/python scripts/plot_training.py runs/fp32/log.jsonl runs/bf16/log.jsonl --labels fp32 bf16 --out x.png
"""
import argparse
import json
import sys


def read_log(path):
    train, dev = [], {}  # dev: records by dev set ("set"; logs of one-dev-set runs may lack it)
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if not line:
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as e:
                sys.exit(f"{path}:{number}: not JSON: {e}")
            kind = record.get("kind")
            if kind == "train":
                train.append(record)
            elif kind == "dev":
                dev.setdefault(record.get("set", "dev"), []).append(record)
    # A resumed run repeats the steps after its last checkpoint: keep the last record of each step.
    def last_per_step(records):
        by_step = {}
        for r in records:
            by_step[r["step"]] = r
        return [by_step[s] for s in sorted(by_step)]
    return last_per_step(train), {name: last_per_step(records) for name, records in dev.items()}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("logs", nargs="+", metavar="log", help="log.jsonl of a run (several: overlaid)")
    parser.add_argument("--labels", nargs="+", help="one name per log (default: the logs' paths)")
    parser.add_argument("--out", required=True, help="PNG to write")
    args = parser.parse_args()
    labels = args.labels or args.logs
    if len(labels) != len(args.logs):
        sys.exit(f"{len(args.logs)} logs but {len(labels)} labels")

    runs = []
    for path, label in zip(args.logs, labels):
        train, dev = read_log(path)
        if not train:
            sys.exit(f"{path}: no training records yet")
        runs.append((label, train, dev))

    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (ax_loss, ax_bleu, ax_lr) = plt.subplots(3, 1, figsize=(8, 10), sharex=True)
    for label, train, dev in runs:
        prefix = f"{label}: " if len(runs) > 1 else ""
        ax_loss.plot([r["step"] for r in train], [r["loss"] for r in train],
                     label=prefix + "train loss (label-smoothed)")
        ax_loss.plot([r["step"] for r in train], [r["nll"] for r in train], label=prefix + "train nll", alpha=0.7)
        for name, records in dev.items():
            tag = f"dev {name}" if len(dev) > 1 else "dev"
            steps = [r["step"] for r in records]
            ax_loss.plot(steps, [r["loss"] for r in records], "o-", label=f"{prefix}{tag} loss")
            ax_loss.plot(steps, [r["nll"] for r in records], "o-", label=f"{prefix}{tag} nll")
            ax_bleu.plot(steps, [r["bleu"] for r in records], "o-", label=f"{prefix}{name}" if len(dev) > 1 else label)
        ax_lr.plot([r["step"] for r in train], [r["lr"] for r in train], label=label)
    ax_loss.set_ylabel("per target token")
    ax_loss.legend()
    ax_loss.grid(alpha=0.3)
    ax_bleu.set_ylabel("dev BLEU (greedy)")
    ax_bleu.grid(alpha=0.3)
    if len(runs) > 1 or any(len(dev) > 1 for _, _, dev in runs):
        ax_bleu.legend()
    ax_lr.set_ylabel("learning rate")
    ax_lr.set_xlabel("step")
    ax_lr.grid(alpha=0.3)

    fig.tight_layout()
    fig.savefig(args.out, dpi=100)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
