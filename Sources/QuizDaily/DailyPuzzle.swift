import QuizEngine

/// Which country the daily silhouette shows on a date: the same for everyone, on every
/// device, with no network.
///
/// The order, documented so that anyone can check it: the states' ISO codes sorted, then
/// shuffled (Fisher–Yates, drawing from SplitMix64 seeded with the cycle's number) once for
/// each cycle of as many days as there are states, cycles counted from 2026-01-01. Each state
/// comes once in a cycle, and no cycle repeats the last one's order.
public enum DailyPuzzle {
  /// The first day of the first cycle.
  public static let firstDay = CalendarDay(year: 2026, month: 1, day: 1)

  /// The country of `day` among `codes` (their order does not matter); nil when there are
  /// none.
  public static func country(on day: CalendarDay, among codes: some Sequence<String>) -> String? {
    var order = Array(Set(codes)).sorted()
    guard !order.isEmpty else { return nil }
    let elapsed = day.days(since: firstDay)
    let cycle = floorDivide(elapsed, order.count)
    let position = elapsed - cycle * order.count
    var random = SplitMix64(seed: UInt64(bitPattern: Int64(cycle)))
    for index in stride(from: order.count - 1, to: 0, by: -1) {
      let other = Int(random.next() % UInt64(index + 1))
      order.swapAt(index, other)
    }
    return order[position]
  }
}

/// `value / divisor` rounded towards minus infinity: day -1 is in cycle -1, not 0.
func floorDivide(_ value: Int, _ divisor: Int) -> Int {
  value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
}

/// Sebastiano Vigna's SplitMix64: a few lines, the same numbers on every platform, which the
/// standard library's generator does not promise.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
