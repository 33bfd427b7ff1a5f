import Foundation

/// Files the repository carries for its tests and benchmarks, found from this source file so a
/// test runs the same from any working directory. Nothing here reaches outside the repository.
package enum RepositoryFiles {
  package static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // QuizTestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The REST Countries v3.1 data set (MPL-2.0, see `Assets/RESTCountries/README.md`).
  package static let restCountriesV31 = root.appendingPathComponent(
    "Assets/RESTCountries/restcountries-v3.1.json")
  /// The same countries as v5 records.
  package static let restCountriesV5Records = root.appendingPathComponent(
    "Assets/RESTCountries/restcountries-v5-records.json")
  package static let bundledSnapshot = root.appendingPathComponent("Assets/countries.snapshot")

  /// The file's bytes. A missing fixture is an error that fails the test: it never skips it.
  package static func contents(of url: URL) throws -> Data {
    guard FileManager.default.isReadableFile(atPath: url.path) else {
      throw MissingFixture(path: url.path)
    }
    return try Data(contentsOf: url)
  }

  package struct MissingFixture: Error, CustomStringConvertible {
    package let path: String
    package var description: String { "the repository's fixture \(path) is missing" }
  }
}
