package dev.attn;

/** Loads libattn_jni once: from java.library.path (host JVM) or the APK's lib/ABI folder (Android). */
final class NativeLibrary {
  private NativeLibrary() {}

  private static boolean loaded;

  static synchronized void load() {
    if (!loaded) {
      System.loadLibrary("attn_jni");
      loaded = true;
    }
  }
}
