/// Which country names take "the" in a sentence: "The capital of the Netherlands is
/// Amsterdam." English decides it name by name ("the Gambia" but "Ghana", "the Maldives" but
/// "Mauritius"), so it is a curated list, checked by a test against every name in the data.
public enum CountryNameArticle {
  /// Common names as REST Countries writes them, and a few other sources' spellings.
  public static let namesTakingThe: Set<String> = Set(
    lines: """
      Åland Islands
      Bahamas
      British Indian Ocean Territory
      British Virgin Islands
      Caribbean Netherlands
      Cayman Islands
      Central African Republic
      Cocos (Keeling) Islands
      Comoros
      Cook Islands
      Czech Republic
      Democratic Republic of the Congo
      Dominican Republic
      DR Congo
      Falkland Islands
      Faroe Islands
      Federated States of Micronesia
      French Southern and Antarctic Lands
      Gambia
      Holy See
      Isle of Man
      Maldives
      Marshall Islands
      Netherlands
      Northern Mariana Islands
      Philippines
      Pitcairn Islands
      Republic of the Congo
      Seychelles
      Solomon Islands
      Turks and Caicos Islands
      United Arab Emirates
      United Kingdom
      United States
      United States Minor Outlying Islands
      United States Virgin Islands
      Virgin Islands (British)
      Virgin Islands (U.S.)
      """)

  public static func takesThe(_ name: String) -> Bool {
    namesTakingThe.contains(name)
  }

  /// The name as it stands inside a sentence: "the Netherlands", "Peru". A name that already
  /// begins with "The" ("The Gambia", as some sources write it) is left as it is.
  public static func inSentence(_ name: String) -> String {
    takesThe(name) && !name.hasPrefix("The ") ? "the " + name : name
  }

  /// The name opening a sentence: "The Netherlands", "Peru".
  public static func atSentenceStart(_ name: String) -> String {
    takesThe(name) && !name.hasPrefix("The ") ? "The " + name : name
  }
}
