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
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
      let wordWidth = DisplayWidth.of(word)
      if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
        line += " " + word
        lineWidth += 1 + wordWidth
        continue
      }
      if lineWidth > 0 {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      if wordWidth <= width {
        line = String(word)
        lineWidth = wordWidth
        continue
      }
      for character in word {
        let characterWidth = DisplayWidth.of(character)
        if lineWidth + characterWidth > width, lineWidth > 0 {
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
