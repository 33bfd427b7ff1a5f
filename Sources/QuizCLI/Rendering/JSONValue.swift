/// A JSON value that keeps the order of object keys, so `--json` lines read naturally
/// ("question" first) and are byte-for-byte stable for scripts and tests.
enum JSONValue: Equatable {
  case string(String)
  case number(Int)
  /// Written to a thousandth: shares and seconds need no more; null when not finite.
  case decimal(Double)
  case bool(Bool)
  case null
  case array([JSONValue])
  case object([(String, JSONValue)])

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.serialized() == rhs.serialized()
  }

  /// One line of JSON: no raw control characters, so it is safe on a terminal too.
  func serialized() -> String {
    var output = ""
    write(to: &output)
    return output
  }

  private func write(to output: inout String) {
    switch self {
    case .string(let text): Self.writeString(text, to: &output)
    case .number(let value): output += String(value)
    case .decimal(let value):
      guard value.isFinite else {
        output += "null"
        return
      }
      let rounded = (value * 1000).rounded() / 1000
      output +=
        abs(rounded) < 1e15 && rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    case .bool(let value): output += value ? "true" : "false"
    case .null: output += "null"
    case .array(let values):
      output += "["
      for (position, value) in values.enumerated() {
        if position > 0 { output += "," }
        value.write(to: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (position, (key, value)) in members.enumerated() {
        if position > 0 { output += "," }
        Self.writeString(key, to: &output)
        output += ":"
        value.write(to: &output)
      }
      output += "}"
    }
  }

  private static func writeString(_ text: String, to output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      // C0 and C1 controls, and the separators some JavaScript parsers reject.
      case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}":
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
