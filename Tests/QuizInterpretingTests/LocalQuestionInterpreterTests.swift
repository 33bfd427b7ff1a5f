import QuizEngine
import Testing

@testable import QuizInterpreting

@Suite("LocalQuestionInterpreter")
struct LocalQuestionInterpreterTests {
  @Test(
    "understands the capital question however it is phrased",
    arguments: [
      ("What is the capital of Peru?", "Peru"),
      ("capital of Peru", "Peru"),
      ("Peru capital", "Peru"),
      ("Do you know Peru's capital?", "Peru"),
      ("What's the capital city of Bosnia and Herzegovina?", "Bosnia and Herzegovina"),
      ("Which city is the capital of Isle of Man?", "Isle of Man"),
      ("Tell me the capital of Marshall Islands", "Marshall Islands"),
      (
        "Saint Helena, Ascension and Tristan da Cunha capital",
        "Saint Helena, Ascension and Tristan da Cunha"
      ),
      ("what is the Irish capital?", "Irish"),
      ("the German capital", "German"),
      ("hi, what's the capital of italy?", "italy"),
      ("hello there, I wonder what the capital of Peru is, cheers", "Peru"),
      ("capital of kenyaa is which city", "kenyaa"),
      ("CAPITAL OF JAPAN", "JAPAN"),
      ("  capital\tof   Chile  ", "Chile"),
      ("capital of the Netherlands???", "Netherlands"),
      ("Peru: capital?", "Peru"),
      ("For Kenya, what's the capital?", "Kenya"),
      ("capital of Côte d'Ivoire", "Côte d'Ivoire"),
      ("capital of Guinea-Bissau", "Guinea-Bissau"),
      ("Cocos (Keeling) Islands capital", "Cocos (Keeling) Islands"),
      ("capital of St. Lucia", "St. Lucia"),
      ("Vatican City capital please", "Vatican City"),
      ("capital of Atlantis", "Atlantis"),
      ("whats peru capital", "peru"),
      ("Could you please tell me the capital city of Peru?", "Peru"),
      ("capital: Peru", "Peru"),
      ("Peru's capital is what?", "Peru"),
      ("What is the capital of Peru and what is its flag", "Peru"),
      ("capital of Peru pleease", "Peru"),
      ("Peru is the country, what's its capital?", "Peru"),
      ("what's the capital of the country called Peru", "Peru"),
      ("waht is teh capital of Peru", "Peru"),
      ("the Peruvian capital", "Peruvian"),
      ("capital of El Salvador", "El Salvador"),
      ("Let's begin with the capital of France", "France"),
    ])
  func capital(text: String, subject: String) {
    #expect(makeSUT().interpret(text) == .capital(of: subject))
  }

  @Test(
    "reads typos in the word for capital",
    arguments: ["captial", "capitol", "capitl", "capial", "Capitla", "CAPITAL", "capitals"])
  func capitalTypos(word: String) {
    #expect(makeSUT().interpret("What is the \(word) of Sudan?") == .capital(of: "Sudan"))
  }

  @Test(
    "understands the flag question however it is phrased",
    arguments: [
      ("Show me the flag of Mexico", "Mexico"),
      ("show me the Swedish flag", "Swedish"),
      ("What does Trinidad and Tobago's flag look like?", "Trinidad and Tobago"),
      ("What does Turks and Caicos Islands's flag look like?", "Turks and Caicos Islands"),
      ("Peru: flag?", "Peru"),
      ("Peru - flag", "Peru"),
      ("the Spanish national flag", "Spanish"),
      ("flag emoji for Japan", "Japan"),
      ("FLAG OF JAPAN", "JAPAN"),
      ("flag of US", "US"),
      ("flag of Mordor", "Mordor"),
      ("Vatican City flag", "Vatican City"),
      ("flag Peru", "Peru"),
      ("What colours are on the flag of Peru?", "Peru"),
      ("what does the Peruvian flag look like", "Peruvian"),
      ("what's Virgin Islands, U.S.'s flag", "Virgin Islands, U.S"),
      ("I want to see the Japanese flag", "Japanese"),
      ("Can I see Japan's flag?", "Japan"),
      ("show me the flag of the Holy See", "Holy See"),
    ])
  func flag(text: String, subject: String) {
    #expect(makeSUT().interpret(text) == .flag(of: subject))
  }

  @Test(
    "reads typos in the word for flag",
    arguments: ["flga", "falg", "flg", "flagg", "FLAG", "flags"])
  func flagTypos(word: String) {
    #expect(makeSUT().interpret("show me the \(word) of Chad") == .flag(of: "Chad"))
  }

  @Test(
    "understands the ISO code question however it is phrased",
    arguments: [
      ("What is the ISO alpha-2 country code for Benin?", "Benin"),
      ("2-letter code for Kenya", "Kenya"),
      ("What's the two-letter code of Libya?", "Libya"),
      ("alpha-2 code of Romania", "Romania"),
      ("Bangladesh iso code", "Bangladesh"),
      ("country code for Equatorial Guinea", "Equatorial Guinea"),
      ("Kenya iso", "Kenya"),
      ("iso code for Oz", "Oz"),
      ("code of Slovakia", "Slovakia"),
      ("what is the abbreviation for Germany", "Germany"),
      ("ISO 3166-1 alpha-2 code for Peru", "Peru"),
      ("What's the alpha2 for Peru", "Peru"),
      ("What are the two letters for Peru?", "Peru"),
      ("country code Peru", "Peru"),
      ("How is Peru abbreviated?", "Peru"),
    ])
  func isoCode(text: String, subject: String) {
    #expect(makeSUT().interpret(text) == .isoCode(of: subject))
  }

