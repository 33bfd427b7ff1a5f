#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Loads a quiz document from a file. A file that is missing or unreadable is `unreachable`,
/// like a server that does not answer; one that is there but not a valid quiz is invalid data.
public struct FileGameLoader: GameLoader {
  public let path: String

  public init(path: String) { self.path = path }

  public var source: String { GameLocation.file(path: path).shown }

  public func load() async throws(GameLoadError) -> Game {
    // stat(2) first, so a huge file or a device is refused without reading it.
    var info = stat()
    guard stat(path, &info) == 0 else { throw .unreachable("there is no such file") }
    guard info.st_mode & S_IFMT == S_IFREG else { throw .unreachable("it is not a file") }
    guard Int(info.st_size) <= GameDocumentMapper.maximumSize else {
      throw .invalidData(GameDocumentMapper.Error.tooLarge.description)
    }
    guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else {
      throw .unreachable("it cannot be read")
    }
    do {
      return try GameDocumentMapper.map(data, id: "from:\(source)")
    } catch {
      throw .invalidData(error.description)
    }
  }
}
