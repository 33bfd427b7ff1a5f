import Foundation
import QuizChat
import QuizEngine
import Testing

@testable import QuizEngineApp

@Suite("MessagePresentation")
struct MessagePresentationTests {
  @Test func question_sitsOnTheTrailingSide_andReadsAsYouAsked() {
    let message = ChatMessage(id: 0, content: .question("capital of Belgium?"))

    let presentation = MessagePresentation(message, isLatest: true, canRetry: false)

    #expect(presentation.style == .question)
    #expect(presentation.style.isTrailing)
    #expect(presentation.content == .text("capital of Belgium?"))
    #expect(presentation.accessibilityLabel == "You asked: capital of Belgium?")
    #expect(presentation.accessibilityIdentifier == "message-0")
    #expect(presentation.announcement == nil)
  }

  @Test func answer_sitsOnTheLeadingSide_andReadsAsAnswer() {
    let message = reply(
      id: 1, .capital(CountryMatch(country: country("BE", "Belgium", capitals: ["Brussels"]))))

    let presentation = MessagePresentation(message, isLatest: true, canRetry: false)

    #expect(presentation.style == .answer)
    #expect(!presentation.style.isTrailing)
    #expect(presentation.content == .text("The capital of Belgium is Brussels."))
    #expect(presentation.accessibilityLabel == "Answer: The capital of Belgium is Brussels.")
    #expect(presentation.announcement == presentation.accessibilityLabel)
  }

  @Test func aRefusedKey_saysWhatFailed_thenTheAppsRemedy_notTheTerminals() {
    let message = reply(id: 1, .unavailable(.capital, .unauthorized))

    let presentation = MessagePresentation(message, isLatest: true, canRetry: true)

    let expected =
      ReplyWording.unavailableText(for: .unauthorized)
      + " The app's key for live data was refused: update the app."
    #expect(presentation.content == .text(expected))
    #expect(presentation.accessibilityLabel == "Problem: " + expected)
    #expect(!expected.contains("RESTCOUNTRIES_API_KEY"))
  }

  @Test func flagAnswer_carriesTheImage_andTheDescriptionAsACaption() throws {
    let imageURL = try #require(URL(string: "https://flags.example/br.png"))
    let flag = Flag(
      emoji: "🇧🇷", pngURL: imageURL, description: "The flag of Brazil has a green field.")
    let message = reply(id: 1, .flag(CountryMatch(country: country("BR", "Brazil", flag: flag))))

    let presentation = MessagePresentation(message, isLatest: true, canRetry: false)

    // The caption says what the image shows, so the image is not described twice to VoiceOver.
    #expect(
      presentation.content
        == .flag(
          sentence: "The flag of Brazil is 🇧🇷", imageURL: imageURL,
          imageDescription: MessagePresentation.flagPictureLabel,
          caption: "It has a green field."))
    #expect(presentation.accessibilityLabel == "Answer: The flag of Brazil is 🇧🇷")
  }

  @Test func flagAnswer_withoutADescription_hasNoCaption() throws {
    let imageURL = try #require(URL(string: "https://flags.example/br.png"))
    let flag = Flag(emoji: "🇧🇷", pngURL: imageURL)
    let message = reply(id: 1, .flag(CountryMatch(country: country("BR", "Brazil", flag: flag))))

    let presentation = MessagePresentation(message, isLatest: true, canRetry: false)

    #expect(
      presentation.content
        == .flag(
          sentence: "The flag of Brazil is 🇧🇷", imageURL: imageURL, imageDescription: nil,
          caption: nil))
  }

  @Test func prefixAnswer_listsTheNamesUnderACount() {
    let countries = [country("TD", "Chad"), country("CL", "Chile")]
    let message = reply(id: 1, .countries(countries, prefix: "CH"))

    let presentation = MessagePresentation(message, isLatest: true, canRetry: false)

    #expect(
      presentation.content
        == .countries(names: ["Chad", "Chile"], heading: "2 countries start with CH"))
    #expect(
      presentation.accessibilityLabel == "Answer: 2 countries start with CH: Chad, Chile.")
  }

  @Test func latestFailure_offersRetry_whileTheSessionCanRetry() {
    let message = reply(id: 1, .unavailable(.capital, .connectivity))

    let retryable = MessagePresentation(message, isLatest: true, canRetry: true)
    let retrying = MessagePresentation(message, isLatest: true, canRetry: false)
    let older = MessagePresentation(message, isLatest: false, canRetry: true)

    #expect(retryable.style == .failure)
    #expect(retryable.accessibilityLabel.hasPrefix("Problem: "))
    #expect(retryable.showsRetry)
    #expect(!retrying.showsRetry)
    #expect(!older.showsRetry)
  }

  @Test func notUnderstood_offersTheExamples_onlyAsTheLatestEntry() {
    let message = reply(id: 1, .unrecognized)

    let latest = MessagePresentation(message, isLatest: true, canRetry: false)
    let older = MessagePresentation(message, isLatest: false, canRetry: false)

    #expect(latest.suggestions == ReplyWording.examples.map(\.example))
    #expect(latest.content == .text(ReplyWording.notUnderstoodHeadline))
    #expect(older.suggestions.isEmpty)
  }

  @Test func transcript_marksOnlyTheLastMessageAsLatest() {
    let messages = [
      reply(id: 0, .unrecognized), ChatMessage(id: 1, content: .question("hmm")),
      reply(id: 2, .unrecognized),
    ]

    let transcript = MessagePresentation.transcript(messages, canRetry: false)

    #expect(transcript.map(\.id) == [0, 1, 2])
    #expect(transcript.map(\.suggestions.isEmpty) == [true, true, false])
  }

  // MARK: - Helpers

  private func reply(id: Int, _ answer: Answer) -> ChatMessage {
    ChatMessage(id: id, content: .reply(Reply(question: "question", answer: answer, source: nil)))
  }

  private func country(
    _ code: String, _ name: String, capitals: [String] = [], flag: Flag = Flag(emoji: "🏳️")
  ) -> Country {
    Country(code: code, name: name, officialName: name, capitals: capitals, flag: flag)
  }
}
