extension KeyedDecodingContainer {
  /// The value when present and of the expected type; nil otherwise. Corrupt data still throws.
  func lenient<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    do {
      return try decodeIfPresent(type, forKey: key)
    } catch let error as DecodingError where error.isShapeMismatch {
      return nil
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
