import QuizEngine
import Testing

@Suite("AcceptedNames: the names players type, with their kinds and sources")
struct AcceptedNamesTests {
  @Test func creditedCountryNames_areTheTablesCreditedCountryRows_inOrder() {
    let fromTheTable = AcceptedNames.all.filter { $0.subject == .country && $0.isCredited }

    #expect(AcceptedNames.creditedCountryNames.map(\.name) == fromTheTable.map(\.name))
    #expect(AcceptedNames.creditedCountryNames.map(\.code) == fromTheTable.map(\.code))
    #expect(AcceptedNames.creditedCountryNames.map(\.kind) == fromTheTable.map(\.kind))
    #expect(!fromTheTable.isEmpty)
  }

  @Test func everyKind_hasARow_andEveryRowSaysWhy() {
    let kinds = Set(AcceptedNames.all.map(\.kind))

    #expect(kinds == Set(AcceptedName.Kind.allCases))
    for row in AcceptedNames.all {
      #expect(!row.reason.isEmpty, "\(row.name)")
      #expect(row.code.count == 2 && row.code == row.code.uppercased(), "\(row.name)")
      #expect(!NameFolding.fold(row.name).isEmpty, "\(row.name)")
    }
  }

  @Test func noFoldedName_isBothCreditedAndNeverCredited_norCreditedForTwoCountries() {
    var owners: [String: Set<String>] = [:]
    for row in AcceptedNames.all where row.isCredited {
      owners[NameFolding.fold(row.name), default: []].insert(row.code)
    }

    for (key, codes) in owners {
      #expect(codes.count == 1, "\(key) names \(codes.sorted())")
      #expect(!AcceptedNames.isNeverCredited(folded: key), "\(key)")
    }
  }

  @Test func noTwoRows_foldAlike_forOneCountry() {
    var seen: Set<String> = []

    for row in AcceptedNames.all {
      let key = "\(row.code) \(row.subject) \(NameFolding.fold(row.name))"
      #expect(seen.insert(key).inserted, "\(row.name) is listed twice for \(row.code)")
    }
  }

  @Test(arguments: [
    ("DPRK", "KP", AcceptedName.Kind.abbreviation), ("ROK", "KR", .abbreviation),
    ("KSA", "SA", .abbreviation), ("PNG", "PG", .abbreviation), ("NZ", "NZ", .abbreviation),
    ("FSM", "FM", .abbreviation), ("CAR", "CF", .abbreviation), ("UAE", "AE", .abbreviation),
    ("DRC", "CD", .abbreviation), ("Antigua", "AG", .shortForm), ("Trinidad", "TT", .shortForm),
    ("St Kitts", "KN", .shortForm), ("Saint Vincent", "VC", .shortForm),
    ("Bosnia", "BA", .shortForm), ("Sao Tome", "ST", .shortForm), ("Hellas", "GR", .endonym),
    ("Burma", "MM", .formerNameInUse), ("Swaziland", "SZ", .formerNameInUse),
    ("Macedonia", "MK", .formerNameInUse), ("Czech Republic", "CZ", .official),
    ("Holland", "NL", .everydayName), ("Turkey", "TR", .formerNameInUse),
    ("Ivory Coast", "CI", .formerNameInUse), ("East Timor", "TL", .formerNameInUse),
  ])
  func countryNamesPlayersType_areCredited_withTheirKind(
    name: String, code: String, kind: AcceptedName.Kind
  ) throws {
    let row = try #require(AcceptedNames.entries(named: name).first)

    #expect(row.code == code)
    #expect(row.kind == kind)
    #expect(row.subject == .country)
    #expect(row.isCredited)
    #expect(AcceptedNames.credited(for: code, subject: .country).contains(row.name))
  }

  @Test(arguments: [
    ("Zaire", "CD"), ("Ceylon", "LK"), ("Siam", "TH"), ("Persia", "IR"), ("Dahomey", "BJ"),
    ("Upper Volta", "BF"),
  ])
  func namesGivenUpLongAgo_areKnown_butNeverCredited(name: String, code: String) throws {
    let row = try #require(AcceptedNames.entries(named: name.uppercased()).first)

    #expect(row.code == code)
    #expect(row.kind == .retiredName)
    #expect(!row.isCredited)
    #expect(AcceptedNames.isNeverCredited(folded: NameFolding.fold(name)))
    #expect(!AcceptedNames.credited(for: code, subject: .country).contains(row.name))
  }

  @Test func aSeatOfGovernment_answersTheReverseQuestion_withTheConstitutionalCapital() throws {
    let row = try #require(AcceptedNames.capital(named: "la paz"))

    #expect(row.code == "BO")
    #expect(row.kind == .seatOfGovernment)
    #expect(row.isCredited)
    #expect(row.standing?.role == "seat of government")
    #expect(row.standing?.capital == "Sucre")
    #expect(row.standing?.capitalRole == "constitutional capital")
  }

  @Test(arguments: [
    ("Colombo", "LK", AcceptedName.Kind.secondCapital, "Sri Jayawardenepura Kotte"),
    ("Malabo", "GQ", .seatOfGovernment, "Ciudad de la Paz"),
    ("Lobamba", "SZ", .secondCapital, "Mbabane"),
    ("Tarawa", "KI", .capitalArea, "South Tarawa"),
  ])
  func capitalLikeNames_sayWhatTheyAreBesideTheCapital(
    name: String, code: String, kind: AcceptedName.Kind, capital: String
  ) throws {
    let row = try #require(AcceptedNames.capital(named: name))

    #expect(row.code == code)
    #expect(row.kind == kind)
    #expect(row.isCredited)
    #expect(row.standing?.capital == capital)
  }

  @Test func aFormerCapital_isKnownForTheChat_butNeverCredited() throws {
    let row = try #require(AcceptedNames.capital(named: "Bujumbura"))

    #expect(row.code == "BI")
    #expect(row.kind == .formerCapital)
    #expect(!row.isCredited)
    #expect(row.standing?.capital == "Gitega")
  }

  @Test func lookingUp_foldsCaseAccentsPunctuationAndSaint() {
    #expect(AcceptedNames.entries(named: "SÃO TOMÉ").map(\.code) == ["ST"])
    #expect(AcceptedNames.entries(named: "sao-tome").map(\.code) == ["ST"])
    #expect(AcceptedNames.entries(named: "Saint Kitts").map(\.code) == ["KN"])
    #expect(AcceptedNames.entries(named: "Nay Pyi Taw").map(\.kind) == [.transliteration])
    #expect(AcceptedNames.entries(named: "Narnia").isEmpty)
    #expect(AcceptedNames.capital(named: "Zaire") == nil)
  }
}
