import Foundation
import HTTPTransport
import QuizEngine

/// Reads a chat-completions response into an `LLMInterpretation`, or says why it cannot.
///
/// Strict on purpose: `choices[0].message.content` must be exactly one JSON object (space
/// around it aside) with exactly the fields `intent`, `country` and `prefix`. Prose around
/// the object, a code fence, a second object, a missing or extra field, a wrong type, a
/// truncated or oversized body: all `.invalidOutput`.
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
    let trimmed = content.trimmingCharacters(in: .whitespacesAndNewlines)
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

  /// Exactly the schema's three fields: all present (null allowed for two), none more.
  private struct Fields: Decodable {
    let intent: String
    let country: String?
    let prefix: String?

    private struct FieldKey: CodingKey {
      let stringValue: String
      init(stringValue: String) { self.stringValue = stringValue }
      var intValue: Int? { nil }
      init?(intValue: Int) { nil }

      static let intent = FieldKey(stringValue: "intent")
      static let country = FieldKey(stringValue: "country")
      static let prefix = FieldKey(stringValue: "prefix")
    }

    private struct UnexpectedFields: Error {}

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: FieldKey.self)
      guard Set(container.allKeys.map(\.stringValue)) == ["intent", "country", "prefix"],
        container.allKeys.count == 3
      else { throw UnexpectedFields() }
      intent = try container.decode(String.self, forKey: .intent)
      country = try container.decode(String?.self, forKey: .country)
      prefix = try container.decode(String?.self, forKey: .prefix)
    }
  }
}
