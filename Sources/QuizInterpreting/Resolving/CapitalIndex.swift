import QuizEngine

/// Finds the countries whose capital a name as typed means: the data's capitals, their
/// other spellings from a short curated list ("Kiev", "Peking", "Ulaanbaatar"), the name
/// without "City" ("Kuwait", "Mexico City"), accents, case and typos aside ("Bogota",
/// "Canberrra", "Nairobbi").
///
/// Built the first time a reverse question needs it, then shared by every copy of the
/// resolver: most runs never ask one.
struct CapitalIndex: Sendable {
  private let countries: [Country]
  let table: Deferred<NameTable>
  /// The capitals' names keyed by `SoundKey`, for a name heard as other words ("bang cock" for
  /// Bangkok). A `NameTable`, as `table` is: every start makes this index, and a dictionary
  /// type of its own would cost a runtime conformance lookup each time, half a million
  /// instructions.
  private let sounds: Deferred<NameTable>

  init(countries: [Country]) {
    self.countries = countries
    let table = Deferred { Self.build(countries) }
    self.table = table
    sounds = Deferred {
      let names = table.value
      var sounds = NameTable(capacity: names.count)
      for index in 0..<names.count where names.key(index).count >= 4 {
        for candidate in names.candidates(of: index) {
          sounds.add(
            SoundKey.of(names.key(index)), country: Int(candidate.country), tier: candidate.tier,
            order: Int(candidate.order))
        }
      }
      return sounds.sealed()
    }
  }

  func resolve(_ typed: String) -> CapitalResolution {
    let typedKey = NameKey(typed)
    let key = typedKey.compact
    guard !key.isEmpty else { return .notFound }
    let table = table.value
    if let candidates = table.exact(key) {
      return resolution(candidates, certainty: .exact, spelledAs: typedKey)
    }
    // "phnom penh, crossing the border tmrw": the words before a comma name a capital whole,
    // and those after are the person's own.
    if let comma = typed.firstIndex(of: ","),
      let candidates = table.exact(NameKey(String(typed[..<comma])).compact)
    {
      return resolution(candidates, certainty: .exact, spelledAs: NameKey(String(typed[..<comma])))
    }
    // Capitals run short ("Apia", "Male"): no guessing below four letters.
    guard key.count >= 4 else { return .notFound }
    if let nearest = table.nearest(to: TypedWord(key), limit: TypoDistance.limit(forLength:)) {
      return resolution(nearest.keys.flatMap(table.candidates(of:)), certainty: .corrected)
    }
    // Words that join into a name heard, not spelt: only when one country's capital sounds so.
    if typedKey.words.count >= 2, let heard = sounds.value.exact(SoundKey.of(key)),
      Set(heard.map(\.country)).count == 1
    {
      return resolution(heard, certainty: .corrected)
    }
    return .notFound
  }

  /// The strongest names' countries; `order` holds which of the country's capitals it names.
  /// Keys drop spaces and hyphens, so "Georgetown" (Guyana) and "George Town" (the Cayman
  /// Islands) share one: when some of the capitals found are spelled word for word as typed,
  /// only their countries are named.
  func resolution(
    _ candidates: [NameCandidate], certainty: CountryMatch.Certainty,
    spelledAs typed: NameKey? = nil
  ) -> CapitalResolution {
    guard let strongest = candidates.map(\.tier).min() else { return .notFound }
    var seen: Set<Int32> = []
    var found: [(country: Country, capital: String)] = []
    for candidate in candidates where candidate.tier == strongest {
      guard seen.insert(candidate.country).inserted else { continue }
      let country = countries[Int(candidate.country)]
      let position = Int(candidate.order)
      guard country.capitals.indices.contains(position) else { continue }
      found.append((country, country.capitals[position]))
    }
    if let typed {
      // A curated spelling counts as the country's own: "Washington DC" is the United
      // States' as much as the Minor Outlying Islands'.
      let spelledAlike = found.filter { entry in
        NameKey(entry.capital).words == typed.words
          || Self.otherSpellings.contains {
            $0.code == entry.country.code && NameKey($0.name).words == typed.words
          }
      }
      if !spelledAlike.isEmpty { found = spelledAlike }
    }
    found.sort { $0.country.name < $1.country.name }
    guard let first = found.first else { return .notFound }
    return .found(capital: first.capital, countries: found.map(\.country), certainty: certainty)
  }

