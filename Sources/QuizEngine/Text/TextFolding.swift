/// Case and accent folding that does not depend on ICU, so it is fast and the same on every
/// platform: "Åland" and "aland" fold alike, "Côte d'Ivoire" to "cote d'ivoire".
public enum TextFolding {
  /// Lower-cases and strips diacritics; Latin letters with no ASCII base ("ß", "æ", "ø")
  /// become their usual spellings. Other scripts are kept, lower-cased.
  public static func fold(_ text: some StringProtocol) -> String {
    var folded = ""
    folded.unicodeScalars.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        let lowered = (65...90).contains(value) ? value + 32 : value
        folded.unicodeScalars.append(Unicode.Scalar(UInt8(lowered)))
      } else if let base = baseLetters(of: value) {
        folded.unicodeScalars.append(contentsOf: base.unicodeScalars)
      } else if scalar.properties.generalCategory == .nonspacingMark {
        continue
      } else {
        folded.unicodeScalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
      }
    }
    return folded
  }
}
