// JNI binding of the C API (attn.h) for dev.attn.Model and dev.attn.Translator.
//
// Rules this file keeps:
// - Nothing escapes to the JVM but Java exceptions: every native method body runs inside guarded(), which
//   turns a C++ exception (only std::bad_alloc is possible here) into a Java one, and every failed attn_* call
//   becomes a dev.attn.AttnException carrying its attn_status and attn_last_error_message().
// - Text crosses as standard UTF-8 in byte[]s, never through GetStringUTFChars/NewStringUTF, whose "modified
//   UTF-8" spells characters outside the BMP as surrogate pairs (invalid UTF-8 to attn).
// - Natives are bound with RegisterNatives in JNI_OnLoad, so a signature that disagrees with the Java class fails
//   at load time, and the library exports nothing but JNI_OnLoad.
#include <jni.h>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <exception>
#include <new>
#include <string>
#include <vector>

#include "attn/attn.h"

namespace {

// Classes and methods looked up once in JNI_OnLoad (global references: valid on every thread).
struct JavaRefs {
  jclass attn_exception = nullptr;
  jmethodID attn_exception_init = nullptr;  // AttnException(int status, String statusName, String message)
  jclass translator = nullptr;
  jmethodID deliver_partial = nullptr;  // static boolean Translator.deliverPartial(PartialListener, byte[])
  jclass string = nullptr;
  jmethodID string_from_bytes = nullptr;  // String(byte[] bytes, String charsetName)
};
JavaRefs refs;

void throw_java(JNIEnv* env, const char* class_name, const char* message) {
  if (env->ExceptionCheck()) return;  // keep the first exception
  jclass cls = env->FindClass(class_name);
  if (cls != nullptr) env->ThrowNew(cls, message);
}

// A java.lang.String from NUL-terminated standard UTF-8, or nullptr with a pending exception.
jstring utf8_to_string(JNIEnv* env, const char* utf8) {
  const jsize size = static_cast<jsize>(std::strlen(utf8));
  jbyteArray bytes = env->NewByteArray(size);
  if (bytes == nullptr) return nullptr;
  env->SetByteArrayRegion(bytes, 0, size, reinterpret_cast<const jbyte*>(utf8));
  jstring charset = env->NewStringUTF("UTF-8");  // ASCII: modified UTF-8 is the same
  jstring text = charset == nullptr
                     ? nullptr
                     : static_cast<jstring>(env->NewObject(refs.string, refs.string_from_bytes, bytes, charset));
  env->DeleteLocalRef(bytes);
  if (charset != nullptr) env->DeleteLocalRef(charset);
  return text;
}

// Throws an AttnException for a failed attn_* call; reads this thread's error message before anything else
// can replace it.
void throw_attn(JNIEnv* env, attn_status status) {
  if (env->ExceptionCheck()) return;
  const std::string message = attn_last_error_message();
  jstring name = utf8_to_string(env, attn_status_name(status));
  jstring text = name == nullptr ? nullptr : utf8_to_string(env, message.c_str());
  if (text == nullptr) return;  // an OutOfMemoryError is pending instead
  auto exception = static_cast<jthrowable>(
      env->NewObject(refs.attn_exception, refs.attn_exception_init, static_cast<jint>(status), name, text));
  if (exception != nullptr) env->Throw(exception);
}

// Runs body; a C++ exception becomes a pending Java exception and fallback is returned.
template <typename T, typename Body>
T guarded(JNIEnv* env, T fallback, Body&& body) noexcept {
  try {
    return body();
  } catch (const std::bad_alloc&) {
    throw_java(env, "java/lang/OutOfMemoryError", "attn_jni: out of native memory");
  } catch (const std::exception& e) {
    throw_java(env, "java/lang/RuntimeException", e.what());
  } catch (...) {
    throw_java(env, "java/lang/RuntimeException", "attn_jni: unknown native error");
  }
  return fallback;
}

template <typename Handle>
Handle* from_java(jlong handle) {
  return reinterpret_cast<Handle*>(static_cast<intptr_t>(handle));
}

template <typename Handle>
jlong to_java(Handle* handle) {
  return static_cast<jlong>(reinterpret_cast<intptr_t>(handle));
}

// ---- dev.attn.Model ---------------------------------------------------------------------------------------

jlong model_load_file(JNIEnv* env, jclass, jbyteArray utf8_path) {
  return guarded<jlong>(env, 0, [&]() -> jlong {
    if (utf8_path == nullptr) return throw_java(env, "java/lang/NullPointerException", "path"), 0;
    std::string path(static_cast<size_t>(env->GetArrayLength(utf8_path)), '\0');
    env->GetByteArrayRegion(utf8_path, 0, static_cast<jsize>(path.size()), reinterpret_cast<jbyte*>(path.data()));
    if (path.find('\0') != std::string::npos) {
      return throw_java(env, "java/lang/IllegalArgumentException", "the model path contains a NUL character"), 0;
    }
    attn_model* model = nullptr;
    const attn_status status = attn_model_load_file(path.c_str(), &model);
    if (status != ATTN_OK) return throw_attn(env, status), 0;
    return to_java(model);
  });
}

bool check_range(JNIEnv* env, jlong capacity, jint offset, jint length) {
  if (offset < 0 || length < 0 || static_cast<jlong>(offset) + length > capacity) {
    throw_java(env, "java/lang/IndexOutOfBoundsException", "offset and length outside the model buffer");
    return false;
  }
  return true;
}

jlong model_load_direct(JNIEnv* env, jclass, jobject buffer, jint offset, jint length) {
  return guarded<jlong>(env, 0, [&]() -> jlong {
    const auto* data = static_cast<const unsigned char*>(env->GetDirectBufferAddress(buffer));
    if (data == nullptr) {
      return throw_java(env, "java/lang/IllegalArgumentException", "the model buffer is not a direct buffer"), 0;
    }
    if (!check_range(env, env->GetDirectBufferCapacity(buffer), offset, length)) return 0;
    attn_model* model = nullptr;
    const attn_status status = attn_model_load_buffer(data + offset, static_cast<size_t>(length), &model);
    if (status != ATTN_OK) return throw_attn(env, status), 0;
    return to_java(model);
  });
}

jlong model_load_bytes(JNIEnv* env, jclass, jbyteArray bytes, jint offset, jint length) {
  return guarded<jlong>(env, 0, [&]() -> jlong {
    if (bytes == nullptr) return throw_java(env, "java/lang/NullPointerException", "bytes"), 0;
    if (!check_range(env, env->GetArrayLength(bytes), offset, length)) return 0;
    // Pinned rather than copied: a model is megabytes, attn copies it once itself, and the load makes no JNI
    // calls while the array is held.
    auto* data = static_cast<unsigned char*>(env->GetPrimitiveArrayCritical(bytes, nullptr));
    if (data == nullptr) return 0;  // OutOfMemoryError pending
    attn_model* model = nullptr;
    const attn_status status = attn_model_load_buffer(data + offset, static_cast<size_t>(length), &model);
    env->ReleasePrimitiveArrayCritical(bytes, data, JNI_ABORT);
    if (status != ATTN_OK) return throw_attn(env, status), 0;
    return to_java(model);
  });
}

void model_free(JNIEnv*, jclass, jlong handle) { attn_model_free(from_java<attn_model>(handle)); }

// ---- dev.attn.Translator ----------------------------------------------------------------------------------

jlong translator_create(JNIEnv* env, jclass, jlong model, jint beam_size, jfloat length_penalty,
                        jint max_input_bytes, jint max_target_tokens, jint threads) {
  return guarded<jlong>(env, 0, [&]() -> jlong {
    // Negative (or NaN) means "not set" on the Java side: keep the library's default, or the model's own
    // decoding settings (its dev-tuned length penalty) where it stores them.
    attn_translator_options options;
    const attn_status initialized = attn_translator_options_init_for_model(from_java<attn_model>(model), &options);
    if (initialized != ATTN_OK) return throw_attn(env, initialized), 0;
    if (beam_size >= 0) options.beam_size = beam_size;
    if (!std::isnan(length_penalty)) options.length_penalty = length_penalty;
    if (max_input_bytes >= 0) options.max_input_bytes = max_input_bytes;
    if (max_target_tokens >= 0) options.max_target_tokens = max_target_tokens;
    if (threads >= 0) options.threads = threads;
    attn_translator* translator = nullptr;
    const attn_status status = attn_translator_create(from_java<attn_model>(model), &options, &translator);
    if (status != ATTN_OK) return throw_attn(env, status), 0;
    return to_java(translator);
  });
}

// What the streaming trampoline needs; java_exception records that the listener threw (or the JVM ran out of
// memory), so that the pending exception, not an AttnException(CANCELLED), reaches the caller.
struct Stream {
  JNIEnv* env;
  jobject listener;
  bool java_exception;
};

int on_partial(void* user_data, const char* text, size_t size) {
  auto* stream = static_cast<Stream*>(user_data);
  JNIEnv* env = stream->env;
  jbyteArray bytes = env->NewByteArray(static_cast<jsize>(size));
  if (bytes == nullptr) return stream->java_exception = true, 1;
  env->SetByteArrayRegion(bytes, 0, static_cast<jsize>(size), reinterpret_cast<const jbyte*>(text));
  const jboolean go_on = env->CallStaticBooleanMethod(refs.translator, refs.deliver_partial, stream->listener, bytes);
  env->DeleteLocalRef(bytes);  // one per decoding step: don't fill the local reference table
  if (env->ExceptionCheck()) return stream->java_exception = true, 1;
  return go_on ? 0 : 1;
}

jbyteArray translator_translate(JNIEnv* env, jclass, jlong handle, jbyteArray utf8, jobject listener) {
  return guarded<jbyteArray>(env, nullptr, [&]() -> jbyteArray {
    if (utf8 == nullptr) return throw_java(env, "java/lang/NullPointerException", "text"), nullptr;
    std::vector<char> text(static_cast<size_t>(env->GetArrayLength(utf8)));
    env->GetByteArrayRegion(utf8, 0, static_cast<jsize>(text.size()), reinterpret_cast<jbyte*>(text.data()));
    auto* translator = from_java<attn_translator>(handle);
    Stream stream{env, listener, false};
    // Most translations fit this; a longer one is translated again into a buffer of the size attn reports
    // (without the listener, which has seen every step already).
    std::vector<char> out(8192 + 4 * text.size());
    size_t written = 0;
    attn_status status = attn_translate_streaming(translator, text.data(), text.size(),
                                                  listener != nullptr ? on_partial : nullptr, &stream, out.data(),
                                                  out.size(), &written);
    if (status == ATTN_ERROR_BUFFER_TOO_SMALL && !stream.java_exception) {
      out.resize(written);
      status = attn_translate(translator, text.data(), text.size(), out.data(), out.size(), &written);
    }
    if (stream.java_exception) return nullptr;  // the listener's exception propagates
    if (status != ATTN_OK) return throw_attn(env, status), nullptr;
    jbyteArray result = env->NewByteArray(static_cast<jsize>(written));
    if (result != nullptr) {
      env->SetByteArrayRegion(result, 0, static_cast<jsize>(written), reinterpret_cast<const jbyte*>(out.data()));
    }
    return result;
  });
}

// translateText: {byte[] text, long[] sentence byte spans (source begin/end, target begin/end per sentence),
// float[] sentence scores, int[] tokens per sentence, float[] token log-probabilities, byte[] warning or
// null}.
jobjectArray translator_translate_text(JNIEnv* env, jclass, jlong handle, jbyteArray utf8, jint split,
                                       jint details, jint markup) {
  return guarded<jobjectArray>(env, nullptr, [&]() -> jobjectArray {
    if (utf8 == nullptr) return throw_java(env, "java/lang/NullPointerException", "text"), nullptr;
    std::vector<char> text(static_cast<size_t>(env->GetArrayLength(utf8)));
    env->GetByteArrayRegion(utf8, 0, static_cast<jsize>(text.size()), reinterpret_cast<jbyte*>(text.data()));
    auto* translator = from_java<attn_translator>(handle);
    attn_text_options options;
    attn_text_options_init(&options);
    options.split_sentences = split;
    options.details = details;
    options.markup = markup;
    std::vector<char> out(8192 + 4 * text.size());
    std::vector<attn_sentence_span> sentences(64);
    std::vector<attn_token_info> tokens(details != 0 ? 1024 : 0);
    attn_text_result result{};
    size_t written = 0;
    attn_status status = ATTN_ERROR_BUFFER_TOO_SMALL;
    for (int attempt = 0; attempt < 2 && status == ATTN_ERROR_BUFFER_TOO_SMALL; ++attempt) {
      if (attempt == 1) {  // the sizes attn asked for
        if (written > out.size()) out.resize(written);
        if (result.sentence_count > sentences.size()) sentences.resize(result.sentence_count);
        if (details != 0 && result.token_count > tokens.size()) tokens.resize(result.token_count);
      }
      result = attn_text_result{sizeof(attn_text_result),
                                sentences.data(),
                                sentences.size(),
                                0,
                                tokens.empty() ? nullptr : tokens.data(),
                                tokens.size(),
                                0,
                                nullptr};
      status = attn_translate_text(translator, text.data(), text.size(), &options, out.data(), out.size(),
                                   &written, &result);
    }
    if (status != ATTN_OK) return throw_attn(env, status), nullptr;
    const size_t n = result.sentence_count;
    std::vector<jlong> spans(4 * n);
    std::vector<jfloat> scores(n);
    std::vector<jint> counts(n);
    for (size_t i = 0; i < n; ++i) {
      const attn_sentence_span& s = sentences[i];
      spans[4 * i] = static_cast<jlong>(s.source_begin);
      spans[4 * i + 1] = static_cast<jlong>(s.source_end);
      spans[4 * i + 2] = static_cast<jlong>(s.target_begin);
      spans[4 * i + 3] = static_cast<jlong>(s.target_end);
      scores[i] = s.score;
      counts[i] = static_cast<jint>(s.token_count);
    }
    std::vector<jfloat> log_probs(result.token_count);
    for (size_t t = 0; t < result.token_count && t < tokens.size(); ++t) log_probs[t] = tokens[t].log_prob;
    jclass object_class = env->FindClass("java/lang/Object");
    if (object_class == nullptr) return nullptr;
    jobjectArray array = env->NewObjectArray(6, object_class, nullptr);
    env->DeleteLocalRef(object_class);
    if (array == nullptr) return nullptr;
    auto bytes = [&](const char* data, size_t size) -> jbyteArray {
      jbyteArray b = env->NewByteArray(static_cast<jsize>(size));
      if (b != nullptr)
        env->SetByteArrayRegion(b, 0, static_cast<jsize>(size), reinterpret_cast<const jbyte*>(data));
      return b;
    };
    jbyteArray translated = bytes(out.data(), written);
    jlongArray span_array = env->NewLongArray(static_cast<jsize>(spans.size()));
    jfloatArray score_array = env->NewFloatArray(static_cast<jsize>(n));
    jintArray count_array = env->NewIntArray(static_cast<jsize>(n));
    jfloatArray log_prob_array = env->NewFloatArray(static_cast<jsize>(log_probs.size()));
    if (translated == nullptr || span_array == nullptr || score_array == nullptr || count_array == nullptr ||
        log_prob_array == nullptr) {
      return nullptr;  // OutOfMemoryError pending
    }
    env->SetLongArrayRegion(span_array, 0, static_cast<jsize>(spans.size()), spans.data());
    env->SetFloatArrayRegion(score_array, 0, static_cast<jsize>(n), scores.data());
    env->SetIntArrayRegion(count_array, 0, static_cast<jsize>(n), counts.data());
    env->SetFloatArrayRegion(log_prob_array, 0, static_cast<jsize>(log_probs.size()), log_probs.data());
    env->SetObjectArrayElement(array, 0, translated);
    env->SetObjectArrayElement(array, 1, span_array);
    env->SetObjectArrayElement(array, 2, score_array);
    env->SetObjectArrayElement(array, 3, count_array);
    env->SetObjectArrayElement(array, 4, log_prob_array);
    if (result.warning != nullptr) {
      jbyteArray warning = bytes(result.warning, std::strlen(result.warning));
      if (warning == nullptr) return nullptr;
      env->SetObjectArrayElement(array, 5, warning);
    }
    return array;
  });
}

void translator_free(JNIEnv*, jclass, jlong handle) { attn_translator_free(from_java<attn_translator>(handle)); }

void translator_set_time_limit(JNIEnv* env, jclass, jlong handle, jint milliseconds) {
  const attn_status status =
      attn_translator_set_time_limit(from_java<attn_translator>(handle), static_cast<uint32_t>(milliseconds));
  if (status != ATTN_OK) throw_attn(env, status);
}

// Called while another thread translates: touches nothing of the JNI environment but the handle.
void translator_cancel(JNIEnv*, jclass, jlong handle) { attn_translator_cancel(from_java<attn_translator>(handle)); }

// ---- Loading ----------------------------------------------------------------------------------------------

jclass global_class(JNIEnv* env, const char* name) {
  jclass local = env->FindClass(name);
  if (local == nullptr) return nullptr;
  auto global = static_cast<jclass>(env->NewGlobalRef(local));
  env->DeleteLocalRef(local);
  return global;
}

// AttnException's constants must be attn.h's status codes.
bool status_constants_match(JNIEnv* env) {
  const struct {
    const char* name;
    attn_status value;
  } constants[] = {{"INVALID_ARGUMENT", ATTN_ERROR_INVALID_ARGUMENT}, {"IO", ATTN_ERROR_IO},
                   {"INVALID_MODEL", ATTN_ERROR_INVALID_MODEL},       {"UNSUPPORTED", ATTN_ERROR_UNSUPPORTED},
                   {"OUT_OF_MEMORY", ATTN_ERROR_OUT_OF_MEMORY},       {"INPUT_TOO_LONG", ATTN_ERROR_INPUT_TOO_LONG},
                   {"BUFFER_TOO_SMALL", ATTN_ERROR_BUFFER_TOO_SMALL}, {"INTERNAL", ATTN_ERROR_INTERNAL},
                   {"CANCELLED", ATTN_ERROR_CANCELLED}};
  for (const auto& c : constants) {
    jfieldID field = env->GetStaticFieldID(refs.attn_exception, c.name, "I");
    if (field == nullptr) return false;
    if (env->GetStaticIntField(refs.attn_exception, field) != static_cast<jint>(c.value)) {
      const std::string message = std::string("dev.attn.AttnException.") + c.name + " is not attn.h's value " +
                                  std::to_string(static_cast<int>(c.value));
      throw_java(env, "java/lang/UnsatisfiedLinkError", message.c_str());
      return false;
    }
  }
  return true;
}

bool register_natives(JNIEnv* env) {
  static const JNINativeMethod model_methods[] = {
      {const_cast<char*>("nativeLoadFile"), const_cast<char*>("([B)J"), reinterpret_cast<void*>(model_load_file)},
      {const_cast<char*>("nativeLoadDirect"), const_cast<char*>("(Ljava/nio/ByteBuffer;II)J"),
       reinterpret_cast<void*>(model_load_direct)},
      {const_cast<char*>("nativeLoadBytes"), const_cast<char*>("([BII)J"), reinterpret_cast<void*>(model_load_bytes)},
      {const_cast<char*>("nativeFree"), const_cast<char*>("(J)V"), reinterpret_cast<void*>(model_free)},
  };
  static const JNINativeMethod translator_methods[] = {
      {const_cast<char*>("nativeCreate"), const_cast<char*>("(JIFIII)J"),
       reinterpret_cast<void*>(translator_create)},
      {const_cast<char*>("nativeTranslate"), const_cast<char*>("(J[BLdev/attn/PartialListener;)[B"),
       reinterpret_cast<void*>(translator_translate)},
      {const_cast<char*>("nativeTranslateText"), const_cast<char*>("(J[BIII)[Ljava/lang/Object;"),
       reinterpret_cast<void*>(translator_translate_text)},
      {const_cast<char*>("nativeFree"), const_cast<char*>("(J)V"), reinterpret_cast<void*>(translator_free)},
      {const_cast<char*>("nativeSetTimeLimit"), const_cast<char*>("(JI)V"),
       reinterpret_cast<void*>(translator_set_time_limit)},
      {const_cast<char*>("nativeCancel"), const_cast<char*>("(J)V"), reinterpret_cast<void*>(translator_cancel)},
  };
  jclass model = env->FindClass("dev/attn/Model");
  if (model == nullptr) return false;
  const bool ok =
      env->RegisterNatives(model, model_methods, sizeof model_methods / sizeof model_methods[0]) == JNI_OK &&
      env->RegisterNatives(refs.translator, translator_methods,
                           sizeof translator_methods / sizeof translator_methods[0]) == JNI_OK;
  env->DeleteLocalRef(model);
  return ok;
}

}  // namespace

