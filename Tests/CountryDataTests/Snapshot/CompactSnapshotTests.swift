import Foundation
import QuizEngine
import QuizTestSupport
import Synchronization
import Testing

@testable import CountryData
@testable import CountrySnapshotWriting

/// Format 3, the bundled snapshot's: the records hold what start-up needs, and the flag
/// descriptions and translations follow in one zlib stream, inflated when first read.
@Suite("CountrySnapshot, compact")
struct CompactSnapshotTests {
  @Test(arguments: [CountrySnapshot.TranslationChecks.upFront, .onFirstRead])
  func decode_deliversWhatEncodeCompactWrote(checks: CountrySnapshot.TranslationChecks) throws {
    let countries = hardSnapshotCountries() + imageVariants()

    let decoded = try CountrySnapshot.decode(
      CountrySnapshot.encodeCompact(countries, metadata: anyMetadata()),
      translationChecks: checks)

    let expected = countries.sorted { $0.code < $1.code }
    #expect(decoded.countries == expected)
    #expect(decoded.countries.map(\.flag.description) == expected.map(\.flag.description))
    #expect(decoded.countries.map(\.translatedNames) == expected.map(\.translatedNames))
    #expect(decoded.metadata.formatVersion == CountrySnapshot.compactFormatVersion)
    #expect(decoded.metadata.source == anyMetadata().source)
    #expect(decoded.metadata.dataDate == anyMetadata().dataDate)
  }

  @Test func decode_deliversFormatCharactersInTheDeflatedFields_unchanged() throws {
    let awkward = Country(
      code: "XT", name: "Tabland", officialName: "Tabland", capitals: [],
      flag: Flag(emoji: "🏳️", description: "Tab\there, new\nline, | pipe, \\ back\\slash \\t"),
      translatedNames: ["\n\n", "a|b", "\\p", "\t"])

    for checks in [CountrySnapshot.TranslationChecks.upFront, .onFirstRead] {
      let decoded = try CountrySnapshot.decode(
        CountrySnapshot.encodeCompact([awkward], metadata: anyMetadata()),
        translationChecks: checks)

      #expect(decoded.countries == [awkward])
    }
  }

