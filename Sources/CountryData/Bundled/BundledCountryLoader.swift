import CBundledSnapshot
import QuizEngine

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Loads the snapshot shipped with the package: the source when no API key is set, and offline.
///
/// The snapshot's bytes are compiled into the binary (the `CBundledSnapshot` target embeds
/// `Assets/countries.snapshot`), so a copied executable finds them wherever it runs: nothing is
/// looked up on disk. They are validated like any other input, so a damaged snapshot is refused.
public struct BundledCountryLoader: CountryLoader {
  public static let label = "bundled snapshot of REST Countries"

  private let snapshot: Data
  private let translationChecks: CountrySnapshot.TranslationChecks

  /// Reads the snapshot compiled into the binary. Its translations are checked when first
  /// read: the bytes are part of the program, and the tests check them up front.
  public init() {
    snapshot = Self.embeddedBytesWithoutCopy
    translationChecks = .onFirstRead
  }

  /// Reads the given snapshot bytes instead of the embedded ones, every byte checked.
  public init(snapshot: Data) {
    self.snapshot = snapshot
    translationChecks = .upFront
  }

  /// A copy of the embedded bytes, which the caller may change freely.
  public static var embeddedSnapshot: Data {
    guard let bytes = quiz_bundled_snapshot_bytes() else { return Data() }
    return Data(bytes: bytes, count: quiz_bundled_snapshot_count())
  }

  /// The embedded bytes in place, for start-up: they live as long as the process. Never
  /// handed out, because `Data` changes no-copy bytes in place when it holds the only
  /// reference, and these are shared by every loader.
  private static var embeddedBytesWithoutCopy: Data {
    guard let bytes = quiz_bundled_snapshot_bytes() else { return Data() }
    return Data(
      bytesNoCopy: UnsafeMutableRawPointer(mutating: bytes), count: quiz_bundled_snapshot_count(),
      deallocator: .none)
  }

  public func load() async throws(DataUnavailable) -> CountryCatalog {
    try loadCatalog()
  }

  /// The snapshot's date and size from its header alone, for status lines.
  public func loadSummary() throws(DataUnavailable) -> (dataDate: Date, countryCount: Int) {
    guard let header = try? CountrySnapshot.header(of: snapshot) else {
      throw .bundledDataMissing
    }
    return (header.metadata.dataDate, header.count)
  }

  /// Decodes the snapshot synchronously, for start-up and benchmarks.
  public func loadCatalog() throws(DataUnavailable) -> CountryCatalog {
    guard let snapshot = try? CountrySnapshot.decode(snapshot, translationChecks: translationChecks)
    else {
      throw .bundledDataMissing
    }
    return CountryCatalog(
      countries: snapshot.countries,
      source: DataSource(kind: .bundled, label: Self.label, asOf: snapshot.metadata.dataDate))
  }
}
