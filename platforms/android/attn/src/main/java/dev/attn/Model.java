package dev.attn;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * A loaded and verified .attn model: read-only, shared by any number of {@link Translator}s on any threads.
 * Translators keep their model alive: close() frees the native model once the last of them is closed too.
 */
public final class Model implements AutoCloseable {
  static {
    NativeLibrary.load();
  }

  private long handle;
  private int translators;
  private boolean closed;

  private Model(long handle) {
    this.handle = handle;
  }

  /** Loads and verifies a model file. */
  public static Model fromFile(String path) throws AttnException {
    if (path == null) throw new NullPointerException("path");
    return new Model(nativeLoadFile(path.getBytes(StandardCharsets.UTF_8)));
  }

  /**
   * Loads a model from the remaining bytes of a buffer (direct or heap), e.g. an Android asset mapped with
   * AssetFileDescriptor / FileChannel.map. The bytes are copied: the buffer may be reused after the call.
   */
  public static Model fromBuffer(ByteBuffer buffer) throws AttnException {
    if (buffer == null) throw new NullPointerException("buffer");
    if (buffer.isDirect()) {
      return new Model(nativeLoadDirect(buffer, buffer.position(), buffer.remaining()));
    }
    if (buffer.hasArray()) {
      return new Model(
          nativeLoadBytes(buffer.array(), buffer.arrayOffset() + buffer.position(), buffer.remaining()));
    }
    byte[] copy = new byte[buffer.remaining()];
    buffer.duplicate().get(copy);
    return fromBytes(copy);
  }

  /** Loads a model from bytes in memory (copied). */
  public static Model fromBytes(byte[] bytes) throws AttnException {
    if (bytes == null) throw new NullPointerException("bytes");
    return new Model(nativeLoadBytes(bytes, 0, bytes.length));
  }

  /** Frees the model now if no translator uses it, else when the last one is closed. Idempotent. */
  @Override
  public synchronized void close() {
    closed = true;
    freeIfUnused();
  }

  // A translator takes a reference before it is created and gives it back when closed.
  synchronized long acquire() {
    if (closed) throw new IllegalStateException("the model is closed");
    ++translators;
    return handle;
  }

  synchronized void release() {
    --translators;
    freeIfUnused();
  }

  private void freeIfUnused() {
    if (closed && translators == 0 && handle != 0) {
      nativeFree(handle);
      handle = 0;
    }
  }

  private static native long nativeLoadFile(byte[] utf8Path) throws AttnException;

  private static native long nativeLoadDirect(ByteBuffer buffer, int offset, int length) throws AttnException;

  private static native long nativeLoadBytes(byte[] bytes, int offset, int length) throws AttnException;

  private static native void nativeFree(long handle);
}
