import QuizTestSupport
import Testing

@Suite("tests that block run on threads of their own", .onThreadsOfItsOwn)
struct OwnThreadsTests {
  @Test func aBlockingBody_runsOffTheCooperativePool() {
    #expect(OwnThreadsExecutor.shared.runsTheCurrentThread)
  }

  @Test(arguments: [1, 2]) func everyCaseOfAParameterizedTest_runsThere(_ number: Int) {
    #expect(OwnThreadsExecutor.shared.runsTheCurrentThread)
  }
}

@Suite("tests without the trait")
struct PoolThreadsTests {
  @Test func aBodyWithoutTheTrait_runsOnThePool() {
    #expect(!OwnThreadsExecutor.shared.runsTheCurrentThread)
  }
}
