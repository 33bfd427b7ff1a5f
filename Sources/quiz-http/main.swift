// quiz-http: sends one HTTP request for `quiz`, which keeps SwiftNIO, TLS and gzip out of its
// own binary (see `ProcessHTTPClient`). Reads a `HelperRequest` as JSON on standard input,
// writes a `HelperReply` as JSON on standard output. Proxies come from the environment, as
// curl reads them.

// Foundation, not FoundationEssentials: it brings the C library too (read, write, isatty),
// and SwiftNIO's client links it anyway.
import Foundation
import HTTPTransport
import HTTPTransportNIO
import HTTPTransportProcess

func readStandardInput() -> Data {
  var input = Data()
  var chunk = [UInt8](repeating: 0, count: 64 * 1024)
  while true {
    let count = read(0, &chunk, chunk.count)
    if count < 0 && errno == EINTR { continue }
    guard count > 0 else { return input }
    input.append(contentsOf: chunk[..<count])
  }
}

func writeStandardOutput(_ data: Data) {
  data.withUnsafeBytes { bytes in
    guard let base = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
      let written = write(1, base + offset, bytes.count - offset)
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }
}

func reply(to input: Data) async -> HelperReply {
  guard let message = try? JSONDecoder().decode(HelperRequest.self, from: input),
    let request = message.httpRequest
  else { return .failure(.connectivity) }
  let client = NIOHTTPClient(
    timeout: message.timeout, maximumBodySize: message.maximumBodySize,
    proxies: ProxySettings(environment: ProcessInfo.processInfo.environment))
  do {
    return HelperReply(try await client.send(request))
  } catch let error as HTTPClientError {
    return .failure(.init(error))
  } catch {
    return .failure(.connectivity)
  }
}

if isatty(0) == 1 {
  let usage = "quiz-http sends HTTP requests for quiz; it reads them on standard input.\n"
  writeStandardOutput(Data(usage.utf8))
  exit(64)
}
let answer = await reply(to: readStandardInput())
writeStandardOutput((try? JSONEncoder().encode(answer)) ?? Data())
exit(0)
