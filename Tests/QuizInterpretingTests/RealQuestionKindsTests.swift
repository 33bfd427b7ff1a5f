import QuizEngine
import Testing

@testable import QuizInterpreting

/// The ways real questions are looser than the template ones, each as a kind of question:
/// the answer the quiz gives from the bundled data.
@Suite("Real questions, kind by kind")
struct RealQuestionKindsTests {
  @Test(
    "finds the country inside a longer description of it",
    arguments: [
      ("capital of Fiji, the island nation in the Pacific", "FJ"),
      ("what is the capital of the landlocked african country mali", "ML"),
      ("the capital of the territory known as Guam", "GU"),
      ("capital of Myanmar (Burma)", "MM"),
      ("what's the capital of Australia (not Sydney!)", "AU"),
      ("present-day capital of Germany", "DE"),
      ("capital city of present day Turkey", "TR"),
      ("capital of ghana on a map", "GH"),
      ("capital of Egypt in 2025", "EG"),
      ("With 3 million people, what is the capital of Armenia?", "AM"),
      ("With a population of 3 million, what is the capital of Armenia?", "AM"),
      ("capital of South Sudan (newest country)", "SS"),
      ("What is the capital of the former Soviet republic of Georgia?", "GE"),
      ("the capital of the country formerly known as Zaire", "CD"),
      ("capital of the large island nation of Madagascar", "MG"),
      ("capital of the landlocked african country malli", "ML"),
      ("capital of the USA in 2025", "US"),
      ("First, what is the capital of France?", "FR"),
      ("What's the capital of Cote d'Ivoire, Abidjan or Yamoussoukro?", "CI"),
      ("many people think Sydney is the capital of Australia, but what is it really?", "AU"),
      ("what is the capital of the us", "US"),
      ("thecapital of france", "FR"),
      ("capital of Cote dIvoire", "CI"),
      ("capital ofjapan", "JP"),
      ("capital of the island of Malta", "MT"),
      ("capital of Tanzania - not Dar es Salaam", "TZ"),
      ("capital of the Republic of the Congo (not DRC)", "CG"),
      // Hard: a longer name holds a shorter one, and must win.
      ("capital of Guinea-Bissau", "GW"),
      ("capital of Papua New Guinea", "PG"),
      ("what are the capitals of Bolivia? I have a quiz", "BO"),
      ("capital of South Sudan", "SS"),
    ])
  func wrappedName(text: String, code: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == .capital)
    #expect(answer.match?.country.code == code)
  }

  @Test(
    "reads question words spelt by sound and keywords said the long way",
    arguments: [
      ("kapital of france", Intent.capital, "FR"),
      ("capitle of sweden", .capital, "SE"),
      ("wat is the kapitel of russia", .capital, "RU"),
      ("phlag of finland", .flag, "FI"),
      ("fleg of the philippines", .flag, "PH"),
      ("iso kode for italy", .isoCode, "IT"),
      ("the two letters used as the country code of Hungary", .isoCode, "HU"),
      ("Romania's two-letter abbreviation", .isoCode, "RO"),
      ("what two letters stand for Switzerland", .isoCode, "CH"),
    ])
  func soundSpelling(text: String, intent: Intent, code: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == intent)
    #expect(answer.match?.country.code == code)
  }

  @Test(
    "never answers a different question about a capital, a flag or a code",
    arguments: [
      "how many people live in the capital of Japan", "who is the mayor of the capital of France",
      "where is the capital of Brazil located", "financial capital of India",
      "what do the colours of the Indian flag mean", "what animal is on the flag of Mexico",
      "when was the Canadian flag adopted", "phone country code for India",
      "dialling code for Spain", "top level domain for Germany",
      "what is the state abbreviation for Texas", "does Switzerland have a capital",
      "airport code for the capital of Peru", "postal code of the capital of Norway",
      "what is the ISO three letter code for France", "alpha-3 code of Peru",
      "which country's flag is red with a white cross", "when did Canada get its flag",
      "former capital of Brazil", "what was the capital of Germany before Berlin",
      "name a country whose flag has a maple leaf", "how old is the flag of Denmark",
      "how do I compile code for Peru", "What country code is +44",
      "what is the population of Tokyo, the capital of Japan",
      "what do the stars on the US flag represent", "postcode of the capital of Ireland",
      "what is the abbreviation for the state of California", "which capitals are in Europe",
      "capital cities of the G7",
      "capital of the largest country in south america",
    ])
  func otherQuestion(text: String) throws {
    let answer = try answer(text)
    #expect(answer.outcome == .unrecognized)
    #expect(answer.match == nil)
  }

  @Test("says which part it understood when it can name it")
  func outsideScope() throws {
    let answer = try answer("What is the population of the capital of Australia?")
    #expect(answer.outcome == .unrecognized)
    #expect(
      ReplyWording.text(for: answer)
        == "I can tell you the capital of Australia, not its population.")
  }

  @Test(
    "quotes only the name in 'not found', never the words around it",
    arguments: [
      ("flag of Atlantis, the lost city", "Atlantis"),
      ("capital of Gondor from lord of the rings", "Gondor"),
      ("what is the capital of the country of Wakanda in the marvel movies", "Wakanda"),
    ])
  func notFoundQuote(text: String, typed: String) throws {
    guard case .countryNotFound(_, let quoted, _) = try answer(text) else {
      Issue.record("\(text) was found")
      return
    }
    #expect(quoted == typed)
  }

  @Test("never takes a place named after a country for the country")
  func namedAfterACountry() throws {
    #expect(try answer("capital of East Germany").outcome == .countryNotFound)
    #expect(try answer("flag of Northern Cyprus").outcome == .countryNotFound)
  }

  @Test("never takes an everyday word in a description for a country's alternate name")
  func everydayWordIsNoCountry() throws {
    // "Island" is one of Iceland's names in the data.
    let answer = try answer("flag of the island nation of Tuvalo")
    #expect(answer.match?.country.code != "IS")
  }

  @Test(
    "says a state, province or city is not a country, never a near country",
    arguments: [
      ("capital of Texas", Intent.capital, "Texas", "a US state" as String?),
      ("flag of Bavaria", .flag, "Bavaria", "a German state"),
      ("capital of Ontario", .capital, "Ontario", "a Canadian province"),
      ("capital of siberia", .capital, "Siberia", "a Russian region"),
      ("capital of New Mexico", .capital, "New Mexico", "a US state"),
      ("flag of New South Wales", .flag, "New South Wales", "an Australian state"),
      ("flag of Lima", .flag, "Lima", nil), ("iso code for texas", .isoCode, "Texas", "a US state"),
      // Hard: a place with its country after it is still the place.
      ("capital of california usa", .capital, "California", "a US state"),
      ("what is the capital of Bavaria germany", .capital, "Bavaria", "a German state"),
    ])
  func notACountry(text: String, intent: Intent, place: String, description: String?) throws {
    let answer = try answer(text)
    #expect(answer == .notACountry(intent, place: place, description: description))
    #expect(answer.outcome == .countryNotFound)
    #expect(
      ReplyWording.text(for: answer)
        == (description.map { "\(place) is \($0), not a country." }
          ?? "\(place) is not a country I know about."))
  }

  @Test(
    "does not answer questions about many countries at once",
    arguments: [
      "all the capitals of Europe", "list of capitals in Africa",
      "capitals of south american countries", "what is the northernmost capital in the world",
      "which flag has a dragon on it", "flags with a cross",
      "capitals of Spanish-speaking countries",
      "the capitals of Scandinavia", "name a capital city on the Danube",
    ])
  func manyCountries(text: String) throws {
    #expect(try answer(text) == .unrecognized)
  }

  @Test(
    "answers a prefix question with a qualifier the data cannot check for all countries, and says so",
    arguments: [
      ("landlocked countries that begin with the letter B", "B"),
      ("small african countries beginning with M", "M"),
      // A condition on the end of the name is not read, so the list says it is not filtered.
      ("countries starting with b and ending with a", "B"),
      ("which countries begin with S and end in N", "S"),
    ])
  func qualifiedPrefix(text: String, prefix: String) throws {
    let answer = try answer(text)
    guard case .countriesIgnoringQualifier(let countries, let shown) = answer else {
      Issue.record("\(text) gave \(answer)")
      return
    }
    #expect(shown == prefix)
    #expect(!countries.isEmpty)
    #expect(countries.allSatisfy { TextFolding.fold($0.name).uppercased().hasPrefix(prefix) })
    #expect(ReplyWording.text(for: answer).contains("not filtered by region"))
  }

  @Test("an ending in another sentence is not a condition on the list")
  func endingInAnotherSentence() throws {
    guard case .countries = try answer("Which countries start with B? I will end here.") else {
      Issue.record("not a plain prefix answer")
      return
    }
  }

  @Test("keeps the plain answer, with no note, for a prefix question with no qualifier")
  func plainPrefix() throws {
    guard case .countries(_, let prefix) = try answer("which countries begin with the letter A")
    else {
      Issue.record("not a plain prefix answer")
      return
    }
    #expect(prefix == "A")
  }

  @Test("keeps a property of the countries out of a prefix question")
  func prefixAboutAProperty() throws {
    #expect(try answer("countries whose capital starts with B") == .unrecognized)
    #expect(try answer("cities that start with B") == .unrecognized)
  }

  @Test(
    "answers flag colour questions with the flag and its description",
    arguments: [
      ("what colours are on the Greek flag?", "GR"), ("colors of the german flag", "DE"),
      ("what colours make up the Belgian flag", "BE"),
    ])
  func flagColours(text: String, code: String) throws {
    let answer = try answer(text)
    let match = try #require(answer.match)
    #expect(answer.intent == .flag)
    #expect(match.country.code == code)
    #expect(
      ReplyWording.text(for: answer)
        == "The flag of \(match.country.name) is \(match.country.flag.emoji)")
    let detail = try #require(ReplyWording.detail(for: answer))
    #expect(detail.hasPrefix("It "))
  }

  @Test(
    "names a state that no longer exists as English does",
    arguments: [
      ("capital of East Germany", "East Germany no longer exists: it joined the Federal"),
      ("flag of the GDR", "The GDR no longer exists: "),
      ("capital of the USSR", "The USSR no longer exists: it broke up into 15 countries"),
      ("capital of the soviet union", "The Soviet Union no longer exists"),
      ("capital of Austria-Hungary", "Austria-Hungary no longer exists: it broke up in 1918."),
      ("capital of South Yemen", "South Yemen no longer exists: it joined North Yemen"),
      (
        "capital of the Gilbert Islands", "The Gilbert Islands no longer exists: it became Kiribati"
      ),
      ("capital of the roman empire", "The Roman Empire no longer exists."),
      ("What's the capital of the Ottoman Empire?", "The Ottoman Empire no longer exists"),
      ("what was the capital of the byzantine empire", "The Byzantine Empire no longer exists"),
    ])
  func formerState(question: String, reply: String) throws {
    let text = ReplyWording.text(for: try answer(question))

    #expect(text.hasPrefix(reply), "\(text)")
  }
}
