import Foundation
import QuizEngine
import QuizTestSupport
import Synchronization
import Testing

@testable import CountryData
@testable import CountrySnapshotWriting

/// Format 4, the bundled snapshot's: the records hold what start-up needs, and the flag
/// descriptions and the translations follow in two zlib streams, each inflated when first read.
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
    #expect(parts.header[0] == "quizengine-country-snapshot\t4")
    #expect(parts.header[4] == "count\t4")
    #expect(
      parts.header[5]
        == "fields\tcode\tname\tofficial\tcapitals\tdemonyms\talternates\temoji\tpng\tsvg"
        + "\tregion\tsubregion\tindependent\tun-member\tnative")
    #expect(parts.streams.map(\.names) == ["code\tflag-alt", "code\ttranslations"])
    #expect(parts.streams.allSatisfy { $0.count == $0.section.count })
    #expect(parts.records.map { $0.prefix(2) } == ["AQ", "CD", "CI", "XE"])
    #expect(
      parts.records.allSatisfy {
        $0.split(separator: "\t", omittingEmptySubsequences: false).count == 14
      })
    // Not the whole file: zlib stores the fixture's few translations as they are, since
    // deflating them would not make them smaller.
    let records = Data(parts.records.joined(separator: "\n").utf8)
    #expect(!records.contains(Data("Three equal vertical bands".utf8)))
    #expect(!records.contains(Data("Elfenbeinküste".utf8)))
  }

  @Test func encodeCompact_deflatesDescriptionsAndTranslationsApart_oneLinePerRecord_codesFirst()
    throws
  {
    let parts = try split(
      CountrySnapshot.encodeCompact(hardSnapshotCountries(), metadata: anyMetadata()))

    let descriptions = try #require(inflatedText(parts.streams[0]))
    let translations = try #require(inflatedText(parts.streams[1]))

    let descriptionLines = descriptions.split(separator: "\n", omittingEmptySubsequences: false)
    let translationLines = translations.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(descriptionLines.count == 2 * 4 + 1)
    #expect(translationLines.count == 2 * 4 + 1)
    #expect(descriptionLines.prefix(4) == ["AQ", "CD", "CI", "XE"])
    #expect(translationLines.prefix(4) == ["AQ", "CD", "CI", "XE"])
    #expect(descriptionLines[6] == "Three equal vertical bands of orange, white and green.")
    #expect(translationLines[6] == "Elfenbeinküste|Кот-д’Ивуар|象牙海岸|ساحل العاج")
    #expect(!descriptions.contains("Elfenbeinküste"))
    #expect(!translations.contains("Three equal vertical bands"))
    #expect(descriptions.utf8.count == parts.streams[0].inflatedCount)
    #expect(translations.utf8.count == parts.streams[1].inflatedCount)
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

  @Test(arguments: DetailRead.allCases)
  func decode_withChecksOnFirstRead_inflatesNothing_untilADetailIsRead_thenOnlyItsStreamOnce(
    read: DetailRead
  ) async throws {
    let inflated = Mutex<[Data]>([])
    let data = CountrySnapshot.encodeCompact(hardSnapshotCountries(), metadata: anyMetadata())
    let parts = try split(data)

    let decoded = try CountrySnapshot.decode(
      data, translationChecks: .onFirstRead,
      inflate: { bytes, count in
        inflated.withLock { $0.append(Data(bytes)) }
        return Zlib.inflate(bytes, count: count)
      })

    for country in decoded.countries {
      _ = (country.code, country.name, country.capitals, country.nativeNames, country.demonyms)
      _ = (country.flag.emoji, country.flag.pngURL, country.flag.svgURL, country.region)
    }
    #expect(inflated.withLock { $0 }.isEmpty)
    let countries = decoded.countries
    let values = await withTaskGroup(of: [String].self) { group in
      for country in countries + countries {
        group.addTask { read.values(of: country) }
      }
      return await group.reduce(into: [String]()) { all, values in all += values }
    }
    #expect(values.contains { !$0.isEmpty })
    let expected = read.streams.map { parts.streams[$0].section }
    let inflations = inflated.withLock { $0 }
    #expect(inflations.count == expected.count)
    #expect(Set(inflations) == Set(expected))
    #expect(decoded.countries == hardSnapshotCountries().sorted { $0.code < $1.code })
  }

  // MARK: - Damage

  @Test(arguments: SectionDamage.allCases, [0, 1])
  func decode_withChecksOnFirstRead_readsDamagedDetailsAsNone_andTheRestAsWritten(
    damage: SectionDamage, stream: Int
  ) throws {
    let data = try damage.apply(to: encodedHardCountries(), stream: stream)

    let decoded = try CountrySnapshot.decode(data, translationChecks: .onFirstRead)

    let expected = hardSnapshotCountries().sorted { $0.code < $1.code }
    #expect(decoded.countries.map(\.code) == expected.map(\.code))
    #expect(decoded.countries.map(\.name) == expected.map(\.name))
    #expect(decoded.countries.map(\.capitals) == expected.map(\.capitals))
    #expect(decoded.countries.map(\.nativeNames) == expected.map(\.nativeNames))
    #expect(decoded.countries.map(\.flag.emoji) == expected.map(\.flag.emoji))
    #expect(decoded.countries.map(\.flag.svgURL) == expected.map(\.flag.svgURL))
    for (country, original) in zip(decoded.countries, expected) {
      let spared = damage.spares(country.code)
      let description = stream == 0 && !spared ? nil : original.flag.description
      let names = stream == 1 && !spared ? [] : original.translatedNames
      #expect(country.flag.description == description, "\(country.code)")
      #expect(country.translatedNames == names, "\(country.code)")
    }
  }

  @Test(arguments: SectionDamage.allCases, [0, 1])
  func decode_throwsMalformedDeflatedSection_onDamagedDetailsCheckedUpFront(
    damage: SectionDamage, stream: Int
  ) throws {
    let data = try damage.apply(to: encodedHardCountries(), stream: stream)

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

  @Test(arguments: [-1, 1, 1_000_000], [0, 1])
  func decode_throws_whenAStreamIsNotTheLengthTheHeaderSays(change: Int, stream: Int) throws {
    var parts = try split(encodedHardCountries())
    parts.streams[stream].count += change

    for checks in [CountrySnapshot.TranslationChecks.upFront, .onFirstRead] {
      #expect(throws: CountrySnapshot.Error.self) {
        try CountrySnapshot.decode(assembled(parts), translationChecks: checks)
      }
    }
  }

  @Test(arguments: [
    "deflated\tx\t10\tcode\tflag-alt\t12\t10\tcode\ttranslations",
    "deflated\t-1\t10\tcode\tflag-alt\t12\t10\tcode\ttranslations",
    "deflated\t12\t\tcode\tflag-alt\t12\t10\tcode\ttranslations",
    "deflated\t12\t10\tcode\tflag-alt\t12\tx\tcode\ttranslations",
    "deflated\t12\t10\tcode\tflag-alt\t\t10\tcode\ttranslations", "deflated\t12\t10",
    "deflated\t12\t10\tcode\tflag-alt", "deflated\t12\t10\tcode\tflag-alt\ttranslations",
    "deflated\t12\t10\tcode\tflag-alt\t12\t10\tcode",
    "deflated\t12\t10\tcode\tflag-alt\t12\t10\tcode\ttranslations\t",
    "deflated\t12\t10\tcode\ttranslations\t12\t10\tcode\tflag-alt",
    "deflated\t12\t10\tcode\tflag-alt\ttranslations\t12\t10\tcode\ttranslations",
    "deflated\t12\t10\t12\t10\tcode\tflag-alt\tcode\ttranslations",
    "inflated\t12\t10\tcode\tflag-alt\t12\t10\tcode\ttranslations",
    "deflated\t1234567890123\t10\tcode\tflag-alt\t12\t10\tcode\ttranslations",
    "deflated\t12\t10\tcode\tflag-alt\t12\t1234567890123\tcode\ttranslations",
  ])
  func decode_throwsMalformedMetadata_onABadDeflatedLine(line: String) throws {
    var lines = try split(encodedHardCountries())
    lines.header.append(line)

    #expect(throws: CountrySnapshot.Error.malformedMetadata(line: 7)) {
      try CountrySnapshot.decode(assembled(lines, keepingTheDeflatedLine: false))
    }
  }

  @Test(arguments: [2, 4])
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

  @Test func decode_throwsUnsupportedVersion_forFormat3_whoseOneStreamHeldBothHalves() throws {
    let data = CountrySnapshot.encodeCompact(hardSnapshotCountries(), metadata: anyMetadata())
    var format3 = String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    format3[0] = "quizengine-country-snapshot\t3"
    format3[6] = "deflated\t12\t10\tcode\tflag-alt\ttranslations"

    #expect(throws: CountrySnapshot.Error.unsupportedVersion) {
      try CountrySnapshot.decode(Data(format3.joined(separator: "\n").utf8))
    }
  }

  @Test func cacheFile_keepsWritingFormat2() throws {
    let entry = CachedCountries(
      countries: hardSnapshotCountries(), label: "REST Countries v5",
      fetchedAt: Date(timeIntervalSince1970: 1_790_000_000))
    let key = CountryStoreKey(kind: .restCountriesV5, baseURL: anyURL())

    let data = CountryCacheFile.encode(entry, for: key)

    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    try #require(lines.count > 4)
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

/// Which half of the details a read takes, and which streams (0 the descriptions', 1 the
/// translations') it must inflate.
enum DetailRead: CaseIterable, Sendable {
  case descriptions, translations, both

  var streams: [Int] {
    switch self {
    case .descriptions: [0]
    case .translations: [1]
    case .both: [0, 1]
    }
  }

  func values(of country: Country) -> [String] {
    switch self {
    case .descriptions: [country.flag.description ?? ""]
    case .translations: country.translatedNames
    case .both: country.translatedNames + [country.flag.description ?? ""]
    }
  }
}

/// One deflated stream of a compact snapshot: what the `deflated` line says of it, and its
/// compressed bytes.
struct StreamPart {
  var count: Int
  var inflatedCount: Int
  var names: String
  var section: Data
}

/// A compact snapshot taken apart: the six header lines before the `deflated` one, that line's
/// values for each stream with the stream's bytes, and the records.
struct CompactParts {
  var header: [String]
  var streams: [StreamPart]
  var records: [String]
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
  let deflated = lines[6].split(separator: "\t", omittingEmptySubsequences: false)
  try #require(deflated.count == 9 && deflated[0] == "deflated", sourceLocation: sourceLocation)
  var streams: [StreamPart] = []
  for first in [1, 5] {
    let count = try #require(Int(deflated[first]), sourceLocation: sourceLocation)
    let inflatedCount = try #require(Int(deflated[first + 1]), sourceLocation: sourceLocation)
    let names = deflated[(first + 2)...(first + 3)].joined(separator: "\t")
    streams.append(
      StreamPart(count: count, inflatedCount: inflatedCount, names: names, section: Data()))
  }
  let translationsStart = data.endIndex - streams[1].count
  let descriptionsStart = translationsStart - streams[0].count
  try #require(descriptionsStart >= position, sourceLocation: sourceLocation)
  streams[0].section = Data(data[descriptionsStart..<translationsStart])
  streams[1].section = Data(data[translationsStart...])
  let records = String(decoding: data[position..<descriptionsStart], as: UTF8.self)
    .split(separator: "\n").map(String.init)
  return CompactParts(header: Array(lines.prefix(6)), streams: streams, records: records)
}

func assembled(_ parts: CompactParts, keepingTheDeflatedLine: Bool = true) -> Data {
  var header = parts.header
  if keepingTheDeflatedLine {
    header.append(
      (["deflated"] + parts.streams.map { "\($0.count)\t\($0.inflatedCount)\t\($0.names)" })
        .joined(separator: "\t"))
  }
  return Data((header + parts.records).map { $0 + "\n" }.joined().utf8) + parts.streams[0].section
    + parts.streams[1].section
}

func inflatedText(_ stream: StreamPart) -> String? {
  stream.section.withUnsafeBytes { raw in
    Zlib.inflate(raw.assumingMemoryBound(to: UInt8.self), count: stream.inflatedCount)
      .map { String(decoding: $0, as: UTF8.self) }
  }
}

/// Ways a compressed stream can be damaged while the file around it still adds up.
enum SectionDamage: CaseIterable, Sendable {
  case flippedByte, cutStream, randomBytes, inflatedCountTooSmall, inflatedCountTooLarge
  case inflatedCountHuge, invalidUTF8, badEscape, emptyListItemOrRawBackslash, missingLine
  case extraLine, codesRotated, twoRecordsSwapped, rawTab, lowercaseCode

  /// The countries whose details in the damaged stream survive the damage: all but Ivory
  /// Coast's when only its lines are damaged, all but the two swapped (which read none, never
  /// each other's), and none when the stream as a whole is.
  func spares(_ code: String) -> Bool {
    switch self {
    case .invalidUTF8, .badEscape, .emptyListItemOrRawBackslash, .rawTab, .lowercaseCode:
      code != "CI"
    case .twoRecordsSwapped: !["CD", "CI"].contains(code)
    default: false
    }
  }

  /// The snapshot with its stream `stream` (0 the descriptions', 1 the translations') damaged.
  func apply(to data: Data, stream: Int) throws -> Data {
    var parts = try split(data)
    var part = parts.streams[stream]
    let text = try #require(inflatedText(part))
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
      Array($0.utf8)
    }
    // Ivory Coast's value line: four codes, then AQ's, CD's and CI's values.
    let ivoryCoast = 6
    var reinflate = true
    switch self {
    case .flippedByte:
      part.section[part.section.count / 2] ^= 0x10
      reinflate = false
    case .cutStream:
      part.section = part.section.prefix(part.section.count - 5)
      part.count -= 5
      reinflate = false
    case .randomBytes:
      var generator = SeededGenerator(seed: 0xDEF1)
      part.section = Data(
        (0..<part.section.count).map { _ in UInt8.random(in: 0...255, using: &generator) })
      reinflate = false
    case .inflatedCountTooSmall:
      part.inflatedCount -= 1
      reinflate = false
    case .inflatedCountTooLarge:
      part.inflatedCount += 1
      reinflate = false
    case .inflatedCountHuge:
      part.inflatedCount = 999_999_999
      reinflate = false
    case .invalidUTF8: lines[ivoryCoast] += [0xC3, 0x28, 0xFF]
    case .badEscape: lines[ivoryCoast] += Array("\\q".utf8)
    // A description is one value, so `||` is no damage in one; a lone backslash is.
    case .emptyListItemOrRawBackslash: lines[ivoryCoast] += Array((stream == 0 ? "\\" : "||").utf8)
    case .missingLine: lines.removeLast()
    case .extraLine: lines.append(Array("more".utf8))
    case .codesRotated: lines[0..<4] = [lines[3]] + lines[0..<3]
    case .twoRecordsSwapped:
      for block in 0..<2 { lines.swapAt(block * 4 + 1, block * 4 + 2) }
    case .rawTab: lines[ivoryCoast] += Array("\tmore".utf8)
    case .lowercaseCode: lines[2] = Array("ci".utf8)
    }
    if reinflate {
      let bytes = Array(lines.joined(separator: [UInt8(ascii: "\n")])) + [UInt8(ascii: "\n")]
      part.section = Data(ZlibCompression.compress(bytes))
      part.count = part.section.count
      part.inflatedCount = bytes.count
    }
    parts.streams[stream] = part
    return assembled(parts)
  }
}
