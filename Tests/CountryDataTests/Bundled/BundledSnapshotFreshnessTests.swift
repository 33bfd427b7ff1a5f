import CountryData
import CountrySnapshotWriting
import Foundation
import QuizTestSupport
import Testing

/// Catches a generator change that was not followed by regenerating the committed snapshot.
@Suite("Bundled snapshot freshness")
struct BundledSnapshotFreshnessTests {
  @Test
  func committedSnapshot_isWhatMakeSnapshotGeneratesFromTheRepositorysDataSet() throws {
    let dataDate = try #require(CountrySnapshot.Metadata.date(fromDay: "2026-02-25"))

    let regenerated = CountrySnapshot.encodeCompact(
      try V3CountriesMapper.map(RepositoryFiles.contents(of: RepositoryFiles.restCountriesV31)),
      metadata: .restCountriesV31(dataDate: dataDate))

    let committed = try RepositoryFiles.contents(of: RepositoryFiles.bundledSnapshot)
    #expect(
      regenerated == committed,
      """
      The committed snapshot is stale; regenerate it with
      swift run make-snapshot Assets/RESTCountries/restcountries-v3.1.json \
      Assets/countries.snapshot --data-date 2026-02-25
      """)
  }
}
