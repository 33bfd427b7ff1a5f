import Foundation

/// Right answers out of all, by family of question, counted and printed alike by the corpus
/// benchmarks so that their tables read the same.
public struct Accuracy {
  private var byFamily: [String: (right: Int, total: Int)] = [:]

  public init() {}

  public mutating func record(_ family: String, isRight: Bool) {
    byFamily[family, default: (0, 0)].right += isRight ? 1 : 0
    byFamily[family, default: (0, 0)].total += 1
  }

  /// How many were right, in every family.
  public var right: Int { byFamily.values.reduce(0) { $0 + $1.right } }

  /// One line a family, in name order: the name padded to `nameWidth`, right / total, percent.
  public func printFamilies(nameWidth: Int) {
    for (family, tally) in byFamily.sorted(by: { $0.key < $1.key }) {
      let percent = 100 * Double(tally.right) / Double(tally.total)
      print(
        family.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
          + " \(String(format: "%4d/%-4d %6.1f%%", tally.right, tally.total, percent))")
    }
  }
}
