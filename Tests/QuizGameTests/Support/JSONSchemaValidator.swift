import Foundation

/// A JSON Schema (draft 2020-12) validator for exactly the keywords `Assets/quiz-pack.schema.json`
/// uses, since no JSON Schema library is at hand for Swift here. Every keyword it does not know
/// throws when the schema is read, so a schema that grows a keyword fails the tests instead of
/// quietly passing everything.
struct JSONSchemaValidator {
  enum SchemaError: Error, Equatable, CustomStringConvertible {
    case notJSON
    case unknownKeyword(String, at: String)
    case malformed(String, at: String)

    var description: String {
      switch self {
      case .notJSON: "the schema is not JSON"
      case .unknownKeyword(let keyword, let path):
        "the validator does not know the keyword \"\(keyword)\" (at \(path)): teach it, or do "
          + "not use it"
      case .malformed(let keyword, let path): "\"\(keyword)\" at \(path) is not as the draft says"
      }
    }
  }

  static let draft = "https://json-schema.org/draft/2020-12/schema"

  private let root: Value

  init(schema data: Data) throws(SchemaError) {
    guard let root = try? JSONDecoder().decode(Value.self, from: data) else {
      throw .notJSON
    }
    guard case .object(let keywords) = root, keywords["$schema"] == .string(Self.draft) else {
      throw .malformed("$schema", at: "#")
    }
    try Self.check(root, at: "#")
    self.root = root
  }

  /// Why the instance does not conform, one line a reason; empty when it does. An instance that
  /// is not JSON does not conform.
  func errors(in instance: Data) -> [String] {
    guard let value = try? JSONDecoder().decode(Value.self, from: instance) else {
      return ["it is not JSON"]
    }
    return errors(in: value, schema: root, at: "")
  }

  // MARK: - Reading the schema

  private static let annotations: Set = ["$schema", "title", "description"]
  private static let assertions: Set = [
    "$ref", "$defs", "type", "required", "properties", "additionalProperties", "items",
    "minItems", "maxItems", "uniqueItems", "minimum", "maximum", "maxLength", "pattern",
  ]
  private static let types: Set = [
    "null", "boolean", "object", "array", "number", "integer", "string",
  ]

  private static func check(_ schema: Value, at path: String) throws(SchemaError) {
    if case .bool = schema { return }
    guard case .object(let keywords) = schema else { throw .malformed("schema", at: path) }
    for (keyword, value) in keywords {
      guard annotations.contains(keyword) || assertions.contains(keyword) else {
        throw .unknownKeyword(keyword, at: path)
      }
      let here = "\(path)/\(keyword)"
      switch keyword {
      case "$defs", "properties":
        guard case .object(let schemas) = value else { throw .malformed(keyword, at: path) }
        for (name, subschema) in schemas { try check(subschema, at: "\(here)/\(name)") }
      case "additionalProperties", "items":
        try check(value, at: here)
      case "$ref":
        guard case .string(let reference) = value, reference.hasPrefix("#/$defs/") else {
          throw .malformed(keyword, at: path)
        }
      case "type":
        let names: [Value] = if case .array(let names) = value { names } else { [value] }
        for name in names {
          guard case .string(let type) = name, types.contains(type) else {
            throw .malformed(keyword, at: path)
          }
        }
      case "required":
        guard case .array(let names) = value,
          names.allSatisfy({ if case .string = $0 { true } else { false } })
        else { throw .malformed(keyword, at: path) }
      case "minItems", "maxItems", "maxLength", "minimum", "maximum":
        guard case .number = value else { throw .malformed(keyword, at: path) }
      case "uniqueItems":
        guard case .bool = value else { throw .malformed(keyword, at: path) }
      case "pattern":
        guard case .string(let pattern) = value, (try? Regex(pattern)) != nil else {
          throw .malformed(keyword, at: path)
        }
      default:
        break
      }
    }
  }

  // MARK: - Validating

  private func errors(in value: Value, schema: Value, at path: String) -> [String] {
    switch schema {
    case .bool(true): return []
    case .bool(false): return ["\(where: path): nothing is allowed here"]
    case .object(let keywords):
      return keywords.sorted { $0.key < $1.key }.flatMap { keyword, argument in
        errors(in: value, keyword: keyword, argument: argument, siblings: keywords, at: path)
      }
    default: return []
    }
  }

