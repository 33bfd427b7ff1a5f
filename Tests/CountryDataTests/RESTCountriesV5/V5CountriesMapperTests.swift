import CountryData
import Foundation
import QuizEngine
import QuizTestSupport
import Testing

@Suite("V5CountriesMapper")
struct V5CountriesMapperTests {
  @Test func mapPage_deliversEveryQuizField_fromAFullRecord() throws {
    let json = envelope(
      objects: """
        {
          "names": {
            "common": "Belgium", "official": "Kingdom of Belgium",
            "alternates": ["BE", "Belgie", "België"],
            "native": {
              "nld": {"official": "Koninkrijk België", "common": "België"},
              "fra": {"official": "Royaume de Belgique", "common": "Belgique"}
            },
            "translations": {
              "ita": {"official": "Regno del Belgio", "common": "Belgio"},
              "fra": {"official": "Royaume de Belgique", "common": "Belgique"}
            }
          },
          "codes": {"alpha_2": "BE", "alpha_3": "BEL"},
          "capitals": [{"name": "Brussels", "primary": true, "coordinates": {"lat": 50.8, "lng": 4.3}}],
          "flag": {
            "emoji": "🇧🇪", "url_png": "https://flagcdn.com/w320/be.png",
            "url_svg": "https://flagcdn.com/be.svg", "description": "Black, yellow and red."
          },
          "demonyms": {"eng": {"f": "Belgian", "m": "Belgian"}, "fra": {"f": "Belge", "m": "Belge"}},
          "region": "Europe", "subregion": "Western Europe",
          "classification": {"sovereign": true, "un_member": true},
          "population": 11555997
        }
        """, more: false)

    let page = try V5CountriesMapper.mapPage(Data(json.utf8))

    let belgium = Country(
      code: "BE", name: "Belgium", officialName: "Kingdom of Belgium", capitals: ["Brussels"],
      flag: Flag(
        emoji: "🇧🇪", pngURL: URL(string: "https://flagcdn.com/w320/be.png"),
        svgURL: URL(string: "https://flagcdn.com/be.svg"), description: "Black, yellow and red."),
      alternateNames: ["Belgie"],
      nativeNames: ["Belgique", "Royaume de Belgique", "België", "Koninkrijk België"],
      translatedNames: ["Belgio", "Regno del Belgio"],
      demonyms: ["Belgian"], region: "Europe", subregion: "Western Europe", isIndependent: true,
      isUNMember: true)
    #expect(page == V5CountriesMapper.Page(countries: [belgium], recordCount: 1, hasMore: false))
  }

