import Foundation
import QuizEngine

package func makeCountry(
  code: String = "XA",
  name: String = "Examplia",
  officialName: String? = nil,
  capitals: [String] = ["Example City"],
  emoji: String? = nil,
  pngURL: URL? = nil,
  alternateNames: [String] = [],
  nativeNames: [String] = [],
  translatedNames: [String] = [],
  demonyms: [String] = []
) -> Country {
  Country(
    code: code, name: name, officialName: officialName ?? "Republic of \(name)",
    capitals: capitals,
    flag: Flag(emoji: emoji ?? flagEmoji(for: code), pngURL: pngURL),
    alternateNames: alternateNames, nativeNames: nativeNames,
    translatedNames: .made(translatedNames), demonyms: demonyms)
}

/// The regional-indicator emoji for a two-letter code, as the real data has it.
package func flagEmoji(for code: String) -> String {
  String(
    String.UnicodeScalarView(
      code.uppercased().unicodeScalars.compactMap { Unicode.Scalar(0x1F1A5 + $0.value) }))
}

package func makeCatalog(
  _ countries: [Country], kind: DataSource.Kind = .bundled, label: String = "test data"
) -> CountryCatalog {
  CountryCatalog(countries: countries, source: DataSource(kind: kind, label: label))
}

package func anyURL() -> URL { URL(string: "https://example.test/any")! }
