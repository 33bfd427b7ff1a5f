import HTTPTransport
import QuizEngine
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A fallback interpreter on any OpenAI-compatible chat-completions server: OpenAI, Ollama,
/// the llama.cpp server, LM Studio, vLLM.
///
/// One POST to `{baseURL}/chat/completions` per question: the instructions as the system
/// message, the question as the user message, temperature 0, and a strict JSON schema for the
/// reply (intent, country, prefix). The key, if any, is sent only as `Authorization: Bearer`,
/// never in the URL, and never shown in this value's description. The time limit is enforced
/// here, whatever the client's own, so a slow server costs at most `timeout` seconds.
public struct OpenAIChatCompletionsInterpreter: FallbackQuestionInterpreter {
  public static let defaultTimeout: TimeInterval = 5

  public let baseURL: URL
  public let model: String
  public let timeout: TimeInterval
  private let apiKey: String?
  private let client: any HTTPClient

  public init(
    baseURL: URL, model: String, apiKey: String? = nil, timeout: TimeInterval = defaultTimeout,
    client: any HTTPClient
  ) {
    self.baseURL = baseURL
    self.model = model
    self.apiKey = apiKey.flatMap { $0.isEmpty ? nil : $0 }
    self.timeout = timeout
    self.client = client
  }

  public func interpret(_ text: String) async throws(FallbackInterpreterFailure) -> Question {
    let request = ChatCompletionsRequest.make(
      question: text, baseURL: baseURL, model: model, apiKey: apiKey)
    let response = try await send(request).get()
    return try ChatCompletionsMapper.interpretation(from: response).question()
  }

  /// The client's response, or the first failure: its own, or the time limit running out.
  private func send(
    _ request: HTTPRequest
  ) async -> Result<HTTPResponse, FallbackInterpreterFailure> {
    await TimeLimit.result(within: timeout) { [client] in
      do {
        return .success(try await client.send(request))
      } catch HTTPClientError.bodyTooLarge, HTTPClientError.invalidContentEncoding {
        return .failure(.invalidOutput)
      } catch {
        return .failure(.unreachable)
      }
    }
  }
}

extension OpenAIChatCompletionsInterpreter: CustomStringConvertible, CustomReflectable {
  public var description: String {
    "OpenAIChatCompletionsInterpreter(\(model) at \(baseURL.absoluteString)"
      + (apiKey == nil ? ")" : ", key: <redacted>)")
  }

  /// Keeps the key out of `dump` and debugger summaries.
  public var customMirror: Mirror {
    Mirror(self, children: ["baseURL": baseURL, "model": model, "timeout": timeout])
  }
}
