import Foundation
import QuizEngine
import QuizTestSupport
import Testing

/// A capital shared by a sovereign country and a territory names the sovereign country first,
/// checked against the data the bundled snapshot is made from.
@Suite("Sovereign countries first")
struct SovereigntyTests {
  @Test func aTerritoryNamedAfterItsCountry_comesAfterIt() {
    let outlying = makeCountry(code: "XB", name: "Examplia Minor Islands")
    let examplia = makeCountry(code: "XA", name: "Examplia")

    #expect(Sovereignty.sovereignFirst([outlying, examplia]) == [examplia, outlying])
  }

  @Test func aNameThatOnlyBeginsWithTheSameLetters_isNoTerritory() {
    let dominica = makeCountry(code: "DM", name: "Dominica")
    let dominican = makeCountry(code: "DO", name: "Dominican Republic")

    #expect(Sovereignty.sovereignFirst([dominican, dominica]) == [dominican, dominica])
  }

  @Test func countriesOfTheSameStanding_keepTheirOrder() {
    let jamaica = makeCountry(code: "JM", name: "Jamaica")
    let peru = makeCountry(code: "PE", name: "Peru")

    #expect(Sovereignty.sovereignFirst([peru, jamaica]) == [peru, jamaica])
  }

  @Test func everyTerritoryInTheData_isKnownAsOne_andNoIndependentCountryIs() throws {
    let records = try bundledRecords()

    for record in records {
      let country = makeCountry(code: record.code, name: record.name)
      let expected = !record.independent && !Self.notTerritories.contains(record.code)
      #expect(
        Sovereignty.isTerritory(country, among: [country]) == expected,
        "\(record.name) (\(record.code))")
    }
  }

  @Test func everyCapitalTheDataShares_namesAnIndependentCountryFirst() throws {
    let records = try bundledRecords()
    let byCapital = Dictionary(
      grouping: records.flatMap { record in
        record.capitals.map { (key: capitalKey($0), record: record) }
      }, by: \.key)
    let shared = byCapital.values.filter { $0.count > 1 }.map { $0.map(\.record) }

    #expect(shared.count >= 3, "the data shares Kingston, Washington and others")
    for group in shared where group.contains(where: \.independent) {
      let countries = group.sorted { $0.name < $1.name }.map {
        makeCountry(code: $0.code, name: $0.name, capitals: $0.capitals)
      }
      let first = try #require(Sovereignty.sovereignFirst(countries).first)
      #expect(
        group.first { $0.code == first.code }?.independent == true,
        "\(group.map(\.name)) starts with \(first.name)")
    }
  }

  // MARK: - Helpers

  /// Not independent in the data, yet no territory of a sovereign state: disputed states and
  /// Antarctica, which keep the order the data gives.
  private static let notTerritories: Set = ["AQ", "EH", "PS", "TW"]

  private struct Record {
    let code: String
    let name: String
    let capitals: [String]
    let independent: Bool
  }

  private func bundledRecords() throws -> [Record] {
    let data = try RepositoryFiles.contents(of: RepositoryFiles.restCountriesV31)
    let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    let records = objects.compactMap { object -> Record? in
      guard let code = object["cca2"] as? String,
        let name = (object["name"] as? [String: Any])?["common"] as? String,
        let independent = object["independent"] as? Bool
      else { return nil }
      return Record(
        code: code, name: name, capitals: object["capital"] as? [String] ?? [],
        independent: independent)
    }
    try #require(records.count == objects.count)
    return records
  }

  /// Capitals the way a reverse question matches them: "George Town" is "Georgetown".
  private func capitalKey(_ capital: String) -> String {
    String(capital.lowercased().unicodeScalars.filter { CharacterSet.letters.contains($0) })
      .folding(options: .diacriticInsensitive, locale: nil)
  }
}
