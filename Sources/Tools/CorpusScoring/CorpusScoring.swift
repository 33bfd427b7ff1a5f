// How the benchmarks and the corpus tests score answers against labelled corpora: the same
// rules as the corpus's own score.py (`alts` included), so that a number in CI and a number
// from `quiz-bench` mean the same thing.

import Foundation
import QuizEngine

/// One labelled line of the corpus.
public struct Expectation: Sendable {
  public let question: String
  public let intent: String
  public let country: String?
  public let prefix: String?
  public let outcome: String
  public let family: String
  /// Other readings the label accepts too (`alts` in the corpus).
  public private(set) var alternatives: [Expectation]

  public init?(line: Substring) {
    guard let data = line.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    self.init(object: object)
  }

  private init?(object: [String: Any], base: Expectation? = nil) {
    guard let question = object["q"] as? String ?? base?.question,
      let intent = object["intent"] as? String ?? base?.intent,
      let outcome = object["outcome"] as? String ?? base?.outcome
    else { return nil }
    self.question = question
    self.intent = intent
    self.country = object.keys.contains("country") ? object["country"] as? String : base?.country
    self.prefix = object.keys.contains("prefix") ? object["prefix"] as? String : base?.prefix
    self.outcome = outcome
    self.family = object["family"] as? String ?? base?.family ?? "?"
    self.alternatives = []
    guard base == nil, let alternatives = object["alts"] as? [[String: Any]] else { return }
    let plain = self
    self.alternatives = alternatives.compactMap { Expectation(object: $0, base: plain) }
  }

  /// How a miss shows to a person, as score.py splits them.
  public enum Miss: String, CaseIterable, Sendable {
    /// An answer was given, and it is not the expected one: a confident error.
    case wrong
    /// An answer was expected, and none was given.
    case missed
    /// A non-answer was expected, and a different non-answer was given.
    case soft
  }

  public func miss(by answer: Answer) -> Miss? {
    if isMet(by: answer) { return nil }
    if answer.outcome == .answered { return .wrong }
    if intent != "unknown", outcome == "answered" || outcome == "no_countries_found" {
      return .missed
    }
    return .soft
  }

  /// The same rules as score.py's `correct()`: the label, or one of its alternatives.
  public func isMet(by answer: Answer) -> Bool {
    matches(answer) || alternatives.contains { $0.matches(answer) }
  }

  private func matches(_ answer: Answer) -> Bool {
    let shown = Shown(answer)
    if intent == "unknown" { return shown.outcome == "unrecognized" || shown.intent == "unknown" }
    guard shown.intent == intent, shown.outcome == outcome else { return false }
    if intent == "prefix" {
      return (shown.prefix ?? "").uppercased() == (prefix ?? "").uppercased()
    }
    if outcome == "country_not_found" { return true }
    return (shown.country?.code ?? "").uppercased() == (country ?? "")
  }
}

/// An answer in the corpus's terms and in score.py's input shape.
public struct Shown {
  public let intent: String
  public let outcome: String
  public let country: Country?
  public let prefix: String?

  public init(_ answer: Answer) {
    switch answer.intent {
    case .capital: intent = "capital"
    case .countriesByPrefix: intent = "prefix"
    case .isoCode: intent = "code"
    case .flag: intent = "flag"
    case .countryByCapital, .countryByCode, .countryByFlag: intent = answer.intent?.rawValue ?? ""
    case nil: intent = "unknown"
    }
    outcome = answer.outcome.rawValue
    // As `--json` shows it: of countries sharing a capital, the first, the sovereign one.
    if case .countriesWithCapital(let countries, _) = answer {
      country = countries.first
    } else {
      country = answer.match?.country
    }
    prefix = answer.prefix
  }

  public func jsonLine(for answer: Answer) -> String {
    let object: [String: Any] = [
      "intent": answer.intent?.rawValue ?? "unrecognized",
      "outcome": outcome,
      "country": country.map { ["code": $0.code, "name": $0.name] as [String: Any] } ?? NSNull(),
      "prefix": prefix.map { $0 as Any } ?? NSNull(),
    ]
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    else {
      return "null"
    }
    return String(decoding: data, as: UTF8.self)
  }
}

public struct Turn: Sendable {
  public let question: String
  public let intent: String
  public let outcome: String
  public let country: String?
  /// For a capital several countries share: all their codes.
  public let countries: [String]?
  public let prefix: String?
  public let context: String?

  public init?(_ object: [String: Any]) {
    guard let question = object["q"] as? String, let intent = object["intent"] as? String,
      let outcome = object["outcome"] as? String
    else { return nil }
    self.question = question
    self.intent = intent
    self.outcome = outcome
    country = object["country"] as? String
    countries = object["countries"] as? [String]
    prefix = object["prefix"] as? String
    context = object["context"] as? String
  }

  /// What went wrong, or nil when the reply is the one labelled.
  public func miss(_ answer: Answer, use: ContextUse?) -> String? {
    let shownIntent = answer.intent?.rawValue ?? "unrecognized"
    var problems: [String] = []
    if shownIntent != intent { problems.append("intent \(shownIntent)") }
    if answer.outcome.rawValue != outcome { problems.append("outcome \(answer.outcome.rawValue)") }
    if use?.rawValue != context { problems.append("context \(use?.rawValue ?? "null")") }
    if outcome == "answered" {
      switch answer {
      case .countries, .noCountries, .countriesByGroup, .countriesInRegion, .noCountriesInRegion:
        let shown = answer.prefix ?? ""
        if shown.uppercased() != (prefix ?? "").uppercased() { problems.append("prefix \(shown)") }
      case .countriesWithCapital(let shown, _):
        if shown.map(\.code) != (countries ?? []) {
          problems.append("countries \(shown.map(\.code).joined(separator: ","))")
        }
      default:
        let code = answer.match?.country.code
        if code != country { problems.append("country \(code ?? "null")") }
      }
    } else if outcome == "no_countries_found", let shown = answer.prefix,
      shown.uppercased() != (prefix ?? "").uppercased()
    {
      problems.append("prefix \(shown)")
    }
    return problems.isEmpty ? nil : problems.joined(separator: ", ")
  }
}

public struct Dialogue: Sendable {
  public let id: String
  public let family: String
  public let turns: [Turn]

  public init?(line: Substring) {
    guard let data = line.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let id = object["id"] as? String,
      let turnObjects = object["turns"] as? [[String: Any]], !turnObjects.isEmpty
    else { return nil }
    let turns = turnObjects.compactMap(Turn.init)
    guard turns.count == turnObjects.count else { return nil }
    self.id = id
    family = object["family"] as? String ?? "?"
    self.turns = turns
  }
}

/// The words a not-found reply quotes as a place, for checking that they could be one.
public enum NotFoundQuote {
  public static func quoted(by answer: Answer) -> String? {
    switch answer {
    case .countryNotFound(_, let typed, _): typed
    case .notACountry(_, let place, _): place
    default: nil
    }
  }
}
