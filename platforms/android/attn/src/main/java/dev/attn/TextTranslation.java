package dev.attn;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * What {@link Translator#translateText} returns: the translated text and its sentences. Sentence ranges are
 * Java string indices (chars) into the source text and into {@link #text()}; attn's UTF-8 byte offsets are
 * converted here.
 */
public final class TextTranslation {
  /** One sentence: [sourceStart, sourceEnd) of the input, [targetStart, targetEnd) of the translation. */
  public static final class Sentence {
    public final int sourceStart, sourceEnd, targetStart, targetEnd;
    /** Mean token log-probability (higher is more confident); NaN without details. */
    public final float score;
    /** Each target token's log-probability (eos included); empty without details. */
    public final float[] tokenLogProbs;

    Sentence(int sourceStart, int sourceEnd, int targetStart, int targetEnd, float score, float[] tokenLogProbs) {
      this.sourceStart = sourceStart;
      this.sourceEnd = sourceEnd;
      this.targetStart = targetStart;
      this.targetEnd = targetEnd;
      this.score = score;
      this.tokenLogProbs = tokenLogProbs;
    }
  }

  private final String text;
  private final Sentence[] sentences;
  private final String warning;

  TextTranslation(String source, byte[] sourceUtf8, byte[] translated, long[] spans, float[] scores, int[] counts,
      float[] logProbs, String warning) {
    this.text = new String(translated, StandardCharsets.UTF_8);
    this.warning = warning;
    int[] sourceChars = charIndices(sourceUtf8);
    int[] targetChars = charIndices(translated);
    sentences = new Sentence[scores.length];
    int token = 0;
    for (int i = 0; i < scores.length; ++i) {
      float[] sentenceLogProbs = Arrays.copyOfRange(logProbs, Math.min(token, logProbs.length),
          Math.min(token + counts[i], logProbs.length));
      token += counts[i];
      sentences[i] = new Sentence(sourceChars[(int) spans[4 * i]], sourceChars[(int) spans[4 * i + 1]],
          targetChars[(int) spans[4 * i + 2]], targetChars[(int) spans[4 * i + 3]], scores[i], sentenceLogProbs);
    }
  }

  // For each UTF-8 byte offset (0..length), the index of the Java char it starts (or ends at).
  private static int[] charIndices(byte[] utf8) {
    int[] index = new int[utf8.length + 1];
    int chars = 0;
    for (int i = 0; i < utf8.length; ++i) {
      index[i] = chars;
      int b = utf8[i] & 0xFF;
      if ((b & 0xC0) != 0x80) chars += b >= 0xF0 ? 2 : 1; // a lead byte: one char, or a surrogate pair
    }
    index[utf8.length] = chars;
    return index;
  }

  public String text() {
    return text;
  }

  public Sentence[] sentences() {
    return sentences.clone();
  }

  /** Why markup was translated as plain text, or null. */
  public String warning() {
    return warning;
  }
}
