/// A quiz's lettered options, as hosts and worksheets type them: "Tegucigalpa is the capital
/// of A) Honduras B) Nicaragua C) El Salvador". Read as the choice they offer, "Honduras,
/// Nicaragua or El Salvador", which the quiz already answers with the fact.
enum MultipleChoice {
  /// `text` with its options listed as a choice; nil when it has no run of lettered options
  /// starting at A (or 1).
  static func listed(in text: String) -> String? {
    // Most messages have no closing bracket at all: nothing to look at.
    guard TextBytes.contains(UInt8(ascii: ")"), in: text) else { return nil }
    let scalars = Array(text.unicodeScalars)
    var markers: [Range<Int>] = []
    var index = 0
    while index + 1 < scalars.count, markers.count < 6 {
      if let marker = marker(at: index, in: scalars, number: markers.count) {
        markers.append(marker)
        index = marker.upperBound
      } else {
        index += 1
      }
    }
    guard markers.count >= 2 else { return nil }
    var listed = String.UnicodeScalarView(scalars[..<markers[0].lowerBound])
    for (position, marker) in markers.enumerated() {
      let end = position + 1 < markers.count ? markers[position + 1].lowerBound : scalars.count
      var option = scalars[marker.upperBound..<end]
      while let last = option.last, last.properties.isWhitespace || last == "," || last == ";" {
        option.removeLast()
      }
      if position > 0 {
        listed.append(contentsOf: (position == markers.count - 1 ? " or " : ", ").unicodeScalars)
      }
      listed.append(contentsOf: option)
    }
    return String(listed)
  }

  /// The option marker for option `number` (0 for A) at `index`: "A)", "(a)", "1)", with a
  /// space or the start before it and a space after it.
  private static func marker(at index: Int, in scalars: [Unicode.Scalar], number: Int)
    -> Range<Int>?
  {
    let letter = scalars[index] == "(" ? index + 1 : index
    guard index == 0 || scalars[index - 1].properties.isWhitespace || scalars[index - 1] == ":",
      letter + 2 < scalars.count, scalars[letter + 1] == ")",
      scalars[letter + 2].properties.isWhitespace
    else { return nil }
    let value = scalars[letter].value
    let upper = UInt32(UInt8(ascii: "A")) + UInt32(number)
    let lower = UInt32(UInt8(ascii: "a")) + UInt32(number)
    let digit = UInt32(UInt8(ascii: "1")) + UInt32(number)
    guard value == upper || value == lower || value == digit else { return nil }
    return index..<(letter + 3)
  }
}
