import QuizEngine

/// States that no longer exist, and the countries within the United Kingdom: names people ask
/// about as countries, whose facts the data does not have. Answering for today's country would
/// be wrong ("the capital of Scotland" is not London, "the flag of the USSR" is not Russia's),
/// so the quiz says what they are instead.
///
/// A former name still in everyday use (Burma, Swaziland, Ivory Coast) is not here: it names
/// today's country, in `CuratedNames`. A name the state gave up long ago (Zaire, Ceylon, Siam,
/// Persia) is here, marked as a rename: asked of today, it names the same state, and "the
/// capital of Ceylon" is Sri Lanka's; asked of its own time ("in 1950"), the reply says what
/// became of it. Dates are those of the change, from each country's own history.
enum HistoricalCountries {
  static let places: [NonCountryPlaces.Place] =
    formerStates.flatMap { state in
      (state.names + state.adjectives).map { name in
        NonCountryPlaces.Place(
          name: name, description: "a former country", needsCue: false,
          standing: .former(fate: state.fate, successor: state.successor),
          shownName: state.shown(name))
      }
    }
    + constituents.flatMap { entry in
      entry.names.map { name in
        NonCountryPlaces.Place(
          name: name, description: "part of the United Kingdom", needsCue: false, country: "GB",
          standing: .constituent(capital: entry.capital), shownName: entry.names[0])
      }
    }

  /// Whether `typed` is a former state's name: "the capital of Yugoslavia in 1985" asks of
  /// that state in its own time, and the reply says it is gone.
  static func namesAFormerState(_ typed: String) -> Bool {
    formerStateKeys.contains(NameKey(typed).compact)
  }

  private static let formerStateKeys: Set<[UInt8]> = Set(
    formerStates.filter { !$0.renamed }.flatMap(\.names).map { NameKey($0).compact })

  /// Whether `name` is one a state still in being gave up ("Ceylon", "Siam"): it names that
  /// state, today's country, as "Burma" does.
  static func isRenamedState(_ name: String) -> Bool {
    renamedStateKeys.contains(NameKey(name).compact)
  }
  private static let renamedStateKeys: Set<[UInt8]> = Set(
    formerStates.filter(\.renamed).flatMap(\.names).map { NameKey($0).compact })

  private struct Former {
    /// Names first, then words people use for the state's things ("the Soviet flag"), shown
    /// as the first name.
    let names: [String]
    let adjectives: [String]
    /// Today's country, when one country took its place: "the country formerly known as
    /// Zaire" is the Democratic Republic of the Congo.
    var successor: String? = nil
    /// Whether the state is today's country under another name, not one gone.
    var renamed = false
    let fate: String?

    func shown(_ name: String) -> String {
      let shown = names.contains(name) ? name : names[0]
      let words = shown.split(separator: " ")
      // "The Republic of Vietnam", "The Soviet Union", "The Ottoman Empire", "The Gilbert
      // Islands", "The Danish West Indies", "The GDR": a state named by its form, its islands
      // or its letters takes "the"; "East Germany" and "Austria-Hungary" do not.
      let takesThe =
        words.contains { ["Republic", "Union", "States"].contains($0) }
        || ["Empire", "Islands", "Antilles", "Hebrides", "Raj", "Indies", "Confederacy"].contains(
          words.last ?? "")
        || shown.allSatisfy(\.isUppercase)
      return takesThe ? "The " + shown : shown
    }
  }

  /// One state a line: its names; the words people use for its things ("the Soviet flag");
  /// today's country, when one took its place, after "=" when it is the same state renamed;
  /// what became of it. Read once, as text: as an
  /// array of values the table compiled to 7 KB of code.
  private static let formerStates: [Former] = TextTable.rows(
    formerStateRows, separator: UInt8(ascii: "|")
  ).compactMap { fields in
    guard fields.count == 4 else { return nil }
    func list(_ field: String) -> [String] { TextTable.items(field, separator: UInt8(ascii: ",")) }
    let renamed = fields[2].hasPrefix("=")
    let successor = renamed ? String(fields[2].dropFirst()) : fields[2]
    return Former(
      names: list(fields[0]), adjectives: list(fields[1]),
      successor: successor.isEmpty ? nil : successor, renamed: renamed,
      fate: fields[3].isEmpty ? nil : fields[3])
  }

