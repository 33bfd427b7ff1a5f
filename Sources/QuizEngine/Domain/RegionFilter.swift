/// A part of the world that a list of countries can be narrowed to, by the region or
/// subregion the data gives each country: "African countries starting with M", "countries in
/// South America beginning with B", "and in Africa?".
///
/// Only the parts the data can check are here. "Scandinavian" or "the Middle East" are not:
/// the data has no such region, and a list narrowed by a guess would be wrong.
public struct RegionFilter: Sendable, Hashable {
  /// As shown in a reply: "Africa", "South America".
  public let name: String
  private let regions: Set<String>
  private let subregions: Set<String>

  private init(_ name: String, regions: Set<String> = [], subregions: Set<String> = []) {
    self.name = name
    self.regions = regions
    self.subregions = subregions
  }

  /// Whether the data places `country` in this part of the world. A country whose region is
  /// unknown (an old cache) is in none.
  public func contains(_ country: Country) -> Bool {
    if let region = country.region, regions.contains(region) { return true }
    if let subregion = country.subregion, subregions.contains(subregion) { return true }
    return false
  }

  /// The part of the world `words` name, folded to lower case without accents: "africa",
  /// "african", "south american", "the caribbean". Nil for anything else.
  public static func named(_ words: [String]) -> RegionFilter? {
    var words = words
    while let first = words.first, ["the", "in", "from", "of", "on"].contains(first) {
      words.removeFirst()
    }
    return byWords[words.joined(separator: " ")]
  }

  /// How many words the longest name has: readers try that many first.
  public static let longestName = 2

  private static let byWords: [String: RegionFilter] = {
    var table: [String: RegionFilter] = [:]
    for (filter, names) in all {
      for name in names { table[name] = filter }
    }
    return table
  }()

  private static let all: [(RegionFilter, [String])] = [
    (RegionFilter("Africa", regions: ["Africa"]), ["africa", "african"]),
    (RegionFilter("Europe", regions: ["Europe"]), ["europe", "european"]),
    (RegionFilter("Asia", regions: ["Asia"]), ["asia", "asian"]),
    (RegionFilter("Oceania", regions: ["Oceania"]), ["oceania", "oceanian"]),
    (RegionFilter("the Americas", regions: ["Americas"]), ["americas", "the americas"]),
    (
      RegionFilter("South America", subregions: ["South America"]),
      ["south america", "south american"]
    ),
    // The continent, as people mean it: Central America and the Caribbean are in it.
    (
      RegionFilter(
        "North America",
        subregions: ["North America", "Northern America", "Central America", "Caribbean"]),
      ["north america", "north american"]
    ),
    (
      RegionFilter("Central America", subregions: ["Central America"]),
      ["central america", "central american"]
    ),
    (RegionFilter("the Caribbean", subregions: ["Caribbean"]), ["caribbean"]),
    (
      RegionFilter("West Africa", subregions: ["Western Africa"]),
      ["west africa", "west african", "western africa"]
    ),
    (
      RegionFilter("East Africa", subregions: ["Eastern Africa"]),
      ["east africa", "east african", "eastern africa"]
    ),
    (
      RegionFilter("North Africa", subregions: ["Northern Africa"]),
      ["north africa", "north african", "northern africa"]
    ),
    (
      RegionFilter("Southern Africa", subregions: ["Southern Africa"]),
      ["southern africa", "southern african"]
    ),
    (
      RegionFilter("Central Africa", subregions: ["Middle Africa"]),
      ["central africa", "central african", "middle africa"]
    ),
    (
      RegionFilter("Western Europe", subregions: ["Western Europe"]),
      ["western europe", "west europe", "west european", "western european"]
    ),
    (
      RegionFilter("Eastern Europe", subregions: ["Eastern Europe"]),
      ["eastern europe", "east europe", "east european", "eastern european"]
    ),
    (
      RegionFilter("Northern Europe", subregions: ["Northern Europe"]),
      ["northern europe", "north europe", "northern european"]
    ),
    (
      RegionFilter("Southern Europe", subregions: ["Southern Europe"]),
      ["southern europe", "south europe", "southern european"]
    ),
    (
      RegionFilter("Southeast Asia", subregions: ["South-Eastern Asia"]),
      ["southeast asia", "southeast asian", "south east asia", "south east asian"]
    ),
    (
      RegionFilter("East Asia", subregions: ["Eastern Asia"]),
      ["east asia", "east asian", "eastern asia"]
    ),
    (
      RegionFilter("Central Asia", subregions: ["Central Asia"]),
      ["central asia", "central asian"]
    ),
    (
      RegionFilter("South Asia", subregions: ["Southern Asia"]),
      ["south asia", "south asian", "southern asia"]
    ),
    (
      RegionFilter("Western Asia", subregions: ["Western Asia"]),
      ["western asia", "west asia", "west asian"]
    ),
  ]
}