  @Test func encodeCompact_writesTheHeaderAndOnlyStartUpFieldsInTheRecords() throws {
    let data = CountrySnapshot.encodeCompact(hardSnapshotCountries(), metadata: anyMetadata())

    let parts = try split(data)
    #expect(parts.header[0] == "quizengine-country-snapshot\t3")
    #expect(parts.header[4] == "count\t4")
    #expect(
      parts.header[5]
        == "fields\tcode\tname\tofficial\tcapitals\tdemonyms\talternates\temoji\tpng\tsvg"
        + "\tregion\tsubregion\tindependent\tun-member\tnative")
    #expect(parts.deflated.names == "code\tflag-alt\ttranslations")
    #expect(parts.deflated.count == parts.section.count)
    #expect(parts.records.map { $0.prefix(2) } == ["AQ", "CD", "CI", "XE"])
    #expect(
      parts.records.allSatisfy {
        $0.split(separator: "\t", omittingEmptySubsequences: false).count == 14
      })
    #expect(!data.contains(Data("Three equal vertical bands".utf8)))
    #expect(!data.contains(Data("Elfenbeinküste".utf8)))
  }

  @Test func encodeCompact_deflatesTheDetails_oneLinePerRecordPerField_codesFirst() throws {
    let parts = try split(
      CountrySnapshot.encodeCompact(hardSnapshotCountries(), metadata: anyMetadata()))

    let inflated = try #require(inflatedText(parts))

    let lines = inflated.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 3 * 4 + 1)
    #expect(lines.prefix(4) == ["AQ", "CD", "CI", "XE"])
    #expect(lines[6] == "Three equal vertical bands of orange, white and green.")
    #expect(lines[10] == "Elfenbeinküste|Кот-д’Ивуар|象牙海岸|ساحل العاج")
    #expect(inflated.utf8.count == parts.deflated.inflatedCount)
  }

  @Test func encodeCompact_storesFlagcdnAddressesOfTheCountrysOwnCode_empty() throws {
    let parts = try split(
      CountrySnapshot.encodeCompact(
        hardSnapshotCountries() + imageVariants(), metadata: anyMetadata()))

    let images = Dictionary(
      uniqueKeysWithValues: parts.records.map { record in
        let fields = record.split(separator: "\t", omittingEmptySubsequences: false)
        return (String(fields[0]), "\(fields[7]) \(fields[8])")
      })
    #expect(images["CI"] == " ")
    #expect(images["AQ"] == "- ")
    #expect(images["CD"] == "- -")
    #expect(
      images["XW"]
        == "https://upload.wikimedia.org/wikipedia/commons/thumb/x/xw.svg/320px-xw.svg.png"
        + " https://upload.wikimedia.org/wikipedia/commons/x/xw.svg")
    #expect(images["XF"] == "https://flagcdn.com/w320/xa.png https://flagcdn.com/w640/xf.svg")
    #expect(images["XH"] == "http://flagcdn.com/w320/xh.png https://flagcdn.com/XH.svg")
  }

  @Test(arguments: [CountrySnapshot.TranslationChecks.upFront, .onFirstRead])
  func decode_derivesEmptyImageAddressesFromTheCode(checks: CountrySnapshot.TranslationChecks)
    throws
  {
    let decoded = try CountrySnapshot.decode(
      CountrySnapshot.encodeCompact(
        hardSnapshotCountries() + imageVariants(), metadata: anyMetadata()),
      translationChecks: checks)

    let flags = Dictionary(uniqueKeysWithValues: decoded.countries.map { ($0.code, $0.flag) })
    #expect(flags["CI"]?.pngURL == URL(string: "https://flagcdn.com/w320/ci.png"))
    #expect(flags["CI"]?.svgURL == URL(string: "https://flagcdn.com/ci.svg"))
    #expect(flags["AQ"]?.pngURL == nil)
    #expect(flags["AQ"]?.svgURL == URL(string: "https://flagcdn.com/aq.svg"))
    #expect(flags["CD"]?.pngURL == nil && flags["CD"]?.svgURL == nil)
    #expect(flags["XF"]?.pngURL == URL(string: "https://flagcdn.com/w320/xa.png"))
    #expect(flags["XF"]?.svgURL == URL(string: "https://flagcdn.com/w640/xf.svg"))
    #expect(flags["XH"]?.svgURL == URL(string: "https://flagcdn.com/XH.svg"))
  }

  @Test func decode_withChecksOnFirstRead_inflatesNothing_untilADetailIsRead_thenOnce() async throws
  {
    let inflations = Mutex(0)
    let data = CountrySnapshot.encodeCompact(hardSnapshotCountries(), metadata: anyMetadata())

    let decoded = try CountrySnapshot.decode(
      data, translationChecks: .onFirstRead,
      inflate: { bytes, count in
        inflations.withLock { $0 += 1 }
        return Zlib.inflate(bytes, count: count)
      })

    for country in decoded.countries {
      _ = (country.code, country.name, country.capitals, country.nativeNames, country.demonyms)
      _ = (country.flag.emoji, country.flag.pngURL, country.flag.svgURL, country.region)
    }
    #expect(inflations.withLock { $0 } == 0)
    let countries = decoded.countries
    let read = await withTaskGroup(of: [String].self) { group in
      for country in countries + countries {
        group.addTask { country.translatedNames + [country.flag.description ?? ""] }
      }
      return await group.reduce(into: 0) { total, names in total += names.count }
    }
    #expect(read > 0)
    #expect(inflations.withLock { $0 } == 1)
    #expect(decoded.countries == hardSnapshotCountries().sorted { $0.code < $1.code })
  }

  // MARK: - Damage

  @Test(arguments: SectionDamage.allCases)
  func decode_withChecksOnFirstRead_readsDamagedDetailsAsNone_andTheRestAsWritten(
    damage: SectionDamage
  ) throws {
    let data = try damage.apply(to: encodedHardCountries())

    let decoded = try CountrySnapshot.decode(data, translationChecks: .onFirstRead)

    let expected = hardSnapshotCountries().sorted { $0.code < $1.code }
    #expect(decoded.countries.map(\.code) == expected.map(\.code))
    #expect(decoded.countries.map(\.name) == expected.map(\.name))
    #expect(decoded.countries.map(\.capitals) == expected.map(\.capitals))
    #expect(decoded.countries.map(\.nativeNames) == expected.map(\.nativeNames))
    #expect(decoded.countries.map(\.flag.emoji) == expected.map(\.flag.emoji))
    #expect(decoded.countries.map(\.flag.svgURL) == expected.map(\.flag.svgURL))
    for country in decoded.countries where !damage.spares(country.code) {
      #expect(country.flag.description == nil, "\(country.code)")
      #expect(country.translatedNames == [], "\(country.code)")
    }
    for (country, original) in zip(decoded.countries, expected) where damage.spares(country.code) {
      #expect(country.flag.description == original.flag.description, "\(country.code)")
      #expect(country.translatedNames == original.translatedNames, "\(country.code)")
    }
  }

  @Test(arguments: SectionDamage.allCases)
  func decode_throwsMalformedDeflatedSection_onDamagedDetailsCheckedUpFront(damage: SectionDamage)
    throws
  {
    let data = try damage.apply(to: encodedHardCountries())

    #expect(throws: CountrySnapshot.Error.malformedDeflatedSection) {
      try CountrySnapshot.decode(data, translationChecks: .upFront)
    }
  }

  @Test func decode_throws_onEveryTruncation_howeverChecked() throws {
    let data = encodedHardCountries()

    for length in 0..<data.count {
      #expect(throws: CountrySnapshot.Error.self, "cut at \(length) of \(data.count)") {
        try CountrySnapshot.decode(data.prefix(length), translationChecks: .onFirstRead)
      }
      #expect(throws: CountrySnapshot.Error.self, "cut at \(length) of \(data.count)") {
        try CountrySnapshot.decode(data.prefix(length), translationChecks: .upFront)
      }
    }
  }

  @Test(arguments: [-1, 1, 1_000_000])
  func decode_throws_whenTheSectionIsNotTheLengthTheHeaderSays(change: Int) throws {
    var parts = try split(encodedHardCountries())
    parts.deflated.count += change

    for checks in [CountrySnapshot.TranslationChecks.upFront, .onFirstRead] {
      #expect(throws: CountrySnapshot.Error.self) {
        try CountrySnapshot.decode(assembled(parts), translationChecks: checks)
      }
    }
  }

  @Test(arguments: [
    "deflated\tx\t10\tcode\tflag-alt\ttranslations",
    "deflated\t-1\t10\tcode\tflag-alt\ttranslations",
    "deflated\t12\t\tcode\tflag-alt\ttranslations", "deflated\t12\t10",
    "deflated\t12\t10\tcode\tflag-alt", "deflated\t12\t10\tcode\tflag-alt\ttranslations\t",
    "deflated\t12\t10\tcode\ttranslations\tflag-alt",
    "inflated\t12\t10\tcode\tflag-alt\ttranslations",
    "deflated\t1234567890123\t10\tcode\tflag-alt\ttranslations",
  ])
  func decode_throwsMalformedMetadata_onABadDeflatedLine(line: String) throws {
    var lines = try split(encodedHardCountries())
    lines.header.append(line)

    #expect(throws: CountrySnapshot.Error.malformedMetadata(line: 7)) {
      try CountrySnapshot.decode(assembled(lines, keepingTheDeflatedLine: false))
    }
  }

  @Test(arguments: [2, 3])
  func decode_throwsMalformedMetadata_onFieldNamesOffByAnything(version: Int) throws {
    let countries = hardSnapshotCountries()
    let data =
      version == 2
      ? CountrySnapshot.encode(countries, metadata: anyMetadata())
      : CountrySnapshot.encodeCompact(countries, metadata: anyMetadata())
    let fields = String(String(decoding: data, as: UTF8.self).split(separator: "\n")[5])
    let variants = [
      String(fields.dropLast()), fields + "s", fields + "\t",
      fields.replacingOccurrences(
        of: "\tcode", with: ""), fields.replacingOccurrences(of: "\tname", with: " name"),
      "field" + fields.dropFirst(6), fields.replacingOccurrences(of: "\t", with: "\t\t"),
    ]

    for variant in variants {
      let damaged = Data(
        String(decoding: data, as: UTF8.self).replacingOccurrences(of: fields, with: variant)
          .utf8)
      #expect(throws: CountrySnapshot.Error.malformedMetadata(line: 6), "\(variant)") {
        try CountrySnapshot.decode(damaged, translationChecks: .onFirstRead)
      }
    }
  }

  @Test func cacheFile_keepsWritingFormat2() throws {
    let entry = CachedCountries(
      countries: hardSnapshotCountries(), label: "REST Countries v5",
      fetchedAt: Date(timeIntervalSince1970: 1_790_000_000))
    let key = CountryStoreKey(kind: .restCountriesV5, baseURL: anyURL())

    let data = CountryCacheFile.encode(entry, for: key)

    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    #expect(lines[4] == "quizengine-country-snapshot\t2")
    #expect(data.contains(Data("Three equal vertical bands".utf8)))
    #expect(try CountryCacheFile.decode(data, for: key).countries.count == 4)
  }

  // MARK: - Helpers

  private func anyMetadata() -> CountrySnapshot.Metadata {
    CountrySnapshot.Metadata(
      source: "a test", dataDate: Date(timeIntervalSince1970: 1_699_920_000), licence: "CC0")
  }

  private func encodedHardCountries() -> Data {
    CountrySnapshot.encodeCompact(hardSnapshotCountries(), metadata: anyMetadata())
  }

  /// Image addresses that are not the flagcdn ones of the country's own code, kept as written.
  private func imageVariants() -> [Country] {
    [
      Country(
        code: "XW", name: "Wikiland", officialName: "Wikiland", capitals: [],
        flag: Flag(
          emoji: "🏳️",
          pngURL: URL(
            string:
              "https://upload.wikimedia.org/wikipedia/commons/thumb/x/xw.svg/320px-xw.svg.png"),
          svgURL: URL(string: "https://upload.wikimedia.org/wikipedia/commons/x/xw.svg"))),
      Country(
        code: "XF", name: "Foreignflag", officialName: "Foreignflag", capitals: [],
        flag: Flag(
          emoji: "🏳️", pngURL: URL(string: "https://flagcdn.com/w320/xa.png"),
          svgURL: URL(string: "https://flagcdn.com/w640/xf.svg"))),
      Country(
        code: "XH", name: "Httpland", officialName: "Httpland", capitals: [],
        flag: Flag(
          emoji: "🏳️", pngURL: URL(string: "http://flagcdn.com/w320/xh.png"),
          svgURL: URL(string: "https://flagcdn.com/XH.svg"))),
    ]
  }
}

