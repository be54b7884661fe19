package dev.attn.tests;

import dev.attn.AttnException;
import dev.attn.Model;
import dev.attn.PartialListener;
import dev.attn.Translator;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The Android binding (dev.attn) on the host JVM, run under -Xcheck:jni: translation, UTF-8 beyond the BMP,
 * streaming and cancelling, loading from memory, errors as AttnException, use after close. Usage:
 * TranslatorTest MODEL.attn. Exits non-zero naming every failed check.
 */
public final class TranslatorTest {
  private static final String SENTENCE = "This package contains the development files.";
  private static int failures = 0;

  private static void check(boolean condition, String what) {
    if (!condition) {
      System.err.println("FAILED: " + what);
      ++failures;
    }
  }

  interface Body {
    void run() throws Exception;
  }

  // Runs body and checks that it throws an AttnException with the given status and a message.
  private static void expectAttnError(int status, String what, Body body) {
    try {
      body.run();
      check(false, what + ": no exception");
    } catch (AttnException e) {
      check(e.status() == status, what + ": status " + e.statusName() + " (" + e.status() + "), want " + status);
      check(!e.statusName().isEmpty() && e.getMessage().length() > e.statusName().length() + 2,
          what + ": exception without a message: " + e.getMessage());
      System.out.println(what + " -> " + e.getMessage());
    } catch (Exception e) {
      check(false, what + ": unexpected " + e);
    }
  }

  private static void expectIllegalState(String what, Body body) {
    try {
      body.run();
      check(false, what + ": no exception");
    } catch (IllegalStateException e) {
      System.out.println(what + " -> " + e.getMessage());
    } catch (Exception e) {
      check(false, what + ": unexpected " + e);
    }
  }

  private static Translator.Options greedy() {
    return new Translator.Options().beamSize(1);
  }