  private func errors(
    in value: Value, keyword: String, argument: Value, siblings: [String: Value],
    at path: String
  ) -> [String] {
    let failure = ["\(where: path): fails \"\(keyword)\": \(argument)"]
    switch (keyword, argument, value) {
    case ("$ref", .string(let reference), _):
      let name = String(reference.dropFirst("#/$defs/".count))
      guard case .object(let keywords) = root, case .object(let definitions)? = keywords["$defs"],
        let target = definitions[name]
      else { return ["\(where: path): \"$ref\" \(reference) names no definition"] }
      return errors(in: value, schema: target, at: path)
    case ("type", .string(let type), _):
      return value.isOf(type: type) ? [] : failure
    case ("type", .array(let types), _):
      return types.contains {
        if case .string(let type) = $0 { value.isOf(type: type) } else { false }
      }
        ? [] : failure
    case ("required", .array(let names), .object(let members)):
      return names.compactMap { name in
        guard case .string(let name) = name, members[name] == nil else { return nil }
        return "\(where: path): \"\(name)\" is required"
      }
    case ("properties", .object(let schemas), .object(let members)):
      return schemas.sorted { $0.key < $1.key }.flatMap { name, schema in
        members[name].map { errors(in: $0, schema: schema, at: "\(path)/\(name)") } ?? []
      }
    case ("additionalProperties", _, .object(let members)):
      let declared: Set<String> =
        if case .object(let schemas)? = siblings["properties"] { Set(schemas.keys) } else { [] }
      return members.sorted { $0.key < $1.key }.filter { !declared.contains($0.key) }.flatMap {
        errors(in: $0.value, schema: argument, at: "\(path)/\($0.key)")
      }
    case ("items", _, .array(let elements)):
      return elements.enumerated().flatMap { errors(in: $1, schema: argument, at: "\(path)/\($0)") }
    case ("minItems", .number(let least), .array(let elements)):
      return Double(elements.count) >= least ? [] : failure
    case ("maxItems", .number(let most), .array(let elements)):
      return Double(elements.count) <= most ? [] : failure
    case ("uniqueItems", .bool(true), .array(let elements)):
      for (offset, element) in elements.enumerated() where elements[..<offset].contains(element) {
        return failure
      }
      return []
    case ("minimum", .number(let least), .number(let number)):
      return number >= least ? [] : failure
    case ("maximum", .number(let most), .number(let number)):
      return number <= most ? [] : failure
    case ("maxLength", .number(let most), .string(let text)):
      // Characters as JSON Schema counts them: code points.
      return Double(text.unicodeScalars.count) <= most ? [] : failure
    case ("pattern", .string(let pattern), .string(let text)):
      // ECMA-262 semantics: unanchored, over code points rather than grapheme clusters.
      guard let regex = try? Regex(pattern).matchingSemantics(.unicodeScalar) else {
        return failure
      }
      return text.contains(regex) ? [] : failure
    default:
      // Annotations, and assertions about another type of instance, which the draft passes.
      return []
    }
  }
}

extension JSONSchemaValidator {
  /// A JSON value as JSON Schema sees it: numbers are one kind, strings are compared by code
  /// point.
  enum Value: Decodable, Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([Value])
    case object([String: Value])

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .null
      } else if let bool = try? container.decode(Bool.self) {
        self = .bool(bool)
      } else if let number = try? container.decode(Double.self) {
        self = .number(number)
      } else if let string = try? container.decode(String.self) {
        self = .string(string)
      } else if let array = try? container.decode([Value].self) {
        self = .array(array)
      } else {
        self = .object(try container.decode([String: Value].self))
      }
    }

    static func == (lhs: Value, rhs: Value) -> Bool {
      switch (lhs, rhs) {
      case (.null, .null): true
      case (.bool(let left), .bool(let right)): left == right
      case (.number(let left), .number(let right)): left == right
      // Swift's == holds canonically equivalent strings equal; JSON Schema compares code points.
      case (.string(let left), .string(let right)):
        left.unicodeScalars.elementsEqual(right.unicodeScalars)
      case (.array(let left), .array(let right)): left == right
      case (.object(let left), .object(let right)): left == right
      default: false
      }
    }

    func isOf(type: String) -> Bool {
      switch (type, self) {
      case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string),
        ("array", .array), ("object", .object):
        true
      case ("integer", .number(let number)): number.rounded() == number
      default: false
      }
    }

    var description: String {
      switch self {
      case .null: "null"
      case .bool(let bool): "\(bool)"
      case .number(let number): "\(number)"
      case .string(let string): "\"\(string)\""
      case .array(let elements): "[\(elements.map(\.description).joined(separator: ", "))]"
      case .object(let members): "{\(members.keys.sorted().joined(separator: ", "))}"
      }
    }
  }
}

extension String.StringInterpolation {
  /// Where in the instance, as a JSON pointer; the whole document is "the document".
  fileprivate mutating func appendInterpolation(where path: String) {
    appendLiteral(path.isEmpty ? "the document" : path)
  }
}
