@testable import CountryData
import Foundation
import QuizEngine
import QuizTestSupport
import Testing

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

  @Test func bundledSnapshot_needsNoEscapes() throws {
    let url = try #require(BundledCountryLoader.locateBundledSnapshot())

    let data = try Data(contentsOf: url)

    #expect(!data.contains(UInt8(ascii: "\\")))
  }

  @Test func loadCatalog_deliversAnInjectedSnapshot_withItsDataDate() throws {
    let countries = [makeCountry(code: "XA"), makeCountry(code: "XB", name: "Exampleland")]
    let dataDate = try #require(CountrySnapshot.Metadata.date(fromDay: "2024-06-01"))
    let url = try temporaryFile(
      CountrySnapshot.encode(countries, metadata: .restCountriesV31(dataDate: dataDate)))
    defer { try? FileManager.default.removeItem(at: url) }

    let catalog = try makeSUT(snapshotURL: url).loadCatalog()

    #expect(catalog.countries == countries)
    #expect(catalog.source.asOf == dataDate)
    #expect(catalog.source.kind == .bundled)
  }

  @Test func loadCatalog_throwsBundledDataMissing_whenTheFileIsMissing() {
    let missing = FileManager.default.temporaryDirectory
      .appendingPathComponent("missing-\(UUID().uuidString).snapshot")

    #expect(throws: DataUnavailable.bundledDataMissing) {
      try makeSUT(snapshotURL: missing).loadCatalog()
    }
  }

  @Test(arguments: [
    Data(), Data("quizengine-country-snapshot\t1\nsource\tx\n".utf8), Data([0xFF, 0x00, 0x42]),
    Data(#"[{"cca2": "BE", "name": {"common": "Belgium"}}]"#.utf8),
  ])
  func loadCatalog_throwsBundledDataMissing_whenTheFileIsCorrupt(contents: Data) throws {
    let url = try temporaryFile(contents)
    defer { try? FileManager.default.removeItem(at: url) }

    #expect(throws: DataUnavailable.bundledDataMissing) {
      try makeSUT(snapshotURL: url).loadCatalog()
    }
  }

  @Test func load_throwsBundledDataMissing_whenTheFileIsADirectory() async {
    let directory = FileManager.default.temporaryDirectory

    await #expect(throws: DataUnavailable.bundledDataMissing) {
      try await makeSUT(snapshotURL: directory).load()
    }
  }

  // MARK: - Helpers

  private func makeSUT(snapshotURL: URL? = nil) -> BundledCountryLoader {
    snapshotURL.map(BundledCountryLoader.init(snapshotURL:)) ?? BundledCountryLoader()
  }

  private func temporaryFile(_ contents: Data) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("bundled-loader-\(UUID().uuidString).snapshot")
    try contents.write(to: url)
    return url
  }
}
