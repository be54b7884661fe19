"""attn's engines of bench/compare (attn-fp32, attn-int8), driven through the Python package `attn` as the peers
are driven through theirs; prints the JSON of runner_common.py (README.md, Runner output).

  attn_package_runner.py --engine NAME --model M.attn --input FILE [--beam N] [--threads N] [--batch N]
                         [--max-length N] [--ids]

The translator is made as attn_runner.cpp makes it: beam_size, threads and max_batch (= --batch) as given, every
other option the C API's default (the package's defaults are the same). Timed: Translator.translate, text in,
text out (attn_translate underneath; tokenizing and detokenizing included); with --batch N > 1,
Translator.translate_batch over N lines a call (attn_translate_batch, max_batch N). --max-length N caps every
output at N tokens (max_target_tokens = max_extra_tokens = N, so the source length never lowers the cap).
--ids adds, after the timed pass, an untimed pass through Model.tokenize and Translator.translate_ids (target
ids without bos/eos), so that the harness can compare token ids with the peers.
Only attn and the standard library are imported, so the peak RSS is attn's plus the interpreter's; attn's own,
without an interpreter, is what attn_runner.cpp reports (compare.py runs it once per attn model for that).
"""
import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import attn  # noqa: E402  (imported before the timed load, as attn_runner's libattn is linked before main)
import runner_common  # noqa: E402


class AttnEngine:
    def __init__(self, model, translator):
        self.model, self.translator = model, translator

    def translate(self, line):
        try:
            return self.translator.translate(line), None
        except attn.Error as e:
            print(f"attn_package_runner: {e}", file=sys.stderr)
            return None, None

    def translate_batch(self, lines):
        try:
            return [(text, None) for text in self.translator.translate_batch(lines)]
        except attn.Error:
            # translate_batch raises at the first text that fails and returns nothing; attn_translate_batch (and
            # so attn_runner) keeps the others. Each line alone gives the same text (the API's contract), so the
            # lines are translated again one by one; such a batch's time includes that.
            return [self.translate(line) for line in lines]

    def translate_ids(self, line):
        try:
            return self.translator.translate_ids(self.model.tokenize(line))
        except attn.Error as e:
            print(f"attn_package_runner: {e} (ids)", file=sys.stderr)
            return []


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    runner_common.add_arguments(parser)
    parser.add_argument("--model", required=True, help="the .attn file")
    parser.add_argument("--ids", action="store_true", help="add output_ids (untimed second pass)")
    parser.add_argument("--no-shortlist", action="store_true",
                        help="score the whole vocabulary every step even where the file has a shortlist")
    args = parser.parse_args()

    def load():
        # Load time = what a user waits before the first translation: the model and a translator planned for it.
        model = attn.Model(args.model)
        caps = {"max_target_tokens": args.max_length, "max_extra_tokens": args.max_length} if args.max_length else {}
        translator = attn.Translator(model, beam_size=args.beam, threads=args.threads, max_batch=args.batch,
                                     use_shortlist=not args.no_shortlist, **caps)
        return AttnEngine(model, translator), attn.__version__, [args.model]

    sys.exit(runner_common.run(args, load, ids=args.ids))


if __name__ == "__main__":
    main()
