import Testing

/// Polls a condition for up to five seconds; fails the test if it never holds.
package func waitUntil(
  sourceLocation: SourceLocation = #_sourceLocation, _ condition: @Sendable () -> Bool
) async throws {
  for _ in 0..<500 {
    if condition() { return }
    try await Task.sleep(for: .milliseconds(10))
  }
  Issue.record("Condition never held", sourceLocation: sourceLocation)
}
