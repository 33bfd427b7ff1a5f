// Requests and bytes of live country data through the disk cache, against a v5-shaped server
// on loopback: what a 20-question session costs cold and warm, and what `response_fields`
// trimming saves. Run in release:
//
//     swift run -c release data-bench [path/to/restcountries-v5-records.json]
//
// Without a path it serves the repository's own Assets/RESTCountries/restcountries-v5-records.json.
//
// Exits 1 when the request counts are not the expected 3 (cold) and 0 (warm).

import BenchSupport
import CountryData
import Foundation
import HTTPTransport
import HTTPTransportNIO
import LoopbackHTTPServer
import QuizEngine

let questionsPerSession = 20
let apiKey = "data-bench-key"

let commandLine = BenchCommandLine.parse(
  program: "data-bench", usage: "usage: data-bench [path/to/restcountries-v5-records.json]")

let scratch = FileManager.default.temporaryDirectory
  .appendingPathComponent("data-bench-\(UUID().uuidString)", isDirectory: true)

func fail(_ message: String) -> Never {
  try? FileManager.default.removeItem(at: scratch)
  commandLine.fail(message)
}

func milliseconds(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  let value = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
  return String(format: "%.1f ms", value)
}

func makeLoader(
  server: LoopbackHTTPServer, cache: URL, responseFields: [String]
) -> CachedCountryLoader {
  let baseURL = server.url(RESTCountriesV5Fixture.path)
  return CachedCountryLoader(
    remote: RESTCountriesV5Loader(
      apiKey: apiKey, baseURL: baseURL, client: NIOHTTPClient(),
      responseFields: responseFields),
    store: FileCountryStore(directory: cache),
    key: CountryStoreKey(kind: .restCountriesV5, baseURL: baseURL))
}

guard commandLine.positional.count <= 1 else {
  commandLine.usageFailure("one records file at most")
}
let recordsURL = URL(
  fileURLWithPath: commandLine.positional.first
    ?? Repository.path("Assets/RESTCountries/restcountries-v5-records.json"))
guard let records = try? Data(contentsOf: recordsURL) else {
  fail("cannot read \(recordsURL.path)")
}
let fixture: RESTCountriesV5Fixture
do {
  fixture = try RESTCountriesV5Fixture(records: records, apiKey: apiKey)
} catch {
  fail("\(recordsURL.lastPathComponent) is not an array of v5 records")
}

let clock = ContinuousClock()

/// Loads a session's worth through a new loader each time, as separate `quiz ask` runs would.
func session(responseFields: [String], cache: URL) async throws -> (
  coldRequests: Int, coldBytes: Int, coldTime: Duration, warmRequests: Int, warmTime: Duration,
  countries: Int
) {
  let server = try LoopbackHTTPServer { fixture.reply(to: $0) }
  defer { server.stop() }

  var catalog: CountryCatalog?
  let coldTime = try await clock.measure {
    catalog = try await makeLoader(server: server, cache: cache, responseFields: responseFields)
      .load()
  }
  let coldRequests = server.requests.count
  let coldBytes = server.bytesSent

  let warmTime = try await clock.measure {
    for _ in 1..<questionsPerSession {
      _ = try await makeLoader(server: server, cache: cache, responseFields: responseFields)
        .load()
    }
  }
  return (
    coldRequests, coldBytes, coldTime, server.requests.count - coldRequests,
    warmTime / (questionsPerSession - 1), catalog?.countries.count ?? 0
  )
}

do {
  let trimmed = try await session(
    responseFields: RESTCountriesV5Loader.defaultResponseFields,
    cache: scratch.appendingPathComponent("trimmed"))
  let untrimmed = try await session(
    responseFields: [], cache: scratch.appendingPathComponent("untrimmed"))

  print(
    "data-bench: \(questionsPerSession)-question session, \(trimmed.countries) countries, v5 on loopback"
  )
  print(
    "  cold cache:  \(trimmed.coldRequests) requests (limit=\(RESTCountriesV5Loader.pageSize)), \(milliseconds(trimmed.coldTime))"
  )
  print(
    "  fresh cache: \(trimmed.warmRequests) requests over \(questionsPerSession - 1) more loads, \(milliseconds(trimmed.warmTime)) per load"
  )
  let saving = 100 - trimmed.coldBytes * 100 / max(1, untrimmed.coldBytes)
  print("  bytes from cold with response_fields: \(trimmed.coldBytes)")
  print(
    "  bytes from cold without:              \(untrimmed.coldBytes) (trimming saves \(saving)%)")

  var problems: [String] = []
  if trimmed.coldRequests != 3 {
    problems.append("cold: \(trimmed.coldRequests) requests, expected 3")
  }
  if trimmed.warmRequests != 0 {
    problems.append("fresh: \(trimmed.warmRequests) requests, expected 0")
  }
  if untrimmed.coldRequests != 3 {
    problems.append("untrimmed cold: \(untrimmed.coldRequests) requests, expected 3")
  }
  if trimmed.countries != 250 { problems.append("\(trimmed.countries) countries, expected 250") }
  if !problems.isEmpty { fail(problems.joined(separator: "; ")) }
} catch {
  fail("load failed: \(error)")
}
try? FileManager.default.removeItem(at: scratch)
