import CountryData
import QuizEngine

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CountrySnapshot {
  /// Writes countries in version 4, the bundled snapshot's: what start-up never reads is
  /// deflated, the descriptions and the translations apart (see `CountrySnapshot`'s notes).
  /// The same rules as `encode`.
  public static func encodeCompact(_ countries: [Country], metadata: Metadata) -> Data {
    let sorted = sortedByCode(countries)
    let codes = sorted.map { escaped($0.code) }
    let streams = [
      deflatedStream(codes + sorted.map { escaped($0.flag.description ?? "") }),
      deflatedStream(codes + sorted.map { list($0.translatedNames) }),
    ]

    let layout = Layout.version4
    var text = header(countries.count, metadata: metadata, layout: layout)
    var deflatedLine = ["deflated"]
    for (stream, names) in zip(streams, layout.deflatedStreams) {
      deflatedLine += [String(stream.bytes.count), String(stream.inflatedCount)] + names
    }
    append(deflatedLine, to: &text)
    for country in sorted {
      append(
        namesAndEmoji(country) + [
          compactImage(country.flag.pngURL, flagcdn: FlagCDN.png(code: country.code)),
          compactImage(country.flag.svgURL, flagcdn: FlagCDN.svg(code: country.code)),
          escaped(country.region ?? ""),
          escaped(country.subregion ?? ""),
          flag(country.isIndependent),
          flag(country.isUNMember),
          list(country.nativeNames),
        ], to: &text)
    }
    return Data(text.utf8) + Data(streams[0].bytes) + Data(streams[1].bytes)
  }

  /// One line per value, deflated.
  private static func deflatedStream(_ lines: [String]) -> (bytes: [UInt8], inflatedCount: Int) {
    var text = ""
    text.reserveCapacity(lines.count * 400)
    for line in lines { append([line], to: &text) }
    return (ZlibCompression.compress(Array(text.utf8)), text.utf8.count)
  }

  /// Empty for flagcdn's address for the country's own code, which the decoder makes again;
  /// `-` for no image.
  private static func compactImage(_ url: URL?, flagcdn: String) -> String {
    guard let address = url?.absoluteString else { return FlagCDN.noImage }
    return address == flagcdn ? "" : escaped(address)
  }
}
