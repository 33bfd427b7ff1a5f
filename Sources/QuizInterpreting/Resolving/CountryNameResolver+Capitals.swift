import QuizEngine

extension CountryNameResolver {
  /// The countries whose capital `typed` names, forgiving typos and other spellings (see
  /// `CapitalIndex`). `catalog` is the one the resolver was built from.
  public func resolveCapital(_ typed: String, in catalog: CountryCatalog) -> CapitalResolution {
    capitals.resolve(typed)
  }
}
