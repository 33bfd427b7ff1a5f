import CountryData
import Foundation
import HTTPTransport
import HTTPTransportURLSession
import QuizChat
import QuizEngine
import QuizGame
import QuizInterpreting
import QuizLLM
import QuizMapScene

/// The iOS composition root: decides where answers come from and wires the one chat session.
///
/// The decision is a pure function of the app's configuration (the Info.plist key, launch
/// arguments and environment), so it is unit-tested without launching any UI. The policy is
/// the terminal app's: the bundled snapshot unless a REST Countries v5 key is configured.
enum AppComposition {
  enum DataSourceChoice: Hashable, Sendable {
    /// The snapshot shipped inside the app: no key is configured.
    case bundled
    /// REST Countries v5 with the configured key, behind the disk cache.
    case restCountriesV5(apiKey: String)
    /// UI tests only: canned replies; no interpreter, no data, no network.
    case uiTestStub(StubQuiz.Scenario)
  }

  /// The launch argument that UI tests pass to swap in `StubQuiz`.
  static let uiTestingArgument = "-ui-testing"
  /// Names the `StubQuiz.Scenario` (its raw value) when launched with `uiTestingArgument`.
  static let scenarioVariable = "UI_TEST_SCENARIO"
  /// Info.plist key holding the RESTCOUNTRIES_API_KEY build setting (Config/App.xcconfig).
  static let apiKeyInfoKey = "RESTCountriesAPIKey"

  /// UI testing wins over a configured key, so UI tests never touch the network. Without
  /// `-ui-testing` the scenario variable is ignored. A scenario that is missing or unknown
  /// gets the plain canned answers.
  static func dataSourceChoice(
    apiKey: String?, arguments: [String], environment: [String: String]
  ) -> DataSourceChoice {
    if arguments.contains(uiTestingArgument) {
      let scenario = environment[scenarioVariable].flatMap(StubQuiz.Scenario.init(rawValue:))
      return .uiTestStub(scenario ?? .answers)
    }
    guard let apiKey = usableAPIKey(apiKey) else { return .bundled }
    return .restCountriesV5(apiKey: apiKey)
  }

  /// Nil for a blank key and for the literal `$(RESTCOUNTRIES_API_KEY)`, which is what
  /// Info.plist holds when the build setting was never defined.
  static func usableAPIKey(_ raw: String?) -> String? {
    guard let key = raw?.trimmingCharacters(in: .whitespacesAndNewlines),
      !key.isEmpty, !key.hasPrefix("$(")
    else { return nil }
    return key
  }

  /// The chat and the Play tab share one `GameServices`, so "quiz me on …" in the chat and a
  /// game picked in the tab come from the same data as the answers.
  @MainActor
  static func makeChatViewModel(for choice: DataSourceChoice, games: GameServices)
    -> ChatViewModel
  {
    ChatViewModel(quiz: makeQuiz(for: choice), games: games)
  }

  static func dataSourceChoice(
    bundle: Bundle = .main, processInfo: ProcessInfo = .processInfo
  ) -> DataSourceChoice {
    dataSourceChoice(
      apiKey: bundle.object(forInfoDictionaryKey: apiKeyInfoKey) as? String,
      arguments: processInfo.arguments, environment: processInfo.environment)
  }

  static func makeQuiz(for choice: DataSourceChoice) -> any QuestionAsking {
    switch choice {
    case .bundled:
      return makeCountryQuiz(loader: BundledCountryLoader())
    case .restCountriesV5(let apiKey):
      return makeCountryQuiz(loader: makeRESTCountriesV5Loader(apiKey: apiKey))
    case .uiTestStub(let scenario):
      return StubQuiz(scenario: scenario)
    }
  }

  // MARK: - Games

  /// What games are made with, the same `GameServices` every front end uses: games from the
  /// data answers come from, quizzes from a URL through the same kind of client, and best
  /// scores and every game's record (for practice rounds) kept in Application Support. The UI tests' stub has no country data: their games
  /// come from the bundled snapshot.
  static func makeGames(for choice: DataSourceChoice) -> GameServices {
    let catalog: any CountryLoader =
      switch choice {
      case .bundled, .uiTestStub: BundledCountryLoader()
      case .restCountriesV5(let apiKey): makeRESTCountriesV5Loader(apiKey: apiKey)
      }
    let client = URLSessionHTTPClient(maximumBodySize: GameDocumentMapper.maximumSize)
    return GameServices(
      loadCatalog: { try await catalog.load() },
      makeLoader: { location in
        switch location {
        case .url(let url): RemoteGameLoader(url: url, client: client)
        case .file(let path): FileGameLoader(path: path)
        }
      },
      scores: FileScoreStore(
        url: URL.applicationSupportDirectory.appending(path: "quiz/scores.json")),
      progress: FileProgressStore(
        url: URL.applicationSupportDirectory.appending(path: "quiz/progress.json")),
      // What the chat knows of cities, parts of countries and old names: a guess naming one is
      // told what it is, as the chat would say.
      knownPlaces: { KnownPlaces.all }, labelPoints: MapScene.labelPoints)
  }

  /// The terminal app's interpreter and resolver, over whichever loader was chosen, with the
  /// on-device model as the fallback interpreter where this device can run it.
  static func makeCountryQuiz(loader: any CountryLoader) -> CountryQuiz {
    CountryQuiz(
      interpreter: LocalQuestionInterpreter(), loader: loader, fallback: makeOnDeviceFallback(),
      makeResolver: { catalog in CountryNameResolver(catalog: catalog) })
  }

  /// Apple's on-device model (Foundation Models, iOS 26) when the SDK has it and the device
  /// can run it now (Apple Intelligence on, model ready); otherwise no fallback at all. It is
  /// asked only about questions the local interpreter cannot answer, and checked like any.
  static func makeOnDeviceFallback() -> (any FallbackQuestionInterpreter)? {
    #if canImport(FoundationModels)
      if #available(iOS 26.0, *), FoundationModelsQuestionInterpreter.isAvailable {
        return FoundationModelsQuestionInterpreter()
      }
    #endif
    return nil
  }

  // MARK: - REST Countries v5 wiring
  // ⚠️ The one place to adjust while CountryData's v5 loader and cache settle: the
  // initialisers below are the agreed names with provisional labels. The policy (cache in
  // Caches, a week's max age, stale data when the service fails) belongs to this root.

  static let v5CacheMaxAge: TimeInterval = 7 * 24 * 60 * 60

  static func makeRESTCountriesV5Loader(apiKey: String) -> any CountryLoader {
    let baseURL = RESTCountriesV5Loader.defaultBaseURL
    return CachedCountryLoader(
      remote: RESTCountriesV5Loader(
        apiKey: apiKey, baseURL: baseURL, client: URLSessionHTTPClient()),
      store: FileCountryStore(directory: URL.cachesDirectory.appending(path: "quiz")),
      key: CountryStoreKey(kind: .restCountriesV5, baseURL: baseURL),
      maxAge: v5CacheMaxAge)
  }
}
