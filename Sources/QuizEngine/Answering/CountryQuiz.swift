/// Answers questions end to end: interpret, load the catalog on first need, resolve, word.
///
/// The catalog is loaded lazily, once, and kept; a failed load is not remembered, so asking
/// again (retry) tries again. Questions that are not understood never load anything.
public actor CountryQuiz: QuestionAsking {
  public typealias MakeResolver = @Sendable (CountryCatalog) -> any CountryResolver

  private let interpreter: any QuestionInterpreter
  private let loader: any CountryLoader
  private let makeResolver: MakeResolver
  private var loaded: (catalog: CountryCatalog, resolver: any CountryResolver)?
  private var inFlightLoad: Task<CountryCatalog, any Error>?

  public init(
    interpreter: any QuestionInterpreter, loader: any CountryLoader,
    makeResolver: @escaping MakeResolver
  ) {
    self.interpreter = interpreter
    self.loader = loader
    self.makeResolver = makeResolver
  }

  public func ask(_ text: String) async -> Reply {
    let question = await interpreter.interpret(text)
    guard let intent = question.intent else {
      return Reply(question: text, answer: .unrecognized, source: nil)
    }
    do {
      let (catalog, resolver) = try await catalogAndResolver()
      let answer = AnswerQuestion.answer(question, in: catalog, resolver: resolver)
      return Reply(question: text, answer: answer, source: catalog.source)
    } catch {
      let reason = error as? DataUnavailable ?? .invalidData
      return Reply(question: text, answer: .unavailable(intent, reason), source: nil)
    }
  }

  /// The source of the loaded catalog, or nil before the first successful load.
  public var loadedSource: DataSource? { loaded?.catalog.source }

  private func catalogAndResolver() async throws -> (CountryCatalog, any CountryResolver) {
    if let loaded { return loaded }
    let task: Task<CountryCatalog, any Error>
    if let inFlightLoad {
      task = inFlightLoad
    } else {
      task = Task { [loader] in try await loader.load() }
      inFlightLoad = task
    }
    defer { inFlightLoad = nil }
    let catalog = try await task.value
    if let loaded { return loaded }
    let fresh = (catalog, makeResolver(catalog))
    loaded = fresh
    return fresh
  }
}

/// Anything that turns a typed question into a reply: the quiz itself, or a test double.
public protocol QuestionAsking: Sendable {
  func ask(_ text: String) async -> Reply
}
