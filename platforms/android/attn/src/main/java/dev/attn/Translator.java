package dev.attn;

import java.nio.charset.StandardCharsets;

/**
 * Translates text with a {@link Model}. A translator plans all its memory when created and is meant for one
 * thread at a time (its methods are synchronized, so sharing one only serializes the calls): create one per
 * thread over a shared Model. Close it when done (try-with-resources); it keeps its model alive until then.
 */
public final class Translator implements AutoCloseable {
  // No static initializer loading the library: a Translator needs a Model, whose class loads it, and the
  // library's JNI_OnLoad initializes this class.

  /**
   * Translator options; anything not set keeps the library's default, or the model's own decoding settings where
   * it stores them (attn_translator_options_init_for_model).
   */
  public static final class Options {
    int beamSize = -1;
    float lengthPenalty = Float.NaN;
    int maxInputBytes = -1;
    int maxTargetTokens = -1;
    int threads = -1;

    /** 1 = greedy search; the default is 4. */
    public Options beamSize(int beamSize) {
      this.beamSize = nonNegative(beamSize, "beamSize");
      return this;
    }

    /** GNMT length penalty alpha; the default is the model's own (metadata length_penalty), else 0.6. */
    public Options lengthPenalty(float alpha) {
      if (Float.isNaN(alpha)) throw new IllegalArgumentException("lengthPenalty is NaN");
      this.lengthPenalty = alpha;
      return this;
    }

    /** Longest input accepted, in UTF-8 bytes; the default is 4096. */
    public Options maxInputBytes(int bytes) {
      this.maxInputBytes = nonNegative(bytes, "maxInputBytes");
      return this;
    }

    /** Cap on output tokens (with end of sentence); 0 = the model's maximum. */
    public Options maxTargetTokens(int tokens) {
      this.maxTargetTokens = nonNegative(tokens, "maxTargetTokens");
      return this;
    }

    /** Threads for one translation; the default is 1. */
    public Options threads(int threads) {
      this.threads = nonNegative(threads, "threads");
      return this;
    }

    private static int nonNegative(int value, String name) {
      if (value < 0) throw new IllegalArgumentException(name + " is negative: " + value);
      return value;
    }
  }

  private final Model model;
  private long handle; // written under both this and cancelLock, so either one suffices to read it
  private final Object cancelLock = new Object();
  // True while a translation runs: the listener runs inside it on the same thread, where synchronized does not
  // stop it from re-entering this translator (which the C API forbids) or freeing it mid-translation.
  private boolean translating;

  private Translator(Model model, Options options) throws AttnException {
    if (options == null) options = new Options();
    long modelHandle = model.acquire();
    try {
      handle =
          nativeCreate(
              modelHandle,
              options.beamSize,
              options.lengthPenalty,
              options.maxInputBytes,
              options.maxTargetTokens,
              options.threads);
    } finally {
      if (handle == 0) model.release();
    }
    this.model = model;
  }

  /** A translator over a shared model (which stays alive until this translator is closed). */
  public static Translator create(Model model, Options options) throws AttnException {
    if (model == null) throw new NullPointerException("model");
    return new Translator(model, options);
  }

  /** A translator that loads and owns its model: closing the translator frees the model too. */
  public static Translator fromFile(String path, Options options) throws AttnException {
    Model model = Model.fromFile(path);
    try {
      return new Translator(model, options);
    } finally {
      model.close(); // freed when the translator is closed, or now if creating it failed
    }
  }

  /** Translates text (any Unicode, including characters outside the BMP). */
  public String translate(String text) throws AttnException {
    return translate(text, null);
  }

