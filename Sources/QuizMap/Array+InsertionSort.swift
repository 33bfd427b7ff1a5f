extension Array where Element: Comparable {
  /// The elements in increasing order, sorted by insertion: the map sorts at most a few hundred
  /// values at a time, and the standard library's sort, specialised for each element type,
  /// would add its own code to the binary.
  func sortedByInsertion() -> [Element] {
    var sorted = self
    for index in sorted.indices {
      var position = index
      while position > 0, sorted[position - 1] > sorted[position] {
        sorted.swapAt(position, position - 1)
        position -= 1
      }
    }
    return sorted
  }
}
