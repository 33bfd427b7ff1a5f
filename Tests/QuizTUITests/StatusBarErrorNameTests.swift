import QuizEngine
import Testing

@testable import QuizTUI

@Suite("StatusBar error names")
struct StatusBarErrorNameTests {
  @Test func aMissingHelper_isNamedInTheStatusBar_notCalledNoConnection() {
    let name = StatusBar.errorName(.fetcherMissing(name: "quiz-http", searched: ["/x/quiz-http"]))

    #expect(name == "quiz-http missing")
  }
}
