/// Answers questions end to end: interpret, load the catalog on first need, resolve, word.
///
/// The catalog is loaded lazily, once, and kept; a failed load is not remembered, so asking
/// again (retry) tries again. Questions that are not understood never load anything.
///
/// With a fallback (a language model), the local interpreter still goes first. The fallback is
/// asked only when the local reading is not understood or names no country the catalog has;
/// the catalog is loaded only when the fallback's reading names one of the four intents, and
/// that reading is used only after checking it against the catalog: see
/// `CountryQuiz+Fallback.swift`.
public actor CountryQuiz: QuestionAsking {
  public typealias MakeResolver = @Sendable (CountryCatalog) -> any CountryResolver

  private let interpreter: any QuestionInterpreter
  private let loader: any CountryLoader
  private let fallback: (any FallbackQuestionInterpreter)?
  private let makeResolver: MakeResolver
  private var loaded: (catalog: CountryCatalog, resolver: any CountryResolver)?
  private var inFlightLoad: Task<CountryCatalog, any Error>?

  public init(
    interpreter: any QuestionInterpreter, loader: any CountryLoader,
    fallback: (any FallbackQuestionInterpreter)? = nil,
    makeResolver: @escaping MakeResolver
  ) {
    self.interpreter = interpreter
    self.loader = loader
    self.fallback = fallback
    self.makeResolver = makeResolver
  }

  public func ask(_ text: String) async -> Reply {
    await ask(text, context: nil)
  }

  /// Answers `text` as the next turn after `context`; the reply carries the context after it.
  /// A follow-up with no context to complete it loads no data, like a question not understood.
  public func ask(_ text: String, context: ConversationContext?) async -> Reply {
    let question = await interpreter.interpret(text)
    var reply: Reply
    if case .followUp(let followUp) = question {
      reply = await answer(followUp, typed: text, context: context)
      // "Vilnius?", "BW?": a capital or a code typed alone, and nothing it follows on from,
      // asks whose it is. "hello": a bare word that is not a place is not understood, so the
      // fallback may try.
      if case .bareName(let typed) = followUp, reply.answer == .unrecognized {
        reply = await answerAlone(typed, typed: text)
      }
    } else {
      reply = await answer(question, typed: text)
    }
    return Reply(
      question: reply.question, answer: reply.answer, source: reply.source,
      interpreter: reply.interpreter, fallbackNote: reply.fallbackNote,
      context: ConversationContext.after(reply.answer, previous: context),
      contextUse: reply.contextUse)
  }

  private func answerAlone(_ name: String, typed text: String) async -> Reply {
    let whose: Question =
      AnswerQuestion.isTypedCode(name) ? .countryWithCode(name) : .countryWithCapital(name)
    let reply = await answer(whose, typed: text)
    if reply.answer.outcome == .answered, reply.answer.match?.certainty == .exact {
      return reply
    }
    return await answer(.unrecognized, typed: text)
  }

  private func answer(_ followUp: FollowUp, typed text: String, context: ConversationContext?)
    async -> Reply
  {
    guard let resolved = context?.resolve(followUp) else {
      if case .bareName = followUp {
        return Reply(question: text, answer: .unrecognized, source: nil)
      }
      return Reply(question: text, answer: .followUpWithoutContext, source: nil)
    }
    let intent: Intent
    switch resolved {
    case .question(let question, _): intent = question.intent ?? .capital
    case .country(_, let asked, _), .countries(_, let asked, _): intent = asked
    }
    do {
      let (catalog, resolver) = try await catalogAndResolver()
      let (answer, use) = AnswerQuestion.answer(
        .followUp(followUp), context: context, in: catalog, resolver: resolver)
      return Reply(question: text, answer: answer, source: catalog.source, contextUse: use)
    } catch {
      let reason = error as? DataUnavailable ?? .invalidData
      return Reply(question: text, answer: .unavailable(intent, reason), source: nil)
    }
  }

  private func answer(_ question: Question, typed text: String) async -> Reply {
    // A question about another fact is answered from the data alone ("I can tell you the
    // capital of Peru, not its population"): a model's reading could only answer the wrong fact.
    let isOutsideScope = if case .outsideScope = question { true } else { false }
    guard let intent = question.intent ?? (isOutsideScope ? .capital : nil) else {
      return await reconsiderUnrecognized(text)
    }
    let catalog: CountryCatalog
    let resolver: any CountryResolver
    do {
      (catalog, resolver) = try await catalogAndResolver()
    } catch {
      if isOutsideScope { return Reply(question: text, answer: .unrecognized, source: nil) }
      let reason = error as? DataUnavailable ?? .invalidData
      return Reply(question: text, answer: .unavailable(intent, reason), source: nil)
    }
    let answer = AnswerQuestion.answer(
      question, typed: text, rereadBy: interpreter, in: catalog, resolver: resolver)
    let local = Reply(question: text, answer: answer, source: catalog.source)
    // "capital of the land of the midnight sun": a place described in everyday words, which
    // the data cannot resolve and a model may.
    let mayBeDescribed =
      answer.outcome == .countryNotFound || answer.outcome == .unrecognized && !isOutsideScope
    guard mayBeDescribed, let fallback else { return local }
    return await reconsider(local, with: fallback, catalog: catalog, resolver: resolver)
  }

  /// Asks the fallback before loading any data, so that a question nobody understands still
  /// loads nothing; its reading is checked against the catalog only when it names an intent.
  private func reconsiderUnrecognized(_ text: String) async -> Reply {
    let local = Reply(question: text, answer: .unrecognized, source: nil)
    guard let fallback else { return local }
    let reading: Question
    do {
      reading = try await fallback.interpret(text)
    } catch {
      return local.noting(.failed(error))
    }
    guard reading.intent != nil else { return local.noting(.notUnderstood) }
    guard let (catalog, resolver) = try? await catalogAndResolver() else {
      return local.noting(.uncheckedWithoutData)
    }
    return checked(reading, improving: local, catalog: catalog, resolver: resolver)
  }

  private func reconsider(
    _ local: Reply, with fallback: any FallbackQuestionInterpreter, catalog: CountryCatalog,
    resolver: any CountryResolver
  ) async -> Reply {
    let reading: Question
    do {
      reading = try await fallback.interpret(local.question)
    } catch {
      return local.noting(.failed(error))
    }
    return checked(reading, improving: local, catalog: catalog, resolver: resolver)
  }

  private func checked(
    _ reading: Question, improving local: Reply, catalog: CountryCatalog,
    resolver: any CountryResolver
  ) -> Reply {
    switch Self.checkedAnswer(
      to: reading, typed: local.question, improving: local.answer, in: catalog, resolver: resolver)
    {
    case .accepted(let answer):
      return Reply(
        question: local.question, answer: answer, source: catalog.source, interpreter: .llm)
    case .rejected(let note):
      return local.noting(note)
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
  /// Answers `text` as the next turn of a conversation whose context is `context`.
  func ask(_ text: String, context: ConversationContext?) async -> Reply
}

extension QuestionAsking {
  /// For askers with no notion of a conversation: every question stands alone.
  public func ask(_ text: String, context: ConversationContext?) async -> Reply {
    await ask(text)
  }
}
