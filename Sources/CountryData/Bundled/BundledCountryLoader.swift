import Foundation
import QuizEngine

/// Loads the snapshot shipped with the package: the source when no API key is set, and offline.
public struct BundledCountryLoader: CountryLoader {
  static let label = "bundled snapshot of REST Countries"

  private let snapshotURL: URL?

  /// Reads the snapshot bundled with the package.
  public init() {
    snapshotURL = nil
  }

  /// Reads a snapshot from the given file instead of the bundled one.
  public init(snapshotURL: URL) {
    self.snapshotURL = snapshotURL
  }

  public func load() async throws(DataUnavailable) -> CountryCatalog {
    try loadCatalog()
  }

  /// Reads and decodes the snapshot synchronously, for start-up and benchmarks.
  public func loadCatalog() throws(DataUnavailable) -> CountryCatalog {
    guard let url = snapshotURL ?? Self.locateBundledSnapshot(),
      let data = try? Data(contentsOf: url),
      let snapshot = try? CountrySnapshot.decode(data)
    else { throw .bundledDataMissing }

    return CountryCatalog(
      countries: snapshot.countries,
      source: DataSource(kind: .bundled, label: Self.label, asOf: snapshot.metadata.dataDate))
  }

  /// Finds the resource without `Bundle.module`, whose accessor calls fatalError when the bundle is gone.
  static func locateBundledSnapshot() -> URL? {
    let fileManager = FileManager.default
    return candidateDirectories.lazy
      .compactMap { $0() }
      .flatMap { directory in resourceLayouts.map { directory.appendingPathComponent($0) } }
      .first { fileManager.isReadableFile(atPath: $0.path) }
  }

  /// SwiftPM names the bundle `<package>_<target>`: `.resources` beside the executable on Linux,
  /// a `.bundle` on Apple platforms (with `Contents/Resources` on macOS).
  private static let resourceLayouts = [
    "QuizEngine_CountryData.resources/countries.snapshot",
    "QuizEngine_CountryData.bundle/countries.snapshot",
    "QuizEngine_CountryData.bundle/Contents/Resources/countries.snapshot",
  ]

  /// Where SwiftPM and Xcode put resource bundles, tried in order and computed only when
  /// needed, since start-up pays for each: next to the executable (tools, `swift test` on
  /// Linux), in an app's resources, then next to the test bundle (`xctest` on macOS).
  private static let candidateDirectories: [@Sendable () -> URL?] = [
    { Bundle.main.bundleURL },
    { Bundle.main.resourceURL },
    { Bundle(for: BundleToken.self).resourceURL },
    { Bundle(for: BundleToken.self).bundleURL.deletingLastPathComponent() },
  ]
}

private final class BundleToken {}
