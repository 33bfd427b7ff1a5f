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
    for fields in TextTable.rows(all, separator: UInt8(ascii: ";")) where fields.count == 4 {
      let places = Set(TextTable.items(fields[2], separator: UInt8(ascii: ",")))
      let filter =
        fields[1] == "region"
        ? RegionFilter(fields[0], regions: places) : RegionFilter(fields[0], subregions: places)
      for name in TextTable.items(fields[3], separator: UInt8(ascii: ",")) { table[name] = filter }
    }
    return table
  }()

  /// A part of the world a line: the name shown; whether the data's `region` or `subregion`
  /// places a country in it; those names; then the words that name it. Read once, as text: as
  /// an array of values the table compiled to 8 KB of code that ran once.
  /// North America is the continent as people mean it: Central America and the Caribbean too.
  private static let all = """
    Africa; region; Africa; africa, african
    Europe; region; Europe; europe, european
    Asia; region; Asia; asia, asian
    Oceania; region; Oceania; oceania, oceanian
    the Americas; region; Americas; americas, the americas
    South America; subregion; South America; south america, south american
    North America; subregion; North America, Northern America, Central America, Caribbean; \
    north america, north american
    Central America; subregion; Central America; central america, central american
    the Caribbean; subregion; Caribbean; caribbean
    West Africa; subregion; Western Africa; west africa, west african, western africa
    East Africa; subregion; Eastern Africa; east africa, east african, eastern africa
    North Africa; subregion; Northern Africa; north africa, north african, northern africa
    Southern Africa; subregion; Southern Africa; southern africa, southern african
    Central Africa; subregion; Middle Africa; central africa, central african, middle africa
    Western Europe; subregion; Western Europe; \
    western europe, west europe, west european, western european
    Eastern Europe; subregion; Eastern Europe; \
    eastern europe, east europe, east european, eastern european
    Northern Europe; subregion; Northern Europe; northern europe, north europe, northern european
    Southern Europe; subregion; Southern Europe; southern europe, south europe, southern european
    Southeast Asia; subregion; South-Eastern Asia; \
    southeast asia, southeast asian, south east asia, south east asian
    East Asia; subregion; Eastern Asia; east asia, east asian, eastern asia
    Central Asia; subregion; Central Asia; central asia, central asian
    South Asia; subregion; Southern Asia; south asia, south asian, southern asia
    Western Asia; subregion; Western Asia; western asia, west asia, west asian
    """
}