  @Test(
    arguments: [
      (#""classification": {"sovereign": false, "un_member": false}"#, false, false),
      (#""classification": {"sovereign": true}"#, true, nil),
      (#""classification": {"sovereign": "yes", "un_member": 1}"#, nil, nil),
      (#""classification": null"#, nil, nil),
      (#""region": "Europe""#, nil, nil),
    ] as [(String, Bool?, Bool?)])
  func mapPage_readsStanding_asUnknownWhenAbsentOrOdd(
    field: String, isIndependent: Bool?, isUNMember: Bool?
  ) throws {
    let json = envelope(
      objects: #"{"names": {"common": "Kosovo"}, "codes": {"alpha_2": "XK"}, \#(field)}"#,
      more: false)

    let kosovo = try #require(try V5CountriesMapper.mapPage(Data(json.utf8)).countries.first)

    #expect(kosovo.isIndependent == isIndependent)
    #expect(kosovo.isUNMember == isUNMember)
  }

  @Test func mapPage_putsThePrimaryCapitalFirst_thenTheOthersInDataOrder() throws {
    let json = envelope(
      objects: """
        {"names": {"common": "South Africa"}, "codes": {"alpha_2": "ZA"},
         "capitals": [{"name": "Bloemfontein", "primary": false}, {"name": "Cape Town"},
                      {"name": "Pretoria", "primary": true}, {"name": "Cape Town"}]}
        """)

    let page = try V5CountriesMapper.mapPage(Data(json.utf8))

    #expect(page.countries.map(\.capitals) == [["Pretoria", "Bloemfontein", "Cape Town"]])
  }

  @Test(arguments: [
    #"{"names": {"common": "Antarctica"}, "codes": {"alpha_2": "AQ"}, "capitals": []}"#,
    #"{"names": {"common": "Antarctica"}, "codes": {"alpha_2": "AQ"}}"#,
    #"{"names": {"common": "Antarctica"}, "codes": {"alpha_2": "AQ"}, "capitals": null}"#,
    #"{"names": {"common": "Antarctica"}, "codes": {"alpha_2": "AQ"}, "capitals": [{"primary": true}, 3]}"#,
  ])
  func mapPage_deliversNoCapitals_whenTheDataHasNone(record: String) throws {
    let page = try V5CountriesMapper.mapPage(Data(envelope(objects: record).utf8))

    #expect(page.countries.map(\.code) == ["AQ"])
    #expect(page.countries.map(\.capitals) == [[]])
  }

  @Test(arguments: [
    #"{"names": {"common": "France"}, "codes": {"alpha_2": "fr"}}"#,
    #"{"names": {"common": "France"}, "codes": {"alpha_2": "FR"}, "flag": {}}"#,
    #"{"names": {"common": "France"}, "codes": {"alpha_2": "FR"}, "flag": {"emoji": "", "url_png": ""}}"#,
    #"{"names": {"common": "France"}, "codes": {"alpha_2": "FR"}, "flag": "🇫🇷"}"#,
  ])
  func mapPage_derivesTheEmojiAndLeavesImagesOut_whenFlagFieldsAreMissing(record: String) throws {
    let page = try V5CountriesMapper.mapPage(Data(envelope(objects: record).utf8))

    #expect(page.countries.map(\.flag) == [Flag(emoji: "🇫🇷")])
  }

  @Test func mapPage_keepsTheFlagFieldsThatArePresent() throws {
    let json = envelope(
      objects: """
        {"names": {"common": "France"}, "codes": {"alpha_2": "FR"},
         "flag": {"url_svg": "https://flagcdn.com/fr.svg", "description": " Blue, white, red. "}}
        """)

    let page = try V5CountriesMapper.mapPage(Data(json.utf8))

    #expect(
      page.countries.map(\.flag) == [
        Flag(
          emoji: "🇫🇷", svgURL: URL(string: "https://flagcdn.com/fr.svg"),
          description: "Blue, white, red.")
      ])
  }

  @Test func mapPage_skipsRecordsWithoutAUsableCodeOrName_keepingTheRest() throws {
    let json = envelope(
      objects: """
        {"names": {"common": "No Code"}},
        {"names": {"common": "Three Letters"}, "codes": {"alpha_2": "BEL"}},
        {"names": {"common": "Number"}, "codes": {"alpha_2": 42}},
        {"codes": {"alpha_2": "XB"}},
        {"names": {"common": "  "}, "codes": {"alpha_2": "XD"}},
        "not a record", 7, null, [],
        {"names": {"common": "Switzerland"}, "codes": {"alpha_2": "CH"}, "capitals": "Bern"},
        {"names": {"common": "Switzerland again"}, "codes": {"alpha_2": "CH"}}
        """, more: true)

    let page = try V5CountriesMapper.mapPage(Data(json.utf8))

    #expect(page.countries.map(\.name) == ["Switzerland"])
    #expect(page.countries.map(\.capitals) == [[]])
    #expect(page.recordCount == 11)
    #expect(page.hasMore)
  }

  @Test func mapPage_dedupesNamesAcrossLists_andEnglishDemonyms() throws {
    let json = envelope(
      objects: """
        {"names": {"common": "Netherlands", "official": "Kingdom of the Netherlands",
                   "alternates": ["NL", "nl", "Holland", "Nederland", "Netherlands", "Holland"],
                   "native": {"nld": {"common": "Nederland", "official": "Koninkrijk der Nederlanden"}},
                   "translations": {"deu": {"common": "Niederlande", "official": "Niederlande"},
                                    "nld": {"common": "Nederland", "official": "Holland"}}},
         "codes": {"alpha_2": "NL"},
         "demonyms": {"eng": {"f": "Dutch", "m": "Dutch"}}}
        """)

    let country = try #require(V5CountriesMapper.mapPage(Data(json.utf8)).countries.first)

    #expect(country.nativeNames == ["Nederland", "Koninkrijk der Nederlanden"])
    #expect(country.alternateNames == ["Holland"])
    #expect(country.translatedNames == ["Niederlande"])
    #expect(country.demonyms == ["Dutch"])
  }

  @Test func mapPage_deliversAnEmptyPage_withItsMeta() throws {
    let page = try V5CountriesMapper.mapPage(Data(envelope(objects: "", more: false).utf8))

    #expect(page == V5CountriesMapper.Page(countries: [], recordCount: 0, hasMore: false))
  }

  @Test(arguments: [
    #"{"data": {"objects": []}}"#,
    #"{"data": {"objects": [], "meta": {}}}"#,
    #"{"data": {"objects": [], "meta": {"more": "yes"}}}"#,
  ])
  func mapPage_readsMissingOrOddMore_asNoMorePages(json: String) throws {
    #expect(try V5CountriesMapper.mapPage(Data(json.utf8)).hasMore == false)
  }

  @Test(arguments: [
    "", "{", #"{"data": {"objects": [{"names": {"common": "Belg"#, "nonsense",
    #"<!DOCTYPE html><html><body>502 Bad Gateway</body></html>"#,
  ])
  func mapPage_throwsInvalidJSON_onMalformedOrTruncatedJSON(json: String) {
    #expect(throws: V5CountriesMapper.Error.invalidJSON) {
      try V5CountriesMapper.mapPage(Data(json.utf8))
    }
  }

  @Test func mapPage_throwsInvalidJSON_onInvalidUTF8_evenInAFieldItIgnores() {
    let before =
      #"{"data": {"objects": [{"names": {"common": "Belgium"}, "codes": {"alpha_2": "BE"}, "x": ""#
    let after = #""}], "meta": {"more": false}}}"#
    let bytes = Array(before.utf8) + [0xFF, 0xC3, 0x28] + Array(after.utf8)

    #expect(throws: V5CountriesMapper.Error.invalidJSON) {
      try V5CountriesMapper.mapPage(Data(bytes))
    }
  }

  @Test(arguments: [
    #"{"errors": [{"message": "Authorization key required."}]}"#,
    #"[{"names": {"common": "Belgium"}, "codes": {"alpha_2": "BE"}}]"#,
    #"{"data": {"meta": {"more": false}}}"#, #"{"data": []}"#, "null", "42",
  ])
  func mapPage_throwsNotAnEnvelope_onOtherJSON(json: String) {
    #expect(throws: V5CountriesMapper.Error.notAnEnvelope) {
      try V5CountriesMapper.mapPage(Data(json.utf8))
    }
  }

  @Test
  func mapPage_agreesWithV3CountriesMapper_onTheRepositorysDataSet() throws {
    let v5 = try RepositoryFiles.contents(of: RepositoryFiles.restCountriesV5Records)
    let page =
      Data(#"{"data": {"objects": "#.utf8) + v5 + Data(#", "meta": {"more": false}}}"#.utf8)

    let fromV5 = try V5CountriesMapper.mapPage(page).countries
    let fromV3 = try V3CountriesMapper.map(RepositoryFixtures.v31Records())

    #expect(fromV5.count == 250)
    let v3ByCode = Dictionary(uniqueKeysWithValues: fromV3.map { ($0.code, $0) })
    for country in fromV5 {
      #expect(country == v3ByCode[country.code], "\(country.code)")
    }
  }

  // MARK: - Helpers

  private func envelope(objects: String, more: Bool = false) -> String {
    #"{"data": {"objects": ["# + objects
      + #"], "meta": {"total": 1, "count": 1, "limit": 100, "offset": 0, "more": \#(more)}}}"#
  }
}
