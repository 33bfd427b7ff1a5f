/// Which of several countries is sovereign, for naming it first when they share a capital:
/// "Washington, D.C. is the capital of the United States and the United States Minor
/// Outlying Islands."
public enum Sovereignty {
  /// Sovereign countries first, then territories; otherwise in the order given.
  public static func sovereignFirst(_ countries: [Country]) -> [Country] {
    let territories = countries.map { isTerritory($0, among: countries) }
    return zip(countries, territories).filter { !$0.1 }.map(\.0)
      + zip(countries, territories).filter { $0.1 }.map(\.0)
  }

  /// The data read today does not say whether a country is independent, so this decides it
  /// from the territory's code, or from its name beginning with another country's name ("United
  /// States Minor Outlying Islands"). The only place to change when the data says it itself.
  public static func isTerritory(_ country: Country, among countries: [Country]) -> Bool {
    if territoryCodes.contains(country.code) { return true }
    let words = country.name.split(separator: " ")
    return countries.contains { other in
      let otherWords = other.name.split(separator: " ")
      return otherWords.count < words.count && words.starts(with: otherWords)
    }
  }

  /// ISO 3166-1 codes of the territories of a sovereign state that have their own code:
  /// dependencies, overseas regions and collectivities, external and unincorporated
  /// territories, special administrative regions. Disputed states and Antarctica are not listed:
  /// they are named in the order the data gives.
  static let territoryCodes: Set<String> = Set(
    words: """
      AI AS AW AX BL BM BQ BV CC CK CW CX FK FO GF GG GI GL GP GS GU HK HM IM IO JE KY MF MO
      MP MQ MS NC NF NU PF PM PN PR RE SH SJ SX TC TF TK UM VG VI WF YT
      """)
}
