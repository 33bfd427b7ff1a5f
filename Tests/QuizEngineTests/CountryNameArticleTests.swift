import Foundation
import QuizEngine
import QuizTestSupport
import Testing

/// "The capital of the Netherlands", never "of Netherlands": which names take "the", checked
/// against every common name in the data the bundled snapshot is made from.
@Suite("Country names that take \"the\"")
struct CountryNameArticleTests {
  @Test(arguments: [
    ("United States", "the United States"),
    ("Netherlands", "the Netherlands"),
    ("Philippines", "the Philippines"),
    ("Bahamas", "the Bahamas"),
    ("Gambia", "the Gambia"),
    ("United Kingdom", "the United Kingdom"),
    ("United Arab Emirates", "the United Arab Emirates"),
    ("DR Congo", "the DR Congo"),
    ("Democratic Republic of the Congo", "the Democratic Republic of the Congo"),
    ("Central African Republic", "the Central African Republic"),
    ("Maldives", "the Maldives"),
    ("Solomon Islands", "the Solomon Islands"),
    ("Isle of Man", "the Isle of Man"),
    ("Peru", "Peru"),
    ("Czechia", "Czechia"),
    ("Christmas Island", "Christmas Island"),
    ("The Gambia", "The Gambia"),
  ])
  func aNameInASentence_takesTheWhenEnglishDoes(_ name: String, _ expected: String) {
    #expect(CountryNameArticle.inSentence(name) == expected)
  }

  @Test func everyNameInTheDataThatMayTakeThe_isDecided() throws {
    let names = try bundledCommonNames()
    let candidates = names.filter(Self.mayTakeThe)

    let undecided = candidates.filter {
      !CountryNameArticle.takesThe($0) && Self.withoutThe[$0] == nil
    }

    #expect(candidates.count > 40, "the data should hold many such names")
    #expect(undecided.isEmpty, "decide whether these take \"the\": \(undecided)")
  }

  @Test func theNamesDecidedWithoutThe_doNotTakeIt_andAreInTheData() throws {
    let names = Set(try bundledCommonNames())

    for name in Self.withoutThe.keys {
      #expect(!CountryNameArticle.takesThe(name), "\(name)")
      #expect(names.contains(name), "\(name) is no longer in the data")
    }
  }

  @Test func everyCuratedName_isInTheData_orAnotherSourcesSpelling() throws {
    let names = Set(try bundledCommonNames())

    let unknown = CountryNameArticle.namesTakingThe.subtracting(names)
      .subtracting(Self.otherSourcesSpellings)

    #expect(unknown.isEmpty, "not in the data: \(unknown.sorted())")
  }

  // MARK: - Helpers

  /// A name that may take "the": a plural-looking last word ("Maldives", "Islands"), or a
  /// word that names a union, a republic or a kind of territory.
  private static func mayTakeThe(_ name: String) -> Bool {
    let words = name.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ")" }).map(String.init)
    let telling: Set = [
      "Islands", "Isle", "Republic", "United", "Kingdom", "States", "Emirates", "Lands",
      "Territory", "Congo", "Coast", "Union", "Federation", "Sahara",
    ]
    return words.last?.hasSuffix("s") == true || words.contains(where: telling.contains)
  }

  /// Candidates that take no article in English, each with the reason.
  private static let withoutThe: [String: String] = [
    "Barbados": "a singular name ending in s",
    "Belarus": "a singular name ending in s",
    "Cyprus": "a singular name ending in s",
    "Honduras": "a singular name ending in s",
    "Laos": "a singular name ending in s",
    "Mauritius": "a singular name ending in s",
    "Saint Kitts and Nevis": "named after its islands, each a singular name",
    "Saint Vincent and the Grenadines": "begins with the singular Saint Vincent",
    "Heard Island and McDonald Islands": "begins with the singular Heard Island",
    "Ivory Coast": "current English usage drops the article",
    "Western Sahara": "usage without the article is standard",
  ]

  /// Names other REST Countries versions or servers use for the same countries.
  private static let otherSourcesSpellings: Set = [
    "Czech Republic", "Democratic Republic of the Congo", "Federated States of Micronesia",
    "Holy See", "Virgin Islands (U.S.)", "Virgin Islands (British)",
  ]

  private func bundledCommonNames(sourceLocation: SourceLocation = #_sourceLocation) throws
    -> [String]
  {
    let data = try RepositoryFiles.contents(of: RepositoryFiles.restCountriesV31)
    let records = try #require(
      try JSONSerialization.jsonObject(with: data) as? [[String: Any]],
      sourceLocation: sourceLocation)
    let names = records.compactMap { ($0["name"] as? [String: Any])?["common"] as? String }
    try #require(names.count == records.count, sourceLocation: sourceLocation)
    return names
  }
}
