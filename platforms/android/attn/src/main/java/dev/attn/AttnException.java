package dev.attn;

/**
 * A failed attn call: the attn_status code of attn.h and the message of attn_last_error_message(), which names
 * the problem (the file, the limit, the byte offset of invalid UTF-8, ...).
 */
public class AttnException extends Exception {
  // The values of attn_status in attn.h; the JNI library refuses to load if they ever disagree.
  public static final int INVALID_ARGUMENT = 1;
  public static final int IO = 2;
  public static final int INVALID_MODEL = 3;
  public static final int UNSUPPORTED = 4;
  public static final int OUT_OF_MEMORY = 5;
  public static final int INPUT_TOO_LONG = 6;
  public static final int BUFFER_TOO_SMALL = 7;
  public static final int INTERNAL = 8;
  public static final int CANCELLED = 9;

  private static final long serialVersionUID = 1L;
  private final int status;
  private final String statusName;

  // Created by the JNI library.
  AttnException(int status, String statusName, String message) {
    super(statusName + ": " + message);
    this.status = status;
    this.statusName = statusName;
  }

  /** The attn_status code, one of the constants above. */
  public int status() {
    return status;
  }

  /** attn_status_name(status), e.g. "invalid model". */
  public String statusName() {
    return statusName;
  }
}
