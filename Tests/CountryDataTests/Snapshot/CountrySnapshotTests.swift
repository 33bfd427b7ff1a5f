import CountryData
import Foundation
import QuizEngine
import QuizTestSupport
import Testing

@Suite("CountrySnapshot")
struct CountrySnapshotTests {
  @Test func decode_deliversWhatWasEncoded_includingHardNames() throws {
    let countries = hardCountries()
    let metadata = anyMetadata()

    let decoded = try CountrySnapshot.decode(CountrySnapshot.encode(countries, metadata: metadata))

    #expect(decoded.countries == countries.sorted { $0.code < $1.code })
    #expect(decoded.metadata == metadata)
  }

  @Test func decode_deliversStringsWithFormatCharacters_unchanged() throws {
    let awkward = makeCountry(
      code: "XT", name: "Tab\tland", officialName: "New\nLine | Pipe \\ Back\\slash \\t",
      capitals: ["Carriage\rReturn", "|", "\\"], alternateNames: ["a|b", "\t"],
      nativeNames: ["\\p"], translatedNames: ["\n\n"], demonyms: ["\\\\|"])
    let metadata = CountrySnapshot.Metadata(
      source: "tab\tand\nnewline | \\", dataDate: anyDate(), licence: "MPL-2.0")

    let decoded = try CountrySnapshot.decode(
      CountrySnapshot.encode([awkward], metadata: metadata))

    #expect(decoded.countries == [awkward])
    #expect(decoded.metadata == metadata)
  }

  @Test func encode_writesRecordsSortedByCode_oneLineEach() throws {
    let countries = ["ZA", "BE", "MO"].map { makeCountry(code: $0, name: "Name \($0)") }

    let text = try #require(
      String(data: CountrySnapshot.encode(countries, metadata: anyMetadata()), encoding: .utf8))

