// Swift wrapper over the C API (module Attn = attn.h). Not compiled in this repository's CI (no Swift
// toolchain on Linux here): see platforms/ios/README.md.
//
//   let model = try AttnModel(path: Bundle.main.path(forResource: "en-de", ofType: "attn")!)
//   let translator = try AttnTranslator(model: model, beamSize: 1)
//   let german = try translator.translate("This package contains the development files.")
import Attn
import Foundation

/// A failed attn call: its status and attn_last_error_message(), which names the problem.
public struct AttnError: Error, CustomStringConvertible {
  public let status: attn_status
  public let message: String

  // Reads this thread's message right after the failed call, before another attn call replaces it.
  static func last(_ status: attn_status) -> AttnError {
    AttnError(status: status, message: String(cString: attn_last_error_message()))
  }

  public var description: String { "\(String(cString: attn_status_name(status))): \(message)" }
}

/// A loaded, verified model: immutable, shared by translators on any threads.
public final class AttnModel {
  let handle: OpaquePointer

  public init(path: String) throws {
    var model: OpaquePointer?
    let status = attn_model_load_file(path, &model)
    guard status == ATTN_OK, let model else { throw AttnError.last(status) }
    handle = model
  }

  /// From memory (e.g. an asset); the bytes are copied.
  public init(data: Data) throws {
    var model: OpaquePointer?
    let status = data.withUnsafeBytes { attn_model_load_buffer($0.baseAddress, $0.count, &model) }
    guard status == ATTN_OK, let model else { throw AttnError.last(status) }
    handle = model
  }

  deinit { attn_model_free(handle) }
}

/// Translates with one model. Use one translator per thread; it keeps its model alive.
public final class AttnTranslator {
  private let model: AttnModel  // freed only after this translator (deinit order)
  private let handle: OpaquePointer

  /// Decodes with the model's own length penalty where it stores one (the shipped models' is tuned on dev).
  public init(model: AttnModel, beamSize: Int32 = 4, threads: Int32 = 1) throws {
    var options = attn_translator_options()
    let initialized = attn_translator_options_init_for_model(model.handle, &options)
    guard initialized == ATTN_OK else { throw AttnError.last(initialized) }
    options.beam_size = beamSize
    options.threads = threads
    var translator: OpaquePointer?
    let status = attn_translator_create(model.handle, &options, &translator)
    guard status == ATTN_OK, let translator else { throw AttnError.last(status) }
    self.model = model
    handle = translator
  }

  deinit { attn_translator_free(handle) }

  /// Every later call throws an AttnError with status ATTN_ERROR_CANCELLED once this many milliseconds have
  /// passed since it began (checked before each sentence's encoder pass and each decoder step); the
  /// translator stays usable. 0 (the default): no limit. Set it between calls.
  public func setTimeLimit(milliseconds: UInt32) throws {
    let status = attn_translator_set_time_limit(handle, milliseconds)
    guard status == ATTN_OK else { throw AttnError.last(status) }
  }

  /// From any thread (e.g. when the user leaves the screen): the call running on this translator stops at its
  /// next decoder step and throws an AttnError with status ATTN_ERROR_CANCELLED. A call that begins afterwards
  /// is not affected. The translator must stay alive until the cancelled call has returned.
  public func cancel() {
    _ = attn_translator_cancel(handle)
  }

  public func translate(_ text: String) throws -> String {
    try translate(text, onPartial: nil)
  }

