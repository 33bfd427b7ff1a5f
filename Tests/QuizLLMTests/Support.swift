import Foundation
import LoopbackHTTPServer

/// An OpenAI chat-completions body whose first choice's message content is `content`.
func chatCompletionBody(content: String) -> Data {
  let body: [String: Any] = [
    "id": "chatcmpl-test", "object": "chat.completion", "model": "test-model",
    "choices": [
      [
        "index": 0, "finish_reason": "stop",
        "message": ["role": "assistant", "content": content],
      ]
    ],
  ]
  return (try? JSONSerialization.data(withJSONObject: body)) ?? Data()
}

/// The stub server's reply: a completion whose content is the reading `content`.
func completionReply(_ content: String) -> LoopbackHTTPServer.Reply {
  .respond(.json(chatCompletionBody(content: content)))
}

/// A reading as the model would write it.
func reading(intent: String, country: String? = nil, prefix: String? = nil) -> String {
  func field(_ value: String?) -> String {
    guard let value else { return "null" }
    let encoded = try? JSONSerialization.data(withJSONObject: [value], options: .fragmentsAllowed)
    return encoded.map { String(decoding: $0.dropFirst().dropLast(), as: UTF8.self) } ?? "null"
  }
  return #"{"intent":"\#(intent)","country":\#(field(country)),"prefix":\#(field(prefix))}"#
}
