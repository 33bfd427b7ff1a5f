import Foundation
import QuizEngine
import Synchronization

/// Interprets from a fixed table; anything else is unrecognized. Records what it was asked.
package final class InterpreterSpy: QuestionInterpreter {
  private let table: [String: Question]
  private let asked = Mutex<[String]>([])

  package init(_ table: [String: Question] = [:]) { self.table = table }

  package func interpret(_ text: String) -> Question {
    asked.withLock { $0.append(text) }
    return table[text] ?? .unrecognized
  }

  package var questionsAsked: [String] { asked.withLock { $0 } }
}

/// Resolves exact common names or codes, case-insensitively; nothing fuzzy.
package struct ExactNameResolver: CountryResolver {
  private let catalog: CountryCatalog

  package init(_ catalog: CountryCatalog) { self.catalog = catalog }

  package func resolve(_ subject: String) -> CountryResolution {
    if let country = catalog.countries.first(where: {
      $0.name.lowercased() == subject.lowercased() || $0.code == subject.uppercased()
    }) {
      return .found(CountryMatch(country: country))
    }
    return .notFound(suggestion: nil)
  }
}

/// Delivers queued results in order (the last one repeats) and counts loads.
package final class LoaderStub: CountryLoader {
  private let state: Mutex<(results: [Result<CountryCatalog, DataUnavailable>], loads: Int)>

  package init(_ results: [Result<CountryCatalog, DataUnavailable>]) {
    state = Mutex((results, 0))
  }

  package convenience init(_ catalog: CountryCatalog) { self.init([.success(catalog)]) }

  package func load() async throws -> CountryCatalog {
    let result = state.withLock { state in
      state.loads += 1
      return state.results.count > 1 ? state.results.removeFirst() : state.results[0]
    }
    return try result.get()
  }

  package var loadCount: Int { state.withLock { $0.loads } }
}
