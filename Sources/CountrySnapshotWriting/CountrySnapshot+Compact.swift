import CountryData
import QuizEngine

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CountrySnapshot {
  /// Writes countries in version 3, the bundled snapshot's: what start-up never reads is
  /// deflated (see `CountrySnapshot`'s notes). The same rules as `encode`.
  public static func encodeCompact(_ countries: [Country], metadata: Metadata) -> Data {
    let sorted = sortedByCode(countries)
    var deflated = ""
    deflated.reserveCapacity(countries.count * 1_000)
    for column in [
      sorted.map { escaped($0.code) }, sorted.map { escaped($0.flag.description ?? "") },
      sorted.map { list($0.translatedNames) },
    ] {
      for value in column { append([value], to: &deflated) }
    }
    let stream = ZlibCompression.compress(Array(deflated.utf8))

    var text = header(countries.count, metadata: metadata, layout: Layout.version3)
    append(
      ["deflated", String(stream.count), String(deflated.utf8.count)]
        + Layout.version3.deflatedFieldNames, to: &text)
    for country in sorted {
      append(
        [
          escaped(country.code),
          escaped(country.name),
          escaped(country.officialName),
          list(country.capitals),
          list(country.demonyms),
          list(country.alternateNames),
          escaped(country.flag.emoji),
          compactImage(country.flag.pngURL, flagcdn: FlagCDN.png(code: country.code)),
          compactImage(country.flag.svgURL, flagcdn: FlagCDN.svg(code: country.code)),
          escaped(country.region ?? ""),
          escaped(country.subregion ?? ""),
          flag(country.isIndependent),
          flag(country.isUNMember),
          list(country.nativeNames),
        ], to: &text)
    }
    return Data(text.utf8) + Data(stream)
  }

  /// Empty for flagcdn's address for the country's own code, which the decoder makes again;
  /// `-` for no image.
  private static func compactImage(_ url: URL?, flagcdn: String) -> String {
    guard let address = url?.absoluteString else { return FlagCDN.noImage }
    return address == flagcdn ? "" : escaped(address)
  }
}