extern "C" JNIEXPORT jint JNI_OnLoad(JavaVM* vm, void*) {
  JNIEnv* env = nullptr;
  if (vm->GetEnv(reinterpret_cast<void**>(&env), JNI_VERSION_1_6) != JNI_OK) return JNI_ERR;
  refs.attn_exception = global_class(env, "dev/attn/AttnException");
  refs.translator = global_class(env, "dev/attn/Translator");
  refs.string = global_class(env, "java/lang/String");
  if (refs.attn_exception == nullptr || refs.translator == nullptr || refs.string == nullptr) return JNI_ERR;
  refs.attn_exception_init =
      env->GetMethodID(refs.attn_exception, "<init>", "(ILjava/lang/String;Ljava/lang/String;)V");
  refs.deliver_partial =
      env->GetStaticMethodID(refs.translator, "deliverPartial", "(Ldev/attn/PartialListener;[B)Z");
  refs.string_from_bytes = env->GetMethodID(refs.string, "<init>", "([BLjava/lang/String;)V");
  if (refs.attn_exception_init == nullptr || refs.deliver_partial == nullptr || refs.string_from_bytes == nullptr) {
    return JNI_ERR;
  }
  if (!status_constants_match(env) || !register_natives(env)) return JNI_ERR;
  return JNI_VERSION_1_6;
}
