import CountryData
import QuizDaily
import QuizEngine
import QuizMap
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The atlas `quiz daily` plays on: the bundled catalog, placed by the bundled map's labels.
/// Made once: every test reads it and none changes it.
let bundledAtlas: DailyAtlas? = {
  guard let catalog = try? BundledCountryLoader().loadCatalog(), let map = WorldMap.bundled
  else { return nil }
  var points: [String: EarthPoint] = [:]
  for country in map.countries {
    if let label = country.label {
      points[country.code] = EarthPoint(latitude: label.latitude, longitude: label.longitude)
    }
  }
  return try? DailyAtlas(catalog: catalog, points: points)
}()

func atlas(sourceLocation: SourceLocation = #_sourceLocation) throws -> DailyAtlas {
  try #require(bundledAtlas, "the bundled catalog and map", sourceLocation: sourceLocation)
}

/// A puzzle of `answer`, on a fixed day.
func makeGame(
  answer: String, isToday: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
) throws -> DailyGame {
  try #require(
    DailyGame(
      atlas: try atlas(sourceLocation: sourceLocation), answer: answer,
      day: CalendarDay(year: 2026, month: 11, day: 28), isToday: isToday),
    sourceLocation: sourceLocation)
}

/// A folder of its own under the system's temporary directory.
func temporaryFolder() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "daily-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// Keeps the state in memory, as a file would, and can be told to fail.
final class InMemoryDailyStore: DailyStore, @unchecked Sendable {
  // @unchecked: tests use it from one task at a time.
  var state = DailyState()
  var fails = false

  func load() -> DailyState { state }

  func update(_ change: @Sendable (inout DailyState) -> Void) throws {
    if fails { throw StoreFailure() }
    change(&state)
  }

  struct StoreFailure: Error {}
}
