import Foundation

/// What the benchmarks share: turning durations into microseconds, reading percentiles off
/// sorted samples, and printing them alike, so their figures can be compared.
public enum Latency {
  public static func microseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1_000_000 + Double(attoseconds) / 1_000_000_000_000
  }

  /// The sample at `fraction` (0…1) of `sorted`, nearest rank; 0 for no samples.
  public static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    guard !sorted.isEmpty else { return 0 }
    let position = min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))
    return sorted[position]
  }

  public static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
