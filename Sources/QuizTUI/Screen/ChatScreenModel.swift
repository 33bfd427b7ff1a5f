import QuizChat
import QuizEngine

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the full-screen chat shows of the conversation, as plain values: the renderer's only
/// input from the chat, so frames can be rendered and tested without a quiz.
public struct ChatScreenModel: Sendable, Hashable {
  public enum EntryKind: Sendable, Hashable {
    case question
    case answer
    /// Not found, no countries, or not understood.
    case notice
    case error
    /// A game played from the chat, in one line.
    case game
  }

  /// One message as shown, made from it by `entry(for:)`.
  public struct Entry: Sendable, Hashable, Identifiable {
    public let id: Int
    public let kind: EntryKind
    public let text: String
    /// Shown under the entry, quieter: a flag's description, a note about stale data.
    public let details: [String]
  }

  public enum Status: Sendable, Hashable {
    case ready
    case loading
    case answered
    case error(DataUnavailable)
  }

  public var entries: [Entry]
  public var status: Status
  /// Whether the bundled data can be switched to (the source is remote).
  public var offersOffline: Bool
  /// "bundled snapshot 2026-02-25", "REST Countries v5, cached 3 h ago".
  public var source: String
  public var isStale: Bool
  /// Questions may be sent to a language model.
  public var usesLLM: Bool

  public init(
    entries: [Entry] = [], status: Status = .ready, offersOffline: Bool = false,
    source: String = "", isStale: Bool = false, usesLLM: Bool = false
  ) {
    self.entries = entries
    self.status = status
    self.offersOffline = offersOffline
    self.source = source
    self.isStale = isStale
    self.usesLLM = usesLLM
  }
}

extension ChatScreenModel {
  /// One transcript message as the screen shows it. Everything shown comes through
  /// `TerminalSafeText`: names and capitals may come from a server, questions from a paste.
  /// The stale-data notice is shown under the first reply that needs it only.
  static func entry(
    for message: ChatMessage, staleNoticeShown: inout Bool, latestSource: inout DataSource?
  ) -> Entry {
    switch message.content {
    case .question(let text):
      return Entry(id: message.id, kind: .question, text: safe(text), details: [])
    case .gameResult(let line):
      return Entry(id: message.id, kind: .game, text: safe(line), details: [])
    case .reply(let reply):
      var details: [String] = []
      if let detail = reply.detail {
        details.append(safe(detail))
      }
      if let source = reply.source {
        latestSource = source
        if !staleNoticeShown, let notice = ReplyWording.staleNotice(for: source) {
          details.append(safe(notice))
          staleNoticeShown = true
        }
      }
      var text = safe(reply.text)
      if case .unavailable(_, let reason) = reply.answer {
        text = TerminalRemedy.said(after: text, for: reason)
      }
      return Entry(id: message.id, kind: kind(of: reply.answer), text: text, details: details)
    }
  }

  @MainActor
  static func status(of state: ChatViewModel.State) -> Status {
    switch state {
    case .idle: .ready
    case .loading: .loading
    case .answered: .answered
    case .error(_, let reason): .error(reason)
    }
  }

  static func kind(of answer: Answer) -> EntryKind {
    switch answer.outcome {
    case .answered: .answer
    case .countryNotFound, .noCountriesFound, .unrecognized: .notice
    case .unavailable: .error
    }
  }

  /// "bundled snapshot 2026-02-25", "REST Countries v5, cached 3 h ago".
  public static func describe(_ source: DataSource, now: Date) -> String {
    ReplyWording.sourceSummary(
      isBundled: source.kind == .bundled,
      label: source.kind == .restCountriesV5 ? "REST Countries v5" : "REST Countries v3.1",
      asOf: source.asOf, now: now)
  }

  static func safe(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { TerminalSafeText.sanitize(String($0), maxLength: 2000) }
      .joined(separator: "\n")
  }
}
