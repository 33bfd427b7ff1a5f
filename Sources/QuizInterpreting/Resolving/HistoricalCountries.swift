/// States that no longer exist, and the countries within the United Kingdom: names people ask
/// about as countries, whose facts the data does not have. Answering for today's country would
/// be wrong ("the capital of Scotland" is not London, "the flag of the USSR" is not Russia's),
/// so the quiz says what they are instead.
///
/// A former name still in everyday use (Burma, Swaziland, Ivory Coast) is not here: it names
/// today's country, in `CuratedNames`. A name the state gave up long ago (Zaire, Ceylon, Siam,
/// Persia) is here. Dates are those of the change, from each country's own history.
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

  private struct Former {
    /// Names first, then words people use for the state's things ("the Soviet flag"), shown
    /// as the first name.
    let names: [String]
    let adjectives: [String]
    /// Today's country, when one country took its place: "the country formerly known as
    /// Zaire" is the Democratic Republic of the Congo.
    var successor: String? = nil
    let fate: String?
    /// Said with "the": "The Soviet Union no longer exists."
    var takesThe = false

    func shown(_ name: String) -> String {
      let shown = names.contains(name) ? name : names[0]
      // "The Republic of Vietnam", "The German Democratic Republic": a state named by its form.
      let isForm = shown.split(separator: " ").contains { ["Republic", "Union"].contains($0) }
      return takesThe || isForm ? "The " + shown : shown
    }
  }

  private static let formerStates: [Former] = [
    Former(
      names: ["Soviet Union", "USSR", "Union of Soviet Socialist Republics"],
      adjectives: ["Soviet"], fate: "it broke up into 15 countries in 1991", takesThe: true),
    Former(
      names: ["Yugoslavia"], adjectives: ["Yugoslav", "Yugoslavian"],
      fate:
        "it broke up in the 1990s, and what was left of it, Serbia and Montenegro, split in 2006"),
    Former(
      names: ["Czechoslovakia"], adjectives: ["Czechoslovak", "Czechoslovakian"],
      fate: "it split into the Czech Republic and Slovakia in 1993"),
    Former(
      names: ["East Germany", "German Democratic Republic", "GDR", "DDR"],
      adjectives: ["East German"], successor: "DE",
      fate: "it joined the Federal Republic of Germany in 1990", takesThe: true),
    Former(
      names: ["West Germany"], adjectives: ["West German"],
      successor: "DE", fate: "it united with East Germany in 1990 as today's Germany"),
    Former(
      names: ["Rhodesia", "Southern Rhodesia"], adjectives: ["Rhodesian"],
      successor: "ZW", fate: "it became Zimbabwe in 1980"),
    Former(
      names: ["Northern Rhodesia"], adjectives: [], successor: "ZM",
      fate: "it became Zambia in 1964"),
    Former(
      names: ["Zaire"], adjectives: ["Zairean", "Zairian"],
      successor: "CD", fate: "it was renamed the Democratic Republic of the Congo in 1997"),
    Former(
      names: [
        "South Yemen", "People's Democratic Republic of Yemen", "Democratic Republic of Yemen",
        "PDRY",
      ], adjectives: ["South Yemeni"], fate: "it joined North Yemen in 1990 to form Yemen",
      takesThe: true),
    Former(
      names: ["North Yemen", "Yemen Arab Republic"], adjectives: ["North Yemeni"],
      fate: "it joined South Yemen in 1990 to form Yemen", takesThe: true),
    Former(
      names: ["Tanganyika"], adjectives: [],
      successor: "TZ", fate: "it united with Zanzibar in 1964 to form Tanzania"),
    Former(
      names: ["Upper Volta"], adjectives: [], successor: "BF",
      fate: "it was renamed Burkina Faso in 1984"),
    Former(
      names: ["Dahomey"], adjectives: [], successor: "BJ", fate: "it was renamed Benin in 1975"),
    Former(
      names: ["Ceylon"], adjectives: [], successor: "LK", fate: "it was renamed Sri Lanka in 1972"),
    Former(
      names: ["Siam"], adjectives: [], successor: "TH", fate: "it was renamed Thailand in 1939"),
    Former(
      names: ["Persia"], adjectives: [], successor: "IR", fate: "it has been called Iran since 1935"
    ),
    Former(
      names: ["Bechuanaland"], adjectives: [], successor: "BW", fate: "it became Botswana in 1966"),
    Former(
      names: ["Basutoland"], adjectives: [], successor: "LS", fate: "it became Lesotho in 1966"),
    Former(names: ["Nyasaland"], adjectives: [], successor: "MW", fate: "it became Malawi in 1964"),
    Former(
      names: ["Dutch Guiana"], adjectives: [], successor: "SR", fate: "it became Suriname in 1975"),
    Former(
      names: ["British Honduras"], adjectives: [], successor: "BZ",
      fate: "it was renamed Belize in 1973"),
    Former(
      names: ["French Sudan"], adjectives: [], successor: "ML", fate: "it became Mali in 1960"),
    Former(
      names: ["East Pakistan"], adjectives: [], successor: "BD",
      fate: "it became Bangladesh in 1971"),
    Former(
      names: ["New Hebrides"], adjectives: [], successor: "VU", fate: "it became Vanuatu in 1980",
      takesThe: true),
    Former(
      names: ["Ellice Islands"], adjectives: [], successor: "TV", fate: "it became Tuvalu in 1978",
      takesThe: true),
    Former(
      names: ["Gilbert Islands"], adjectives: [], successor: "KI",
      fate: "they became Kiribati in 1979", takesThe: true),
    Former(
      names: ["Netherlands Antilles"], adjectives: [], fate: "it was dissolved in 2010",
      takesThe: true),
    Former(
      names: ["Serbia and Montenegro"], adjectives: [],
      fate: "it split into Serbia and Montenegro in 2006"),
    Former(
      names: ["South Vietnam", "Republic of Vietnam"], adjectives: ["South Vietnamese"],
      fate: "it was united with North Vietnam in 1976 as today's Vietnam"),
    Former(
      names: ["North Vietnam", "Democratic Republic of Vietnam"], adjectives: ["North Vietnamese"],
      successor: "VN", fate: "it was united with South Vietnam in 1976 as today's Vietnam"),
    Former(names: ["Prussia"], adjectives: ["Prussian"], fate: "it was abolished in 1947"),
    Former(
      names: ["Ottoman Empire"], adjectives: ["Ottoman"], fate: "it ended in 1922", takesThe: true),
    Former(
      names: ["Austria-Hungary", "Austro-Hungarian Empire"], adjectives: ["Austro-Hungarian"],
      fate: "it broke up in 1918", takesThe: true),
    Former(
      names: ["Holy Roman Empire"], adjectives: [], fate: "it was dissolved in 1806", takesThe: true
    ),
    Former(names: ["Roman Empire"], adjectives: [], fate: nil, takesThe: true),
    Former(names: ["Byzantine Empire"], adjectives: [], fate: "it fell in 1453", takesThe: true),
    Former(names: ["Persian Empire"], adjectives: [], fate: nil, takesThe: true),
    Former(
      names: ["British Raj"], adjectives: [],
      fate: "it ended in 1947, when India and Pakistan became independent", takesThe: true),
  ]

  /// The four countries of the United Kingdom, each with its capital and the words people
  /// use for it ("the Welsh flag").
  private static let constituents: [(names: [String], capital: String)] = [
    (["Scotland", "Scottish", "Scots"], "Edinburgh"),
    (["Wales", "Welsh"], "Cardiff"),
    (["England", "English"], "London"),
    (["Northern Ireland"], "Belfast"),
  ]
}
