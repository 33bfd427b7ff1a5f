import Foundation

/// Case and accent folding that does not depend on ICU, so it is fast and the same on every
/// platform: "Åland" and "aland" fold alike, "Côte d'Ivoire" to "cote d'ivoire".
public enum TextFolding {
  /// Lower-cases and strips diacritics; Latin letters with no ASCII base ("ß", "æ", "ø")
  /// become their usual spellings. Other scripts are kept, lower-cased.
  public static func fold(_ text: some StringProtocol) -> String {
    var folded = ""
    folded.unicodeScalars.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        let value = scalar.value
        folded.unicodeScalars.append(
          (65...90).contains(value) ? Unicode.Scalar(value + 32)! : scalar)
      } else if let replacement = latinFolds[scalar] {
        folded.unicodeScalars.append(contentsOf: replacement.unicodeScalars)
      } else if scalar.properties.generalCategory == .nonspacingMark {
        continue
      } else {
        folded.unicodeScalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
      }
    }
    return folded
  }

  /// Latin, Greek and Cyrillic letters with diacritics mapped to their base letters, built
  /// once from Foundation's canonical decompositions so folding itself never calls into it.
  private static let latinFolds: [Unicode.Scalar: String] = {
    var table: [Unicode.Scalar: String] = [
      "ß": "ss", "ẞ": "ss", "æ": "ae", "Æ": "ae", "ø": "o", "Ø": "o", "œ": "oe", "Œ": "oe",
      "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ð": "d", "Ð": "d", "þ": "th", "Þ": "th",
      "ı": "i", "ħ": "h", "Ħ": "h", "ŧ": "t", "Ŧ": "t", "ŋ": "n", "Ŋ": "n",
      "\u{2019}": "'", "\u{2018}": "'", "\u{02BC}": "'", "\u{00A0}": " ",
    ]
    let ranges: [ClosedRange<UInt32>] = [
      0xC0...0x24F, 0x370...0x3FF, 0x400...0x4FF, 0x1E00...0x1EFF, 0x1F00...0x1FFF,
    ]
    for range in ranges {
      for value in range {
        guard let scalar = Unicode.Scalar(value), table[scalar] == nil else { continue }
        let base = String(scalar).decomposedBase
        if let base {
          table[scalar] = base.lowercased()
        }
      }
    }
    return table
  }()
}

extension String {
  /// The base letters of a character after canonical decomposition, or nil when it has none.
  fileprivate var decomposedBase: String? {
    let nfd = decomposedStringWithCanonicalMapping.unicodeScalars
    let base = nfd.filter { $0.properties.generalCategory != .nonspacingMark }
    guard !base.isEmpty, base.count < nfd.count else { return nil }
    return String(String.UnicodeScalarView(base))
  }
}
