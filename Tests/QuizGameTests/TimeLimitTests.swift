import QuizGame
import Testing

/// The limit a game is played under: what a best is kept for.
@Suite("TimeLimit")
struct TimeLimitTests {
  @Test(arguments: [
    (300.0 as Double?, 300 as Int?), (59.2, 60), (0, nil), (-5, nil), (nil, nil), (.nan, nil),
    (.infinity, 1_000_000_000), (1e300, 1_000_000_000),
  ])
  func aLimit_isWholeSeconds_aPartCounted_andNoneOrZeroIsUntimed(
    _ seconds: Double?, _ whole: Int?
  ) {
    #expect(TimeLimit(seconds).seconds == whole)
  }

  @Test func itsWords_sayTheClockOrUntimed() {
    #expect(TimeLimit(300).words == "in 5:00")
    #expect(TimeLimit(900).words == "in 15:00")
    #expect(TimeLimit(45).words == "in 0:45")
    #expect(TimeLimit.untimed.words == "untimed")
  }

  @Test func aBest_saysWhichLimitItIsFor_andItsTimeOnlyWhenAllWereFound() {
    let some = BestScore(found: 31, total: 54, seconds: 300)
    let all = BestScore(found: 12, total: 12, seconds: 185.9)

    #expect(some.sentence(under: TimeLimit(300)) == "Best in 5:00: 31 of 54")
    #expect(all.sentence(under: .untimed) == "Best untimed: all 12 in 3:05")
  }

  @Test func shorterLimitsComeFirst_andUntimedLast() {
    let limits: [TimeLimit] = [.untimed, TimeLimit(900), TimeLimit(60), TimeLimit(300)]

    #expect(limits.sorted() == [TimeLimit(60), TimeLimit(300), TimeLimit(900), .untimed])
  }
}
