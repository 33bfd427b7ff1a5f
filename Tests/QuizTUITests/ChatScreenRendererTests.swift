import QuizChat
import QuizEngine
import Testing

@testable import QuizTUI

@Suite("ChatScreenRenderer")
struct ChatScreenRendererTests {
  private let answered = ChatScreenModel(
    entries: sampleEntries, status: .answered, source: "bundled snapshot 2026-02-25")

  @Test func at80x24_showsTheWholeConversation_atTheBottom_withStatusAndInput() {
    let frame = render(answered, size: 80, 24)

    #expect(
      frame.trimmedLines == [
        "", "", "", "", "", "", "",
        "You  What is the capital of Belgium?",
        "Quiz The capital of Belgium is Brussels.",
        "",
        "You  flag of brazil",
        "Quiz The flag of Brazil is 🇧🇷",
        "     It has a green field with a yellow rhombus.",
        "",
        "You  capital of 中国",
        "Quiz The capital of China is Beijing (北京).",
        "",
        "You  capital of Cote d'Ivoire",
        "Quiz The capital of Ivory Coast is Yamoussoukro. Côte d́",
        "",
        "You  capital of ישראל",
        "Quiz The capital of Israel is Jerusalem (ירושלים).",
        " Answered · bundled snapshot 2026-02-25 · F1 help  ^C quit",
        "›",
      ])
    #expect(frame.everyRowFits)
    #expect(frame.cursor?.row == 23)
    #expect(frame.cursor?.column == 2)
  }

  @Test func at40x10_wrapsAtWords_andFollowsTheNewest() {
    let frame = render(answered, size: 40, 10)

    #expect(
      frame.trimmedLines == [
        "",
        "You  capital of Cote d'Ivoire",
        "Quiz The capital of Ivory Coast is",
        "     Yamoussoukro. Côte d́",
        "",
        "You  capital of ישראל",
        "Quiz The capital of Israel is Jerusalem",
        "     (ירושלים).",
        " Answered · bundled snapshot 2026-02-25",
        "›",
      ])
    #expect(frame.everyRowFits)
  }

  @Test func at20x5_stillShowsTranscriptStatusAndInput() {
    let frame = render(answered, size: 20, 5)

    #expect(
      frame.trimmedLines == [
        "     Israel is",
        "     Jerusalem",
        "     (ירושלים).",
        " Answered",
        "›",
      ])
    #expect(frame.everyRowFits)
  }

  @Test func scrolledUp_holdsItsPlace_andSaysNewerMessagesWait() {
    var ui = ChatUIState()
    ui.scroll = TranscriptLayout(entries: sampleEntries, width: 40)
      .scroll(.following, by: 3, height: 8)
    let model = ChatScreenModel(
      entries: sampleEntries, status: .error(.connectivity), offersOffline: true,
      source: "REST Countries v5, cached 3 h ago")

    let frame = render(model, ui, size: 40, 10)

    #expect(
      frame.trimmedLines == [
        "Quiz The capital of China is Beijing",
        "     (北京).",
        "",
        "You  capital of Cote d'Ivoire",
        "Quiz The capital of Ivory Coast is",
        "     Yamoussoukro. Côte d́",
        "",
        "↓ newer messages below · End",
        " No connection · F5 retry  F6 offline",
        "›",
      ])
  }

  @Test func wideCharacters_takeTwoCells_andNothingOverflows() {
    let model = ChatScreenModel(
      entries: [answer(0, "🇧🇷🇯🇵🇩🇪 中华人民共和国 e\u{301}e\u{301}e\u{301} 👨‍👩‍👧 ירושלים")])

    for size in [(20, 5), (40, 10), (80, 24)] {
      let frame = render(model, size: size.0, size.1)

      #expect(frame.everyRowFits, "at \(size)")
    }
  }

  @Test(
    arguments: [
      (
        ChatScreenModel.Status.ready, false,
        " Ready · bundled snapshot 2026-02-25 · F1 help  ^C quit"
      ),
      (
        .loading, false,
        " ⠋ Looking up… · Esc cancel · bundled snapshot 2026-02-25 · F1 help  ^C quit"
      ),
      (.answered, false, " Answered · bundled snapshot 2026-02-25 · F1 help  ^C quit"),
      (
        .error(.connectivity), true,
        " No connection · F5 retry  F6 offline · bundled snapshot 2026-02-25 · F1 help"
      ),
      (
        .error(.invalidData), false,
        " Bad data from server · F5 retry · bundled snapshot 2026-02-25 · F1 help"
      ),
      (
        .error(.rateLimited(retryAfterSeconds: 3)), false,
        " Rate limited · F5 retry · bundled snapshot 2026-02-25 · F1 help  ^C quit"
      ),
      (
        .error(.unauthorized), true,
        " API key refused · F5 retry  F6 offline · bundled snapshot 2026-02-25 · F1 help"
      ),
    ] as [(ChatScreenModel.Status, Bool, String)])
  func statusBar_saysTheStateAndWhatCanBeDone_inEveryState(
    _ status: ChatScreenModel.Status, _ offersOffline: Bool, _ expected: String
  ) {
    let model = ChatScreenModel(
      status: status, offersOffline: offersOffline, source: "bundled snapshot 2026-02-25")

    let frame = render(model, size: 80, 5)

    #expect(frame.trimmedLines[3] == expected)
    #expect(frame.rows[3].allSatisfy { $0.role == .statusBar || $0.role == .statusError })
  }

  @Test func statusBar_saysWhenQuestionsMayLeaveTheMachine_andShortensOnNarrowScreens() {
    let model = ChatScreenModel(
      status: .ready, source: "REST Countries v5, cached 3 h ago (stale)", usesLLM: true)

    #expect(
      render(model, size: 120, 5).trimmedLines[3]
        == " Ready · REST Countries v5, cached 3 h ago (stale) · LLM on: questions may leave this machine · F1 help  ^C quit"
    )
    #expect(
      render(model, size: 60, 5).trimmedLines[3]
        == " Ready · REST Countries v5, cached 3 h ago (stale) · LLM on")
    #expect(render(model, size: 20, 5).trimmedLines[3] == " Ready · LLM on")
  }

  @Test func statusBar_neverWraps_evenWhenNothingFits() {
    let model = ChatScreenModel(status: .error(.bundledDataMissing), source: "x")

    let frame = render(model, size: 20, 5)

    #expect(frame.trimmedLines[3] == " Bundled data missin")
    #expect(frame.trimmedLines[4] == "›")
  }

  @Test func questionsAndAnswers_differByLabel_notOnlyByColour() {
    let frame = render(answered, size: 80, 24)

    #expect(frame.rows[7].prefix(3).map(\.text).joined() == "You")
    #expect(frame.rows[7][0].role == .questionLabel)
    #expect(frame.rows[8].prefix(4).map(\.text).joined() == "Quiz")
    #expect(frame.rows[8][0].role == .answerLabel)
    #expect(frame.rows[12][5].role == .secondary)
  }

  @Test func aFlagReply_isTheSpecSentence_withTheDescriptionAsADimmedDetailLine() {
    let brazil = Country(
      code: "BR", name: "Brazil", officialName: "Federative Republic of Brazil",
      capitals: ["Brasília"],
      flag: Flag(emoji: "🇧🇷", description: "The flag of Brazil has a green field."))
    let reply = Reply(
      question: "flag of brazil", answer: .flag(CountryMatch(country: brazil)), source: nil)
    var staleNoticeShown = false
    var latestSource: DataSource?
    let entry = ChatScreenModel.entry(
      for: ChatMessage(id: 1, content: .reply(reply)), staleNoticeShown: &staleNoticeShown,
      latestSource: &latestSource)

    let frame = render(ChatScreenModel(entries: [entry], status: .answered), size: 40, 5)

    #expect(entry.text == "The flag of Brazil is 🇧🇷")
    #expect(entry.details == ["It has a green field."])
    #expect(frame.trimmedLines[1] == "Quiz The flag of Brazil is 🇧🇷")
    #expect(frame.trimmedLines[2] == "     It has a green field.")
    #expect(frame.rows[2][5].role == .secondary)
  }

  @Test func longInput_scrollsSideways_keepingTheCursorOnScreen() {
    var ui = ChatUIState()
    ui.editor.insert("what is the capital of the united kingdom of great britain")

    let frame = render(ChatScreenModel(status: .ready, source: "s"), ui, size: 30, 5)

    #expect(frame.trimmedLines[4] == "… ed kingdom of great britain")
    #expect(frame.cursor?.row == 4)
    #expect(frame.cursor?.column == 29)
  }

  @Test func anEmptyTranscript_greets_withExampleQuestionsAndAGame() {
    let frame = render(ChatScreenModel(status: .ready, source: "s"), size: 80, 24)

    let lines = frame.trimmedLines
    #expect(lines[0] == "Ask about the world's countries, in your own words. Try:")
    for example in ReplyWording.examples {
      #expect(lines.contains("  \(example.example)"))
    }
    #expect(lines.contains("Or play a timed game:"))
    #expect(lines.contains("  Quiz me on the capitals of Africa"))
    #expect(lines.contains { $0.hasPrefix("F1 help") })
    #expect(lines[23] == "›")
    #expect(frame.everyRowFits)
  }

  @Test func theGreeting_wrapsOnANarrowScreen_andGivesWayToTheFirstQuestion() {
    let narrow = render(ChatScreenModel(status: .ready, source: "s"), size: 20, 5)
    let asked = render(answered, size: 80, 24)

    #expect(narrow.trimmedLines[0] == "Ask about the")
    #expect(narrow.everyRowFits)
    #expect(!asked.trimmedLines.contains("Or play a timed game:"))
  }

  @Test func helpOverlay_listsTheQuestionsAndKeys_andScrollsWhenTall() {
    var ui = ChatUIState()
    ui.showsHelp = true

    let tall = render(ChatScreenModel(status: .ready, source: "s"), ui, size: 80, 46)
    let short = render(ChatScreenModel(status: .ready, source: "s"), ui, size: 60, 12)

    #expect(tall.trimmedLines[0] == " Help · Esc closes")
    #expect(tall.trimmedLines.contains(" • What is the capital of Belgium?"))
    #expect(tall.trimmedLines.contains(" Or the other way round:"))
    #expect(tall.trimmedLines.contains(" • Which country has Lima as its capital?"))
    #expect(tall.trimmedLines.contains(" • What country is DE?"))
    #expect(tall.trimmedLines.contains(" Then follow up:"))
    #expect(tall.trimmedLines.contains(" • and Spain?"))
    #expect(tall.trimmedLines.contains(" • what about its flag?"))
    #expect(tall.trimmedLines.contains(" Or play a timed game:"))
    #expect(tall.trimmedLines.contains(" • Quiz me on the capitals of Africa"))
    #expect(tall.trimmedLines.contains { $0.hasPrefix(" • let's play") })
    #expect(tall.trimmedLines.contains { $0.hasPrefix(" F3") && $0.contains("hint") })
    #expect(tall.trimmedLines.contains { $0.hasPrefix(" F4") && $0.contains("pause") })
    #expect(tall.trimmedLines.contains(" F5 or Ctrl-R  retry after an error"))
    #expect(tall.trimmedLines.contains(" Ctrl-C        quit (Ctrl-D on an empty line)"))
    #expect(short.trimmedLines[0] == " Help · Esc closes · ↓ more")
  }

  @Test(arguments: [(19, 5), (20, 4), (5, 2), (0, 0), (1, 1)])
  func belowTheMinimum_saysTheTerminalIsTooSmall(_ columns: Int, _ rows: Int) {
    let frame = render(answered, size: columns, rows)

    #expect(frame.rows.count == rows)
    #expect(frame.rows.allSatisfy { $0.count == columns })
    if rows > 0, columns >= 5 {
      #expect(frame.lines[rows / 2].contains("Termi"))
    }
    #expect(frame.cursor == nil)
  }

  private func render(
    _ model: ChatScreenModel, _ ui: ChatUIState = ChatUIState(), size columns: Int, _ rows: Int
  ) -> Frame {
    ChatScreenRenderer.render(model, ui, size: ScreenSize(columns: columns, rows: rows))
  }
}
