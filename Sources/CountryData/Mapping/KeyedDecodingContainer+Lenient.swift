extension KeyedDecodingContainer {
  /// The value when present and of the expected type; nil otherwise. Corrupt data still throws.
  func lenient<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    do {
      return try decodeIfPresent(type, forKey: key)
    } catch let error as DecodingError where error.isShapeMismatch {
      return nil
    }
  }

  /// The object under `key` as a container, when present and an object; nil otherwise.
  func lenientContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey>? {
    guard contains(key) else { return nil }
    do {
      return try nestedContainer(keyedBy: type, forKey: key)
    } catch let error as DecodingError where error.isShapeMismatch {
      return nil
    }
  }
}

/// A value decoded if it can be, so that one odd record (or capital) does not cost the whole
/// list it stands in. Corrupt data still throws.
struct Lenient<Wrapped: Decodable>: Decodable {
  let value: Wrapped?

  init(from decoder: any Decoder) throws {
    do {
      value = try Wrapped(from: decoder)
    } catch let error as DecodingError where error.isShapeMismatch {
      value = nil
    }
  }
}

extension DecodingError {
  /// True for a value of an unexpected type or a missing one. Foundation validates strings
  /// lazily, so invalid UTF-8 only surfaces when a field is read, as some other error: that
  /// must fail the whole body, not just drop the field.
  var isShapeMismatch: Bool {
    switch self {
    case .typeMismatch, .valueNotFound, .keyNotFound: true
    case .dataCorrupted: false
    @unknown default: false
    }
  }
}