    let codes = text.split(separator: "\n").suffix(3).map { $0.prefix(while: { $0 != "\t" }) }
    #expect(codes == ["BE", "MO", "ZA"])
  }

  @Test func encode_isDeterministic() {
    let countries = hardCountries()

    let first = CountrySnapshot.encode(countries, metadata: anyMetadata())
    let second = CountrySnapshot.encode(countries.reversed(), metadata: anyMetadata())

    #expect(first == second)
  }

  @Test func decode_readsTheDataDateAsThatDayInUTC() throws {
    let metadata = CountrySnapshot.Metadata.restCountriesV31(
      dataDate: try #require(CountrySnapshot.Metadata.date(fromDay: "2026-02-25")))

    let decoded = try CountrySnapshot.decode(CountrySnapshot.encode([], metadata: metadata))

    #expect(decoded.metadata.dataDate == Date(timeIntervalSince1970: 1_771_977_600))
    #expect(decoded.metadata.source == "REST Countries v3.1 data file")
    #expect(decoded.metadata.licence == "MPL-2.0")
    #expect(decoded.metadata.formatVersion == CountrySnapshot.formatVersion)
  }

  @Test(arguments: ["2026-2-25", "2026-02-30", "2026-13-01", "26-02-25", "2026-02-25T00:00", ""])
  func dateFromDay_rejectsAnythingButARealCalendarDay(text: String) {
    #expect(CountrySnapshot.Metadata.date(fromDay: text) == nil)
  }

  @Test func decode_throws_onEveryTruncation() throws {
    let data = CountrySnapshot.encode(hardCountries(), metadata: anyMetadata())

    for length in 0..<data.count {
      #expect(throws: CountrySnapshot.Error.self, "cut at \(length) of \(data.count)") {
        try CountrySnapshot.decode(data.prefix(length))
      }
    }
  }

  @Test func decode_throwsTruncated_whenWholeRecordsAreMissing() throws {
    let lines = try encodedLines(hardCountries())

    #expect(throws: CountrySnapshot.Error.truncated) {
      try CountrySnapshot.decode(joined(lines.dropLast()))
    }
  }

  @Test func decode_throwsNotASnapshot_onEmptyData() {
    #expect(throws: CountrySnapshot.Error.notASnapshot) {
      try CountrySnapshot.decode(Data())
    }
  }

  @Test func decode_throwsNotASnapshot_onRandomBytes() {
    var generator = SeededGenerator(seed: 0x5EED)
    for _ in 0..<50 {
      let bytes = (0..<Int.random(in: 1...400, using: &generator)).map { _ in
        UInt8.random(in: 0...255, using: &generator)
      }

      #expect(throws: CountrySnapshot.Error.notASnapshot) {
        try CountrySnapshot.decode(Data(bytes))
      }
    }
  }

  @Test(arguments: [
    "quizengine-countries\t1", "QUIZENGINE-COUNTRY-SNAPSHOT\t1", "{\"countries\": []}",
  ])
  func decode_throwsNotASnapshot_onAnotherMagic(header: String) throws {
    var lines = try encodedLines(hardCountries())
    lines[0] = header

    #expect(throws: CountrySnapshot.Error.notASnapshot) {
      try CountrySnapshot.decode(joined(lines))
    }
  }

  @Test(arguments: ["0", "3", "5", "10", "x", "", "1\tmore", "2\tmore", "4\tmore"])
  func decode_throwsUnsupportedVersion_onAnyOtherVersion(version: String) throws {
    var lines = try encodedLines(hardCountries())
    lines[0] = "quizengine-country-snapshot\t\(version)"

    #expect(throws: CountrySnapshot.Error.unsupportedVersion) {
      try CountrySnapshot.decode(joined(lines))
    }
  }

  @Test(arguments: [
    (1, "origin\tREST Countries"), (2, "date\t2026-02-31"), (2, "date\t"), (3, "licence"),
    (4, "count\tmany"), (4, "count\t-1"), (5, "fields\tcode\tname"),
  ])
  func decode_throwsMalformedMetadata_onABadMetadataLine(index: Int, line: String) throws {
    var lines = try encodedLines(hardCountries())
    lines[index] = line

    #expect(throws: CountrySnapshot.Error.malformedMetadata(line: index + 1)) {
      try CountrySnapshot.decode(joined(lines))
    }
  }

  @Test func decode_throwsTruncated_whenTheCountPromisesMoreRecords() throws {
    var lines = try encodedLines(hardCountries())
    lines[4] = "count\t\(hardCountries().count + 1)"

    #expect(throws: CountrySnapshot.Error.truncated) {
      try CountrySnapshot.decode(joined(lines))
    }
  }

  @Test func decode_throwsMalformedRecord_onRecordsBeyondTheCount() throws {
    var lines = try encodedLines(hardCountries())
    lines.append(lines[lines.count - 1])

    #expect(throws: CountrySnapshot.Error.malformedRecord(line: lines.count)) {
      try CountrySnapshot.decode(joined(lines))
    }
  }

  @Test(arguments: [
    RecordDamage.dropLastField, .addField, .joinFields, .emptyLine,
    .code("be"), .code("B"), .code("BEL"), .code("B1"), .code(""), .code("ÅB"),
    .emptyName, .badURL, .danglingEscape, .unknownEscape, .invalidUTF8,
    .translations("\\"), .translations("Belgio\\q"), .translations("|Belgio"),
    .translations("Belgio|"), .translations("Belgio||Belgien"),
    .independent("yes"), .independent("1"), .independent("True"), .unMember("no"),
    .unMember("false "),
  ])
  func decode_throwsMalformedRecord_onADamagedRecord(damage: RecordDamage) throws {
    var lines = try encodedLines(hardCountries())
    let index = lines.count - 2
    var line = Array(lines[index].utf8)
    damage.apply(to: &line)
    lines[index] = String(decoding: line, as: UTF8.self)
    var data = joined(lines)
    if case .invalidUTF8 = damage {
      data = Data(
        joined(Array(lines.prefix(index))) + Data(line) + Data("\n".utf8)
          + joined(Array(lines.suffix(1))))
    }

    #expect(throws: CountrySnapshot.Error.malformedRecord(line: index + 1)) {
      try CountrySnapshot.decode(data)
    }
  }

  @Test(arguments: [
    RecordDamage.translations("\\"), .translations("Belgio\\q"), .translations("|Belgio"),
    .translations("Belgio||Belgien"), .invalidUTF8InTranslations,
  ])
  func decode_withTranslationsCheckedOnFirstRead_readsDamagedOnesAsNone(
    damage: RecordDamage
  ) throws {
    let lines = try encodedLines(hardCountries())
    let index = lines.count - 2
    var line = Array(lines[index].utf8)
    damage.apply(to: &line)
    let data =
      joined(Array(lines.prefix(index))) + Data(line) + Data("\n".utf8)
      + joined(Array(lines.suffix(1)))

    let decoded = try CountrySnapshot.decode(data, translationChecks: .onFirstRead)

    let damaged = decoded.countries[index - 6]
    #expect(damaged.translatedNames == [])
    #expect(damaged.name == hardCountries().sorted { $0.code < $1.code }[index - 6].name)
    #expect(throws: CountrySnapshot.Error.malformedRecord(line: index + 1)) {
      try CountrySnapshot.decode(data)
    }
  }

  @Test func decode_withChecksOnFirstRead_readsADamagedImageAddressAsNoImage() throws {
    let encoded = String(
      decoding: CountrySnapshot.encode(hardCountries(), metadata: anyMetadata()), as: UTF8.self)
    let damaged = Data(
      encoded.replacingOccurrences(
        of: "https://flagcdn.com/w320/ci.png", with: "https://flag cdn.com/w320/ci.png"
      ).utf8)

    let decoded = try CountrySnapshot.decode(damaged, translationChecks: .onFirstRead)

    let ivoryCoast = try #require(decoded.countries.first { $0.code == "CI" })
    #expect(ivoryCoast.flag.pngURL == nil)
    #expect(ivoryCoast.flag.svgURL == URL(string: "https://flagcdn.com/ci.svg"))
    #expect(throws: CountrySnapshot.Error.self) { try CountrySnapshot.decode(damaged) }
  }

  @Test func encode_writesRegionsAndStanding_withUnknownAsEmpty() throws {
    let lines = try encodedLines(hardCountries())

    let records = lines.dropFirst(6).map {
      $0.split(separator: "\t", omittingEmptySubsequences: false)
    }
    try #require(records.allSatisfy { $0.count > 13 })
    let standing = records.map { $0[10...13].joined(separator: ",") }
    #expect(lines.first == "quizengine-country-snapshot\t2")
    #expect(
      standing == [
        "Antarctic,,false,false", "Africa,,true,false", "Africa,Western Africa,true,true", ",,,",
      ])
  }

  @Test func decode_readsFormat1_withRegionsAndStandingUnknown() throws {
    let version1 = [
      "quizengine-country-snapshot\t1", "source\tsomewhere", "date\t2025-11-20", "licence\tCC0",
      "count\t1",
      "fields\tcode\tname\tofficial\tcapitals\tdemonyms\talternates\temoji\tpng\tsvg\tflag-alt"
        + "\tnative\ttranslations",
      "FR\tFrance\tFrench Republic\tParis\tFrench\t\t🇫🇷\t\t\t\tRépublique française\tFrankreich",
    ]

    let decoded = try CountrySnapshot.decode(joined(version1))

    let france = try #require(decoded.countries.first)
    #expect(decoded.metadata.formatVersion == 1)
    #expect(france.name == "France" && france.capitals == ["Paris"])
    #expect(france.nativeNames == ["République française"])
    #expect(france.translatedNames == ["Frankreich"])
    #expect(france.region == nil && france.subregion == nil)
    #expect(france.isIndependent == nil && france.isUNMember == nil)
  }

  @Test func decode_refusesFormat1Records_underFormat2sFieldNames() throws {
    var lines = try encodedLines(hardCountries())
    lines[5] =
      "fields\tcode\tname\tofficial\tcapitals\tdemonyms\talternates\temoji\tpng\tsvg\tflag-alt"
      + "\tnative\ttranslations"

    #expect(throws: CountrySnapshot.Error.malformedMetadata(line: 6)) {
      try CountrySnapshot.decode(joined(lines))
    }
  }

  @Test func decode_throwsTruncated_whenTheLastNewlineIsMissing() throws {
    let data = CountrySnapshot.encode(hardCountries(), metadata: anyMetadata())

    #expect(throws: CountrySnapshot.Error.truncated) {
      try CountrySnapshot.decode(data.dropLast())
    }
  }

  // MARK: - Helpers

  private func hardCountries() -> [Country] { hardSnapshotCountries() }

  /// Midnight UTC, 2023-11-14: the format keeps days only.
  private func anyDate() -> Date { Date(timeIntervalSince1970: 1_699_920_000) }

  private func anyMetadata() -> CountrySnapshot.Metadata {
    CountrySnapshot.Metadata(source: "a test", dataDate: anyDate(), licence: "CC0")
  }

  private func encodedLines(
    _ countries: [Country], sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String] {
    let data = CountrySnapshot.encode(countries, metadata: anyMetadata())
    let text = try #require(String(data: data, encoding: .utf8), sourceLocation: sourceLocation)
    #expect(text.hasSuffix("\n"), sourceLocation: sourceLocation)
    return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  private func joined(_ lines: some Collection<String>) -> Data {
    Data(lines.map { $0 + "\n" }.joined().utf8)
  }
}