  private static func build(_ countries: [Country]) -> NameTable {
    var table = NameTable(capacity: countries.count * 2)
    var folds = ScalarFolds()
    var indexByCode: [String: Int] = [:]
    for (index, country) in countries.enumerated() where indexByCode[country.code] == nil {
      indexByCode[country.code] = index
    }
    func add(_ name: some StringProtocol, _ country: Int, _ tier: NameTier, position: Int) {
      table.add(
        NameKey.indexForms(of: name, folds: &folds).key, country: country, tier: tier,
        order: position)
    }
    for (index, country) in countries.enumerated() {
      for (position, capital) in country.capitals.enumerated() {
        add(capital, index, .name, position: position)
        // "Kuwait City" is "Kuwait" to most; "City of San Marino" is "San Marino".
        let words = capital.split(separator: " ")
        if words.count > 1, words.last == "City" {
          add(words.dropLast().joined(separator: " "), index, .alternate, position: position)
        }
        if words.count > 2, words[0] == "City", words[1] == "of" {
          add(words.dropFirst(2).joined(separator: " "), index, .alternate, position: position)
        }
      }
    }
    for (name, code, capital) in otherSpellings {
      guard let index = indexByCode[code],
        let position = countries[index].capitals.firstIndex(of: capital)
      else { continue }
      add(name, index, .alternate, position: position)
    }
    return table.sealed()
  }

