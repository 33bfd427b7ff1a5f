import CountryData
import Foundation
import QuizEngine
import QuizTestSupport
import Testing

/// A cache file written by a build from before regions and independence were kept (snapshot
/// format 1), byte for byte as that build wrote it.
@Suite("A cache file in the format before regions")
struct OutdatedCacheFormatTests {
  @Test func retrieve_readsTheOldFile_withTheNewFieldsUnknown() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try storeHoldingAnOldFile(in: directory)

    let entry = try #require(try await store.retrieve(anyKey()))

    #expect(entry.countries.map(\.code) == ["BE", "FR"])
    #expect(entry.countries.map(\.name) == ["Belgium", "France"])
    #expect(entry.countries[0].capitals == ["Brussels"])
    #expect(entry.countries[0].nativeNames == ["Belgien", "Koninkrijk België"])
    #expect(entry.countries[1].translatedNames == ["Frankreich"])
    for country in entry.countries {
      #expect(country.region == nil && country.subregion == nil)
      #expect(country.isIndependent == nil && country.isUNMember == nil)
    }
    #expect(entry.isOutdatedFormat)
    #expect(entry.label == "REST Countries v5")
  }

  @Test func load_fetchesAgain_thoughTheOldEntryIsYoung_andSavesTheCurrentFormat() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try storeHoldingAnOldFile(in: directory)
    let remote = LoaderStub(CountryCatalog(countries: [belgiumWithRegion()], source: v5Source()))
    let sut = CachedCountryLoader(
      remote: remote, store: store, key: anyKey(), clock: { oldFetchTime + 60 })

    let catalog = try await sut.load()

    #expect(remote.loadCount == 1)
    #expect(catalog.countries == [belgiumWithRegion()])
    let saved = try #require(try await store.retrieve(anyKey()))
    #expect(!saved.isOutdatedFormat)
    #expect(saved.countries.first?.region == "Europe")
    #expect(saved.countries.first?.isIndependent == true)
  }

  @Test func load_offersTheOldEntryAsStale_whenTheRemoteFails() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try storeHoldingAnOldFile(in: directory)
    let sut = CachedCountryLoader(
      remote: LoaderStub([.failure(.connectivity)]), store: store, key: anyKey(),
      clock: { oldFetchTime + 60 })

    let outcome = try await sut.loadReportingFallback()

    #expect(outcome.fallbackReason == .connectivity)
    #expect(outcome.catalog.countries.map(\.code) == ["BE", "FR"])
    #expect(outcome.catalog.countries.allSatisfy { $0.isIndependent == nil })
  }

  // MARK: - Helpers

  private func storeHoldingAnOldFile(in directory: TemporaryDirectory) throws -> FileCountryStore {
    let store = FileCountryStore(directory: directory.url)
    try Data(oldCacheFile.utf8).write(to: store.fileURL(for: anyKey()))
    return store
  }

  private func belgiumWithRegion() -> Country {
    makeCountry(code: "BE", name: "Belgium", capitals: ["Brussels"])
      .with(region: "Europe", subregion: "Western Europe", isIndependent: true, isUNMember: true)
  }

  private func v5Source() -> DataSource {
    DataSource(kind: .restCountriesV5, label: "REST Countries v5", asOf: oldFetchTime + 60)
  }
}

private let oldFetchTime = Date(timeIntervalSince1970: 1_763_625_600)  // 2025-11-20T08:00:00Z

private let oldCacheFile =
  [
    "quizengine-country-cache\t1",
    "key\tv5-4a948a3b162c51f9",
    "label\tREST Countries v5",
    "fetched\t2025-11-20T08:00:00.000Z",
    "quizengine-country-snapshot\t1",
    "source\tREST Countries v5",
    "date\t2025-11-20",
    "licence\tMPL-2.0",
    "count\t2",
    "fields\tcode\tname\tofficial\tcapitals\tdemonyms\talternates\temoji\tpng\tsvg\tflag-alt\tnative"
      + "\ttranslations",
    "BE\tBelgium\tKingdom of Belgium\tBrussels\tBelgian\tBelgie\t🇧🇪\thttps://flagcdn.com/w320/be.png"
      + "\thttps://flagcdn.com/be.svg\tThree vertical bands of black, yellow and red."
      + "\tBelgien|Koninkrijk België\tBelgique",
    "FR\tFrance\tFrench Republic\tParis\tFrench\t\t🇫🇷\t\t\t\tRépublique française\tFrankreich",
  ].joined(separator: "\n") + "\n"

extension Country {
  fileprivate func with(
    region: String?, subregion: String?, isIndependent: Bool?, isUNMember: Bool?
  ) -> Country {
    Country(
      code: code, name: name, officialName: officialName, capitals: capitals, flag: flag,
      alternateNames: alternateNames, nativeNames: nativeNames,
      translatedNames: .made(translatedNames),
      demonyms: demonyms, region: region, subregion: subregion, isIndependent: isIndependent,
      isUNMember: isUNMember)
  }
}
