import CountryData
import Foundation
import QuizEngine
import QuizTestSupport
import Testing

/// What every `CountryStore` must do, run against each implementation.
@Suite("CountryStore contract")
struct CountryStoreContractTests {
  enum Implementation: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case inMemory, file

    var testDescription: String { rawValue }
  }

  @Test(arguments: Implementation.allCases)
  func retrieve_deliversNothing_fromAnEmptyStore(_ implementation: Implementation) async throws {
    let (sut, directory) = try makeSUT(implementation)
    defer { directory.remove() }

    #expect(try await sut.retrieve(anyKey()) == nil)
    #expect(try await sut.retrieve(anyKey()) == nil)
  }

  @Test(arguments: Implementation.allCases)
  func retrieve_deliversWhatWasSaved_everyTime(_ implementation: Implementation) async throws {
    let (sut, directory) = try makeSUT(implementation)
    defer { directory.remove() }
    let entry = anyEntry()

    try await sut.save(entry, for: anyKey())

    #expect(try await sut.retrieve(anyKey()) == entry)
    #expect(try await sut.retrieve(anyKey()) == entry)
  }

  @Test(arguments: Implementation.allCases)
  func save_replacesThePreviousEntry(_ implementation: Implementation) async throws {
    let (sut, directory) = try makeSUT(implementation)
    defer { directory.remove() }
    let latest = anyEntry(label: "latest", fetchedAt: Date(timeIntervalSince1970: 1_800_000_000))

    try await sut.save(anyEntry(), for: anyKey())
    try await sut.save(latest, for: anyKey())

    #expect(try await sut.retrieve(anyKey()) == latest)
  }

  @Test(arguments: Implementation.allCases)
  func entries_areSeparate_perKindAndBaseURL(_ implementation: Implementation) async throws {
    let (sut, directory) = try makeSUT(implementation)
    defer { directory.remove() }
    let v5 = CountryStoreKey(
      kind: .restCountriesV5, baseURL: try url("https://a.test/countries/v5"))
    let v3 = CountryStoreKey(
      kind: .restCountriesV3, baseURL: try url("https://a.test/countries/v5"))
    let otherHost = CountryStoreKey(
      kind: .restCountriesV5, baseURL: try url("https://b.test/countries/v5"))

    try await sut.save(anyEntry(label: "v5"), for: v5)
    try await sut.save(anyEntry(label: "v3"), for: v3)

    #expect(try await sut.retrieve(v5)?.label == "v5")
    #expect(try await sut.retrieve(v3)?.label == "v3")
    #expect(try await sut.retrieve(otherHost) == nil)
  }

  @Test(arguments: Implementation.allCases)
  func retrieve_deliversHardNamesAndFractionalTimes_unchanged(_ implementation: Implementation)
    async throws
  {
    let (sut, directory) = try makeSUT(implementation)
    defer { directory.remove() }
    let entry = CachedCountries(
      countries: anyCountries() + [
        makeCountry(
          code: "XT", name: "Tab\tland | pipe", capitals: ["New\nLine", "Back\\slash"],
          nativeNames: ["Ελλάδα", "日本"], demonyms: ["🇽🇹"])
      ],
      label: "REST Countries v5", fetchedAt: Date(timeIntervalSince1970: 1_790_000_000.25))

    try await sut.save(entry, for: anyKey())

    let retrieved = try #require(try await sut.retrieve(anyKey()))
    #expect(Set(retrieved.countries) == Set(entry.countries))
    #expect(retrieved.label == entry.label)
    #expect(retrieved.fetchedAt == entry.fetchedAt)
  }

  // MARK: - Helpers

  private func makeSUT(_ implementation: Implementation) throws -> (
    any CountryStore, TemporaryDirectory
  ) {
    let directory = try TemporaryDirectory()
    switch implementation {
    case .inMemory: return (InMemoryCountryStore(), directory)
    case .file: return (FileCountryStore(directory: directory.url), directory)
    }
  }
}

func anyKey() -> CountryStoreKey {
  CountryStoreKey(
    kind: .restCountriesV5,
    baseURL: URL(string: "https://api.restcountries.com/countries/v5") ?? anyURL())
}

func anyEntry(
  label: String = "REST Countries v5", fetchedAt: Date = Date(timeIntervalSince1970: 1_790_000_000)
) -> CachedCountries {
  CachedCountries(
    countries: anyCountries().sorted { $0.code < $1.code }, label: label, fetchedAt: fetchedAt)
}

func url(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
  try #require(URL(string: text), sourceLocation: sourceLocation)
}
