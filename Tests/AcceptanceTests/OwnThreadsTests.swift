import Foundation
import QuizTestSupport
import Testing

@Suite("tests that block run on threads of their own", .onThreadsOfItsOwn)
struct OwnThreadsTests {
  @Test func aBlockingBody_runsOffTheCooperativePool() {
    #expect(Thread.current.name == OwnThreadsExecutor.threadName)
  }

  @Test(arguments: [1, 2]) func everyCaseOfAParameterizedTest_runsThere(_ number: Int) {
    #expect(Thread.current.name == OwnThreadsExecutor.threadName)
  }
}

@Suite("tests without the trait")
struct PoolThreadsTests {
  @Test func aBodyWithoutTheTrait_runsOnThePool() {
    #expect(Thread.current.name != OwnThreadsExecutor.threadName)
  }
}
