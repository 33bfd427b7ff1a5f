extension AcceptedNames {
  /// The rows, grouped by kind. A row says what the name is and where that comes from; the
  /// data's own names (common, official, alternates, native) need no row unless a data source
  /// may lack them or a player's question needs the reason.
  static let table: [AcceptedName] =
    (TextTable.rows(countryRows, separator: UInt8(ascii: "|"))
    + TextTable.rows(capitalRows, separator: UInt8(ascii: "|"))).compactMap(row)

  /// The country names a game credits, with their codes and kinds, in table order, read
  /// without the reasons: what the chat's resolver indexes at every start-up, where reading
  /// the whole table cost 0.9 M instructions; only the country rows are read.
  public static let creditedCountryNames: [(name: String, code: String, kind: AcceptedName.Kind)] =
    TextTable.rows(countryRows, separator: UInt8(ascii: "|"), limit: 4).compactMap { fields in
      guard fields.count == 4, fields[2] == "country",
        let kind = AcceptedName.Kind(rawValue: fields[3]),
        AcceptedName.isCredited(kind)
      else { return nil }
      return (fields[0], fields[1], kind)
    }

  /// One row a line: the name; the code of the country it names, or whose capital it names;
  /// `country` or `capital`; its kind and its source, as their cases are named; why. A
  /// capital-like name that is not the capital adds what it is, the capital, and what that is
  /// ("seat of government | Sucre | constitutional capital"); a name given up adds when it
  /// was in use, where that is known to the year ("1971–1997", "until 1972"). A line starting
  /// with "#" says what a group is. Text read once: as an array of values the table compiled to 14 KB of
  /// code that ran once.
  private static let countryRows = """
    # Official names and short forms the data may lack.
    Czech Republic | CZ | country | official | iso3166 | The official full name; "Czechia" has been the short name since 2016.
    Czechia | CZ | country | official | iso3166 | The short name since 2016.
    United States of America | US | country | official | iso3166 | The official full name.
    Holy See | VA | country | official | unitedNations | The name it holds UN observer status by.
    Vatican City State | VA | country | official | iso3166 | The state's own name in English.
    Côte d'Ivoire | CI | country | official | unitedNations | The name the state asked for in 1985.
    Democratic Republic of the Congo | CD | country | official | iso3166 | The official full name.
    Republic of the Congo | CG | country | official | iso3166 | The official full name.
    Republic of Congo | CG | country | official | ciaWorldFactbook | The official full name.
    Timor-Leste | TL | country | official | iso3166 | The name since independence in 2002.
    Eswatini | SZ | country | official | iso3166 | The name since 2018.
    Cabo Verde | CV | country | official | unitedNations | The name the state asked for in 2013.
    Türkiye | TR | country | official | unitedNations | The name the state asked for in 2022.
    Republic of Korea | KR | country | official | iso3166 | The official full name.
    Federated States of Micronesia | FM | country | official | iso3166 | The official full name: "Micronesia" is also the wider region.
    Russian Federation | RU | country | official | iso3166 | The official full name.
    Brunei Darussalam | BN | country | official | iso3166 | The official name.
    Syrian Arab Republic | SY | country | official | iso3166 | The official full name.
    Saint Christopher and Nevis | KN | country | official | constitution | The constitution's name for Saint Kitts and Nevis.
    # Abbreviations that mean one state.
    UK | GB | country | abbreviation | ciaWorldFactbook | The Factbook's abbreviation.
    USA | US | country | abbreviation | ciaWorldFactbook | The Factbook's abbreviation.
    US | US | country | abbreviation | ciaWorldFactbook | The Factbook's abbreviation.
    UAE | AE | country | abbreviation | ciaWorldFactbook | The Factbook's abbreviation.
    DRC | CD | country | abbreviation | ciaWorldFactbook | The Factbook's abbreviation.
    DR Congo | CD | country | abbreviation | quizConvention | The usual short form in English.
    DPRK | KP | country | abbreviation | ciaWorldFactbook | The Factbook's abbreviation.
    ROK | KR | country | abbreviation | ciaWorldFactbook | The Factbook's abbreviation for the Republic of Korea.
    N Korea | KP | country | abbreviation | quizConvention | "North" shortened as players do.
    S Korea | KR | country | abbreviation | quizConvention | "South" shortened as players do.
    KSA | SA | country | abbreviation | quizConvention | The Kingdom of Saudi Arabia, as its government and press abbreviate it.
    PNG | PG | country | abbreviation | ciaWorldFactbook | The Factbook's abbreviation.
    NZ | NZ | country | abbreviation | quizConvention | The abbreviation in everyday use.
    FSM | FM | country | abbreviation | ciaWorldFactbook | The Factbook's abbreviation.
    CAR | CF | country | abbreviation | ciaWorldFactbook | The Factbook's abbreviation.
    PRC | CN | country | abbreviation | ciaWorldFactbook | The Factbook's abbreviation.
    BiH | BA | country | abbreviation | ciaWorldFactbook | The Factbook's abbreviation, of the local Bosna i Hercegovina.
    Lao PDR | LA | country | abbreviation | unitedNations | The Lao People's Democratic Republic, as the state and the UN abbreviate it.
    # The first part of a two-part name, as players type it.
    Antigua | AG | country | shortForm | quizConvention | The larger island, for the whole.
    Trinidad | TT | country | shortForm | quizConvention | The larger island, for the whole.
    St Kitts | KN | country | shortForm | quizConvention | The larger island, for the whole.
    St Vincent | VC | country | shortForm | quizConvention | The main island, for the whole.
    Bosnia | BA | country | shortForm | quizConvention | The first part, for the whole.
    São Tomé | ST | country | shortForm | quizConvention | The larger island, for the whole.
    Vatican | VA | country | shortForm | quizConvention | The usual short form in English.
    Saudi | SA | country | shortForm | quizConvention | The usual short form in English.
    Emirates | AE | country | shortForm | quizConvention | The usual short form in English.
    # Other spellings of the same name.
    Viet Nam | VN | country | spelling | unitedNations | The state's and the UN's spelling.
    Lao | LA | country | spelling | unitedNations | The state's own short form.
    Bosnia-Herzegovina | BA | country | spelling | quizConvention | A spelling in wide use.
    Democratic Republic of Congo | CD | country | spelling | quizConvention | The official name without its article.
    Congo Republic | CG | country | spelling | quizConvention | A form in wide use.
    Congo-Kinshasa | CD | country | spelling | ciaWorldFactbook | The Factbook's "Congo (Kinshasa)": the Congo named by its capital.
    Congo-Brazzaville | CG | country | spelling | ciaWorldFactbook | The Factbook's "Congo (Brazzaville)": the Congo named by its capital.
    Hellas | GR | country | endonym | ciaWorldFactbook | Greece's own name (Ellas, Ellada), romanised; the Factbook lists it.
    # Everyday names for the whole state. No other answer of any game is England, and refusing
    # it is the commonest complaint about world quizzes.
    Britain | GB | country | everydayName | quizConvention | The kingdom's name in everyday speech.
    Great Britain | GB | country | everydayName | quizConvention | The largest island, for the whole kingdom.
    England | GB | country | everydayName | quizConvention | The largest nation, for the whole kingdom.
    America | US | country | everydayName | quizConvention | The usual name in everyday speech.
    the States | US | country | everydayName | quizConvention | A name in everyday speech.
    Holland | NL | country | everydayName | quizConvention | Two provinces, for the whole country; the government dropped it in 2020, speech did not.
    # Former names still in everyday use: credited.
    Burma | MM | country | formerNameInUse | ciaWorldFactbook | The name until 1989, and still the Factbook's and many governments' name.
    Macedonia | MK | country | formerNameInUse | unitedNations | The name until 2019 (the Prespa agreement), still in everyday use.
    Swaziland | SZ | country | formerNameInUse | iso3166 | The name until 2018, still in everyday use.
    Ivory Coast | CI | country | formerNameInUse | quizConvention | The English name, which the state asked others to drop in 1985; still everyday English.
    East Timor | TL | country | formerNameInUse | quizConvention | The English name before independence in 2002, still in everyday use.
    Turkey | TR | country | formerNameInUse | unitedNations | The English name until 2022, still in everyday use.
    Cape Verde | CV | country | formerNameInUse | quizConvention | The English name until 2013, still in everyday use.
    # Names given up long ago: a player who types one has learnt an old map, and the quiz is
    # about today's. Never credited.
    Zaire | CD | country | retiredName | iso3166 | The name from 1971 to 1997. | 1971–1997
    Ceylon | LK | country | retiredName | iso3166 | The name until 1972. | until 1972
    Siam | TH | country | retiredName | iso3166 | The name until 1939 (and 1945 to 1949). | until 1939, and 1945–1949
    Persia | IR | country | retiredName | iso3166 | The name in the West until 1935, when the state asked for "Iran". | in the West, until 1935
    Dahomey | BJ | country | retiredName | iso3166 | The name until 1975. | until 1975
    Upper Volta | BF | country | retiredName | iso3166 | The name until 1984. | until 1984
    Rhodesia | ZW | country | retiredName | iso3166 | The name before 1980.
    Abyssinia | ET | country | retiredName | iso3166 | A name given up in the 20th century.
    Kampuchea | KH | country | retiredName | iso3166 | The name from 1976 to 1989. | 1976–1989
    Bechuanaland | BW | country | retiredName | iso3166 | The colony, until 1966. | until 1966
    Basutoland | LS | country | retiredName | iso3166 | The colony, until 1966. | until 1966
    Nyasaland | MW | country | retiredName | iso3166 | The colony, until 1964. | until 1964
    Gold Coast | GH | country | retiredName | iso3166 | The colony, until 1957. | until 1957
    Dutch Guiana | SR | country | retiredName | iso3166 | The colony, until 1975.
    British Honduras | BZ | country | retiredName | iso3166 | The colony, until 1973. | until 1973
    New Hebrides | VU | country | retiredName | iso3166 | The condominium, until 1980. | until 1980
    East Pakistan | BD | country | retiredName | iso3166 | Part of Pakistan, until 1971. | 1955–1971
    Western Samoa | WS | country | retiredName | iso3166 | The name until 1997. | until 1997
    """

  /// The capital rows, in the same form.
  private static let capitalRows = """
    Peking | CN | capital | retiredName | unitedNations | Romanised "Beijing" since 1979. | until 1979
    Salisbury | ZW | capital | retiredName | iso3166 | Harare's name until 1982. | until 1982
    Léopoldville | CD | capital | retiredName | iso3166 | Kinshasa's name until 1966. | until 1966
    Batavia | ID | capital | retiredName | iso3166 | Jakarta's name until 1942. | until 1942
    Dacca | BD | capital | retiredName | iso3166 | Spelt "Dhaka" since 1982. | until 1982
    # Capitals players type that the data writes otherwise, and cities with a capital's role.
    La Paz | BO | capital | seatOfGovernment | ciaWorldFactbook | "La Paz (administrative capital); Sucre (constitutional capital)"; JetPunk and Sporcle accept either. | seat of government | Sucre | constitutional capital
    Colombo | LK | capital | secondCapital | ciaWorldFactbook | "Colombo (commercial capital); Sri Jayewardenepura Kotte (legislative capital)". | commercial capital | Sri Jayawardenepura Kotte | legislative capital
    Malabo | GQ | capital | seatOfGovernment | ciaWorldFactbook | The Factbook's capital; Ciudad de la Paz, which some data gives, is still being built. | seat of government | Ciudad de la Paz | designated capital
    Lobamba | SZ | capital | secondCapital | ciaWorldFactbook | "Mbabane (administrative capital); Lobamba (royal and legislative capital)". | royal and legislative capital | Mbabane | administrative capital
    Tarawa | KI | capital | capitalArea | ciaWorldFactbook | The Factbook's capital: the atoll, of which South Tarawa is the urban part. | atoll that holds the capital | South Tarawa | capital
    Nay Pyi Taw | MM | capital | transliteration | ciaWorldFactbook | The government's own romanisation of Naypyidaw.
    Naypyidaw | MM | capital | transliteration | quizConvention | A romanisation in wide use.
    Ulaanbaatar | MN | capital | transliteration | unitedNations | The Mongolian romanisation.
    Ulan Bator | MN | capital | transliteration | ciaWorldFactbook | The English romanisation.
    Kiev | UA | capital | transliteration | quizConvention | The romanisation from Russian, still common though the state asks for "Kyiv".
    Katmandu | NP | capital | spelling | quizConvention | An English spelling in wide use.
    Prishtina | XK | capital | spelling | quizConvention | The Albanian spelling, the city's own, beside the data's "Pristina".
    Berne | CH | capital | spelling | quizConvention | The French and older English spelling.
    Washington | US | capital | shortForm | quizConvention | The city, without its district.
    Washington DC | US | capital | shortForm | quizConvention | Typed without its commas.
    San Marino | SM | capital | shortForm | quizConvention | The City of San Marino, shortly.
    Kotte | LK | capital | shortForm | quizConvention | Sri Jayawardenepura Kotte, shortly.
    Sri Jayewardenepura Kotte | LK | capital | spelling | ciaWorldFactbook | The Factbook's spelling.
    Nur-Sultan | KZ | capital | formerNameInUse | unitedNations | Astana's name from 2019 to 2022, still in use.
    # Cities players give for a capital that no longer is one: known, so that the chat can say
    # so and no game ever credits them.
    Bujumbura | BI | capital | formerCapital | ciaWorldFactbook | The capital until 2019; Gitega is the capital now. | former capital | Gitega | capital
    Dar es Salaam | TZ | capital | formerCapital | ciaWorldFactbook | The capital until 1996; Dodoma is the capital now. | former capital | Dodoma | capital
    Lagos | NG | capital | formerCapital | ciaWorldFactbook | The capital until 1991; Abuja is the capital now. | former capital | Abuja | capital
    Almaty | KZ | capital | formerCapital | ciaWorldFactbook | The capital until 1997; Astana is the capital now. | former capital | Astana | capital
    Rio de Janeiro | BR | capital | formerCapital | ciaWorldFactbook | The capital until 1960; Brasília is the capital now. | former capital | Brasília | capital
    Abidjan | CI | capital | formerCapital | ciaWorldFactbook | The capital until 1983; Yamoussoukro is the capital now. | former capital | Yamoussoukro | capital
    Yangon | MM | capital | formerCapital | ciaWorldFactbook | The capital until 2006; Naypyidaw is the capital now. | former capital | Naypyidaw | capital
    Rangoon | MM | capital | formerCapital | ciaWorldFactbook | The capital until 2006; Naypyidaw is the capital now. | former capital | Naypyidaw | capital
    Istanbul | TR | capital | formerCapital | ciaWorldFactbook | The capital until 1923; Ankara is the capital now. | former capital | Ankara | capital
    Karachi | PK | capital | formerCapital | ciaWorldFactbook | The capital until 1959; Islamabad is the capital now. | former capital | Islamabad | capital
    """

  private static func row(_ fields: [String]) -> AcceptedName? {
    guard !fields[0].hasPrefix("#") else { return nil }
    guard fields.count == 6 || fields.count == 7 || fields.count == 9,
      let kind = AcceptedName.Kind(rawValue: fields[3]), let source = sources[fields[4]]
    else {
      assertionFailure("An accepted-names row that does not read: \(fields)")
      return nil
    }
    let standing =
      fields.count == 9
      ? AcceptedName.CapitalStanding(role: fields[6], capital: fields[7], capitalRole: fields[8])
      : nil
    return AcceptedName(
      name: fields[0], code: fields[1], subject: fields[2] == "capital" ? .capital : .country,
      kind: kind,
      source: source, reason: fields[5], standing: standing,
      years: fields.count == 7 ? fields[6] : nil)
  }

  private static let sources: [String: AcceptedName.Source] = [
    "iso3166": .iso3166, "unitedNations": .unitedNations, "ciaWorldFactbook": .ciaWorldFactbook,
    "quizConvention": .quizConvention, "constitution": .constitution,
  ]
}
