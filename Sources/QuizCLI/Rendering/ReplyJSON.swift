import QuizEngine
import QuizTUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The `--json` shape of one reply: one object per question, one per line.
enum ReplyJSON {
  static func line(for reply: Reply) -> String {
    value(for: reply).serialized()
  }

  static func value(for reply: Reply) -> JSONValue {
    let answer = reply.answer
    var members: [(String, JSONValue)] = [
      ("question", .string(reply.question)),
      ("intent", .string(answer.intent?.rawValue ?? "unrecognized")),
      ("outcome", .string(answer.outcome.rawValue)),
      ("country", shownCountry(of: answer).map(countryValue) ?? .null),
      ("prefix", answer.prefix.map(JSONValue.string) ?? .null),
      ("answer", .string(reply.text)),
      ("context", reply.contextUse.map { .string($0.rawValue) } ?? .null),
    ]
    switch answer {
    case .capital(let match):
      members.append(("capitals", .array(match.country.capitals.map(JSONValue.string))))
    case .flag(let match):
      members.append(("flag", flagValue(match.country.flag)))
    case .countries(let countries, _), .countriesIgnoringQualifier(let countries, _):
      members.append(("countries", .array(countries.map(countryValue))))
    case .countriesInRegion(let countries, _, let region):
      members.append(("region", .string(region.name)))
      members.append(("countries", .array(countries.map(countryValue))))
    case .noCountriesInRegion(_, let region):
      members.append(("region", .string(region.name)))
    case .countriesByGroup(let groups):
      // `prefix` stays the first group's, so a reader of one prefix still finds one; the
      // groups follow in the order asked, each with its own countries.
      members.append(("prefixes", .array(groups.map { .string($0.prefix) })))
      let listed = groups.map { group in
        JSONValue.object([
          ("prefix", .string(group.prefix)),
          ("countries", .array(group.countries.map(countryValue))),
        ])
      }
      members.append(("groups", .array(listed)))
    case .countryNotFound(_, let typed, let suggestion):
      members.append(("typed", .string(typed)))
      members.append(("suggestion", suggestion.map(countryValue) ?? .null))
    case .unavailable(_, let reason):
      members.append(("error", .string(reason.kind)))
      if case .rateLimited(let seconds?) = reason {
        members.append(("retry_after", .number(seconds)))
      }
      if case .fetcherMissing(let name, let searched) = reason {
        members.append(("helper", .string(name)))
        members.append(("searched", .array(searched.map(JSONValue.string))))
      }
      if let remedy = TerminalRemedy.text(for: reason) {
        members.append(("remedy", .string(remedy)))
      }
    case .countryWithCapital(_, let capital):
      members.append(("capital", .string(capital)))
    case .countryWithSeat(_, let city, let standing):
      members.append(("city", .string(city)))
      members.append(("role", .string(standing.role)))
      members.append(("capital", .string(standing.capital)))
    case .formerCapital(let city, let country, let capital):
      members.append(("city", .string(city)))
      members.append(("role", .string("former capital")))
      members.append(("of", countryValue(country)))
      members.append(("capital", .string(capital)))
    case .countriesWithCapital(let countries, let capital):
      members.append(("capital", .string(capital)))
      members.append(("countries", .array(countries.map(countryValue))))
    case .countryWithFlag(let match):
      members.append(("flag", flagValue(match.country.flag)))
    case .notACountry(_, let place, let description):
      members.append(("place", .string(place)))
      if let description { members.append(("place_kind", .string(description))) }
    case .partOfCountry(_, let place, let country, let capital):
      members.append(("place", .string(place)))
      members.append(("place_kind", .string("part of a country")))
      members.append(("part_of", countryValue(country)))
      if let capital { members.append(("capital", .string(capital))) }
    case .formerCountry(_, let place, let fate):
      members.append(("place", .string(place)))
      members.append(("place_kind", .string("former country")))
      if let fate { members.append(("fate", .string(fate))) }
    case .outsideScope(_, let country, let topic):
      members.append(("about", countryValue(country)))
      members.append(("topic", .string(topic)))
    case .factBesideAnother(let intent, let match, let topic):
      if intent == .capital {
        members.append(("capitals", .array(match.country.capitals.map(JSONValue.string))))
      } else if intent == .flag {
        members.append(("flag", flagValue(match.country.flag)))
      }
      members.append(("not_answered", .string(topic)))
    case .eachCountry(let intent, let matches):
      // `country` stays the first, as `prefix` is the first group's; each follows with its fact.
      let listed = matches.map { match in
        var fields: [(String, JSONValue)] = [
          ("name", .string(match.country.name)), ("code", .string(match.country.code)),
        ]
        switch intent {
        case .capital:
          fields.append(("capitals", .array(match.country.capitals.map(JSONValue.string))))
        case .flag: fields.append(("flag", flagValue(match.country.flag)))
        default: break
        }
        fields.append(("match", certaintyValue(match.certainty)))
        return JSONValue.object(fields)
      }
      members.append(("countries", .array(listed)))
    case .capitalCheck(let match, let claimed, let holds):
      members.append(("capitals", .array(match.country.capitals.map(JSONValue.string))))
      members.append(("claimed", .string(claimed)))
      members.append(("claim_holds", .bool(holds)))
    case .whichCountry(_, let countries):
      members.append(("candidates", .array(countries.map(countryValue))))
    case .isoCode, .noCountries, .unrecognized, .countryWithCode, .followUpWithoutContext:
      break
    }
    if let match = answer.match {
      members.append(("match", certaintyValue(match.certainty)))
    }
    members.append(("interpreter", .string(reply.interpreter.rawValue)))
    members.append(("source", reply.source.map(sourceValue) ?? .null))
    return .object(members)
  }

  /// The country the answer names; of several sharing a capital, the first, which is the
  /// sovereign state when one is among them.
  private static func shownCountry(of answer: Answer) -> Country? {
    if case .countriesWithCapital(let countries, _) = answer { return countries.first }
    if case .eachCountry(_, let matches) = answer { return matches.first?.country }
    return answer.match?.country
  }

  private static func countryValue(_ country: Country) -> JSONValue {
    .object([("name", .string(country.name)), ("code", .string(country.code))])
  }

  private static func flagValue(_ flag: Flag) -> JSONValue {
    var members: [(String, JSONValue)] = [("emoji", .string(flag.emoji))]
    members.append(("png", flag.pngURL.map { .string($0.absoluteString) } ?? .null))
    members.append(("svg", flag.svgURL.map { .string($0.absoluteString) } ?? .null))
    if let description = flag.description {
      members.append(("description", .string(description)))
    }
    return .object(members)
  }

  private static func certaintyValue(_ certainty: CountryMatch.Certainty) -> JSONValue {
    switch certainty {
    case .exact: .object([("kind", .string("exact"))])
    case .corrected: .object([("kind", .string("corrected"))])
    case .likeliestOf(let candidates):
      .object([
        ("kind", .string("likeliest")), ("candidates", .array(candidates.map(countryValue))),
      ])
    }
  }

  private static func sourceValue(_ source: DataSource) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("kind", .string(source.kind.rawValue)), ("label", .string(source.label)),
    ]
    members.append(("as_of", source.asOf.map { .string(isoDate($0)) } ?? .null))
    members.append(("stale", .bool(source.isStale)))
    if let reason = source.staleReason {
      members.append(("stale_reason", .string(reason.kind)))
    }
    return .object(members)
  }

  static func isoDate(_ date: Date) -> String {
    ReplyWording.day(date)
  }
}
