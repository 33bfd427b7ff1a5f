import HTTPTransport
import QuizEngine

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Waits between attempts; injected so tests never really wait.
public typealias Sleeper = @Sendable (Duration) async throws -> Void

/// What both REST Countries clients do with one request: send it, honour a bounded
/// `Retry-After` once per load, and turn the status and transport failures into
/// `DataUnavailable`. Only a 2xx body is handed back, for the caller's mapper.
struct RESTCountriesFetcher: Sendable {
  /// The wait used when a 429 carries no usable `Retry-After`.
  static let defaultRetryDelay = 1

  let client: any HTTPClient
  let maximumRetryAfterSeconds: Int
  let sleep: Sleeper

  /// Counts the retries one load has left, across its pages.
  struct RetryBudget {
    var remaining = 1
  }

  func body(for request: HTTPRequest, budget: inout RetryBudget) async throws -> Data {
    while true {
      let response = try await send(request)
      switch response.statusCode {
      case 200..<300:
        return response.body
      case 401, 403:
        throw DataUnavailable.unauthorized
      case 429:
        let retryAfter = Self.retryAfterSeconds(response.value(forHeader: "Retry-After"))
        let delay = retryAfter ?? Self.defaultRetryDelay
        guard budget.remaining > 0, delay <= maximumRetryAfterSeconds else {
          throw DataUnavailable.rateLimited(retryAfterSeconds: retryAfter)
        }
        budget.remaining -= 1
        try await sleep(.seconds(delay))
      default:
        throw DataUnavailable.invalidData
      }
    }
  }

  private func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    do {
      return try await client.send(request)
    } catch HTTPClientError.bodyTooLarge, HTTPClientError.invalidContentEncoding {
      throw DataUnavailable.invalidData
    } catch HTTPClientError.helperMissing(let name, let searched) {
      throw DataUnavailable.fetcherMissing(name: name, searched: searched)
    } catch is CancellationError {
      throw CancellationError()
    } catch {
      throw DataUnavailable.connectivity
    }
  }

  /// The delay-seconds form of `Retry-After`; the HTTP-date form and nonsense count as absent.
  static func retryAfterSeconds(_ value: String?) -> Int? {
    guard let text = value?.trimmingWhitespace(), !text.isEmpty,
      text.utf8.count <= 9, text.utf8.allSatisfy({ (0x30...0x39).contains($0) })
    else { return nil }
    return Int(text)
  }
}
