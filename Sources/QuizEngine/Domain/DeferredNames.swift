import Synchronization

/// Names made only when first read, then kept. A catalog holds ten times more translations
/// than all its other names together, and most runs never read one: making them up front was
/// most of the bundled data's loading time at every start.
public final class DeferredNames: Sendable {
  private let make: @Sendable () -> [String]
  private let names = Mutex<[String]?>(nil)

  /// `make` runs at most once, on the first read; it must not fail (check the input up front).
  public init(_ make: @escaping @Sendable () -> [String]) { self.make = make }

  public var value: [String] {
    names.withLock { names in
      if let names { return names }
      let made = make()
      names = made
      return made
    }
  }
}
