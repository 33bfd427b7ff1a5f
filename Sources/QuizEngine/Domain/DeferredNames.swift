import Synchronization

/// Names made only when first read, then kept. A catalog holds ten times more translations
/// than all its other names together, and most runs never read one: making them up front was
/// most of the bundled data's loading time at every start.
public typealias DeferredNames = Deferred<[String]>

/// Where a country's details come from when they are made apart from it: the flag's
/// description and the translations, three quarters of a catalog's text, which no question
/// needs at start-up. The bundled snapshot keeps each half in its own compressed stream, so
/// reading one never makes the other.
public protocol CountryDetailsSource: AnyObject, Sendable {
  /// The description of the record at `index`, whose code is `code`; nil for none or damage.
  func flagDescription(at index: Int, code: String) -> String?
  /// The translations of the record at `index`, whose code is `code`; none for damage.
  func translatedNames(at index: Int, code: String) -> [String]
}

/// A country's details, each half made from its source only when first read, then kept.
/// One object per country holding both halves, rather than two `Deferred`s and their
/// closures: start-up makes one of these for every country.
public final class DeferredDetails: Sendable {
  private let source: any CountryDetailsSource
  private let index: Int
  private let code: String
  private let description = Mutex<String??>(nil)
  private let names = Mutex<[String]?>(nil)

  public init(source: any CountryDetailsSource, index: Int, code: String) {
    self.source = source
    self.index = index
    self.code = code
  }

  public var flagDescription: String? {
    description.withLock { made in
      if let made { return made }
      let value = source.flagDescription(at: index, code: code)
      made = .some(value)
      return value
    }
  }

  public var translatedNames: [String] {
    names.withLock { made in
      if let made { return made }
      let value = source.translatedNames(at: index, code: code)
      made = value
      return value
    }
  }
}

/// A value made only when first read, then kept, for what start-up can do without.
public final class Deferred<Value: Sendable>: Sendable {
  private let make: @Sendable () -> Value
  private let made = Mutex<Value?>(nil)

  /// `make` runs at most once, on the first read; it must not fail (check the input up front).
  public init(_ make: @escaping @Sendable () -> Value) { self.make = make }

  public var value: Value {
    made.withLock { made in
      if let made { return made }
      let value = make()
      made = value
      return value
    }
  }
}
