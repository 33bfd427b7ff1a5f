import CountryData
import Foundation
import LoopbackHTTPServer
import QuizEngine
import QuizTestSupport
import Synchronization
import Testing

/// The repository's REST Countries fixtures, parsed once per test process: each file takes a
/// moment to decode. Reading one that is missing throws, so the test fails; it never skips.
enum RepositoryFixtures {
  static func v5Records() throws -> [JSONValue] { try decodedV5Records.get() }
  static func v31Records() throws -> Data { try v31Bytes.get() }

  private static let decodedV5Records = Result {
    let data = try RepositoryFiles.contents(of: RepositoryFiles.restCountriesV5Records)
    guard case .array(let records) = try JSONDecoder().decode(JSONValue.self, from: data) else {
      throw NotAnArrayOfRecords()
    }
    return records
  }
  private struct NotAnArrayOfRecords: Error {}
  private static let v31Bytes = Result {
    try RepositoryFiles.contents(of: RepositoryFiles.restCountriesV31)
  }
}

/// `count` made-up v5 records with distinct codes (AA, AB, ...), so paging needs no data file.
func syntheticV5Records(count: Int) -> [JSONValue] {
  let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
  return (0..<count).map { index in
    let code = "\(letters[index / 26 % 26])\(letters[index % 26])"
    return .object([
      "names": .object([
        "common": .string("Country \(code)"), "official": .string("Republic of \(code)"),
      ]),
      "codes": .object(["alpha_2": .string(code), "alpha_3": .string(code + "X")]),
      "capitals": .array([.object(["name": .string("Capital \(code)"), "primary": .bool(true)])]),
      "population": .integer(index),
    ])
  }
}

/// Records every wait instead of waiting.
final class SleeperSpy: Sendable {
  private let waits = Mutex<[Duration]>([])

  var recorded: [Duration] { waits.withLock { $0 } }

  var sleeper: Sleeper {
    { [self] duration in self.waits.withLock { $0.append(duration) } }
  }
}

/// A clock the test moves by hand.
final class TestClock: Sendable {
  private let current: Mutex<Date>

  init(_ start: Date = Date(timeIntervalSince1970: 1_790_000_000)) { current = Mutex(start) }

  var now: Date { current.withLock { $0 } }

  func advance(by interval: TimeInterval) { current.withLock { $0 += interval } }

  var closure: @Sendable () -> Date { { [self] in self.now } }
}

/// Replies from a list in order, the last one repeating.
func sequenced(_ replies: [LoopbackHTTPServer.Reply]) -> LoopbackHTTPServer.Handler {
  let queue = ReplyQueue(replies)
  return { _ in queue.next() }
}

private final class ReplyQueue: Sendable {
  private let replies: Mutex<[LoopbackHTTPServer.Reply]>

  init(_ replies: [LoopbackHTTPServer.Reply]) { self.replies = Mutex(replies) }

  func next() -> LoopbackHTTPServer.Reply {
    replies.withLock { $0.count > 1 ? $0.removeFirst() : $0[0] }
  }
}

func anyCountries() -> [Country] {
  [
    Country(
      code: "BE", name: "Belgium", officialName: "Kingdom of Belgium", capitals: ["Brussels"],
      flag: Flag(emoji: "🇧🇪", pngURL: URL(string: "https://flagcdn.com/w320/be.png")),
      alternateNames: ["Belgie"], nativeNames: ["België"], translatedNames: ["Belgio"],
      demonyms: ["Belgian"]),
    Country(
      code: "ZA", name: "South Africa", officialName: "Republic of South Africa",
      capitals: ["Pretoria", "Bloemfontein", "Cape Town"], flag: Flag(emoji: "🇿🇦")),
  ]
}

func expectDataUnavailable(
  _ expected: DataUnavailable, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () async throws -> Void
) async {
  do {
    try await body()
    Issue.record("Expected \(expected), got success", sourceLocation: sourceLocation)
  } catch let error as DataUnavailable {
    #expect(error == expected, sourceLocation: sourceLocation)
  } catch {
    Issue.record("Expected \(expected), got \(error)", sourceLocation: sourceLocation)
  }
}

/// A count shared by a server's handler and its test.
final class Counter: Sendable {
  private let storage = Mutex(0)

  var value: Int { storage.withLock { $0 } }

  /// Adds one and returns the new value.
  func increment() -> Int {
    storage.withLock {
      $0 += 1
      return $0
    }
  }
}
