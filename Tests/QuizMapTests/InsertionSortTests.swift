import Testing

@testable import QuizMap

@Suite("Sorting by insertion")
struct InsertionSortTests {
  @Test(arguments: [
    ([], []), ([3], [3]), ([3, 1, 2], [1, 2, 3]), ([2, 2, 1, 2], [1, 2, 2, 2]),
    ([5, 4, 3, 2, 1], [1, 2, 3, 4, 5]),
  ])
  func sortedByInsertion_putsTheElementsInIncreasingOrder(values: [Int], expected: [Int]) {
    #expect(values.sortedByInsertion() == expected)
  }

  @Test func longitudes_sortLikeTheStandardLibrarysSort() {
    let longitudes = [170.5, -179.9, 0, -0.5, 179.9, 12.25, -45]

    #expect(longitudes.sortedByInsertion() == longitudes.sorted())
  }
}