enum RecordDamage: Sendable, CustomTestStringConvertible {
  case dropLastField, addField, joinFields, emptyLine, code(String), emptyName, badURL
  case danglingEscape, unknownEscape, invalidUTF8, invalidUTF8InTranslations
  /// Translations are made only when first read, so their damage is caught another way.
  case translations(String)
  case independent(String), unMember(String)

  var testDescription: String {
    if case .code(let code) = self { return "code \(code)" }
    if case .independent(let value) = self { return "independent \(value)" }
    if case .unMember(let value) = self { return "un-member \(value)" }
    if case .translations(let names) = self { return "translations \(names)" }
    return "\(self)"
  }

  func apply(to line: inout [UInt8]) {
    let tab = UInt8(ascii: "\t")
    var fields = line.split(separator: tab, omittingEmptySubsequences: false).map(Array.init)
    switch self {
    case .dropLastField: fields.removeLast()
    case .addField: fields.append(Array("extra".utf8))
    case .joinFields:
      let official = fields.remove(at: 2)
      fields[1] += official
    case .emptyLine: fields = [[]]
    case .code(let code): fields[0] = Array(code.utf8)
    case .emptyName: fields[1] = []
    case .badURL: fields[7] = Array("not a url with spaces".utf8)
    case .danglingEscape: fields[1] += Array("\\".utf8)
    case .unknownEscape: fields[1] += Array("\\q".utf8)
    case .invalidUTF8: fields[1] += [0xC3, 0x28, 0xFF]
    case .invalidUTF8InTranslations: fields[fields.count - 1] += [0xC3, 0x28, 0xFF]
    case .translations(let names): fields[fields.count - 1] = Array(names.utf8)
    case .independent(let value): fields[12] = Array(value.utf8)
    case .unMember(let value): fields[13] = Array(value.utf8)
    }
    line = Array(fields.joined(separator: [tab]))
  }
}
