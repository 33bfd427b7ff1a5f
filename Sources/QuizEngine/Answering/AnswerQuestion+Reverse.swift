/// Questions asked the other way round, from a capital, a code or a flag to its country, and
/// follow-ups that ask about the conversation's country.
extension AnswerQuestion {
  static func countryWithCapital(
    _ typed: String, in catalog: CountryCatalog, resolver: some CountryResolver
  ) -> Answer {
    // "La Paz", "Colombo", "Rio de Janeiro": a city with another role than the data's capital
    // is answered with that role, never as if it were the capital.
    if let row = AcceptedNames.capital(named: typed), let standing = row.standing,
      let country = catalog.country(withCode: row.code)
    {
      return row.isCredited
        ? .countryWithSeat(CountryMatch(country: country), city: row.name, standing: standing)
        : .formerCapital(city: row.name, country: country, capital: standing.capital)
    }
    switch resolver.resolveCapital(typed, in: catalog) {
    case .found(let capital, let countries, let certainty):
      guard countries.count == 1, let country = countries.first else {
        let ordered = Sovereignty.sovereignFirst(countries)
        return .countriesWithCapital(ordered, capital: spelling(of: capital, by: ordered.first))
      }
      return .countryWithCapital(
        CountryMatch(country: country, certainty: certainty), capital: capital)
    case .notFound:
      // "Toronto city is the capital of which country?": the city's name is what was typed.
      let words = typed.split(separator: " ")
      if words.count > 1, words.last?.lowercased() == "city" {
        return countryWithCapital(
          words.dropLast().joined(separator: " "), in: catalog, resolver: resolver)
      }
      // "what country is the capital can bearer in": no city's name to quote back.
      return capitalWithItsCountry(typed, in: catalog, resolver: resolver)
        ?? capitalBeforeOtherWords(typed, in: catalog, resolver: resolver)
        ?? capitalAfterOtherWords(typed, in: catalog, resolver: resolver)
        ?? (resolver.isEverydayWords(typed)
          ? .unrecognized : .countryNotFound(.countryByCapital, typed: typed, suggestion: nil))
    }
  }

  /// "hotel in Vientiane booked! which country is it the capital of": a capital typed with a
  /// capital letter, then words in small letters that name nothing.
  private static func capitalBeforeOtherWords(
    _ typed: String, in catalog: CountryCatalog, resolver: some CountryResolver
  ) -> Answer? {
    let words = typed.split(separator: " ")
    guard (2...4).contains(words.count), let first = words.first?.unicodeScalars.first,
      first.properties.isUppercase,
      words.dropFirst().allSatisfy({ $0.unicodeScalars.allSatisfy(\.properties.isLowercase) }),
      case .found(let capital, let countries, .exact) = resolver.resolveCapital(
        String(words[0]), in: catalog),
      countries.count == 1, let country = countries.first
    else { return nil }
    return .countryWithCapital(CountryMatch(country: country), capital: capital)
  }

  /// "Q7: Nuuk is the capital of which territory?", "which polity claims Podgorica as its
  /// capital?": a label or words in small letters, then a capital typed with its capital letter.
  private static func capitalAfterOtherWords(
    _ typed: String, in catalog: CountryCatalog, resolver: some CountryResolver
  ) -> Answer? {
    let words = typed.split(separator: " ")
    guard (2...4).contains(words.count) else { return nil }
    for count in (1...min(2, words.count - 1)).reversed() {
      let name = words.suffix(count).joined(separator: " ")
      guard name.unicodeScalars.first?.properties.isUppercase == true,
        words.dropLast(count).allSatisfy({ word in
          word.hasSuffix(":") || word.unicodeScalars.allSatisfy(\.properties.isLowercase)
        }),
        case .found(let capital, let countries, .exact) = resolver.resolveCapital(name, in: catalog),
        countries.count == 1, let country = countries.first
      else { continue }
      return .countryWithCapital(CountryMatch(country: country), capital: capital)
    }
    return nil
  }

  /// "lima, peru is the capital of which country?": the capital typed with its country, which
  /// must be the capital's own country for the answer to stand.
  private static func capitalWithItsCountry(
    _ typed: String, in catalog: CountryCatalog, resolver: some CountryResolver
  ) -> Answer? {
    let words = typed.split(whereSeparator: { $0 == " " || $0 == "," })
    guard words.count >= 2, words.count <= 8 else { return nil }
    for split in 1..<words.count {
      let capitalPart = words[..<split].joined(separator: " ")
      let countryPart = words[split...].joined(separator: " ")
      guard
        case .found(let capital, let countries, let certainty) =
          resolver.resolveCapital(capitalPart, in: catalog),
        case .found(let match) = resolver.resolve(countryPart),
        countries.contains(match.country)
      else { continue }
      return .countryWithCapital(
        CountryMatch(country: match.country, certainty: certainty), capital: capital)
    }
    return nil
  }

  /// The capital as the country named first writes it: Guyana's "Georgetown", not the Cayman
  /// Islands' "George Town", when Guyana comes first.
  private static func spelling(of capital: String, by country: Country?) -> String {
    guard let country, !country.capitals.contains(capital), country.capitals.count == 1 else {
      return capital
    }
    return country.capitals[0]
  }

  /// Codes are matched exactly: a mistyped code is another code. Quotes, and the full stops
  /// or hyphens of letters spelt out ("s.g.", "G-Q"), are no part of one.
  static func countryWithCode(_ typed: String, in catalog: CountryCatalog) -> Answer {
    let letters = typed.unicodeScalars.filter { !"'\"‘’“”`. -\u{2010}".unicodeScalars.contains($0) }
    if letters.count == 2, letters.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }),
      let country = catalog.country(withCode: String(String.UnicodeScalarView(letters)))
    {
      return .countryWithCode(CountryMatch(country: country))
    }
    // "UK" (and ".uk"), "EL": codes in everyday or EU use that ISO gives another country code.
    let upper = String(String.UnicodeScalarView(letters)).uppercased()
    let meant = ["UK": "GB", "EL": "GR"][upper].flatMap { catalog.country(withCode: $0) }
    return .countryNotFound(.countryByCode, typed: typed, suggestion: meant)
  }

  /// A flag emoji is two regional indicator letters that spell the country's code.
  static func countryWithFlag(_ typed: String, in catalog: CountryCatalog) -> Answer {
    let indicators = typed.unicodeScalars.filter { (0x1F1E6...0x1F1FF).contains($0.value) }
    if indicators.count == 2 {
      let code = String(
        String.UnicodeScalarView(
          indicators.compactMap { Unicode.Scalar($0.value - 0x1F1E6 + 0x41) }))
      if let country = catalog.country(withCode: code) {
        return .countryWithFlag(CountryMatch(country: country))
      }
      if let country = catalog.countries.first(where: {
        $0.flag.emoji.unicodeScalars.elementsEqual(indicators)
      }) {
        return .countryWithFlag(CountryMatch(country: country))
      }
    }
    return .countryNotFound(.countryByFlag, typed: typed, suggestion: nil)
  }

  /// `country` asked about another way ("what about its flag?"). The country comes from an
  /// earlier answer, perhaps from other data: this catalog's entry for its code is used.
  public static func answer(
    _ asked: Intent, about country: Country, in catalog: CountryCatalog
  ) -> Answer {
    let match = CountryMatch(country: catalog.country(withCode: country.code) ?? country)
    switch asked {
    case .isoCode, .countryByCode: return .isoCode(match)
    case .flag, .countryByFlag: return .flag(match)
    case .capital, .countryByCapital, .countriesByPrefix: return .capital(match)
    }
  }
}
