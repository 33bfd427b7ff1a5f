/// The names players type for countries and capitals beyond the data's own, each with its kind
/// and source (the rows are in `AcceptedNames+Table.swift`). Every game reads it, so a name
/// counts alike in a world, continent or capitals game, and the interpreter reads it to answer
/// "what country has La Paz as its capital".
///
/// What it holds and what it leaves out:
/// - Only names that mean one country: not "Korea", not "Congo", not "Guinea".
/// - No typos: a game tests the spelling. Accents and punctuation need no row, as every reader
///   compares names folded (`NameFolding`): "São Tomé" and "Sao Tome" are one name.
/// - Names given up long ago are rows too, marked not credited, so that no data source can make
///   a game credit them.
public enum AcceptedNames {
  /// Every row, in table order.
  public static var all: [AcceptedName] { table }

  /// The names a game credits for the country `code` (or for its capital).
  public static func credited(for code: String, subject: AcceptedName.Subject) -> [String] {
    (byCode[code] ?? []).filter { $0.subject == subject && $0.isCredited }.map(\.name)
  }

  /// Every row for the country `code`, credited or not.
  public static func entries(for code: String) -> [AcceptedName] {
    byCode[code] ?? []
  }

  /// The rows whose name folds as `text` does ("la paz", "La Paz!", "LA PAZ"): usually one.
  public static func entries(named text: some StringProtocol) -> [AcceptedName] {
    byKey[NameFolding.fold(text)] ?? []
  }

  /// The capital-like row `text` names, for a reverse question: "La Paz" gives Bolivia's seat
  /// of government with its standing beside Sucre. Nil when the table has no capital so named.
  public static func capital(named text: some StringProtocol) -> AcceptedName? {
    entries(named: text).first { $0.subject == .capital }
  }

  /// Whether a folded name is one no game credits: it was given up long ago ("zaire"), or the
  /// city is a capital no longer ("bujumbura").
  public static func isNeverCredited(folded key: String) -> Bool {
    neverCredited.contains(key)
  }

  private static let byCode: [String: [AcceptedName]] = Dictionary(
    grouping: table, by: \.code)
  private static let byKey: [String: [AcceptedName]] = Dictionary(
    grouping: table, by: { NameFolding.fold($0.name) })
  private static let neverCredited: Set<String> = Set(
    table.filter { !$0.isCredited }.map { NameFolding.fold($0.name) })
}