/// A compact snapshot taken apart: the six header lines before the `deflated` one, that line's
/// values, the records, and the compressed bytes.
struct CompactParts {
  var header: [String]
  var deflated: (count: Int, inflatedCount: Int, names: String)
  var records: [String]
  var section: Data
}

func split(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) throws -> CompactParts {
  var lines: [String] = []
  var position = data.startIndex
  while lines.count < 7 {
    let newline = try #require(
      data[position...].firstIndex(of: UInt8(ascii: "\n")), sourceLocation: sourceLocation)
    lines.append(String(decoding: data[position..<newline], as: UTF8.self))
    position = newline + 1
  }
  let deflated = lines[6].split(separator: "\t", maxSplits: 3)
  let count = try #require(Int(deflated[1]), sourceLocation: sourceLocation)
  let inflatedCount = try #require(Int(deflated[2]), sourceLocation: sourceLocation)
  let section = data.suffix(count)
  let records = String(decoding: data[position..<(data.endIndex - count)], as: UTF8.self)
    .split(separator: "\n").map(String.init)
  return CompactParts(
    header: Array(lines.prefix(6)),
    deflated: (count, inflatedCount, String(deflated[3])), records: records,
    section: Data(section))
}

func assembled(_ parts: CompactParts, keepingTheDeflatedLine: Bool = true) -> Data {
  var header = parts.header
  if keepingTheDeflatedLine {
    header.append(
      "deflated\t\(parts.deflated.count)\t\(parts.deflated.inflatedCount)\t\(parts.deflated.names)")
  }
  return Data((header + parts.records).map { $0 + "\n" }.joined().utf8) + parts.section
}

