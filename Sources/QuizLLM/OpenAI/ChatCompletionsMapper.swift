import HTTPTransport
import QuizEngine
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads a chat-completions response into an `LLMInterpretation`, or says why it cannot.
///
/// `choices[0].message.content` must be exactly one JSON object (space around it aside) with a
/// string `intent`. Servers without strict structured output leave out fields that would be
/// null and sometimes add their own, so a missing `country` or `prefix` reads as null and
/// unknown fields are dropped here, before anything could show them. Everything else stays
/// strict: prose around the object, a code fence, a second object, a missing intent, a wrong
/// type, a truncated or oversized body are all `.invalidOutput`.
enum ChatCompletionsMapper {
  /// A well-formed reply is a few hundred bytes; anything near this is not one.
  static let maximumBodySize = 64 * 1024

  static func interpretation(
    from response: HTTPResponse
  ) throws(FallbackInterpreterFailure) -> LLMInterpretation {
    switch response.statusCode {
    case 200..<300: break
    case 401, 403: throw .unauthorized
    case 429: throw .rateLimited
    case 500..<600: throw .serverError(status: response.statusCode)
    default: throw .requestRejected(status: response.statusCode)
    }
    guard response.body.count <= maximumBodySize,
      let envelope = try? JSONDecoder().decode(Envelope.self, from: response.body),
      let content = envelope.choices.first?.message.content
    else { throw .invalidOutput }
    return try interpretation(fromContent: content)
  }

  /// The message content: one JSON object and nothing else.
  static func interpretation(
    fromContent content: String
  ) throws(FallbackInterpreterFailure) -> LLMInterpretation {
    let trimmed = content.trimmingWhitespace()
    guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}"),
      let fields = try? JSONDecoder().decode(Fields.self, from: Data(trimmed.utf8))
    else { throw .invalidOutput }
    return LLMInterpretation(intent: fields.intent, country: fields.country, prefix: fields.prefix)
  }

  private struct Envelope: Decodable {
    struct Choice: Decodable {
      let message: Message
    }

    struct Message: Decodable {
      /// Null when the model refused.
      let content: String?
    }

    let choices: [Choice]
  }

  /// The schema's three fields; only `intent` must be there, and no other field is read.
  private struct Fields: Decodable {
    let intent: String
    let country: String?
    let prefix: String?
  }
}