  /**
   * Translates text, calling listener (on this thread) with the best hypothesis after every decoding step.
   *
   * @throws AttnException with status CANCELLED when the listener returned false
   */
  public synchronized String translate(String text, PartialListener listener) throws AttnException {
    if (text == null) throw new NullPointerException("text");
    if (handle == 0) throw new IllegalStateException("the translator is closed");
    if (translating) throw new IllegalStateException("translate called from this translator's own listener");
    // Java's modified UTF-8 (GetStringUTFChars) encodes characters outside the BMP as surrogate pairs, which
    // is not UTF-8: text crosses JNI as standard UTF-8 bytes instead.
    byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
    byte[] translated;
    translating = true;
    try {
      translated = nativeTranslate(handle, utf8, listener);
    } finally {
      translating = false;
    }
    return new String(translated, StandardCharsets.UTF_8);
  }

  /**
   * Translates text of any length (up to maxInputBytes): cut into sentences, each translated, joined with the
   * text's own spacing. details adds each sentence's score and its tokens' log-probabilities (one more decoder
   * pass); html treats the text as HTML/XML and keeps every tag (malformed markup: plain text, with {@link
   * TextTranslation#warning()}). A score below about -0.6 suggests a "may be inaccurate" hint (docs/text.md).
   */
  public synchronized TextTranslation translateText(String text, boolean splitSentences, boolean details, boolean html)
      throws AttnException {
    if (text == null) throw new NullPointerException("text");
    if (handle == 0) throw new IllegalStateException("the translator is closed");
    if (translating) throw new IllegalStateException("translateText called from this translator's own listener");
    byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
    Object[] r = nativeTranslateText(handle, utf8, splitSentences ? 1 : 0, details ? 1 : 0, html ? 1 : 0);
    return new TextTranslation(text, utf8, (byte[]) r[0], (long[]) r[1], (float[]) r[2], (int[]) r[3],
        (float[]) r[4], r[5] == null ? null : new String((byte[]) r[5], StandardCharsets.UTF_8));
  }

  public TextTranslation translateText(String text) throws AttnException {
    return translateText(text, true, false, false);
  }

  /**
   * Every later translate call throws {@link AttnException} with status CANCELLED once this many milliseconds
   * have passed since it began (checked before each sentence's encoder pass and each decoder step); the
   * translator stays usable. 0 (the default): no limit.
   */
  public synchronized void setTimeLimit(int milliseconds) throws AttnException {
    if (milliseconds < 0) throw new IllegalArgumentException("time limit " + milliseconds + " ms is negative");
    if (handle == 0) throw new IllegalStateException("the translator is closed");
    nativeSetTimeLimit(handle, milliseconds);
  }

  /**
   * From any thread: the call running on this translator stops at its next decoder step and throws {@link
   * AttnException} with status CANCELLED. A call that begins afterwards is not affected; on a closed
   * translator it does nothing.
   */
  public void cancel() {
    // Not synchronized on this: a running translate holds that monitor. cancelLock keeps close() from freeing
    // the handle under a cancel.
    synchronized (cancelLock) {
      if (handle != 0) nativeCancel(handle);
    }
  }

  /** Frees the translator, and its model when no one else uses it. Idempotent. */
  @Override
  public synchronized void close() {
    if (handle == 0) return;
    if (translating) throw new IllegalStateException("close called from this translator's own listener");
    synchronized (cancelLock) {
      nativeFree(handle);
      handle = 0;
    }
    model.release();
  }

  // Called by the JNI library for every partial text.
  static boolean deliverPartial(PartialListener listener, byte[] utf8) {
    return listener.onPartial(new String(utf8, StandardCharsets.UTF_8));
  }

  private static native long nativeCreate(
      long model, int beamSize, float lengthPenalty, int maxInputBytes, int maxTargetTokens, int threads)
      throws AttnException;

  private static native byte[] nativeTranslate(long handle, byte[] utf8, PartialListener listener)
      throws AttnException;

  private static native Object[] nativeTranslateText(
      long handle, byte[] utf8, int split, int details, int markup) throws AttnException;

  private static native void nativeFree(long handle);

  private static native void nativeSetTimeLimit(long handle, int milliseconds) throws AttnException;

  private static native void nativeCancel(long handle);
}
