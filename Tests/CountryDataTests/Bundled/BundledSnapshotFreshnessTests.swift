import CountryData
import Foundation
import Testing

/// Catches a generator change that was not followed by regenerating the committed snapshot.
/// Runs only where the shared data file sits next to the repository.
@Suite("Bundled snapshot freshness")
struct BundledSnapshotFreshnessTests {
  private static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Bundled
    .deletingLastPathComponent()  // CountryDataTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()
  private static let sharedDataFile = repositoryRoot.deletingLastPathComponent()
    .appendingPathComponent("shared/data/restcountries-v3.1.json")
  private static let committedSnapshot =
    repositoryRoot
    .appendingPathComponent("Assets/countries.snapshot")

  @Test(.enabled(if: FileManager.default.fileExists(atPath: sharedDataFile.path)))
  func committedSnapshot_isWhatMakeSnapshotGeneratesFromTheSharedDataFile() throws {
    let dataDate = try #require(CountrySnapshot.Metadata.date(fromDay: "2026-02-25"))

    let regenerated = CountrySnapshot.encode(
      try V3CountriesMapper.map(Data(contentsOf: Self.sharedDataFile)),
      metadata: .restCountriesV31(dataDate: dataDate))

    let committed = try Data(contentsOf: Self.committedSnapshot)
    #expect(
      regenerated == committed,
      """
      The committed snapshot is stale; regenerate it with
      swift run make-snapshot \(Self.sharedDataFile.path) \
      Assets/countries.snapshot --data-date 2026-02-25
      """)
  }
}
