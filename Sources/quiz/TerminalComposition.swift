import CountryData
import HTTPTransportProcess
import QuizCLI
import QuizEngine
import QuizGame
import QuizInterpreting
import QuizLLM
import QuizTUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Builds the quiz for the terminal from the resolved options: the local interpreter always,
/// the LLM fallback when one is configured, and the data source the configuration names,
/// behind the disk cache when it is remote.
struct TerminalComposition {
  /// Every request goes through the `quiz-http` helper, which reads the proxy variables from
  /// this environment as curl reads them.
  let environment: [String: String]

  func makeSetup(_ quizConfiguration: QuizConfiguration) -> QuizSetup {
    let configuration = quizConfiguration.data
    let fallback = quizConfiguration.llm.map(makeFallback)
    let bundled = BundledCountryLoader()
    let bundledQuiz = Self.makeQuiz(loading: bundled, fallback: fallback)
    guard let remote = remoteSource(for: configuration) else {
      return QuizSetup(
        quiz: bundledQuiz, sourceDescription: "the bundled snapshot of REST Countries",
        data: BundledDataAdministration(
          loader: bundled,
          liveData: liveDataAccess(keyNeeded: true, keySet: configuration.apiKey != nil)),
        usesLLM: fallback != nil,
        games: makeGames(catalog: bundled, timeout: configuration.timeout))
    }
    // With no folder to keep it in, fetched data is kept for this run only.
    let disk = FileCountryStore.resolve(environment: environment)
    let store: any CountryStore = disk ?? InMemoryCountryStore()
    let cached = CachedCountryLoader(
      remote: remote.loader, store: store, key: remote.key, maxAge: configuration.cacheMaxAge)
    return QuizSetup(
      quiz: Self.makeQuiz(loading: cached, fallback: fallback),
      sourceDescription: "\(remote.label) at \(remote.key.baseURL.absoluteString)",
      offlineFallback: bundledQuiz,
      data: RemoteDataAdministration(
        loader: cached, label: remote.label, location: remote.key.baseURL,
        cachePath: disk?.fileURL(for: remote.key).path, maxAge: configuration.cacheMaxAge,
        liveData: liveDataAccess(
          keyNeeded: configuration.source == .v5, keySet: configuration.apiKey != nil)),
      usesLLM: fallback != nil, games: makeGames(catalog: cached, timeout: configuration.timeout))
  }

  /// Games made from the data answers come from, quizzes from `--from` fetched like that data
  /// (proxies, gzip, the timeout, redirects) but never more than a quiz may weigh, and best
  /// scores and every game's record in the XDG state directory.
  private func makeGames(catalog: any CountryLoader, timeout: TimeInterval) -> GameServices {
    GameServices(
      loadCatalog: { try await catalog.load() },
      makeLoader: { [environment] location in
        switch location {
        case .url(let url):
          RemoteGameLoader(
            url: url,
            client: ProcessHTTPClient(
              locatingHelperIn: environment, timeout: timeout,
              maximumBodySize: GameDocumentMapper.maximumSize))
        case .file(let path):
          FileGameLoader(path: path)
        }
      },
      scores: FileScoreStore.resolve(environment: environment),
      progress: FileProgressStore.resolve(environment: environment),
      knownPlaces: { KnownPlaces.all }, labelPoints: MapQuizMap.labelPoints)
  }

  private func remoteSource(
    for configuration: DataConfiguration
  ) -> (loader: any CountryLoader, key: CountryStoreKey, label: String)? {
    let client = { [environment] in
      ProcessHTTPClient(locatingHelperIn: environment, timeout: configuration.timeout)
    }
    switch configuration.source {
    case .bundled:
      return nil
    case .v5:
      let baseURL = configuration.apiURL ?? RESTCountriesV5Loader.defaultBaseURL
      // A missing key is reported as unauthorized by the loader, without a request.
      let loader = RESTCountriesV5Loader(
        apiKey: configuration.apiKey ?? "", baseURL: baseURL, client: client())
      return (
        loader, CountryStoreKey(kind: .restCountriesV5, baseURL: baseURL), "REST Countries v5"
      )
    case .v3:
      guard let baseURL = configuration.apiURL else { return nil }
      let loader = RESTCountriesV3Loader(baseURL: baseURL, client: client())
      return (
        loader, CountryStoreKey(kind: .restCountriesV3, baseURL: baseURL), "REST Countries v3.1"
      )
    }
  }

  /// For `quiz data status`: looked at when the status is asked for, not at every start.
  private func liveDataAccess(
    keyNeeded: Bool, keySet: Bool
  ) -> @Sendable () -> DataStatus.LiveDataAccess {
    { [environment] in
      let search = ProcessHTTPClient.searchHelper(environment: environment)
      return DataStatus.LiveDataAccess(
        helperName: ProcessHTTPClient.helperName, helperPath: search.path,
        searched: search.searched, apiKeyVariable: keyNeeded ? "RESTCOUNTRIES_API_KEY" : nil,
        hasAPIKey: keySet)
    }
  }

  /// Not configured, no fallback object exists: nothing can be sent.
  private func makeFallback(_ llm: LLMConfiguration) -> any FallbackQuestionInterpreter {
    OpenAIChatCompletionsInterpreter(
      baseURL: llm.baseURL, model: llm.model, apiKey: llm.apiKey, timeout: llm.timeout,
      // The client's own limits are a backstop: the interpreter enforces the configured
      // timeout, and a reply needs far less than 64 KB.
      client: ProcessHTTPClient(
        locatingHelperIn: environment, timeout: llm.timeout + 1, maximumBodySize: 64 * 1024))
  }

  private static func makeQuiz(
    loading loader: any CountryLoader, fallback: (any FallbackQuestionInterpreter)?
  ) -> CountryQuiz {
    CountryQuiz(
      interpreter: LocalQuestionInterpreter(), loader: loader, fallback: fallback,
      makeResolver: { CountryNameResolver(catalog: $0) })
  }
}

struct BundledDataAdministration: DataAdministering {
  let loader: BundledCountryLoader
  let liveData: @Sendable () -> DataStatus.LiveDataAccess

  func status() async -> DataStatus {
    // The header says both, and the full screen asks for them as it starts.
    let summary = try? loader.loadSummary()
    return DataStatus(
      sourceLabel: BundledCountryLoader.label, location: nil, cachePath: nil, cacheEntry: nil,
      bundled: (summary?.dataDate, summary?.countryCount ?? 0), cacheMaxAge: 0,
      liveData: liveData())
  }

  func refresh() async throws -> DataStatus {
    await status()
  }
}

struct RemoteDataAdministration: DataAdministering {
  let loader: CachedCountryLoader
  let label: String
  let location: URL
  let cachePath: String?
  let maxAge: TimeInterval
  let liveData: @Sendable () -> DataStatus.LiveDataAccess

  func status() async -> DataStatus {
    let entry = await loader.status()
    return DataStatus(
      sourceLabel: label, location: location, cachePath: cachePath, cacheEntry: entry,
      bundled: nil, cacheMaxAge: maxAge, liveData: liveData())
  }

  func refresh() async throws -> DataStatus {
    _ = try await loader.refresh()
    return await status()
  }
}
