import Foundation
import QuizEngine
import QuizTestSupport
import Testing

@testable import CountryData

@Suite("BundledCountryLoader")
struct BundledCountryLoaderTests {
  @Test func loadCatalog_deliversAll250Countries_withUniqueCodes() throws {
    let catalog = try makeSUT().loadCatalog()

    #expect(catalog.countries.count == 250)
    #expect(Set(catalog.countries.map(\.code)).count == 250)
  }

  @Test func loadCatalog_saysItIsTheBundledSnapshotAndItsDataDate() throws {
    let catalog = try makeSUT().loadCatalog()

    #expect(catalog.source.kind == .bundled)
    #expect(catalog.source.label == "bundled snapshot of REST Countries")
    #expect(catalog.source.asOf == CountrySnapshot.Metadata.date(fromDay: "2026-02-25"))
    #expect(catalog.source.isStale == false)
  }

  @Test func load_deliversTheSameCatalogAsLoadCatalog() async throws {
    let sut = makeSUT()

    let loaded = try await sut.load()

    #expect(try loaded.countries == sut.loadCatalog().countries)
    #expect(try loaded.source == sut.loadCatalog().source)
  }

  @Test func loadCatalog_counts195IndependentStates_theUNsMembersAndTwoMore() throws {
    let catalog = try makeSUT().loadCatalog()

    let independent = catalog.countries.filter { $0.isIndependent == true }
    #expect(independent.count == 195)
    #expect(catalog.countries.allSatisfy { $0.isIndependent != nil && $0.isUNMember != nil })
    // The data marks Guinea-Bissau, a member since 1974, as not one.
    #expect(
      Set(independent.filter { $0.isUNMember == false }.map(\.code)) == ["GW", "VA", "XK"])
    #expect(!catalog.countries.contains { $0.isUNMember == true && $0.isIndependent != true })
    #expect(catalog.country(withCode: "PS")?.isIndependent == false)
    #expect(catalog.country(withCode: "GL")?.isIndependent == false)
  }

  @Test func loadCatalog_deliversRegionsAndSubregions() throws {
    let catalog = try makeSUT().loadCatalog()

    #expect(catalog.countries.allSatisfy { $0.region != nil })
    #expect(catalog.country(withCode: "BR")?.region == "Americas")
    #expect(catalog.country(withCode: "BR")?.subregion == "South America")
    #expect(catalog.country(withCode: "JM")?.subregion == "Caribbean")
    #expect(catalog.country(withCode: "NG")?.region == "Africa")
    #expect(catalog.country(withCode: "AQ")?.region == "Antarctic")
    #expect(catalog.country(withCode: "AQ")?.subregion == nil)
    #expect(Set(catalog.countries.compactMap(\.region)).count == 6)
  }

  @Test func loadCatalog_deliversCapitalsInDataOrder() throws {
    let catalog = try makeSUT().loadCatalog()

    #expect(catalog.country(withCode: "BE")?.capitals == ["Brussels"])
    #expect(catalog.country(withCode: "ZA")?.capitals == ["Pretoria", "Bloemfontein", "Cape Town"])
  }

  @Test func loadCatalog_deliversNoCapital_forExactlyTheFourPlacesWithout() throws {
    let catalog = try makeSUT().loadCatalog()

    let withoutCapital = catalog.countries.filter(\.capitals.isEmpty).map(\.code)
    #expect(Set(withoutCapital) == ["AQ", "BV", "HM", "MO"])
  }

  @Test func loadCatalog_deliversFlagEmojiAndImages() throws {
    let brazil = try #require(makeSUT().loadCatalog().country(withCode: "BR"))

    #expect(brazil.name == "Brazil")
    #expect(brazil.flag.emoji == "🇧🇷")
    #expect(brazil.flag.pngURL?.pathExtension == "png")
    #expect(brazil.flag.pngURL?.scheme == "https")
    #expect(brazil.flag.svgURL?.pathExtension == "svg")
    #expect(brazil.flag.description?.isEmpty == false)
  }

  @Test func loadCatalog_keepsCountriesWhoseNamesContainOthers() throws {
    let catalog = try makeSUT().loadCatalog()

    #expect(catalog.country(withCode: "NE")?.name == "Niger")
    #expect(catalog.country(withCode: "NG")?.name == "Nigeria")
  }

  @Test func loadCatalog_deliversEveryKindOfName() throws {
    let catalog = try makeSUT().loadCatalog()

    #expect(catalog.country(withCode: "NL")?.alternateNames.contains("Holland") == true)
    #expect(catalog.country(withCode: "CG")?.alternateNames.contains("Congo") == true)
    #expect(catalog.country(withCode: "DE")?.nativeNames.contains("Deutschland") == true)
    #expect(catalog.country(withCode: "DE")?.translatedNames.contains("Allemagne") == true)
    #expect(catalog.country(withCode: "FR")?.demonyms.contains("French") == true)
    #expect(catalog.country(withCode: "US")?.officialName == "United States of America")
  }

  @Test func loadCatalog_neverRepeatsANameOrListsTheBareCode() throws {
    let catalog = try makeSUT().loadCatalog()

    for country in catalog.countries {
      let names =
        [country.name, country.officialName] + country.alternateNames + country.nativeNames
        + country.translatedNames
      #expect(Set(names.dropFirst(2)).count == names.count - 2, "\(country.code)")
      #expect(!names.dropFirst(2).contains(country.name), "\(country.code)")
      #expect(!names.dropFirst(2).contains(country.officialName), "\(country.code)")
      #expect(!country.alternateNames.contains(country.code), "\(country.code)")
    }
  }

  @Test func embeddedSnapshot_readsTheSame_withTranslationsCheckedOnFirstRead() throws {
    let checkedUpFront = try BundledCountryLoader(snapshot: BundledCountryLoader.embeddedSnapshot)
      .loadCatalog()

    let checkedOnFirstRead = try makeSUT().loadCatalog()

    #expect(checkedOnFirstRead.countries.count == 250)
    #expect(checkedOnFirstRead.countries == checkedUpFront.countries)
    #expect(
      checkedOnFirstRead.countries.map(\.translatedNames)
        == checkedUpFront.countries.map(\.translatedNames))
  }

  @Test func bundledSnapshot_needsNoEscapes() throws {
    let parts = try split(BundledCountryLoader.embeddedSnapshot)

    let text =
      (parts.header + parts.records).joined()
      + parts.streams.map { inflatedText($0) ?? "\\" }.joined()

    #expect(!text.contains("\\"))
  }

  @Test func bundledSnapshot_isCompact_withItsDetailsDeflated() throws {
    let header = try CountrySnapshot.header(of: BundledCountryLoader.embeddedSnapshot)

    #expect(header.metadata.formatVersion == CountrySnapshot.compactFormatVersion)
    #expect(BundledCountryLoader.embeddedSnapshot.count < 120_000)
  }

  @Test func loadCatalog_makesFlagcdnAddressesFromTheCode_andKeepsTheOthers() throws {
    let catalog = try makeSUT().loadCatalog()

    for country in catalog.countries where country.code != "AF" {
      let code = country.code.lowercased()
      #expect(country.flag.pngURL?.absoluteString == "https://flagcdn.com/w320/\(code).png")
      #expect(country.flag.svgURL?.absoluteString == "https://flagcdn.com/\(code).svg")
    }
    let afghanistan = try #require(catalog.country(withCode: "AF"))
    #expect(afghanistan.flag.pngURL?.host == "upload.wikimedia.org")
    #expect(afghanistan.flag.svgURL?.host == "upload.wikimedia.org")
  }

  @Test func loadCatalog_deliversTheFlagDescription_andTranslations_ofEachCountry() throws {
    let catalog = try makeSUT().loadCatalog()

    #expect(catalog.country(withCode: "JP")?.flag.description?.contains("red circle") == true)
    #expect(catalog.country(withCode: "DE")?.translatedNames.contains("Allemagne") == true)
    #expect(catalog.country(withCode: "FR")?.translatedNames.contains("Frankreich") == true)
    #expect(catalog.countries.filter { $0.flag.description != nil }.count > 240)
    #expect(catalog.countries.allSatisfy { !$0.translatedNames.isEmpty })
  }

  @Test func embeddedSnapshot_isTheAssetsFile_byteForByte() throws {
    let assets = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Bundled
      .deletingLastPathComponent()  // CountryDataTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()
      .appendingPathComponent("Assets/countries.snapshot")

    #expect(try BundledCountryLoader.embeddedSnapshot == Data(contentsOf: assets))
  }

  @Test func loadSummary_saysTheDateAndCount_thatTheCatalogHas() throws {
    let catalog = try makeSUT().loadCatalog()

    let summary = try makeSUT().loadSummary()

    #expect(summary.dataDate == catalog.source.asOf)
    #expect(summary.countryCount == catalog.countries.count)
  }

  @Test func loadSummary_refusesBytesWithNoHeader() {
    #expect(throws: DataUnavailable.bundledDataMissing) {
      try BundledCountryLoader(snapshot: Data("quizengine-country-snapshot\t1\n".utf8))
        .loadSummary()
    }
  }

  @Test func loadCatalog_deliversInjectedSnapshotBytes_withTheirDataDate() throws {
    let countries = [makeCountry(code: "XA"), makeCountry(code: "XB", name: "Exampleland")]
    let dataDate = try #require(CountrySnapshot.Metadata.date(fromDay: "2024-06-01"))
    let bytes = CountrySnapshot.encode(countries, metadata: .restCountriesV31(dataDate: dataDate))

    let catalog = try BundledCountryLoader(snapshot: bytes).loadCatalog()

    #expect(catalog.countries == countries)
    #expect(catalog.source.asOf == dataDate)
    #expect(catalog.source.kind == .bundled)
  }

  @Test(arguments: [
    Data(), Data([0]), Data("quizengine-country-snapshot\t1\nsource\tx\n".utf8),
    Data([0xFF, 0x00, 0x42]), Data(#"[{"cca2": "BE", "name": {"common": "Belgium"}}]"#.utf8),
  ])
  func loadCatalog_refusesDamagedBytes_asBundledDataMissing(bytes: Data) {
    #expect(throws: DataUnavailable.bundledDataMissing) {
      try BundledCountryLoader(snapshot: bytes).loadCatalog()
    }
  }

  /// The embedded snapshot damaged as a bad copy or a bad edit would: cut short, a byte
  /// flipped to invalid UTF-8, a line lost.
  @Test(arguments: 0..<3)
  func load_refusesADamagedCopyOfTheEmbeddedSnapshot(damage: Int) async {
    var bytes = BundledCountryLoader.embeddedSnapshot
    switch damage {
    case 0: bytes = bytes.prefix(bytes.count / 2)
    case 1: bytes[bytes.count / 3] = 0xFF
    default:
      if let newline = bytes[(bytes.count / 2)...].firstIndex(of: UInt8(ascii: "\n")) {
        bytes.removeSubrange((bytes.count / 2)...newline)
      }
    }

    await #expect(throws: DataUnavailable.bundledDataMissing) {
      try await BundledCountryLoader(snapshot: bytes).load()
    }
  }

  // MARK: - Helpers

  private func makeSUT() -> BundledCountryLoader {
    BundledCountryLoader()
  }
}
