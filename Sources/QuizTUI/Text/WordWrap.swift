/// Breaks text into lines that fit a width in columns, at spaces where it can and inside a
/// word only when the word alone is wider than the line. Widths are per grapheme.
public enum WordWrap {
  public static func lines(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines += wrap(paragraph, width: width)
    }
    return lines
  }

  private static func wrap(_ paragraph: Substring, width: Int) -> [String] {
    // A line that fits keeps its own spacing (help's aligned columns).
    if DisplayWidth.of(paragraph) <= width { return [String(paragraph)] }
    // An indented line, or a bullet, wraps under its own text.
    let indent = paragraph.prefix(while: { $0 == " " })
    let body = paragraph.dropFirst(indent.count)
    let hanging = indent.count + (body.hasPrefix("• ") ? 2 : 0)
    guard hanging > 0, hanging < width / 2 else { return wrapWords(paragraph, width: width) }
    let lines = wrapWords(body, width: width - hanging, firstWidth: width - indent.count)
    let firstPrefix = String(indent)
    let restPrefix = String(repeating: " ", count: hanging)
    return lines.enumerated().map { ($0.offset == 0 ? firstPrefix : restPrefix) + $0.element }
  }

  private static func wrapWords(
    _ paragraph: Substring, width: Int, firstWidth: Int? = nil
  ) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    // The first line may be wider (a bullet's line starts left of its continuation).
    var limit: Int { lines.isEmpty ? (firstWidth ?? width) : width }
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
      let wordWidth = DisplayWidth.of(word)
      if lineWidth > 0, lineWidth + 1 + wordWidth <= limit {
        line += " " + word
        lineWidth += 1 + wordWidth
        continue
      }
      if lineWidth > 0 {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      if wordWidth <= limit {
        line = String(word)
        lineWidth = wordWidth
        continue
      }
      for character in word {
        let characterWidth = DisplayWidth.of(character)
        if lineWidth + characterWidth > limit, lineWidth > 0 {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        line.append(character)
        lineWidth += characterWidth
      }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }
}