func inflatedText(_ parts: CompactParts) -> String? {
  parts.section.withUnsafeBytes { raw in
    Zlib.inflate(raw.assumingMemoryBound(to: UInt8.self), count: parts.deflated.inflatedCount)
      .map { String(decoding: $0, as: UTF8.self) }
  }
}

/// Ways the compressed section can be damaged while the file around it still adds up.
enum SectionDamage: CaseIterable, Sendable {
  case flippedByte, cutStream, randomBytes, inflatedCountTooSmall, inflatedCountTooLarge
  case inflatedCountHuge, invalidUTF8, badEscape, emptyListItem, missingLine, extraLine
  case codesRotated, twoRecordsSwapped, rawTab, lowercaseCode

  /// The countries whose details survive the damage: all but Ivory Coast's when only its
  /// lines are damaged, all but the two swapped (which read none, never each other's), and
  /// none when the stream or the section as a whole is.
  func spares(_ code: String) -> Bool {
    switch self {
    case .invalidUTF8, .badEscape, .emptyListItem, .rawTab, .lowercaseCode: code != "CI"
    case .twoRecordsSwapped: !["CD", "CI"].contains(code)
    default: false
    }
  }

  func apply(to data: Data) throws -> Data {
    var parts = try split(data)
    let text = try #require(inflatedText(parts))
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
      Array($0.utf8)
    }
    var reinflate = true
    switch self {
    case .flippedByte:
      parts.section[parts.section.count / 2] ^= 0x10
      reinflate = false
    case .cutStream:
      parts.section = parts.section.prefix(parts.section.count - 5)
      parts.deflated.count -= 5
      reinflate = false
    case .randomBytes:
      var generator = SeededGenerator(seed: 0xDEF1)
      parts.section = Data(
        (0..<parts.section.count).map { _ in UInt8.random(in: 0...255, using: &generator) })
      reinflate = false
    case .inflatedCountTooSmall:
      parts.deflated.inflatedCount -= 1
      reinflate = false
    case .inflatedCountTooLarge:
      parts.deflated.inflatedCount += 1
      reinflate = false
    case .inflatedCountHuge:
      parts.deflated.inflatedCount = 999_999_999
      reinflate = false
    case .invalidUTF8: lines[6] += [0xC3, 0x28, 0xFF]
    case .badEscape: lines[6] += Array("\\q".utf8)
    case .emptyListItem: lines[10] += Array("||".utf8)
    case .missingLine: lines.removeLast()
    case .extraLine: lines.append(Array("more".utf8))
    case .codesRotated: lines[0..<4] = [lines[3]] + lines[0..<3]
    case .twoRecordsSwapped:
      for block in 0..<3 { lines.swapAt(block * 4 + 1, block * 4 + 2) }
    case .rawTab: lines[10] += Array("\tmore".utf8)
    case .lowercaseCode: lines[2] = Array("ci".utf8)
    }
    if reinflate {
      let bytes = Array(lines.joined(separator: [UInt8(ascii: "\n")])) + [UInt8(ascii: "\n")]
      parts.section = Data(ZlibCompression.compress(bytes))
      parts.deflated = (parts.section.count, bytes.count, parts.deflated.names)
    }
    return assembled(parts)
  }
}
