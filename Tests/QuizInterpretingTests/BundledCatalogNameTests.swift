import CountryData
import QuizEngine
import Testing

@testable import QuizInterpreting

/// The bundled data, loaded once for every test here.
let bundledCatalog: CountryCatalog? = try? BundledCountryLoader().loadCatalog()
/// Built once: a resolver is immutable, and sharing it also shares its lazily built translations.
let bundledResolver: CountryNameResolver? = bundledCatalog.map(CountryNameResolver.init(catalog:))

/// The answer to `text`, asked alone, read by the local interpreter on the bundled data.
func answer(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Answer {
  let catalog = try #require(bundledCatalog, sourceLocation: sourceLocation)
  let resolver = try #require(bundledResolver, sourceLocation: sourceLocation)
  let interpreter = LocalQuestionInterpreter()
  return AnswerQuestion.answer(
    interpreter.interpret(text), typed: text, rereadBy: interpreter, in: catalog,
    resolver: resolver)
}

/// The answer to `text` asked right after `first`, on the bundled data: a follow-up as the
/// chat reads it.
func answerInContext(
  _ text: String, after first: String, sourceLocation: SourceLocation = #_sourceLocation
) throws -> Answer {
  let interpreter = LocalQuestionInterpreter()
  let catalog = try #require(bundledCatalog, sourceLocation: sourceLocation)
  let resolver = try #require(bundledResolver, sourceLocation: sourceLocation)
  let before = AnswerQuestion.answer(interpreter.interpret(first), in: catalog, resolver: resolver)
  let context = ConversationContext.after(before, previous: nil)
  return AnswerQuestion.answer(
    interpreter.interpret(text), context: context, in: catalog, resolver: resolver
  ).answer
}

@Suite("CountryNameResolver with the bundled data")
struct BundledCatalogNameTests {
  @Test(
    "tells apart names that contain or nearly equal other names",
    arguments: [
      ("Niger", "NE"), ("Nigeria", "NG"), ("Guinea", "GN"), ("Guinea-Bissau", "GW"),
      ("Equatorial Guinea", "GQ"), ("Papua New Guinea", "PG"), ("Dominica", "DM"),
      ("Dominican Republic", "DO"), ("Sudan", "SD"), ("South Sudan", "SS"), ("Samoa", "WS"),
      ("American Samoa", "AS"), ("Oman", "OM"), ("Romania", "RO"), ("Mali", "ML"),
      ("Somalia", "SO"),
      ("Iran", "IR"), ("Iraq", "IQ"), ("Slovakia", "SK"), ("Slovenia", "SI"), ("Austria", "AT"),
      ("Australia", "AU"), ("Netherlands", "NL"), ("Caribbean Netherlands", "BQ"),
      ("United States", "US"), ("United States Minor Outlying Islands", "UM"), ("UK", "GB"),
      ("Ukraine", "UA"), ("Guyana", "GY"), ("French Guiana", "GF"), ("Saint Martin", "MF"),
      ("Sint Maarten", "SX"), ("Chile", "CL"), ("China", "CN"),
    ])
  func nearNames(subject: String, code: String) throws {
    let match = try #require(try found(subject))

    #expect(match.country.code == code)
    #expect(match.certainty == .exact)
  }

  @Test(
    "finds countries by alternate, official, native and translated names",
    arguments: [
      ("USA", "US"), ("United States of America", "US"), ("UK", "GB"), ("Great Britain", "GB"),
      ("Holland", "NL"), ("DRC", "CD"), ("DR Congo", "CD"),
      ("Democratic Republic of the Congo", "CD"),
      ("Democratic Republic of Congo", "CD"), ("Ivory Coast", "CI"), ("Burma", "MM"),
      ("Swaziland", "SZ"), ("East Timor", "TL"), ("Republic of Korea", "KR"),
      ("Korea, Republic of", "KR"), ("Deutschland", "DE"), ("España", "ES"), ("Espana", "ES"),
      ("Sverige", "SE"), ("Türkiye", "TR"), ("Turkiye", "TR"), ("Côte d'Ivoire", "CI"),
      ("Cote d'Ivoire", "CI"), ("Cote dIvoire", "CI"), ("Nippon", "JP"), ("Suomi", "FI"),
      ("Schweiz", "CH"), ("Allemagne", "DE"), ("Alemania", "DE"), ("Irak", "IQ"), ("Chine", "CN"),
      ("southafrica", "ZA"), ("Sao Tome and Principe", "ST"), ("Curacao", "CW"), ("Reunion", "RE"),
      ("Aland Islands", "AX"), ("St Lucia", "LC"), ("St. Kitts and Nevis", "KN"),
      ("Bosnia & Herzegovina", "BA"), ("Trinidad Tobago", "TT"), ("the Gambia", "GM"),
      ("the Bahamas", "BS"), ("U.S.A.", "US"), ("Virgin Islands, U.S.", "VI"),
      ("US Virgin Islands", "VI"), ("Viet Nam", "VN"), ("Czechia", "CZ"), ("Eswatini", "SZ"),
      ("Union of tha Comoros", "KM"), ("Republic of thhe Maldives", "MV"),
      ("Rossiya", "RU"), ("Hellas", "GR"), ("Hanguk", "KR"), ("Misr", "EG"), ("Nippon", "JP"),
      ("the Land of the Rising Sun", "JP"), ("Blighty", "GB"), ("the Emerald Isle", "IE"),
      ("Down Under", "AU"), ("the Rainbow Nation", "ZA"),
      // Nicknames in everyday slang.
      ("Straya", "AU"), ("Murica", "US"), ("Enzed", "NZ"),
      ("the Land of the Long White Cloud", "NZ"),
    ])
  func otherNames(subject: String, code: String) throws {
    #expect(try #require(try found(subject)).country.code == code)
  }

  @Test(
    "finds countries by their English demonyms",
    arguments: [
      ("French", "FR"), ("German", "DE"), ("Irish", "IE"), ("the Irish", "IE"), ("Swedish", "SE"),
      ("Spanish", "ES"), ("British", "GB"), ("Dutch", "NL"), ("American", "US"), ("Swiss", "CH"),
      ("Japanese", "JP"), ("Filipino", "PH"), ("Thai", "TH"), ("New Zealander", "NZ"),
      ("South Korean", "KR"), ("Kittitian", "KN"), ("Nevisian", "KN"), ("Icelandic", "IS"),
    ])
  func demonyms(subject: String, code: String) throws {
    #expect(try #require(try found(subject)).country.code == code)
  }

  @Test(
    "corrects one or two slips, scaled to the name's length, even with words after it",
    arguments: [
      ("Frnace", "FR"), ("luefhtenstein", "LI"), ("cspe vede", "CV"), ("walllis snd futuna", "WF"),
      ("fallkaand islands", "FK"), ("Srii LLanka", "LK"), ("kenyaa is which city", "KE"),
      ("Columbia", "CO"), ("Phillipines", "PH"), ("Argentia", "AR"), ("Austrlia", "AU"),
      ("Swizerland", "CH"), ("Untied States", "US"), ("Deutschlnad", "DE"), ("Tog", "TG"),
      ("Singaopr", "SG"), ("Sweeden", "SE"), ("Belgum", "BE"), ("Nigerai", "NG"), ("Espanna", "ES"),
    ])
  func typos(subject: String, code: String) throws {
    let match = try #require(try found(subject))

    #expect(match.country.code == code)
    #expect(match.certainty != .exact)
  }

  @Test(
    "says when a name fits two countries, and answers with the likelier",
    arguments: [
      ("Korea", ["KR", "KP"]), ("Congo", ["CG", "CD"]), ("Korean", ["KR", "KP"]),
      ("Dominican", ["DO", "DM"]), ("Congolese", ["CD", "CG"]),
      ("Slovekia", ["SK", "SI"]),
    ])
  func likeliest(subject: String, codes: [String]) throws {
    let match = try #require(try found(subject))

    #expect(match.country.code == codes[0])
    guard case .likeliestOf(let candidates) = match.certainty else {
      Issue.record("expected candidates for \(subject), got \(match.certainty)")
      return
    }
    #expect(Array(candidates.map(\.code).prefix(codes.count)) == codes)
  }

  @Test(
    "finds no country for places that do not exist, rather than a far-fetched real one",
    arguments: [
      "Atlantis", "Mordor", "Oz", "Lilliput", "Narnia", "Wakanda", "Gondor", "Westeros",
      "Neverland",
      "Ruritania", "Latveria", "Elbonia", "Genovia", "Freedonia", "Sokovia", "Zubrowka", "Hogwarts",
      "Gotham", "Asgard", "Krypton", "Middle Earth", "El Dorado", "Shangri-La", "Utopia", "Agrabah",
      "Arendelle", "Zamunda", "Krakozhia", "Qumar", "Syldavia", "Borduria", "Molvania", "Xanadu",
    ])
  func madeUpPlaces(subject: String) throws {
    let resolver = try #require(bundledResolver)

    guard case .notFound = resolver.resolve(subject) else {
      Issue.record("took \(subject) for \(resolver.resolve(subject))")
      return
    }
  }

  @Test(
    "suggests a real country when a name is close but too far to assume",
    arguments: [("Latveria", "LV"), ("Ruritania", "MR"), ("Muritisss", "MU"), ("Elbonia", "EE")])
  func suggestions(subject: String, code: String) throws {
    let resolver = try #require(bundledResolver)

    guard case .notFound(let suggestion) = resolver.resolve(subject) else {
      Issue.record("took \(subject) for a country")
      return
    }
    #expect(suggestion?.code == code)
  }

  @Test(
    "resolves every curated name to the first country it lists",
    arguments: CuratedNames.entries.map(\.name))
  func curatedNames(name: String) throws {
    let entry = try #require(CuratedNames.entries.first { $0.name == name })
    let catalog = try #require(bundledCatalog)

    #expect(entry.codes.allSatisfy { catalog.country(withCode: $0) != nil })
    #expect(try #require(try found(name)).country.code == entry.codes[0])
  }

  @Test("resolves every country's own names to that country")
  func everyCountry() throws {
    let catalog = try #require(bundledCatalog)
    let resolver = try #require(bundledResolver)

    for country in catalog.countries {
      for name in [country.name, country.officialName] {
        guard case .found(let match) = resolver.resolve(name) else {
          Issue.record("found nothing for \(name)")
          continue
        }
        #expect(match.country.code == country.code, "\(name)")
      }
    }
  }

  @Test(
    "understands, typed any case, every name a game credits for a country",
    arguments: [
      AcceptedName.Kind.official, .abbreviation, .shortForm, .spelling, .endonym,
      .formerNameInUse, .everydayName,
    ])
  func everyNameAGameCredits(kind: AcceptedName.Kind) throws {
    let resolver = try #require(bundledResolver)
    let names = AcceptedNames.all.filter { $0.kind == kind && $0.subject == .country }

    for name in names {
      // "car" is a car: the next test.
      let cases = name.name == "CAR" ? [name.name] : [name.name, name.name.lowercased()]
      for typed in cases {
        switch resolver.resolve(typed) {
        case .found(let match):
          #expect(match.country.code == name.code, "\(typed)")
        // England is its own nation of the kingdom in the chat, which says so.
        case .partOfCountry(_, let country, _) where kind == .everydayName:
          #expect(country.code == name.code, "\(typed)")
        case let other:
          Issue.record("\(typed) (\(kind)): \(other)")
        }
      }
    }
    #expect(!names.isEmpty)
  }

  @Test("reads an abbreviation that is also a word only in capitals")
  func abbreviationThatIsAWord() throws {
    let inCapitals = try answer("what is the flag of the CAR")
    let asAWord = try answer("flag of my car")

    guard case .flag(let match) = inCapitals else {
      Issue.record("CAR: \(inCapitals)")
      return
    }
    #expect(match.country.code == "CF")
    if case .flag(let match) = asAWord { Issue.record("my car: \(match.country.name)") }
  }

  @Test("never trims a word of an English country name as a question word")
  func lexiconStaysOutOfNames() throws {
    let catalog = try #require(bundledCatalog)
    let questionWords: WordClass = [.filler, .topic, .common]

    for country in catalog.countries {
      // Demonyms are left out: the data joins some with "or" ("Kittitian or Nevisian").
      for name in [country.name, country.officialName] + country.alternateNames {
        let sentence = Sentence(name)
        for index in sentence.words.indices where sentence.words[index].folded.count > 1 {
          #expect(
            sentence.classes(of: index).isDisjoint(with: questionWords),
            "\(sentence.words[index].folded) in \(name)")
        }
      }
    }
  }

  // MARK: - Helpers

  private func found(_ subject: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> CountryMatch?
  {
    let resolver = try #require(bundledResolver, sourceLocation: sourceLocation)
    guard case .found(let match) = resolver.resolve(subject) else {
      Issue.record("found no country for \(subject)", sourceLocation: sourceLocation)
      return nil
    }
    return match
  }
}
