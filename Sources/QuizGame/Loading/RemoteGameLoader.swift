import HTTPTransport
import QuizEngine

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Loads a quiz document from a URL through the same `HTTPClient` as the country data, so a
/// proxy, gzip, the timeout and redirects work alike. Only a 200 with a valid document is a
/// game; anything else that arrives is invalid data, and nothing arriving is unreachable.
public struct RemoteGameLoader: GameLoader {
  public let url: URL
  private let client: any HTTPClient

  /// - Parameter client: best made with a body cap of `GameDocumentMapper.maximumSize`, so an
  ///   oversized document is dropped while it arrives rather than after.
  public init(url: URL, client: any HTTPClient) {
    self.url = url
    self.client = client
  }

  public var source: String { GameLocation.url(url).shown }

  public func load() async throws(GameLoadError) -> Game {
    let response: HTTPResponse
    do {
      response = try await client.send(
        HTTPRequest(url: url, headers: ["Accept": "application/json"]))
    } catch HTTPClientError.bodyTooLarge {
      throw .invalidData(GameDocumentMapper.Error.tooLarge.description)
    } catch HTTPClientError.invalidContentEncoding {
      throw .invalidData("its compression is broken")
    } catch HTTPClientError.helperMissing(let name, let searched) {
      // Nothing was sent: naming the server would send the person to check the wrong thing.
      let places = searched.map { UntrustedText.cleaned($0) }.joined(separator: ", ")
      throw .unreachable(
        "\(name), the program that fetches it, is not installed"
          + (places.isEmpty ? "" : " (looked at \(places))"))
    } catch {
      throw .unreachable("the server cannot be reached")
    }
    guard response.statusCode == 200 else {
      throw .invalidData("the server answered with status \(response.statusCode), not 200")
    }
    do {
      return try GameDocumentMapper.map(response.body, id: "from:\(source)")
    } catch {
      throw .invalidData(error.description)
    }
  }
}
