import CountryData
import Foundation
import QuizEngine
import Testing

@Suite("V3CountriesMapper")
struct V3CountriesMapperTests {
  @Test func map_deliversEveryQuizField_fromAFullRecord() throws {
    let json = """
      [{
        "name": {
          "common": "Belgium", "official": "Kingdom of Belgium",
          "nativeName": {
            "nld": {"official": "Koninkrijk België", "common": "België"},
            "deu": {"official": "Königreich Belgien", "common": "Belgien"},
            "fra": {"official": "Royaume de Belgique", "common": "Belgique"}
          }
        },
        "tld": [".be"], "cca2": "BE", "cca3": "BEL", "independent": true, "unMember": true,
        "region": "Europe", "subregion": "Western Europe",
        "capital": ["Brussels"],
        "altSpellings": ["BE", "België", "Belgie", "Kingdom of Belgium", "Belgie"],
        "translations": {
          "ita": {"official": "Regno del Belgio", "common": "Belgio"},
          "fra": {"official": "Royaume de Belgique", "common": "Belgique"},
          "jpn": {"official": "ベルギー王国", "common": "ベルギー"}
        },
        "flag": "🇧🇪",
        "flags": {
          "png": "https://flagcdn.com/w320/be.png", "svg": "https://flagcdn.com/be.svg",
          "alt": "The flag of Belgium is composed of three equal vertical bands of black, yellow and red."
        },
        "demonyms": {"eng": {"f": "Belgian", "m": "Belgian"}, "fra": {"f": "Belge", "m": "Belge"}},
        "population": 11555997
      }]
      """

    let countries = try V3CountriesMapper.map(Data(json.utf8))

    let belgium = Country(
      code: "BE", name: "Belgium", officialName: "Kingdom of Belgium", capitals: ["Brussels"],
      flag: Flag(
        emoji: "🇧🇪", pngURL: URL(string: "https://flagcdn.com/w320/be.png"),
        svgURL: URL(string: "https://flagcdn.com/be.svg"),
        description:
          "The flag of Belgium is composed of three equal vertical bands of black, yellow and red."),
      alternateNames: ["Belgie"],
      nativeNames: [
        "Belgien", "Königreich Belgien", "Belgique", "Royaume de Belgique", "België",
        "Koninkrijk België",
      ],
      translatedNames: ["Belgio", "Regno del Belgio", "ベルギー", "ベルギー王国"],
      demonyms: ["Belgian"], region: "Europe", subregion: "Western Europe", isIndependent: true,
      isUNMember: true)
    #expect(countries == [belgium])
  }

  @Test func map_readsAnEmptySubregion_andAbsentStanding_asUnknown() throws {
    let json = """
      [{"cca2": "AQ", "name": {"common": "Antarctica"}, "region": "Antarctic", "subregion": ""},
       {"cca2": "XK", "name": {"common": "Kosovo"}, "independent": "yes", "unMember": null}]
      """

    let countries = try V3CountriesMapper.map(Data(json.utf8))

    #expect(countries.map(\.region) == ["Antarctic", nil])
    #expect(countries.map(\.subregion) == [nil, nil])
    #expect(countries.map(\.isIndependent) == [nil, nil])
    #expect(countries.map(\.isUNMember) == [nil, nil])
  }

