import XCTest

/// Drives the chat screen against the app's `StubQuiz` (launched with `-ui-testing`), so these
/// tests check the screen, not the data: every reply here is canned.
///
/// Message ids count from 0 in transcript order: a first question is `message-0` and its reply
/// `message-1`.
final class ChatUITests: XCTestCase {
  override func setUpWithError() throws {
    continueAfterFailure = false
  }

  @MainActor
  func test_sendIsDisabled_untilSomethingIsTyped() {
    let app = launch()

    XCTAssertFalse(app.buttons["sendButton"].isEnabled)
    app.textFields["questionField"].tap()
    app.textFields["questionField"].typeText("capital")

    XCTAssertTrue(app.buttons["sendButton"].isEnabled)
  }

  @MainActor
  func test_capitalQuestion_sentWithReturn_showsQuestionAndAnswer() {
    let app = launch()

    enter("What is the capital of Belgium?\n", in: app)

    assertMessage(0, in: app, contains: "You asked: What is the capital of Belgium?")
    assertMessage(1, in: app, contains: "The capital of Belgium is Brussels.")
  }

  @MainActor
  func test_prefixQuestion_showsTheCountAndEveryName() {
    let app = launch()

    ask("Which countries start with CH?", in: app)

    assertMessage(1, in: app, contains: "4 countries start with CH")
    assertMessage(1, in: app, contains: "Chad, Chile, China, Christmas Island")
  }

  @MainActor
  func test_codeQuestion_showsTheCode() {
    let app = launch()

    ask("What is the ISO code for Greece?", in: app)

    assertMessage(1, in: app, contains: "The ISO alpha-2 code for Greece is GR.")
  }

  @MainActor
  func test_flagQuestion_showsTheEmoji_theDescriptionAsACaption_andTheImage() {
    let app = launch()

    ask("Show me the flag of Brazil", in: app)

    assertMessage(1, in: app, contains: "The flag of Brazil is 🇧🇷")
    let caption = app.staticTexts["flag-caption-1"]
    XCTAssertTrue(caption.waitForExistence(timeout: 5), "the flag's caption never appeared")
    XCTAssertEqual(caption.label, "It has a green field with a large yellow rhombus.")
    let image = app.images["flag-1"]
    XCTAssertTrue(image.waitForExistence(timeout: 5), "the flag image never appeared")
    XCTAssertEqual(image.label, "Picture of the flag")
  }

  @MainActor
  func test_notUnderstood_offersSuggestions_andTappingOneAsksIt() {
    let app = launch()

    ask("blah blah", in: app)
    assertMessage(1, in: app, contains: "Sorry, I didn't understand that.")
    let suggestion = app.buttons["suggestion-0"]
    XCTAssertTrue(suggestion.waitForExistence(timeout: 5), "no suggestion chips")
    suggestion.tap()

    assertMessage(2, in: app, contains: "You asked: What is the capital of Belgium?")
    assertMessage(3, in: app, contains: "The capital of Belgium is Brussels.")
    XCTAssertFalse(app.buttons["suggestion-0"].exists, "old suggestions should go away")
  }

  @MainActor
  func test_failure_showsAnErrorWithRetry_andRetryAnswers() {
    let app = launch(scenario: "fail-once")

    ask("What is the capital of Belgium?", in: app)
    assertMessage(1, in: app, contains: "Problem: I can't reach REST Countries right now")
    let retry = app.buttons["retryButton"]
    XCTAssertTrue(retry.waitForExistence(timeout: 5), "no Retry button after a failure")
    retry.tap()

    assertMessage(2, in: app, contains: "The capital of Belgium is Brussels.")
    XCTAssertFalse(app.buttons["retryButton"].exists, "Retry should go once answered")
  }

  @MainActor
  func test_busyIndicator_showsWhileAnswering_andGoesWhenAnswered() {
    let app = launch(scenario: "slow")

    ask("What is the capital of Belgium?", in: app)

    let busy = element("busyIndicator", in: app)
    XCTAssertTrue(busy.waitForExistence(timeout: 2), "no busy indicator while answering")
    assertMessage(1, in: app, contains: "The capital of Belgium is Brussels.")
    XCTAssertFalse(busy.exists, "the busy indicator should go once answered")
  }

  // MARK: - Helpers

  @MainActor
  private func launch(scenario: String = "answers") -> XCUIApplication {
    let app = XCUIApplication()
    app.launchArguments = ["-ui-testing"]
    app.launchEnvironment = ["UI_TEST_SCENARIO": scenario]
    app.launch()
    return app
  }

  /// Any element with this identifier, whatever its type (text, image, group, spinner).
  @MainActor
  private func element(_ identifier: String, in app: XCUIApplication) -> XCUIElement {
    app.descendants(matching: .any).matching(identifier: identifier).firstMatch
  }

  @MainActor
  private func enter(_ text: String, in app: XCUIApplication) {
    let field = app.textFields["questionField"]
    XCTAssertTrue(field.waitForExistence(timeout: 5), "no question field")
    field.tap()
    field.typeText(text)
  }

  @MainActor
  private func ask(_ question: String, in app: XCUIApplication) {
    enter(question, in: app)
    app.buttons["sendButton"].tap()
  }

  @MainActor
  private func assertMessage(
    _ id: Int, in app: XCUIApplication, contains expected: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let message = element("message-\(id)", in: app)
    XCTAssertTrue(
      message.waitForExistence(timeout: 10), "message-\(id) never appeared", file: file,
      line: line)
    XCTAssertTrue(
      message.label.contains(expected), "message-\(id) reads \"\(message.label)\"", file: file,
      line: line)
  }
}
