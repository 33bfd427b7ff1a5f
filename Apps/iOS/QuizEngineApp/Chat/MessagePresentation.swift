import Foundation
import QuizChat
import QuizEngine

/// Which side of the transcript an entry sits on and how it is coloured.
enum BubbleStyle: Hashable, Sendable {
  case question
  case answer
  case failure

  init(_ message: ChatMessage) {
    switch message.content {
    case .question: self = .question
    case .reply, .gameResult: self = message.isFailure ? .failure : .answer
    }
  }

  /// Questions sit on the trailing side, replies on the leading side.
  var isTrailing: Bool { self == .question }
}

/// What a bubble shows, read off the reply's structured answer.
enum BubbleContent: Hashable, Sendable {
  case text(String)
  /// `caption` is the data's description of the flag, shown under the sentence; with one, the
  /// image is only named to VoiceOver, so the description is not read twice.
  case flag(sentence: String, imageURL: URL?, imageDescription: String?, caption: String?)
  case countries(names: [String], heading: String)
}

/// Every decision about how one transcript entry is shown, made here from the shared chat
/// model so that the views only lay out what this says.
struct MessagePresentation: Identifiable, Hashable, Sendable {
  let id: Int
  let style: BubbleStyle
  let content: BubbleContent
  /// What VoiceOver reads for the message itself.
  let accessibilityLabel: String
  /// Example questions offered as chips: only under the latest entry, so old chips never
  /// compete with the current state of the chat.
  let suggestions: [String]
  /// Only the latest failure offers Retry, and only while the session can still retry it.
  let showsRetry: Bool

  init(_ message: ChatMessage, isLatest: Bool, canRetry: Bool) {
    let style = BubbleStyle(message)
    switch message.content {
    case .question(let text):
      content = .text(text)
      accessibilityLabel = "You asked: \(text)"
    case .gameResult(let line):
      content = .text(line)
      accessibilityLabel = "Game played: \(line)"
    case .reply(let reply):
      let content = Self.content(of: reply)
      self.content = content
      accessibilityLabel = Self.spokenText(of: reply, content: content, style: style)
    }
    self.id = message.id
    self.style = style
    suggestions = isLatest ? message.suggestions : []
    showsRetry = isLatest && canRetry && message.isFailure
  }

  /// The whole transcript; `canRetry` is whether the session has a failed question to retry.
  static func transcript(_ messages: [ChatMessage], canRetry: Bool) -> [MessagePresentation] {
    messages.map { message in
      MessagePresentation(message, isLatest: message.id == messages.last?.id, canRetry: canRetry)
    }
  }

  @MainActor
  static func transcript(of session: ChatViewModel) -> [MessagePresentation] {
    transcript(session.transcript, canRetry: session.failedQuestion != nil)
  }

  var accessibilityIdentifier: String { "message-\(id)" }

  /// Read out when the entry arrives, so a VoiceOver user hears the answer without hunting
  /// for it. Nil for the person's own question.
  var announcement: String? { style == .question ? nil : accessibilityLabel }

  private static func content(of reply: Reply) -> BubbleContent {
    switch reply.answer {
    case .flag(let match), .countryWithFlag(let match):
      let flag = match.country.flag
      let caption = reply.detail
      return .flag(
        sentence: reply.text, imageURL: flag.pngURL,
        imageDescription: caption == nil ? flag.description : flagPictureLabel, caption: caption)
    case .countries(let countries, let prefix):
      return .countries(
        names: countries.map(\.name),
        heading: ReplyWording.countriesHeading(count: countries.count, prefix: prefix))
    case .countriesInRegion(let countries, let prefix, let region):
      return .countries(
        names: countries.map(\.name),
        heading: ReplyWording.countriesHeading(
          count: countries.count, prefix: prefix, region: region))
    case .unrecognized:
      // The examples are shown as tappable chips under the bubble, not repeated in it.
      return .text(ReplyWording.notUnderstoodHeadline)
    case .followUpWithoutContext:
      return .text(ReplyWording.followUpWithoutContextHeadline)
    case .whichCountry(_, let candidates) where candidates.isEmpty:
      return .text(ReplyWording.whichCountryHeadline)
    default:
      return .text(AppRemedy.text(of: reply))
    }
  }

  static let flagPictureLabel = "Picture of the flag"

  private static func spokenText(
    of reply: Reply, content: BubbleContent, style: BubbleStyle
  ) -> String {
    if style == .failure { return "Problem: \(AppRemedy.text(of: reply))" }
    if case .countries(let names, let heading) = content {
      return "Answer: \(heading): \(names.joined(separator: ", "))."
    }
    return "Answer: \(reply.text)"
  }
}