  private static let formerStateRows = """
    Soviet Union, USSR, Union of Soviet Socialist Republics | Soviet |  | it broke up into 15 countries in 1991
    Yugoslavia | Yugoslav, Yugoslavian |  | it broke up in the 1990s, and what was left of it, Serbia and Montenegro, split in 2006
    Czechoslovakia | Czechoslovak, Czechoslovakian |  | it split into the Czech Republic and Slovakia in 1993
    East Germany, German Democratic Republic, GDR, DDR | East German | DE | it joined the Federal Republic of Germany in 1990
    West Germany | West German | DE | it united with East Germany in 1990 as today's Germany
    Rhodesia, Southern Rhodesia | Rhodesian | ZW | it became Zimbabwe in 1980
    Northern Rhodesia |  | ZM | it became Zambia in 1964
    Zaire | Zairean, Zairian | =CD | it was renamed the Democratic Republic of the Congo in 1997
    South Yemen, People's Democratic Republic of Yemen, Democratic Republic of Yemen, PDRY | South Yemeni |  | it joined North Yemen in 1990 to form Yemen
    North Yemen, Yemen Arab Republic | North Yemeni |  | it joined South Yemen in 1990 to form Yemen
    Tanganyika |  | TZ | it united with Zanzibar in 1964 to form Tanzania
    Upper Volta |  | =BF | it was renamed Burkina Faso in 1984
    Dahomey |  | =BJ | it was renamed Benin in 1975
    Ceylon |  | =LK | it was renamed Sri Lanka in 1972
    Siam |  | =TH | it was renamed Thailand in 1939
    Persia |  | =IR | it has been called Iran since 1935
    Bechuanaland |  | BW | it became Botswana in 1966
    Basutoland |  | LS | it became Lesotho in 1966
    Nyasaland |  | MW | it became Malawi in 1964
    Dutch Guiana |  | SR | it became Suriname in 1975
    British Honduras |  | BZ | it was renamed Belize in 1973
    French Sudan |  | ML | it became Mali in 1960
    East Pakistan |  | BD | it became Bangladesh in 1971
    New Hebrides |  | VU | it became Vanuatu in 1980
    Ellice Islands |  | TV | it became Tuvalu in 1978
    Gilbert Islands |  | KI | it became Kiribati in 1979
    Netherlands Antilles |  |  | it was dissolved in 2010
    Serbia and Montenegro |  |  | it split into Serbia and Montenegro in 2006
    South Vietnam, Republic of Vietnam | South Vietnamese |  | it was united with North Vietnam in 1976 as today's Vietnam
    North Vietnam, Democratic Republic of Vietnam | North Vietnamese | VN | it was united with South Vietnam in 1976 as today's Vietnam
    Prussia | Prussian |  | it was abolished in 1947
    Ottoman Empire | Ottoman |  | it ended in 1922
    Austria-Hungary, Austro-Hungarian Empire | Austro-Hungarian |  | it broke up in 1918
    Holy Roman Empire |  |  | it was dissolved in 1806
    Roman Empire |  |  |
    Byzantine Empire |  |  | it fell in 1453
    Persian Empire |  |  |
    British Raj |  |  | it ended in 1947, when India and Pakistan became independent
    Danish West Indies |  |  | the United States bought it in 1917, and it is now the US Virgin Islands
    Confederate States of America, Confederate States, Confederacy | Confederate |  | it was defeated in 1865
    Mercia |  |  | it was an Anglo-Saxon kingdom, and became part of England in the 10th century
    Wessex |  |  | it was an Anglo-Saxon kingdom, and grew into England in the 10th century
    Northumbria |  |  | it was an Anglo-Saxon kingdom, and became part of England in the 10th century
    """

  /// The four countries of the United Kingdom, each with its capital and the words people
  /// use for it ("the Welsh flag").
  private static let constituents: [(names: [String], capital: String)] = [
    (["Scotland", "Scottish", "Scots"], "Edinburgh"),
    (["Wales", "Welsh", "Cymru"], "Cardiff"),
    (["England", "English"], "London"),
    (["Northern Ireland"], "Belfast"),
  ]
}
