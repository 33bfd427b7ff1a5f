import Synchronization

/// Names made only when first read, then kept. A catalog holds ten times more translations
/// than all its other names together, and most runs never read one: making them up front was
/// most of the bundled data's loading time at every start.
public typealias DeferredNames = Deferred<[String]>

/// What a country's data says that no question needs at start-up: the flag's description and
/// the translations, three quarters of a catalog's text. The bundled snapshot keeps them apart,
/// compressed, and makes them only when one is first read.
public struct CountryDetails: Sendable, Hashable {
  public let flagDescription: String?
  public let translatedNames: [String]

  public init(flagDescription: String?, translatedNames: [String]) {
    self.flagDescription = flagDescription
    self.translatedNames = translatedNames
  }

  /// For data whose details are damaged or missing.
  public static let none = CountryDetails(flagDescription: nil, translatedNames: [])
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
