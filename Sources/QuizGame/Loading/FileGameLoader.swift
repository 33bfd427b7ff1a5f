import QuizStorage

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Loads a quiz document from a file. A file that is missing or unreadable is `unreachable`,
/// like a server that does not answer; one that is there but not a valid quiz is invalid data.
public struct FileGameLoader: GameLoader {
  public let path: String

  public init(path: String) { self.path = path }

  public var source: String { GameLocation.file(path: path).shown }

  public func load() async throws(GameLoadError) -> Game {
    switch StateFile.entry(at: URL(fileURLWithPath: path)) {
    case .missing: throw .unreachable("there is no such file")
    case .notARegularFile: throw .unreachable("it is not a file")
    case .regularFile(let size) where size > GameDocumentMapper.maximumSize:
      throw .invalidData(GameDocumentMapper.Error.tooLarge.description)
    case .regularFile: break
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