  public static void main(String[] args) throws Exception {
    if (args.length != 1) {
      System.err.println("usage: TranslatorTest MODEL.attn");
      System.exit(2);
    }
    final String modelPath = args[0];
    final byte[] modelBytes = Files.readAllBytes(Paths.get(modelPath));

    String expected;
    try (Model model = Model.fromFile(modelPath);
        Translator translator = Translator.create(model, greedy())) {
      expected = translator.translate(SENTENCE);
      System.out.println("translation: " + expected);
      check(!expected.isEmpty(), "translation is empty");
      check(expected.contains("Paket"), "no 'Paket' in: " + expected);
      // 'ä' decoded as UTF-8, not as modified UTF-8 or Latin-1.
      check(expected.contains("enthält"), "no 'enthält' in: " + expected);
      check(translator.translate("").isEmpty(), "empty text should translate to empty text");

      // Text: sentences translated as alone, joined with the text's spacing; ranges in Java chars; details.
      String paragraph = "  \u00c4rger \uD83D\uDE00. " + SENTENCE + "\n\nIt is free.";
      dev.attn.TextTranslation paragraphs = translator.translateText(paragraph, true, true, false);
      dev.attn.TextTranslation.Sentence[] sentences = paragraphs.sentences();
      check(sentences.length == 3, "translateText: " + sentences.length + " sentences, want 3");
      if (sentences.length == 3) {
        check(paragraph.substring(sentences[1].sourceStart, sentences[1].sourceEnd).equals(SENTENCE),
            "translateText: sentence 1 is '" + paragraph.substring(sentences[1].sourceStart, sentences[1].sourceEnd) + "'");
        check(paragraphs.text().substring(sentences[1].targetStart, sentences[1].targetEnd).equals(expected),
            "translateText: sentence 1 translates differently: " + paragraphs.text());
        check(paragraphs.text().startsWith("  ") && paragraphs.text().contains("\n\n"),
            "translateText lost spacing: " + paragraphs.text());
        for (dev.attn.TextTranslation.Sentence s : sentences) {
          check(s.score < 0 && s.tokenLogProbs.length > 0, "translateText: no score or log-probabilities");
        }
      }
      dev.attn.TextTranslation html = translator.translateText("<p>This is <b>free</b> software.</p>", true, false, true);
      check(html.warning() == null && html.text().startsWith("<p>") && html.text().contains("<b>")
          && html.text().contains("</b>") && html.text().endsWith("</p>"), "translateText html: " + html.text());
      check(translator.translateText("Broken <b>x</i>.", true, false, true).warning() != null,
          "translateText: no warning for malformed markup");

      // Characters outside the BMP (surrogate pairs in Java) must reach attn as valid UTF-8.
      String emoji = translator.translate("I like \uD83D\uDE00 and \uD834\uDD1E music.");
      check(!emoji.isEmpty(), "supplementary characters: empty translation");

      // Streaming: the listener sees growing greedy hypotheses, the last a prefix of the final text.
      final List<String> partials = new ArrayList<>();
      String streamed = translator.translate(SENTENCE, text -> partials.add(text));
      check(streamed.equals(expected), "streamed translation differs: " + streamed);
      check(partials.size() >= 2, "listener called " + partials.size() + " times");
      check(!partials.isEmpty() && expected.startsWith(partials.get(partials.size() - 1)),
          "last partial is not a prefix of the translation: " + partials);

      // Returning false cancels at once; the translator stays usable.
      final int[] calls = {0};
      expectAttnError(AttnException.CANCELLED, "cancel from the listener",
          () -> translator.translate(SENTENCE, text -> ++calls[0] < 2));
      check(calls[0] == 2, "listener called " + calls[0] + " times after cancelling at 2");
      check(translator.translate(SENTENCE).equals(expected), "translator unusable after cancel");

      // A time limit stops a call; cancel() from another thread stops the running one; both leave the
      // translator usable.
      final StringBuilder longText = new StringBuilder();
      for (int i = 0; i < 60; ++i) longText.append(SENTENCE).append(' ');
      translator.setTimeLimit(1);
      expectAttnError(AttnException.CANCELLED, "time limit", () -> translator.translateText(longText.toString()));
      translator.setTimeLimit(0);
      check(translator.translate(SENTENCE).equals(expected), "translator unusable after its time limit");
      final java.util.concurrent.atomic.AtomicBoolean done = new java.util.concurrent.atomic.AtomicBoolean();
      final Thread canceller = new Thread(() -> {
        while (!done.get()) { // a cancel answers only the call in progress
          translator.cancel();
          try {
            Thread.sleep(1);
          } catch (InterruptedException e) {
            return;
          }
        }
      });
      canceller.start();
      try {
        expectAttnError(AttnException.CANCELLED, "cancel from another thread",
            () -> translator.translateText(longText.toString()));
      } finally {
        done.set(true);
        canceller.join();
      }
      check(translator.translate(SENTENCE).equals(expected), "translator unusable after cancel()");

      // An exception thrown by the listener stops the translation and comes out unchanged.
      final RuntimeException boom = new RuntimeException("boom");
      try {
        translator.translate(SENTENCE, text -> {
          throw boom;
        });
        check(false, "listener exception was swallowed");
      } catch (RuntimeException e) {
        check(e == boom, "listener exception replaced by " + e);
      }
      check(translator.translate(SENTENCE).equals(expected), "translator unusable after a listener exception");

      // The listener runs inside the translation: re-entering or closing the translator from it is refused
      // (an IllegalStateException that propagates out of translate), not a use of freed memory.
      final Translator reentered = Translator.create(model, greedy());
      for (final boolean closeIt : new boolean[] {false, true}) {
        try {
          reentered.translate(SENTENCE, text -> {
            if (closeIt) {
              reentered.close();
            } else {
              try {
                reentered.translate("again");
              } catch (AttnException e) {
                throw new AssertionError("re-entry gave " + e);
              }
            }
            return true;
          });
          check(false, "listener re-entered the translator (close=" + closeIt + ")");
        } catch (IllegalStateException e) {
          System.out.println("re-entry from the listener (close=" + closeIt + ") -> " + e.getMessage());
        }
      }
      check(reentered.translate(SENTENCE).equals(expected), "translator unusable after re-entry was refused");
      reentered.close();

      expectAttnError(AttnException.INVALID_ARGUMENT, "beam size 0",
          () -> Translator.create(model, new Translator.Options().beamSize(0)).close());
      try (Translator limited = Translator.create(model, greedy().maxInputBytes(16))) {
        expectAttnError(AttnException.INPUT_TOO_LONG, "input over maxInputBytes", () -> limited.translate(SENTENCE));
      }

      // One model, a translator per thread.
      final String[] results = new String[2];
      Thread[] threads = new Thread[2];
      for (int i = 0; i < threads.length; ++i) {
        final int index = i;
        threads[i] = new Thread(() -> {
          try (Translator own = Translator.create(model, greedy())) {
            results[index] = own.translate(SENTENCE);
          } catch (AttnException e) {
            results[index] = e.toString();
          }
        });
        threads[i].start();
      }
      for (Thread t : threads) t.join();
      for (String r : results) check(expected.equals(r), "thread translation differs: " + r);
    }

    // From memory: a direct buffer, a heap buffer with an offset, a byte[]; all copied by attn.
    ByteBuffer direct = ByteBuffer.allocateDirect(modelBytes.length);
    direct.put(modelBytes).flip();
    ByteBuffer heap = ByteBuffer.allocate(modelBytes.length + 7);
    heap.position(7);
    heap.put(modelBytes);
    heap.position(7);
    Model[] fromMemory = {Model.fromBuffer(direct), Model.fromBuffer(heap), Model.fromBytes(modelBytes)};
    for (int i = 0; i < fromMemory.length; ++i) {
      try (Model m = fromMemory[i];
          Translator t = Translator.create(m, greedy())) {
        check(t.translate(SENTENCE).equals(expected), "model from memory #" + i + " translates differently");
      }
    }

    // Bad model files.
    byte[] garbage = new byte[4096];
    new Random(1234).nextBytes(garbage);
    Path bad = Files.createTempFile("attn-jni-test", ".attn");
    try {
      Files.write(bad, garbage);
      expectAttnError(AttnException.INVALID_MODEL, "random bytes as a model file", () -> Model.fromFile(bad.toString()));
    } finally {
      Files.deleteIfExists(bad);
    }
    expectAttnError(AttnException.INVALID_MODEL, "random bytes as a model buffer", () -> Model.fromBytes(garbage));
    byte[] truncated = java.util.Arrays.copyOf(modelBytes, modelBytes.length / 2);
    expectAttnError(AttnException.INVALID_MODEL, "truncated model", () -> Model.fromBytes(truncated));
    try {
      Model.fromFile("/nonexistent/attn-jni-\u00fc\uD83D\uDE00.attn");
      check(false, "missing file loaded");
    } catch (AttnException e) {
      check(e.status() == AttnException.IO, "missing file: " + e.statusName());
      // The path comes back intact through UTF-8 in both directions.
      check(e.getMessage().contains("attn-jni-\u00fc\uD83D\uDE00.attn"), "message does not name the file: " + e.getMessage());
    }

    // Closing: a translator keeps its model alive; closed objects refuse use; close is idempotent.
    Model model = Model.fromFile(modelPath);
    Translator translator = Translator.create(model, greedy());
    model.close();
    check(translator.translate(SENTENCE).equals(expected), "translator lost its model when the model was closed");
    expectIllegalState("translator over a closed model", () -> Translator.create(model, greedy()));
    translator.close();
    translator.close();
    expectIllegalState("translate after close", () -> translator.translate(SENTENCE));
    try (Translator owning = Translator.fromFile(modelPath, greedy())) {
      check(owning.translate(SENTENCE).equals(expected), "Translator.fromFile translates differently");
    }
    expectAttnError(AttnException.IO, "Translator.fromFile of a missing file",
        () -> Translator.fromFile("/nonexistent/model.attn", null));

    if (failures != 0) {
      System.err.println(failures + " check(s) failed");
      System.exit(1);
    }
    System.out.println("all JNI binding checks passed");
  }
}
