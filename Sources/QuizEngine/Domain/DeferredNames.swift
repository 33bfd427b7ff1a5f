import Synchronization

/// Names made only when first read, then kept. A catalog holds ten times more translations
/// than all its other names together, and most runs never read one: making them up front was
/// most of the bundled data's loading time at every start.
public typealias DeferredNames = Deferred<[String]>

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
