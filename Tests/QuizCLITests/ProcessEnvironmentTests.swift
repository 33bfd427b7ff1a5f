import Foundation
import Testing

@testable import QuizCLI

@Suite("The process environment, read from environ")
struct ProcessEnvironmentTests {
  @Test func readsWhatFoundationReads_valuesWithEqualsSignsIncluded() {
    setenv("QUIZ_ENVIRONMENT_TEST", "a=b=c", 1)
    setenv("QUIZ_ENVIRONMENT_EMPTY", "", 1)
    defer {
      unsetenv("QUIZ_ENVIRONMENT_TEST")
      unsetenv("QUIZ_ENVIRONMENT_EMPTY")
    }

    let environment = ProcessEnvironment.read()

    #expect(environment["QUIZ_ENVIRONMENT_TEST"] == "a=b=c")
    #expect(environment["QUIZ_ENVIRONMENT_EMPTY"] == "")
    #expect(environment == ProcessInfo.processInfo.environment)
  }
}
