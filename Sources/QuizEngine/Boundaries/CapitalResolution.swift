/// The countries a capital as typed names.
public enum CapitalResolution: Sendable, Hashable {
  /// `capital` is the capital as the data writes it; `countries` is never empty, sorted by
  /// name: several countries list some capitals ("Kingston", "Jerusalem").
  case found(capital: String, countries: [Country], certainty: CountryMatch.Certainty)
  case notFound
}

extension CountryResolver {
  /// Exact names only, accents, case, spaces and punctuation aside: "bogota", "Washington DC".
  public func resolveCapital(_ typed: String, in catalog: CountryCatalog) -> CapitalResolution {
    let key = CapitalKey.of(typed)
    guard !key.isEmpty else { return .notFound }
    var capital: String?
    var countries: [Country] = []
    for country in catalog.countries {
      for name in country.capitals where CapitalKey.of(name) == key {
        capital = capital ?? name
        countries.append(country)
        break
      }
    }
    guard let capital, !countries.isEmpty else { return .notFound }
    return .found(
      capital: capital, countries: countries.sorted { $0.name < $1.name }, certainty: .exact)
  }
}

/// A capital reduced to its letters and digits, folded.
enum CapitalKey {
  static func of(_ text: String) -> String {
    TextFolding.fold(String(text.prefix(160))).filter { $0.isLetter || $0.isNumber }
  }
}
