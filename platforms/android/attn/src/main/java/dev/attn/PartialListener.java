package dev.attn;

/**
 * Receives the best hypothesis after every decoding step of {@link Translator#translate(String,
 * PartialListener)}, on the translating thread. With greedy search (beam size 1) each text extends the previous
 * one; with beam search the best hypothesis may change between calls.
 */
public interface PartialListener {
  /**
   * @return true to go on, false to stop: translate then throws an AttnException with status CANCELLED. An
   *     exception thrown here also stops the translation and propagates out of translate unchanged.
   */
  boolean onPartial(String text);
}