  /// Streaming: onPartial sees the best hypothesis after every decoding step, on this thread; returning false
  /// cancels (the call then throws an AttnError with status ATTN_ERROR_CANCELLED).
  public func translate(_ text: String, onPartial: ((String) -> Bool)?) throws -> String {
    final class Listener {
      let onPartial: (String) -> Bool
      init(_ onPartial: @escaping (String) -> Bool) { self.onPartial = onPartial }
    }
    let trampoline: attn_partial_callback = { user, partial, size in
      let listener = Unmanaged<Listener>.fromOpaque(user!).takeUnretainedValue()
      let bytes = UnsafeRawBufferPointer(start: partial, count: size)
      return listener.onPartial(String(decoding: bytes, as: UTF8.self)) ? 0 : 1
    }
    let listener = onPartial.map(Listener.init)
    let source = text.utf8CString  // UTF-8 plus a NUL
    var out = [CChar](repeating: 0, count: 8192 + 4 * source.count)
    var written = 0
    var status = source.withUnsafeBufferPointer { src in
      withExtendedLifetime(listener) {
        attn_translate_streaming(handle, src.baseAddress, src.count - 1, listener == nil ? nil : trampoline,
                                 listener.map { Unmanaged.passUnretained($0).toOpaque() }, &out, out.count,
                                 &written)
      }
    }
    if status == ATTN_ERROR_BUFFER_TOO_SMALL {  // rare: retry with the size attn asked for
      out = [CChar](repeating: 0, count: written)
      status = source.withUnsafeBufferPointer { src in
        attn_translate(handle, src.baseAddress, src.count - 1, &out, out.count, &written)
      }
    }
    guard status == ATTN_OK else { throw AttnError.last(status) }
    return String(cString: out)
  }
}

/// One sentence of a translated text (attn_sentence_span): UTF-8 byte ranges of the input and the output, its
/// score (mean token log-probability; nil without details) and its tokens' log-probabilities.
public struct AttnSentence {
  public let source: Range<Int>
  public let target: Range<Int>
  public let score: Float?
  public let tokenLogProbs: [Float]
}

/// attn_translate_text's result: the translated text, its sentences, and the reason markup was ignored.
public struct AttnTextTranslation {
  public let text: String
  public let sentences: [AttnSentence]
  public let warning: String?
}

extension AttnTranslator {
  /// Text of any length (up to the translator's max_input_bytes): cut into sentences and joined with its own
  /// spacing; details adds scores and log-probabilities (one more decoder pass); html keeps HTML/XML tags.
  /// A score below about -0.6 suggests a "may be inaccurate" hint (docs/text.md).
  public func translateText(_ text: String, splitSentences: Bool = true, details: Bool = false,
                            html: Bool = false) throws -> AttnTextTranslation {
    var options = attn_text_options()
    attn_text_options_init(&options)
    options.split_sentences = splitSentences ? 1 : 0
    options.details = details ? 1 : 0
    options.markup = html ? ATTN_MARKUP_HTML : ATTN_MARKUP_NONE
    let source = text.utf8CString
    var out = [CChar](repeating: 0, count: 8192 + 4 * source.count)
    var sentences = [attn_sentence_span](repeating: attn_sentence_span(), count: 64)
    var tokens = [attn_token_info](repeating: attn_token_info(), count: details ? 1024 : 0)
    var written = 0
    var result = attn_text_result()
    var status = ATTN_ERROR_BUFFER_TOO_SMALL
    for _ in 0..<2 {  // a second time with the sizes attn asked for
      result = attn_text_result()
      result.struct_size = MemoryLayout<attn_text_result>.size
      status = source.withUnsafeBufferPointer { src in
        sentences.withUnsafeMutableBufferPointer { s in
          tokens.withUnsafeMutableBufferPointer { t in
            result.sentences = s.baseAddress
            result.sentence_capacity = s.count
            result.tokens = t.baseAddress
            result.token_capacity = t.count
            return attn_translate_text(handle, src.baseAddress, src.count - 1, &options, &out, out.count, &written,
                                       &result)
          }
        }
      }
      guard status == ATTN_ERROR_BUFFER_TOO_SMALL else { break }
      if written > out.count { out = [CChar](repeating: 0, count: written) }
      if result.sentence_count > sentences.count {
        sentences = [attn_sentence_span](repeating: attn_sentence_span(), count: result.sentence_count)
      }
      if details && result.token_count > tokens.count {
        tokens = [attn_token_info](repeating: attn_token_info(), count: result.token_count)
      }
    }
    guard status == ATTN_OK else { throw AttnError.last(status) }
    let spans = sentences.prefix(result.sentence_count).map { s -> AttnSentence in
      let logProbs = details ? tokens[s.first_token..<(s.first_token + s.token_count)].map { $0.log_prob } : []
      return AttnSentence(source: s.source_begin..<s.source_end, target: s.target_begin..<s.target_end,
                          score: s.score.isNaN ? nil : s.score, tokenLogProbs: logProbs)
    }
    return AttnTextTranslation(text: String(cString: out), sentences: spans,
                               warning: result.warning.map { String(cString: $0) })
  }
}