  @Test func map_deliversACountry_fromOnlyCodeAndCommonName() throws {
    let json = #"[{"cca2": "XK", "name": {"common": "Kosovo"}}]"#

    let countries = try V3CountriesMapper.map(Data(json.utf8))

    #expect(
      countries == [
        Country(
          code: "XK", name: "Kosovo", officialName: "Kosovo", capitals: [],
          flag: Flag(emoji: "🇽🇰"))
      ])
  }

  @Test func map_keepsSeveralCapitals_inDataOrder() throws {
    let json = #"""
      [{"cca2": "ZA", "name": {"common": "South Africa"},
        "capital": ["Pretoria", "Bloemfontein", "Cape Town"]}]
      """#

    let countries = try V3CountriesMapper.map(Data(json.utf8))

    #expect(countries.map(\.capitals) == [["Pretoria", "Bloemfontein", "Cape Town"]])
  }

  @Test(arguments: [
    #"[{"cca2": "AQ", "name": {"common": "Antarctica"}, "capital": []}]"#,
    #"[{"cca2": "AQ", "name": {"common": "Antarctica"}}]"#,
    #"[{"cca2": "AQ", "name": {"common": "Antarctica"}, "capital": null}]"#,
  ])
  func map_deliversNoCapitals_whenTheDataHasNone(json: String) throws {
    let countries = try V3CountriesMapper.map(Data(json.utf8))

    #expect(countries.map(\.code) == ["AQ"])
    #expect(countries.map(\.capitals) == [[]])
  }

  @Test func map_derivesTheEmojiAndLeavesImagesOut_whenFlagsAreMissing() throws {
    let json = #"[{"cca2": "fr", "name": {"common": "France"}}]"#

    let countries = try V3CountriesMapper.map(Data(json.utf8))

    #expect(countries.map(\.code) == ["FR"])
    #expect(countries.map(\.flag) == [Flag(emoji: "🇫🇷")])
  }

  @Test func map_dropsTheCodeAndOtherNames_fromAlternateNames() throws {
    let json = #"""
      [{"cca2": "NL",
        "name": {"common": "Netherlands", "official": "Kingdom of the Netherlands",
                 "nativeName": {"nld": {"common": "Nederland", "official": "Koninkrijk der Nederlanden"}}},
        "altSpellings": ["NL", "nl", "Holland", "Nederland", "The Netherlands", "Netherlands", "Holland"]}]
      """#

    let countries = try V3CountriesMapper.map(Data(json.utf8))

    #expect(countries.map(\.alternateNames) == [["Holland", "The Netherlands"]])
    #expect(countries.map(\.nativeNames) == [["Nederland", "Koninkrijk der Nederlanden"]])
  }

  @Test func map_listsEachTranslationOnce_notRepeatingOtherNames() throws {
    let json = #"""
      [{"cca2": "DE", "name": {"common": "Germany", "official": "Federal Republic of Germany",
          "nativeName": {"deu": {"common": "Deutschland", "official": "Bundesrepublik Deutschland"}}},
        "altSpellings": ["DE", "Deutschland"],
        "translations": {
          "deu": {"common": "Deutschland", "official": "Bundesrepublik Deutschland"},
          "fra": {"common": "Allemagne", "official": "République fédérale d'Allemagne"},
          "ita": {"common": "Germania", "official": "Germania"},
          "bre": {"common": "Alamagn", "official": "Germany"},
          "spa": {"common": "Alemania", "official": "República Federal de Alemania"},
          "glg": {"common": "Alemaña", "official": "Alemania"}
        }}]
      """#

    let countries = try V3CountriesMapper.map(Data(json.utf8))

    #expect(
      countries.map(\.translatedNames) == [
        [
          "Alamagn", "Allemagne", "République fédérale d'Allemagne", "Alemaña", "Alemania",
          "Germania", "República Federal de Alemania",
        ]
      ])
    #expect(countries.map(\.alternateNames) == [[]])
  }

  @Test func map_dedupesEnglishDemonyms_andIgnoresOtherLanguages() throws {
    let json = #"""
      [{"cca2": "FR", "name": {"common": "France"},
        "demonyms": {"eng": {"f": "French", "m": "French"}, "fra": {"f": "Française", "m": "Français"}}},
       {"cca2": "XA", "name": {"common": "Examplia"},
        "demonyms": {"eng": {"f": "Examplienne", "m": "Examplian"}}}]
      """#

    let countries = try V3CountriesMapper.map(Data(json.utf8))

    #expect(countries.map(\.demonyms) == [["French"], ["Examplian", "Examplienne"]])
  }

  @Test func map_trimsNames_andDropsEmptyOnes() throws {
    let json = #"""
      [{"cca2": "BI", "name": {"common": " Burundi ", "official": "Republic of Burundi",
          "nativeName": {"run": {"common": "Uburundi", "official": "Republika y'Uburundi "}}},
        "capital": ["Gitega ", ""], "altSpellings": ["BI", ""],
        "flags": {"png": "", "svg": "https://flagcdn.com/bi.svg", "alt": ""}}]
      """#

    let countries = try V3CountriesMapper.map(Data(json.utf8))

    #expect(countries.map(\.name) == ["Burundi"])
    #expect(countries.map(\.capitals) == [["Gitega"]])
    #expect(countries.map(\.alternateNames) == [[]])
    #expect(countries.map(\.nativeNames) == [["Uburundi", "Republika y'Uburundi"]])
    #expect(
      countries.map(\.flag) == [
        Flag(emoji: "🇧🇮", svgURL: URL(string: "https://flagcdn.com/bi.svg"))
      ])
  }

  @Test func map_skipsRecordsWithoutAUsableCodeOrName_keepingTheRest() throws {
    let json = #"""
      [{"name": {"common": "No Code"}},
       {"cca2": "BEL", "name": {"common": "Three Letters"}},
       {"cca2": "1A", "name": {"common": "Digit"}},
       {"cca2": "", "name": {"common": "Empty"}},
       {"cca2": 42, "name": {"common": "Number"}},
       {"cca2": "XB"},
       {"cca2": "XC", "name": {"official": "Official Only"}},
       {"cca2": "XD", "name": {"common": "   "}},
       "not a record", 7, null, [],
       {"cca2": "CH", "name": {"common": "Switzerland"}, "capital": "Bern"},
       {"cca2": "CH", "name": {"common": "Switzerland again"}}]
      """#

    let countries = try V3CountriesMapper.map(Data(json.utf8))

    #expect(countries.map(\.code) == ["CH"])
    #expect(countries.map(\.name) == ["Switzerland"])
    #expect(countries.map(\.capitals) == [[]])
  }

  @Test(arguments: [
    "", "[", #"[{"cca2": "BE", "name": {"common": "Belg"#, "{", "nonsense", "[1 2]",
    "[{\"cca2\": \"BE\", \"name\": {\"common\": \"Bel\u{1}gium\"}}]",
    #"<html><body>502 Bad Gateway</body></html>"#,
  ])
  func map_throwsInvalidJSON_onMalformedOrTruncatedJSON(json: String) {
    #expect(throws: V3CountriesMapper.Error.invalidJSON) {
      try V3CountriesMapper.map(Data(json.utf8))
    }
  }

  @Test(arguments: [
    (#"[{"cca2": "BE", "name": {"common": "Belgi"#, #""}}]"#),
    (#"[{"cca2": "BE", "name": {"common": "Belgium"}, "capital": ["Brus"#, #""]}]"#),
  ])
  func map_throwsInvalidJSON_onInvalidUTF8(before: String, after: String) {
    let bytes = Array(before.utf8) + [0xFF, 0xC3, 0x28] + Array(after.utf8)

    #expect(throws: V3CountriesMapper.Error.invalidJSON) {
      try V3CountriesMapper.map(Data(bytes))
    }
  }

  @Test(arguments: [
    #"{"errors": [{"message": "Not found"}]}"#, #""Belgium""#, "42", "null",
  ])
  func map_throwsNotAnArray_onOtherJSON(json: String) {
    #expect(throws: V3CountriesMapper.Error.notAnArray) {
      try V3CountriesMapper.map(Data(json.utf8))
    }
  }

  @Test(arguments: ["[]", #"[{"name": {"common": "No Code"}}]"#])
  func map_throwsNoCountries_whenNoRecordIsUsable(json: String) {
    #expect(throws: V3CountriesMapper.Error.noCountries) {
      try V3CountriesMapper.map(Data(json.utf8))
    }
  }
}
