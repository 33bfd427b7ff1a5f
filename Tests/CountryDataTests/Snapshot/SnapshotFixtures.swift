import Foundation
import QuizEngine

/// Countries that exercise the codec: several capitals, none, no images, one image only,
/// names in many scripts, emoji sequences, quotes.
func hardSnapshotCountries() -> [Country] {
  [
    Country(
      code: "CI", name: "Ivory Coast", officialName: "Republic of Côte d'Ivoire",
      capitals: ["Yamoussoukro", "Abidjan"],
      flag: Flag(
        emoji: "🇨🇮", pngURL: URL(string: "https://flagcdn.com/w320/ci.png"),
        svgURL: URL(string: "https://flagcdn.com/ci.svg"),
        description: "Three equal vertical bands of orange, white and green."),
      alternateNames: ["Côte d'Ivoire", "Cote d’Ivoire"],
      nativeNames: ["République de Côte d'Ivoire"],
      translatedNames: ["Elfenbeinküste", "Кот-д’Ивуар", "象牙海岸", "ساحل العاج"],
      demonyms: ["Ivorian"], region: "Africa", subregion: "Western Africa",
      isIndependent: true, isUNMember: true),
    Country(
      code: "CD", name: "DR Congo", officialName: "Democratic Republic of the Congo",
      capitals: ["Kinshasa"], flag: Flag(emoji: "🇨🇩"),
      alternateNames: ["Congo, the Democratic Republic of the", "DRC", "Congo-Kinshasa"],
      demonyms: ["Congolese"], region: "Africa", isIndependent: true, isUNMember: false),
    Country(
      code: "AQ", name: "Antarctica", officialName: "Antarctica", capitals: [],
      flag: Flag(emoji: "🇦🇶", svgURL: URL(string: "https://flagcdn.com/aq.svg")),
      region: "Antarctic", isIndependent: false, isUNMember: false),
    Country(
      code: "XE", name: "Emojiland 🏳️‍🌈", officialName: "Ŧhe Ünïcødé Kingdom — 👨‍👩‍👧",
      capitals: ["São Tomé", "Reykjavík", "Thimphu (ཐིམ་ཕུ)"],
      flag: Flag(emoji: "🏴‍☠️", description: "A skull, crossed bones; \"quoted\", 'quoted'."),
      alternateNames: ["St. Emoji", "E.L."], nativeNames: ["ኢትዮጵያ", "ประเทศไทย"],
      translatedNames: ["한국", "Ελλάδα", "ישראל", "日本国"],
      demonyms: ["Emojian", "Emojienne"]),
  ]
}
