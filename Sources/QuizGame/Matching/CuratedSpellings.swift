/// Names people type that the data lacks, each for one answer. Kept small: the data's own
/// common, official, alternate and native names do the rest, and no typo is ever added here,
/// since a game tests the spelling.
enum CuratedSpellings {
  /// By ISO alpha-2 code. Only names that mean that one country: not "Korea", not "Congo"
  /// (the data gives "Congo" to the Republic of the Congo alone), not "Guinea".
  static let countries: [String: [String]] = [
    // "England" stands for the whole kingdom in everyday speech, and no other answer of any
    // game is England: refusing it is the commonest complaint about world quizzes.
    "GB": ["Britain", "Great Britain", "England", "UK", "U.K."],
    "US": ["America", "USA", "U.S.", "U.S.A.", "United States of America", "the States"],
    "NL": ["Holland", "The Netherlands"],
    "MM": ["Burma"],
    "MK": ["Macedonia"],
    "VA": ["Vatican", "Holy See", "the Vatican", "Vatican City State"],
    "CI": ["Ivory Coast", "Côte d'Ivoire", "Cote d'Ivoire"],
    "BA": ["Bosnia", "Bosnia-Herzegovina", "Bosnia Herzegovina"],
    "CZ": ["Czech Republic", "Czechia"],
    "TL": ["East Timor", "Timor-Leste"],
    "SZ": ["Swaziland", "Eswatini"],
    "CV": ["Cape Verde", "Cabo Verde"],
    "CD": [
      "DRC", "DR Congo", "Democratic Republic of Congo", "Democratic Republic of the Congo",
      "Congo-Kinshasa", "Zaire",
    ],
    "CG": ["Congo-Brazzaville", "Republic of Congo", "Congo Republic"],
    "AE": ["UAE", "U.A.E.", "Emirates"],
    "TR": ["Türkiye", "Turkiye"],
    "KR": ["S Korea", "S. Korea"],
    "KP": ["N Korea", "N. Korea"],
    "FM": ["Federated States of Micronesia"],
    "ST": ["Sao Tome and Principe"],
    "GM": ["The Gambia"],
    "BS": ["The Bahamas"],
    "PH": ["The Philippines"],
    "RU": ["Russian Federation"],
    "LA": ["Lao"],
    "VN": ["Viet Nam"],
    "BN": ["Brunei Darussalam"],
    "SY": ["Syrian Arab Republic"],
  ]

  /// By the data's capital, spellings in wide use that the data spells another way.
  static let capitals: [String: [String]] = [
    "Washington, D.C.": ["Washington", "Washington DC"],
    "Kyiv": ["Kiev"],
    "Ulan Bator": ["Ulaanbaatar"],
    "City of San Marino": ["San Marino"],
    "Bern": ["Berne"],
    "Sri Jayawardenepura Kotte": ["Kotte", "Sri Jayewardenepura Kotte"],
    "Nuku'alofa": ["Nukualofa"],
  ]
}
