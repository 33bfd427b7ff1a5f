import Dispatch
import HTTPTransport

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `HTTPClient` by way of the `quiz-http` helper program, one process per request, as git
/// reaches https through `git-remote-https`. The helper holds SwiftNIO, TLS and gzip, about
/// 11 MB of code that `quiz` would otherwise load at every start to answer from its bundled
/// data; live data is fetched a few times a month, so a process start per request is cheap.
///
/// The helper reads the proxy variables from the environment it is given, as `quiz` would.
/// The request, credentials included, goes through a socket, never through arguments.
public struct ProcessHTTPClient: HTTPClient {
  public static let helperName = "quiz-http"

  private let helperSearch: @Sendable () -> HelperSearch
  private let timeout: TimeInterval
  private let maximumBodySize: Int
  private let environment: [String: String]
  private let waitWhileBusy: WaitWhileBusy

  /// Waits before the next try (1 to 5) of a helper that is busy being written.
  package typealias WaitWhileBusy = @Sendable (_ attempt: Int) async throws -> Void

  /// Waits about a second and a half in all, longer each time.
  package static let backingOff: WaitWhileBusy = { attempt in
    try await Task.sleep(for: .milliseconds(25 << attempt))
  }

  /// - Parameters:
  ///   - helperPath: the helper program; nil (not installed) fails every request as
  ///     `.helperMissing`.
  ///   - timeout: seconds for the whole request, enforced by the helper; the helper itself is
  ///     stopped a little after.
  ///   - maximumBodySize: bytes, decompressed, as the helper's client counts them.
  ///   - environment: the helper's whole environment, proxies included.
  public init(
    helperPath: String?, timeout: TimeInterval = 10, maximumBodySize: Int = 20 * 1024 * 1024,
    environment: [String: String]
  ) {
    self.init(
      helperPath: helperPath, timeout: timeout, maximumBodySize: maximumBodySize,
      environment: environment, waitingWhileBusy: Self.backingOff)
  }

  /// As above, waiting for a busy helper as `waitWhileBusy` says: a test decides when the
  /// helper stops being busy instead of racing a clock.
  package init(
    helperPath: String?, timeout: TimeInterval = 10, maximumBodySize: Int = 20 * 1024 * 1024,
    environment: [String: String], waitingWhileBusy waitWhileBusy: @escaping WaitWhileBusy
  ) {
    self.helperSearch = { HelperSearch(path: helperPath, searched: []) }
    self.timeout = timeout
    self.maximumBodySize = maximumBodySize
    self.environment = environment
    self.waitWhileBusy = waitWhileBusy
  }

  /// A client that looks for the helper (`locateHelper`) each time it sends, not when it is
  /// made: `quiz` makes its clients at every start, and most runs send nothing. Looking takes
  /// a few hundred thousand instructions, a tiny part of starting the helper.
  public init(
    locatingHelperIn environment: [String: String], timeout: TimeInterval = 10,
    maximumBodySize: Int = 20 * 1024 * 1024
  ) {
    self.helperSearch = { Self.searchHelper(environment: environment) }
    self.timeout = timeout
    self.maximumBodySize = maximumBodySize
    self.environment = environment
    self.waitWhileBusy = Self.backingOff
  }

  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    try Task.checkCancellation()
    let search = helperSearch()
    guard let helperPath = search.path else {
      throw HTTPClientError.helperMissing(name: Self.helperName, searched: search.searched)
    }
    let message = HelperRequest(request, timeout: timeout, maximumBodySize: maximumBodySize)
    guard let input = try? JSONEncoder().encode(message) else { throw HTTPClientError.connectivity }
    let helper = try await Self.start(
      helperPath, environment: environment, waitWhileBusy: waitWhileBusy)
    // Base64 makes a body a third longer; anything much past that is not our helper talking.
    let replyLimit = maximumBodySize / 3 * 4 + 1024 * 1024
    let grace = max(0, min(timeout, 1_000_000)) + 5
    let output = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        // A queue of its own targets the overcommitting root queue, which always finds a
        // thread: the global queue keeps to one a core, and blocked work there could hold the
        // exchange back past its deadline.
        DispatchQueue(label: "quiz-http exchange").async {
          continuation.resume(
            returning: helper.exchange(Array(input), within: grace, replyLimit: replyLimit))
        }
      }
    } onCancel: {
      helper.stop()
    }
    try Task.checkCancellation()
    guard let output, let reply = try? JSONDecoder().decode(HelperReply.self, from: Data(output))
    else { throw HTTPClientError.connectivity }
    return try reply.get()
  }

  /// A program still open for writing somewhere cannot run for a moment: quiz-http being
  /// installed, or (in tests) a script just written while another thread forks, whose child
  /// holds the file until it execs. Tried again for about a second and a half before reporting
  /// no connection.
  private static func start(
    _ path: String, environment: [String: String], waitWhileBusy: WaitWhileBusy
  ) async throws -> HelperProcess {
    for attempt in 1...6 {
      do {
        return try HelperProcess(path: path, environment: environment)
      } catch .busy where attempt < 6 {
        try await waitWhileBusy(attempt)
      } catch {
        break
      }
    }
    throw HTTPClientError.connectivity
  }

  /// Where the helper was looked for, and the first place that holds it.
  public struct HelperSearch: Sendable, Equatable {
    /// The helper to run; nil when no place held an executable one.
    public let path: String?
    /// The places looked at, in order, up to the one found.
    public let searched: [String]

    public init(path: String?, searched: [String]) {
      self.path = path
      self.searched = searched
    }
  }

  /// The helper beside the running program, else the one on `PATH`; `QUIZ_HTTP_HELPER`
  /// names another. Nil when none is executable.
  public static func locateHelper(
    environment: [String: String], runningExecutable: String? = runningExecutablePath()
  ) -> String? {
    searchHelper(environment: environment, runningExecutable: runningExecutable).path
  }

  /// Like `locateHelper`, also saying where it looked, for an error that names the places.
  public static func searchHelper(
    environment: [String: String], runningExecutable: String? = runningExecutablePath()
  ) -> HelperSearch {
    if let named = environment["QUIZ_HTTP_HELPER"], !named.isEmpty {
      return HelperSearch(path: ExecutableFile.isExecutable(named) ? named : nil, searched: [named])
    }
    var candidates: [String] = []
    if let executable = runningExecutable, let slash = executable.lastIndex(of: "/") {
      candidates.append(executable[..<slash] + "/" + helperName)
    }
    for directory in (environment["PATH"] ?? "").split(separator: ":") where !directory.isEmpty {
      candidates.append(directory + "/" + helperName)
    }
    guard let found = candidates.firstIndex(where: ExecutableFile.isExecutable) else {
      return HelperSearch(path: nil, searched: candidates)
    }
    return HelperSearch(path: candidates[found], searched: Array(candidates[...found]))
  }

  /// The running program's own file, wherever it was started from.
  public static func runningExecutablePath() -> String? {
    ExecutableFile.runningProgram()
  }
}