  @Test("reads typos in the word for code", arguments: ["coed", "cdoe", "cod", "codee"])
  func codeTypos(word: String) {
    #expect(makeSUT().interpret("iso \(word) for Algeria") == .isoCode(of: "Algeria"))
  }

  @Test(
    "understands prefix questions however they are phrased",
    arguments: [
      ("Which countries start with CH?", "CH"),
      ("which nations begin with Ma", "Ma"),
      ("countries beginning with the letter K", "K"),
      ("which countries start with 'south'", "south"),
      ("Which countries begin with the letters BE?", "BE"),
      ("List countries that begin with c", "c"),
      ("countries starting with ZZZ", "ZZZ"),
      ("Which countries start with Uk?", "Uk"),
      ("starting with the letter Z", "Z"),
      ("countries that strat with New", "New"),
      ("contries begining with United", "United"),
      ("which countries start with an S", "S"),
      ("which countries start with an E", "E"),
      ("nations that begin with an i", "i"),
      ("which countries start with a U", "U"),
      ("countries starting with a", "a"),
      ("countries whose first letter is Q", "Q"),
      ("countries starting with \"Saint\"", "Saint"),
      ("nations statring wiht Bo", "Bo"),
      ("Which countries have names starting with B?", "B"),
      ("Any countries starting with Q?", "Q"),
      ("Are there countries that start with X?", "X"),
      ("Show me countries starting w/ K", "K"),
      ("countries starting in K", "K"),
      ("Which nation's name begins with Y?", "Y"),
      ("Starts with 'Bel' - which countries?", "Bel"),
      ("What countries' names start with Mo?", "Mo"),
      ("countries with names that start with New", "New"),
    ])
  func prefix(text: String, prefix: String) {
    #expect(makeSUT().interpret(text) == .countriesStarting(with: prefix))
  }

  @Test(
    "does not take other questions for country questions",
    arguments: [
      "what time is it?", "what is the population of Brazil?",
      "what is the time difference with Chile", "capital gains tax rules", "I collect flags",
      "good morning", "tell me a story", "what currency is used in Peru", "who won the world cup",
      "!!!", "how tall is Everest", "", "   ", "capital letters", "red flag", "flag football",
      "what is the zip code for Boston", "which cities start with B",
      "flag of",
      "flags of the world", "What's the capital gains tax in Peru?", "Is Peru a country?",
      "Where is Peru?", "flag this message", "raise the flag", "what is a flag",
      "what does the code do", "capital one credit card", "the capital of the world",
      "start with the basics", "what is the capital of a country starting with B",
      "How do I code in Swift?", "how do I flag a post on Reddit", "learn to code in Peru",
      "write python code to reverse a string", "some java code for parsing dates",
      "please flag these comments as abuse", "flag this user for me",
      "what's another word for capital", "a synonym of capital, 7 letters",
      "how do I roll out a feature flag", "what's the HS code for leather shoes",
    ])
  func unrecognized(text: String) {
    #expect(makeSUT().interpret(text) == .unrecognized)
  }

  @Test(
    "reads what else is asked about a country's capital or flag, to say it is not answered",
    arguments: [
      ("what is the population of the capital of France", Intent.capital, "France", "population"),
      ("Where is the capital of Peru located?", .capital, "Peru", "location"),
      ("who is the mayor of the capital of Japan", .capital, "Japan", "mayor"),
      ("what do the colours of the flag of Kenya mean", .flag, "Kenya", "meaning"),
      ("what does the red on Canada's flag stand for", .flag, "Canada", "meaning"),
    ])
  func outsideScope(text: String, intent: Intent, subject: String, topic: String) {
    #expect(makeSUT().interpret(text) == .outsideScope(intent, subject: subject, topic: topic))
  }

  @Test(
    "reads a second question about another fact, asked beside one of ours, to answer ours",
    arguments: [
      (
        "What's the capital of Peru and what's the population there?", Intent.capital, "Peru",
        "population"
      ),
      ("what's the flag of Chile and what's its national anthem called?", .flag, "Chile", "anthem"),
      ("what's the currency of poland and its iso code", .isoCode, "poland", "currency"),
      ("Capital of Kenya? And how many people live there?", .capital, "Kenya", "population"),
      ("code for Togo + what time is it in Lomé right now", .isoCode, "Togo", "time zone"),
    ])
  func factBesideAnother(text: String, intent: Intent, subject: String, topic: String) {
    #expect(
      makeSUT().interpret(text) == .factBesideAnother(intent, subject: subject, topic: topic))
  }

  // MARK: - Helpers

  private func makeSUT() -> LocalQuestionInterpreter {
    LocalQuestionInterpreter()
  }
}
