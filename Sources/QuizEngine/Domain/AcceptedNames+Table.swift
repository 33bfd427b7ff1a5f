extension AcceptedNames {
  /// The rows, grouped by kind. A row says what the name is and where that comes from; the
  /// data's own names (common, official, alternates, native) need no row unless a data source
  /// may lack them or a player's question needs the reason.
  static let table: [AcceptedName] =
    officialNames + abbreviations + shortForms + spellings + everydayNames + formerNames
    + retiredNames + capitals + formerCapitals

  private static let officialNames: [AcceptedName] = [
    country(
      "Czech Republic", "CZ", .official, .iso3166,
      "The official full name; \"Czechia\" has been the short name since 2016."),
    country("Czechia", "CZ", .official, .iso3166, "The short name since 2016."),
    country(
      "United States of America", "US", .official, .iso3166, "The official full name."),
    country(
      "Holy See", "VA", .official, .unitedNations, "The name it holds UN observer status by."),
    country("Vatican City State", "VA", .official, .iso3166, "The state's own name in English."),
    country(
      "Côte d'Ivoire", "CI", .official, .unitedNations, "The name the state asked for in 1985."),
    country(
      "Democratic Republic of the Congo", "CD", .official, .iso3166, "The official full name."),
    country("Republic of the Congo", "CG", .official, .iso3166, "The official full name."),
    country("Republic of Congo", "CG", .official, .ciaWorldFactbook, "The official full name."),
    country("Timor-Leste", "TL", .official, .iso3166, "The name since independence in 2002."),
    country("Eswatini", "SZ", .official, .iso3166, "The name since 2018."),
    country("Cabo Verde", "CV", .official, .unitedNations, "The name the state asked for in 2013."),
    country("Türkiye", "TR", .official, .unitedNations, "The name the state asked for in 2022."),
    country("Republic of Korea", "KR", .official, .iso3166, "The official full name."),
    country(
      "Federated States of Micronesia", "FM", .official, .iso3166,
      "The official full name: \"Micronesia\" is also the wider region."),
    country("Russian Federation", "RU", .official, .iso3166, "The official full name."),
    country("Brunei Darussalam", "BN", .official, .iso3166, "The official name."),
    country("Syrian Arab Republic", "SY", .official, .iso3166, "The official full name."),
    country(
      "Saint Christopher and Nevis", "KN", .official, .constitution,
      "The constitution's name for Saint Kitts and Nevis."),
  ]

  private static let abbreviations: [AcceptedName] = [
    country("UK", "GB", .abbreviation, .ciaWorldFactbook, "The Factbook's abbreviation."),
    country("USA", "US", .abbreviation, .ciaWorldFactbook, "The Factbook's abbreviation."),
    country("US", "US", .abbreviation, .ciaWorldFactbook, "The Factbook's abbreviation."),
    country("UAE", "AE", .abbreviation, .ciaWorldFactbook, "The Factbook's abbreviation."),
    country("DRC", "CD", .abbreviation, .ciaWorldFactbook, "The Factbook's abbreviation."),
    country("DR Congo", "CD", .abbreviation, .quizConvention, "The usual short form in English."),
    country("DPRK", "KP", .abbreviation, .ciaWorldFactbook, "The Factbook's abbreviation."),
    country(
      "ROK", "KR", .abbreviation, .ciaWorldFactbook,
      "The Factbook's abbreviation for the Republic of Korea."),
    country("N Korea", "KP", .abbreviation, .quizConvention, "\"North\" shortened as players do."),
    country("S Korea", "KR", .abbreviation, .quizConvention, "\"South\" shortened as players do."),
    country(
      "KSA", "SA", .abbreviation, .quizConvention,
      "The Kingdom of Saudi Arabia, as its government and press abbreviate it."),
    country("PNG", "PG", .abbreviation, .ciaWorldFactbook, "The Factbook's abbreviation."),
    country("NZ", "NZ", .abbreviation, .quizConvention, "The abbreviation in everyday use."),
    country("FSM", "FM", .abbreviation, .ciaWorldFactbook, "The Factbook's abbreviation."),
    country("CAR", "CF", .abbreviation, .ciaWorldFactbook, "The Factbook's abbreviation."),
    country("PRC", "CN", .abbreviation, .ciaWorldFactbook, "The Factbook's abbreviation."),
    country(
      "Lao PDR", "LA", .abbreviation, .unitedNations,
      "The Lao People's Democratic Republic, as the state and the UN abbreviate it."),
  ]

  private static let shortForms: [AcceptedName] = [
    country("Antigua", "AG", .shortForm, .quizConvention, "The larger island, for the whole."),
    country("Trinidad", "TT", .shortForm, .quizConvention, "The larger island, for the whole."),
    country("St Kitts", "KN", .shortForm, .quizConvention, "The larger island, for the whole."),
    country("St Vincent", "VC", .shortForm, .quizConvention, "The main island, for the whole."),
    country("Bosnia", "BA", .shortForm, .quizConvention, "The first part, for the whole."),
    country("São Tomé", "ST", .shortForm, .quizConvention, "The larger island, for the whole."),
    country("Vatican", "VA", .shortForm, .quizConvention, "The usual short form in English."),
    country("Saudi", "SA", .shortForm, .quizConvention, "The usual short form in English."),
    country("Emirates", "AE", .shortForm, .quizConvention, "The usual short form in English."),
  ]

  private static let spellings: [AcceptedName] = [
    country("Viet Nam", "VN", .spelling, .unitedNations, "The state's and the UN's spelling."),
    country("Lao", "LA", .spelling, .unitedNations, "The state's own short form."),
    country("Bosnia-Herzegovina", "BA", .spelling, .quizConvention, "A spelling in wide use."),
    country(
      "Democratic Republic of Congo", "CD", .spelling, .quizConvention,
      "The official name without its article."),
    country("Congo Republic", "CG", .spelling, .quizConvention, "A form in wide use."),
    country(
      "Congo-Kinshasa", "CD", .spelling, .ciaWorldFactbook,
      "The Factbook's \"Congo (Kinshasa)\": the Congo named by its capital."),
    country(
      "Congo-Brazzaville", "CG", .spelling, .ciaWorldFactbook,
      "The Factbook's \"Congo (Brazzaville)\": the Congo named by its capital."),
    country(
      "Hellas", "GR", .endonym, .ciaWorldFactbook,
      "Greece's own name (Ellas, Ellada), romanised; the Factbook lists it."),
  ]

  private static let everydayNames: [AcceptedName] = [
    country(
      "Britain", "GB", .everydayName, .quizConvention, "The kingdom's name in everyday speech."),
    country(
      "Great Britain", "GB", .everydayName, .quizConvention,
      "The largest island, for the whole kingdom."),
    // No other answer of any game is England, and refusing it is the commonest complaint about
    // world quizzes.
    country(
      "England", "GB", .everydayName, .quizConvention,
      "The largest nation, for the whole kingdom."),
    country("America", "US", .everydayName, .quizConvention, "The usual name in everyday speech."),
    country("the States", "US", .everydayName, .quizConvention, "A name in everyday speech."),
    country(
      "Holland", "NL", .everydayName, .quizConvention,
      "Two provinces, for the whole country; the government dropped it in 2020, speech did not."),
  ]

  private static let formerNames: [AcceptedName] = [
    country(
      "Burma", "MM", .formerNameInUse, .ciaWorldFactbook,
      "The name until 1989, and still the Factbook's and many governments' name."),
    country(
      "Macedonia", "MK", .formerNameInUse, .unitedNations,
      "The name until 2019 (the Prespa agreement), still in everyday use."),
    country(
      "Swaziland", "SZ", .formerNameInUse, .iso3166,
      "The name until 2018, still in everyday use."),
    country(
      "Ivory Coast", "CI", .formerNameInUse, .quizConvention,
      "The English name, which the state asked others to drop in 1985; still everyday English."),
    country(
      "East Timor", "TL", .formerNameInUse, .quizConvention,
      "The English name before independence in 2002, still in everyday use."),
    country(
      "Turkey", "TR", .formerNameInUse, .unitedNations,
      "The English name until 2022, still in everyday use."),
    country(
      "Cape Verde", "CV", .formerNameInUse, .quizConvention,
      "The English name until 2013, still in everyday use."),
  ]

  /// Names given up long ago: a player who types one has learnt an old map, and the quiz is
  /// about today's.
  private static let retiredNames: [AcceptedName] = [
    country("Zaire", "CD", .retiredName, .iso3166, "The name from 1971 to 1997."),
    country("Ceylon", "LK", .retiredName, .iso3166, "The name until 1972."),
    country("Siam", "TH", .retiredName, .iso3166, "The name until 1939 (and 1945 to 1949)."),
    country(
      "Persia", "IR", .retiredName, .iso3166,
      "The name in the West until 1935, when the state asked for \"Iran\"."),
    country("Dahomey", "BJ", .retiredName, .iso3166, "The name until 1975."),
    country("Upper Volta", "BF", .retiredName, .iso3166, "The name until 1984."),
    country("Rhodesia", "ZW", .retiredName, .iso3166, "The name before 1980."),
    country("Abyssinia", "ET", .retiredName, .iso3166, "A name given up in the 20th century."),
    country("Kampuchea", "KH", .retiredName, .iso3166, "The name from 1976 to 1989."),
    country("Bechuanaland", "BW", .retiredName, .iso3166, "The colony, until 1966."),
    country("Basutoland", "LS", .retiredName, .iso3166, "The colony, until 1966."),
    country("Nyasaland", "MW", .retiredName, .iso3166, "The colony, until 1964."),
    country("Gold Coast", "GH", .retiredName, .iso3166, "The colony, until 1957."),
    country("Dutch Guiana", "SR", .retiredName, .iso3166, "The colony, until 1975."),
    country("British Honduras", "BZ", .retiredName, .iso3166, "The colony, until 1973."),
    country("New Hebrides", "VU", .retiredName, .iso3166, "The condominium, until 1980."),
    country("East Pakistan", "BD", .retiredName, .iso3166, "Part of Pakistan, until 1971."),
    country("Western Samoa", "WS", .retiredName, .iso3166, "The name until 1997."),
    capital("Peking", "CN", .retiredName, .unitedNations, "Romanised \"Beijing\" since 1979."),
    capital("Salisbury", "ZW", .retiredName, .iso3166, "Harare's name until 1982."),
    capital("Léopoldville", "CD", .retiredName, .iso3166, "Kinshasa's name until 1966."),
    capital("Batavia", "ID", .retiredName, .iso3166, "Jakarta's name until 1942."),
    capital("Dacca", "BD", .retiredName, .iso3166, "Spelt \"Dhaka\" since 1982."),
  ]

  private static let capitals: [AcceptedName] = [
    capital(
      "La Paz", "BO", .seatOfGovernment, .ciaWorldFactbook,
      "\"La Paz (administrative capital); Sucre (constitutional capital)\"; JetPunk and Sporcle "
        + "accept either.",
      standing: .init(
        role: "seat of government", capital: "Sucre", capitalRole: "constitutional capital")),
    capital(
      "Colombo", "LK", .secondCapital, .ciaWorldFactbook,
      "\"Colombo (commercial capital); Sri Jayewardenepura Kotte (legislative capital)\".",
      standing: .init(
        role: "commercial capital", capital: "Sri Jayawardenepura Kotte",
        capitalRole: "legislative capital")),
    capital(
      "Malabo", "GQ", .seatOfGovernment, .ciaWorldFactbook,
      "The Factbook's capital; Ciudad de la Paz, which some data gives, is still being built.",
      standing: .init(
        role: "seat of government", capital: "Ciudad de la Paz", capitalRole: "designated capital"
      )),
    capital(
      "Lobamba", "SZ", .secondCapital, .ciaWorldFactbook,
      "\"Mbabane (administrative capital); Lobamba (royal and legislative capital)\".",
      standing: .init(
        role: "royal and legislative capital", capital: "Mbabane",
        capitalRole: "administrative capital")),
    capital(
      "Tarawa", "KI", .capitalArea, .ciaWorldFactbook,
      "The Factbook's capital: the atoll, of which South Tarawa is the urban part.",
      standing: .init(
        role: "atoll that holds the capital", capital: "South Tarawa", capitalRole: "capital")),
    capital(
      "Nay Pyi Taw", "MM", .transliteration, .ciaWorldFactbook,
      "The government's own romanisation of Naypyidaw."),
    capital("Naypyidaw", "MM", .transliteration, .quizConvention, "A romanisation in wide use."),
    capital("Ulaanbaatar", "MN", .transliteration, .unitedNations, "The Mongolian romanisation."),
    capital("Ulan Bator", "MN", .transliteration, .ciaWorldFactbook, "The English romanisation."),
    capital(
      "Kiev", "UA", .transliteration, .quizConvention,
      "The romanisation from Russian, still common though the state asks for \"Kyiv\"."),
    capital("Katmandu", "NP", .spelling, .quizConvention, "An English spelling in wide use."),
    capital(
      "Prishtina", "XK", .spelling, .quizConvention,
      "The Albanian spelling, the city's own, beside the data's \"Pristina\"."),
    capital("Berne", "CH", .spelling, .quizConvention, "The French and older English spelling."),
    capital("Washington", "US", .shortForm, .quizConvention, "The city, without its district."),
    capital("Washington DC", "US", .shortForm, .quizConvention, "Typed without its commas."),
    capital("San Marino", "SM", .shortForm, .quizConvention, "The City of San Marino, shortly."),
    capital("Kotte", "LK", .shortForm, .quizConvention, "Sri Jayawardenepura Kotte, shortly."),
    capital(
      "Sri Jayewardenepura Kotte", "LK", .spelling, .ciaWorldFactbook, "The Factbook's spelling."),
    capital(
      "Nur-Sultan", "KZ", .formerNameInUse, .unitedNations,
      "Astana's name from 2019 to 2022, still in use."),
  ]

  /// Cities players give for a capital that no longer is one: known, so that the chat can say
  /// so and no game ever credits them.
  private static let formerCapitals: [AcceptedName] = [
    formerCapital("Bujumbura", "BI", capital: "Gitega", until: "2019"),
    formerCapital("Dar es Salaam", "TZ", capital: "Dodoma", until: "1996"),
    formerCapital("Lagos", "NG", capital: "Abuja", until: "1991"),
    formerCapital("Almaty", "KZ", capital: "Astana", until: "1997"),
    formerCapital("Rio de Janeiro", "BR", capital: "Brasília", until: "1960"),
    formerCapital("Abidjan", "CI", capital: "Yamoussoukro", until: "1983"),
    formerCapital("Yangon", "MM", capital: "Naypyidaw", until: "2006"),
    formerCapital("Rangoon", "MM", capital: "Naypyidaw", until: "2006"),
    formerCapital("Istanbul", "TR", capital: "Ankara", until: "1923"),
    formerCapital("Karachi", "PK", capital: "Islamabad", until: "1959"),
  ]

  private static func country(
    _ name: String, _ code: String, _ kind: AcceptedName.Kind, _ source: AcceptedName.Source,
    _ reason: String
  ) -> AcceptedName {
    AcceptedName(name, code: code, subject: .country, kind: kind, source: source, reason: reason)
  }

  private static func capital(
    _ name: String, _ code: String, _ kind: AcceptedName.Kind, _ source: AcceptedName.Source,
    _ reason: String, standing: AcceptedName.CapitalStanding? = nil
  ) -> AcceptedName {
    AcceptedName(
      name, code: code, subject: .capital, kind: kind, source: source, reason: reason,
      standing: standing)
  }

  private static func formerCapital(
    _ name: String, _ code: String, capital: String, until year: String
  ) -> AcceptedName {
    AcceptedName(
      name, code: code, subject: .capital, kind: .formerCapital, source: .ciaWorldFactbook,
      reason: "The capital until \(year); \(capital) is the capital now.",
      standing: .init(role: "former capital", capital: capital, capitalRole: "capital"))
  }
}
