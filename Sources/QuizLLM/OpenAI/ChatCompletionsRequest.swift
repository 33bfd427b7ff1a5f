import HTTPTransport
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Builds the chat-completions request: the instructions as the system message, the question
/// as the user message, temperature 0, and a strict JSON schema for the reply.
enum ChatCompletionsRequest {
  static let schemaName = "quiz_question"

  static func make(question: String, baseURL: URL, model: String, apiKey: String?) -> HTTPRequest {
    var headers = ["Content-Type": "application/json", "Accept": "application/json"]
    if let apiKey { headers["Authorization"] = "Bearer \(apiKey)" }
    let body = Body(
      model: model,
      messages: [
        Message(role: "system", content: InterpreterInstructions.text),
        Message(
          role: "user",
          content: String(question.prefix(InterpreterInstructions.maximumQuestionLength))),
      ])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return HTTPRequest(
      method: "POST", url: endpoint(for: baseURL), headers: headers,
      body: try? encoder.encode(body))
  }

  /// `{base}/chat/completions`, whether or not the base ends with a slash.
  static func endpoint(for baseURL: URL) -> URL {
    baseURL.appending(path: "chat/completions", directoryHint: .notDirectory)
  }

  private struct Body: Encodable {
    let model: String
    let messages: [Message]
    let temperature = 0
    let stream = false
    let responseFormat = ResponseFormat()

    enum CodingKeys: String, CodingKey {
      case model, messages, temperature, stream
      case responseFormat = "response_format"
    }
  }

  private struct Message: Encodable {
    let role: String
    let content: String
  }

  private struct ResponseFormat: Encodable {
    let type = "json_schema"
    let jsonSchema = JSONSchema()

    enum CodingKeys: String, CodingKey {
      case type
      case jsonSchema = "json_schema"
    }
  }

  private struct JSONSchema: Encodable {
    let name = ChatCompletionsRequest.schemaName
    let strict = true
    let schema = Schema()
  }

  private struct Schema: Encodable {
    let type = "object"
    let properties: [String: Property] = [
      "intent": Property(types: ["string"], allowed: LLMInterpretation.intents),
      "country": Property(types: ["string", "null"]),
      "prefix": Property(types: ["string", "null"]),
    ]
    let required = ["intent", "country", "prefix"]
    let additionalProperties = false
  }

  private struct Property: Encodable {
    let types: [String]
    var allowed: [String]?

    enum CodingKeys: String, CodingKey {
      case type
      case allowed = "enum"
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      if types.count == 1 {
        try container.encode(types[0], forKey: .type)
      } else {
        try container.encode(types, forKey: .type)
      }
      try container.encodeIfPresent(allowed, forKey: .allowed)
    }
  }
}
