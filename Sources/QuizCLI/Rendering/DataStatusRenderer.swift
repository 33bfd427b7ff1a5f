import QuizEngine
import QuizTUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Words for `quiz data status` and `quiz data refresh`.
struct DataStatusRenderer {
  let style: TerminalStyle
  let now: Date

  func render(_ status: DataStatus) -> String {
    var lines = ["\(style.bold("Source:")) \(safe(status.sourceLabel))"]
    if let location = status.location {
      lines[0] += " at \(safe(location.absoluteString))"
    }
    if let bundled = status.bundled {
      if let date = bundled.dataDate {
        lines.append("\(style.bold("Data of:")) \(ReplyJSON.isoDate(date))")
      }
      lines.append("\(style.bold("Countries:")) \(bundled.countryCount)")
      lines.append("No cache: the bundled data is part of quiz and needs no network.")
      lines += liveDataLines(status.liveData)
      return lines.joined(separator: "\n") + "\n"
    }
    lines += liveDataLines(status.liveData)
    if let path = status.cachePath {
      lines.append("\(style.bold("Cache:")) \(safe(path))")
    } else {
      lines.append(
        "\(style.bold("Cache:")) none: neither XDG_CACHE_HOME nor HOME names a folder, so "
          + "fetched data is kept for this run only.")
    }
    guard let entry = status.cacheEntry else {
      lines.append("Nothing cached yet: the first question (or quiz data refresh) fetches it.")
      return lines.joined(separator: "\n") + "\n"
    }
    let freshness =
      entry.isFresh
      ? "fresh, kept for \(Self.duration(status.cacheMaxAge))"
      : "expired after \(Self.duration(status.cacheMaxAge)); the next question fetches again"
    lines.append(
      "\(style.bold("Fetched:")) \(Self.timestamp(entry.fetchedAt)), "
        + "\(Self.duration(now.timeIntervalSince(entry.fetchedAt))) ago (\(freshness))")
    lines.append("\(style.bold("Countries:")) \(entry.countryCount)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Whether live data can be fetched: the helper found (where) or not (where it was looked
  /// for, and the remedy), and whether the API key is set, never the key.
  private func liveDataLines(_ access: DataStatus.LiveDataAccess?) -> [String] {
    guard let access else { return [] }
    let name = safe(access.helperName)
    var lines: [String] = []
    if let path = access.helperPath {
      lines.append("\(style.bold("Helper:")) \(name) at \(safe(path))")
    } else {
      let places = access.searched.map(safe).joined(separator: ", ")
      lines.append(
        "\(style.bold("Helper:")) \(name) not found"
          + (places.isEmpty ? "" : " (looked at \(places))")
          + ", so live data cannot be fetched. Install \(name) beside quiz or in a folder on "
          + "PATH, or set QUIZ_HTTP_HELPER to its path.")
    }
    if let variable = access.apiKeyVariable {
      lines.append(
        "\(style.bold("API key:")) "
          + (access.hasAPIKey ? "set (\(variable))" : "not set (\(variable))"))
    } else {
      lines.append("\(style.bold("API key:")) none needed")
    }
    return lines
  }

  /// What `quiz data refresh` says when it fails: the refresh failed and why. No question was
  /// asked, so nothing is said about answering one.
  static func refreshFailure(_ reason: DataUnavailable) -> String {
    let cause =
      switch reason {
      case .connectivity: "REST Countries can't be reached right now."
      case .invalidData: "The country data service sent invalid data."
      case .unauthorized, .rateLimited, .bundledDataMissing, .fetcherMissing:
        TerminalRemedy.said(
          after: TerminalSafeText.sanitize(ReplyWording.unavailableText(for: reason)), for: reason)
      }
    return "Couldn't refresh the country data. " + cause + " The cache is unchanged."
  }

  /// One short phrase for a status bar: "bundled snapshot 2026-02-25", "REST Countries v5,
  /// cached 3 hours ago", "REST Countries v5, nothing cached yet".
  static func summary(of status: DataStatus, now: Date) -> String {
    let label = TerminalSafeText.sanitize(status.sourceLabel, maxLength: 40)
    if let bundled = status.bundled {
      return ReplyWording.sourceSummary(
        isBundled: true, label: label, asOf: bundled.dataDate, now: now)
    }
    guard let entry = status.cacheEntry else { return label + ", nothing cached yet" }
    return ReplyWording.sourceSummary(
      isBundled: false, label: label, asOf: entry.fetchedAt, now: now)
      + (entry.isFresh ? "" : " (expired)")
  }

  static func timestamp(_ date: Date) -> String {
    CalendarDay.timestamp(date)
  }

  /// "3 days", "5 hours", "12 minutes", "40 seconds".
  static func duration(_ seconds: TimeInterval) -> String {
    let seconds = max(0, Int(seconds))
    let (value, unit): (Int, String) =
      switch seconds {
      case 86_400...: (seconds / 86_400, "day")
      case 3_600...: (seconds / 3_600, "hour")
      case 60...: (seconds / 60, "minute")
      default: (seconds, "second")
      }
    return "\(value) \(unit)\(value == 1 ? "" : "s")"
  }

  private func safe(_ text: String) -> String { TerminalSafeText.sanitize(text) }
}
