import QuizEngine

/// Names people use that the data does not have, each with the countries it can mean,
/// likeliest first. Kept small on purpose: the data's own names, typos and demonyms do the rest.
enum CuratedNames {
  /// Each name with its countries' codes. They rank with the data's common names, so they also
  /// settle what the data leaves open: "American" is the United States, not also the Northern
  /// Mariana Islands.
  static let entries: [(name: String, codes: [String])] = names + nicknames + demonyms

  /// The adjectives below as compact keys: inside a longer name they name no country ("the
  /// French Riviera").
  static let demonymKeys: Set<[UInt8]> = Set(
    demonyms.map { NameKey($0.0).compact } + ["american"].map { Array($0.utf8) })

  /// One name a line, with the codes of the countries it can mean, likeliest first: older
  /// names of the United Kingdom (its parts are in `HistoricalCountries`), the United States in
  /// everyday speech, short names that fit two countries, names in wide use that the data
  /// lacks (its own languages' names in Latin letters: "Rossiya", "Hellas"; nicknames: "the
  /// Land of the Rising Sun", "Blighty"), and official names said the other way ("the United
  /// States of Mexico" is not the US). A name a game credits is in `AcceptedNames`, which the resolver reads too. Text read
  /// once: as an array of values the table compiled to 2 KB of code.
  private static let names = parse(
    """
    Britain: GB
    Great Britain and Northern Ireland: GB
    Great Britain: GB
    U.K.: GB
    America: US
    the States: US
    U.S.: US
    U.S.A.: US
    Korea: KR KP
    Congo: CG CD
    Saint Kitts: KN
    Saint Vincent: VC
    Sao Tome: ST
    Timor: TL
    Falklands: FK
    Faroes: FO
    Western Samoa: WS
    Byelorussia: BY
    Belorussia: BY
    Moldavia: MD
    Bonaire: BQ
    BVI: VG
    USVI: VI
    Mainland China: CN
    ROC: TW
    Kirghizia: KG
    Kirgizia: KG
    Turkmenia: TM
    Tadzhikistan: TJ
    Tadjikistan: TJ
    Holland: NL
    Emirates: AE
    Rossiya: RU
    Hellas: GR
    Hanguk: KR
    Helvetia: CH
    Hindustan: IN
    Misr: EG
    Nippon: JP
    United States of Mexico: MX
    Mexican United States: MX
    Land of the Rising Sun: JP
    Middle Kingdom: CN
    Land of the Morning Calm: KR
    Land of Smiles: TH
    Blighty: GB
    Emerald Isle: IE
    Down Under: AU
    Land Down Under: AU
    Kiwiland: NZ
    Rainbow Nation: ZA
    Lion City: SG
    Land of Fire and Ice: IS
    Land of the Long White Cloud: NZ
    """)

  /// Names said in slang, spelt as they are said. Each is found only as typed: the words a
  /// letter away from one are other words ("Mercia" is a kingdom, not "Merica").
  private static let nicknames = parse(
    """
    Murica: US
    Merica: US
    Straya: AU
    Enzed: NZ
    Naija: NG
    Brits: GB
    Yanks: US
    Poms: GB
    """)

  static let nicknameKeys: Set<[UInt8]> = Set(nicknames.map { NameKey($0.0).compact })

  /// Adjectives people use for "the X flag" that the data's demonyms miss, as `names` lists
  /// names.
  private static let demonyms = parse(
    """
    Korean: KR KP
    Icelandic: IS
    Slovenian: SI
    Slovakian: SK
    Argentinian: AR
    Argentinean: AR
    Philippine: PH
    Kazakh: KZ
    Uzbek: UZ
    Tajik: TJ
    Kyrgyz: KG
    Nepali: NP
    Maldivian: MV
    Cape Verdean: CV
    Ecuadorian: EC
    Luxembourgish: LU
    Bosnian: BA
    Czech: CZ
    Emirati: AE
    Vatican: VA
    Greenlandic: GL
    Faroese: FO
    Taiwanese: TW
    Persian: IR
    Monegasque: MC
    Burmese: MM
    Lao: LA
    Bahamian: BS
    Guyanese: GY
    Surinamese: SR
    Beninese: BJ
    Bruneian: BN
    Kenyan: KE
    Hong Kong: HK
    Macanese: MO
    Timorese: TL
    Saudi: SA
    Dominican: DO DM
    Congolese: CD CG
    American: US
    French: FR
    Dutch: NL
    Indian: IN
    Norwegian: NO
    Kiwi: NZ
    Aussie: AU
    """)

  @_optimize(speed)
  private static func parse(_ rows: String) -> [(String, [String])] {
    TextTable.rows(rows, separator: UInt8(ascii: ":")).compactMap { fields in
      guard fields.count == 2 else { return nil }
      return (fields[0], TextTable.items(fields[1], separator: UInt8(ascii: " ")))
    }
  }

}

/// How likely a person is to mean each country when a name fits several equally: more
/// people live there, more people ask. Codes by population, largest first (REST Countries
/// data, 2026); codes not listed come last.
enum CountryLikelihood {
  static func rank(of code: String) -> Int {
    ranks[code] ?? ranks.count
  }

  private static let ranks: [String: Int] = {
    var ranks: [String: Int] = [:]
    for (position, code) in byPopulation.split(separator: " ").enumerated()
    where ranks[String(code)] == nil {
      ranks[String(code)] = position
    }
    return ranks
  }()

  private static let byPopulation = """
    IN CN US ID PK NG BR BD RU MX JP PH CD ET EG VN IR TR DE GB TZ FR TH ZA IT KE CO SD MM KR ES \
    DZ AR IQ UG AF CA UZ PL MA AO SA PE MY MZ GH UA YE MG CI NP CM VE AU NE KP SY BF TW ML LK MW \
    KZ CL ZM SO TD RO SN EC NL GT KH ZW SS GN RW BJ BI TN HT BE PG JO BO AE CZ DO PT SE TJ GR AZ \
    IL HN CU HU AT BY CH SL TG LA HK LY KG TM NI RS CF BG CG SG PY SV DK FI NO LB PS IE SK OM NZ \
    CR LR MR KW PA GE HR ER MN UY BA PR QA AM NA LT JM MD GA GM AL BW SI LS LV MK GW GQ BH XK CY \
    TL EE TT MU SZ DJ KM FJ RE BT GY SB MO LU ME SR EH MT MV CV BN BZ BS IS GP MQ VU YT GF PF BB \
    NC ST WS LC CW GU SC KI VC GD AW FM AG JE TO AD VI KY IM DM GG BM GL FO KN TC AS MP MH SX LI \
    VG MC GI SM BQ MF AX PW AI CK NR WF TV BL PM SH MS FK TK SJ NF CX NU AQ VA CC TF PN BV HM IO \
    GS UM
    """
}
