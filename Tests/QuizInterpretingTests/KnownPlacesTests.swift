import QuizEngine
import QuizInterpreting
import Testing

/// What the chat knows of names that are no country, as the games are handed it.
@Suite("KnownPlaces")
struct KnownPlacesTests {
  @Test(arguments: [
    ("Sydney", KnownPlace.Kind.city(country: "AU")),
    ("Edinburgh", .city(country: "GB")),
    ("Lagos", .city(country: "NG")),
    ("Scotland", .partOf(country: "GB")),
    ("Texas", .described("a US state")),
    ("Bali", .described("an island")),
    ("Transnistria", .described("a breakaway region")),
    // Said to every player now, so never contested or out of date.
    ("Crimea", .described("a peninsula")),
    ("Artsakh", .described("a region")),
    ("Azores", .described("a group of islands")),
    ("Czechoslovakia", .formerState(fate: "it split into the Czech Republic and Slovakia in 1993")),
  ])
  func eachPlace_isWhatTheChatSaysItIs(_ name: String, _ kind: KnownPlace.Kind) throws {
    let place = try #require(KnownPlaces.all.first { $0.spellings.contains(name) })

    #expect(place.kind == kind)
  }

  @Test func aPlace_isListedOnce_withEveryNameTypedForIt() throws {
    let scotland = try #require(KnownPlaces.all.first { $0.name == "Scotland" })
    let soviet = try #require(KnownPlaces.all.first { $0.spellings.contains("USSR") })

    #expect(scotland.spellings == ["Scotland", "Scottish", "Scots"])
    #expect(soviet.name == "The USSR")
    #expect(KnownPlaces.all.filter { $0.name == "Scotland" }.count == 1)
  }

  /// "Georgia" alone is the country; "Leningrad" is no city's name today.
  @Test(arguments: ["Georgia", "Washington", "Niger", "Leningrad", "Constantinople"])
  func aNameThatIsNoSuchPlaceAlone_isLeftOut(_ name: String) {
    #expect(!KnownPlaces.all.contains { $0.spellings.contains(name) })
  }
}
