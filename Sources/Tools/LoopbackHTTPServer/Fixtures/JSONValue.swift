import Foundation

/// Any JSON document, decoded once and reshaped per request by the fixtures.
public enum JSONValue: Sendable, Hashable, Codable {
  case null
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// Compact, keys sorted, slashes unescaped: what a typical JSON API sends.
  public func encoded() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)) ?? Data("null".utf8)
  }

  public subscript(key: String) -> JSONValue? {
    guard case .object(let object) = self else { return nil }
    return object[key]
  }

  /// Keeps only the given dotted paths ("names.common", "flag"); arrays are trimmed element
  /// by element. A path naming a whole value keeps all of it.
  public func keeping(paths: [String]) -> JSONValue {
    keeping(PathTree(paths.map { $0.split(separator: ".").map(String.init) }))
  }

  private func keeping(_ tree: PathTree) -> JSONValue {
    if tree.keepsEverything { return self }
    switch self {
    case .object(let object):
      var kept: [String: JSONValue] = [:]
      for (key, subtree) in tree.children {
        if let value = object[key] { kept[key] = value.keeping(subtree) }
      }
      return .object(kept)
    case .array(let elements):
      return .array(elements.map { $0.keeping(tree) })
    default:
      return self
    }
  }

  private struct PathTree {
    var keepsEverything = false
    var children: [String: PathTree] = [:]

    init(_ paths: [[String]]) {
      for path in paths { insert(path[...]) }
    }

    private init() {}

    private mutating func insert(_ path: ArraySlice<String>) {
      guard let head = path.first else {
        keepsEverything = true
        return
      }
      var child = children[head] ?? PathTree()
      child.insert(path.dropFirst())
      children[head] = child
    }
  }
}

/// The JSON:API style error body REST Countries answers with.
public func restCountriesErrorsBody(_ message: String) -> Data {
  JSONValue.object(["errors": .array([.object(["message": .string(message)])])]).encoded()
}