  /// Other names for capitals that the data does not list: older or local spellings, and the
  /// English ones where the data has another. Each names the data's capital it stands for,
  /// so a change in the data leaves it out rather than answering wrongly.
  private static let otherSpellings: [(name: String, code: String, capital: String)] = [
    ("Kiev", "UA", "Kyiv"),
    ("Peking", "CN", "Beijing"),
    ("Ulaanbaatar", "MN", "Ulan Bator"),
    ("Ulan Bator", "MN", "Ulaanbaatar"),
    ("Nur-Sultan", "KZ", "Astana"),
    ("Astana", "KZ", "Nur-Sultan"),
    ("Washington", "US", "Washington, D.C."),
    ("Washington DC", "US", "Washington, D.C."),
    ("Delhi", "IN", "New Delhi"),
    ("Nay Pyi Taw", "MM", "Naypyidaw"),
    ("Praha", "CZ", "Prague"),
    ("Roma", "IT", "Rome"),
    ("Wien", "AT", "Vienna"),
    ("Lisboa", "PT", "Lisbon"),
    ("Warszawa", "PL", "Warsaw"),
    ("Moskva", "RU", "Moscow"),
    ("København", "DK", "Copenhagen"),
    ("Athina", "GR", "Athens"),
    ("Bruxelles", "BE", "Brussels"),
    ("Brussel", "BE", "Brussels"),
    ("Berne", "CH", "Bern"),
    ("Tiflis", "GE", "Tbilisi"),
    ("Kishinev", "MD", "Chișinău"),
    ("Dacca", "BD", "Dhaka"),
    ("Erevan", "AM", "Yerevan"),
    ("Ashkhabad", "TM", "Ashgabat"),
    ("Toshkent", "UZ", "Tashkent"),
    ("Ciudad de México", "MX", "Mexico City"),
    ("Colombo", "LK", "Sri Jayawardenepura Kotte"),
    ("Kotte", "LK", "Sri Jayawardenepura Kotte"),
    ("La Paz", "BO", "Sucre"),
    // Seats of government and royal capitals the data leaves out: the reply says which.
    ("Malabo", "GQ", "Ciudad de la Paz"),
    ("Lobamba", "SZ", "Mbabane"),
    ("Tarawa", "KI", "South Tarawa"),
    ("Godthåb", "GL", "Nuuk"),
    ("Krung Thep", "TH", "Bangkok"),
    // The capitals' names in the languages learners write English from: "which paese has
    // Lubiana as capital", "which kraj has stolica Kijów".
    ("Kijów", "UA", "Kyiv"),
    ("Kiew", "UA", "Kyiv"),
    ("Pechino", "CN", "Beijing"),
    ("Pekín", "CN", "Beijing"),
    ("Mosca", "RU", "Moscow"),
    ("Moscú", "RU", "Moscow"),
    ("Moscou", "RU", "Moscow"),
    ("Moskau", "RU", "Moscow"),
    ("Moskwa", "RU", "Moscow"),
    ("Londra", "GB", "London"),
    ("Londres", "GB", "London"),
    ("Parigi", "FR", "Paris"),
    ("Paryż", "FR", "Paris"),
    ("Atene", "GR", "Athens"),
    ("Atenas", "GR", "Athens"),
    ("Athen", "GR", "Athens"),
    ("Ateny", "GR", "Athens"),
    ("Lisbona", "PT", "Lisbon"),
    ("Lissabon", "PT", "Lisbon"),
    ("Lizbona", "PT", "Lisbon"),
    ("Varsavia", "PL", "Warsaw"),
    ("Varsovia", "PL", "Warsaw"),
    ("Varsovie", "PL", "Warsaw"),
    ("Warschau", "PL", "Warsaw"),
    ("Bruselas", "BE", "Brussels"),
    ("Brüssel", "BE", "Brussels"),
    ("Bruxelas", "BE", "Brussels"),
    ("Bruksela", "BE", "Brussels"),
    ("Copenaghen", "DK", "Copenhagen"),
    ("Copenhague", "DK", "Copenhagen"),
    ("Kopenhagen", "DK", "Copenhagen"),
    ("Kopenhaga", "DK", "Copenhagen"),
    ("Estocolmo", "SE", "Stockholm"),
    ("Stoccolma", "SE", "Stockholm"),
    ("Sztokholm", "SE", "Stockholm"),
    ("Viena", "AT", "Vienna"),
    ("Vienne", "AT", "Vienna"),
    ("Wiedeń", "AT", "Vienna"),
    ("Praga", "CZ", "Prague"),
    ("Prag", "CZ", "Prague"),
    ("Bucarest", "RO", "Bucharest"),
    ("Bukarest", "RO", "Bucharest"),
    ("Bucareste", "RO", "Bucharest"),
    ("Bukareszt", "RO", "Bucharest"),
    ("Belgrado", "RS", "Belgrade"),
    ("Belgrad", "RS", "Belgrade"),
    ("Zagabria", "HR", "Zagreb"),
    ("Lubiana", "SI", "Ljubljana"),
    ("Lublana", "SI", "Ljubljana"),
    ("El Cairo", "EG", "Cairo"),
    ("Le Caire", "EG", "Cairo"),
    ("Kairo", "EG", "Cairo"),
    ("Kair", "EG", "Cairo"),
    ("Tokio", "JP", "Tokyo"),
    ("Nueva Delhi", "IN", "New Delhi"),
    ("Nuova Delhi", "IN", "New Delhi"),
    ("Neu-Delhi", "IN", "New Delhi"),
    ("Argel", "DZ", "Algiers"),
    ("Algeri", "DZ", "Algiers"),
    ("Alger", "DZ", "Algiers"),
    ("Algier", "DZ", "Algiers"),
    ("Berlino", "DE", "Berlin"),
    ("Budapeste", "HU", "Budapest"),
    ("Budapeszt", "HU", "Budapest"),
    ("Helsingfors", "FI", "Helsinki"),
    ("Dublino", "IE", "Dublin"),
  ]
}
