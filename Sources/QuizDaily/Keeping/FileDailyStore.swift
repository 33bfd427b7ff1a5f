import QuizEngine
import QuizStorage

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The daily puzzle in one JSON file, `$XDG_STATE_HOME/quiz/daily.json`, beside scores.json
/// and progress.json and kept as they are (`JSONStateStore`): written whole under a lock, and
/// a file that is not this kept aside as `daily.json.corrupt` by the next change.
///
///     {"version": 1, "results": {"2026-11-27": 3, "2026-11-28": 0},
///      "today": {"day": "2026-11-28", "answer": "PE", "guesses": ["FR", "BR", "PE"]}}
///
/// A result is the guesses a solved day took, or 0 for a day lost.
public struct FileDailyStore: DailyStore {
  /// Far more than a lifetime of days: anything larger is not ours.
  static let maximumSize = 1 << 20

  public let url: URL
  private let file: JSONStateStore<DailyFile>

  public init(url: URL) {
    self.url = url
    file = JSONStateStore(url: url, maximumSize: Self.maximumSize)
  }

  /// Nil when neither XDG_STATE_HOME nor HOME says where the file goes.
  public static func resolve(environment: [String: String]) -> FileDailyStore? {
    StorageDirectories(environment: environment).stateFile(named: "daily.json")
      .map(FileDailyStore.init)
  }

  public func load() -> DailyState {
    file.load()?.state ?? DailyState()
  }

  public func update(_ change: @Sendable (inout DailyState) -> Void) throws {
    try file.update { current in
      var state = current?.state ?? DailyState()
      change(&state)
      return DailyFile(state: state)
    }
  }
}

/// What daily.json holds.
private struct DailyFile: Codable {
  static let version = 1
  let state: DailyState

  init(state: DailyState) { self.state = state }

  private enum CodingKeys: String, CodingKey { case version, results, today }
  private enum TodayKeys: String, CodingKey { case day, answer, guesses }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    _ = try container.version(forKey: .version, readable: Self.version...Self.version)
    var record = DailyRecord()
    for (text, guesses) in try container.decode([String: Int].self, forKey: .results) {
      guard let day = CalendarDay(text), (0...DailyShare.maximumGuesses).contains(guesses) else {
        throw DecodingError.dataCorruptedError(
          forKey: .results, in: container, debugDescription: "not a day's result")
      }
      record.record(guesses == 0 ? .lost : .solved(guesses: guesses), on: day)
    }
    var state = DailyState(record: record)
    if container.contains(.today) {
      let today = try container.nestedContainer(keyedBy: TodayKeys.self, forKey: .today)
      state.day = CalendarDay(try today.decode(String.self, forKey: .day))
      state.answer = try today.decode(String.self, forKey: .answer)
      state.guesses = Array(
        try today.decode([String].self, forKey: .guesses).prefix(DailyShare.maximumGuesses))
    }
    self.state = state
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.version, forKey: .version)
    var results: [String: Int] = [:]
    for (day, result) in state.record.days {
      switch result {
      case .solved(let guesses): results[day.text] = guesses
      case .lost: results[day.text] = 0
      }
    }
    try container.encode(results, forKey: .results)
    if let day = state.day, let answer = state.answer {
      var today = container.nestedContainer(keyedBy: TodayKeys.self, forKey: .today)
      try today.encode(day.text, forKey: .day)
      try today.encode(answer, forKey: .answer)
      try today.encode(state.guesses, forKey: .guesses)
    }
  }
}
