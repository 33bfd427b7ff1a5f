import QuizEngine
import Testing

@testable import QuizInterpreting

/// Letters asked for the way people type them when they are in a hurry or chatting: marked
/// as letters by a dash, dots, a star or quotes, next to "countries"; or after a verb of
/// starting, among words nobody wrote a rule for.
@Suite("Reading a prefix question by its evidence")
struct PrefixEvidenceTests {
  let interpreter = LocalQuestionInterpreter()

  @Test(
    "letters marked as letters next to the word countries",
    arguments: [
      ("Pa- countries?", "Pa"), ("Gu... countries pls", "Gu"), ("Ma — any countries?", "Ma"),
      ("countries: 'Bo'", "Bo"), ("Le* countries", "Le"), ("T. Countries. Now.", "T"),
      ("countries w/ Ca", "Ca"), ("countries: Ur...", "Ur"), ("countries w letter K", "K"),
      ("nations with Mo at the start please", "Mo"), ("Ch… countries? i only know chad", "Ch"),
    ])
  func markedLetters(text: String, prefix: String) {
    #expect(interpreter.interpret(text) == .countriesStarting(with: prefix), "\(text)")
  }

  @Test(
    "a verb of starting among chatter",
    arguments: [
      (
        "Good evening. I am not used to these chat things. Could you list the countries "
          + "which begin with the letters 'Tu'? Much obliged.", "Tu"
      ),
      ("is there a country other than Chad that starts with Cha", "Cha"),
      ("which country names open with Gr", "Gr"),
      ("Oman is the only country I know, anything else starting with Om?", "Om"),
      ("doing a word puzzle, give me countries that start with Gu", "Gu"),
      ("kountries beginin with sw", "sw"), ("countriesthatstartwithz", "z"),
      ("countriesbeginningwithal", "al"),
    ])
  func startVerbAmongChatter(text: String, prefix: String) {
    #expect(interpreter.interpret(text) == .countriesStarting(with: prefix), "\(text)")
  }

  @Test(
    "examples that share the letters ask for the rest",
    arguments: [
      ("Mali, Malta... what else starts with Mal?", "Mal"),
      ("Croatia and Cuba both begin with \"C\" — any more?", "C"),
    ])
  func examplesAskForTheRest(text: String, prefix: String) {
    #expect(interpreter.interpret(text) == .countriesStarting(with: prefix), "\(text)")
  }

  @Test(
    "letters said by their names, or pointed back to",
    arguments: [
      ("countries that start with tee eye", "TI"), ("countries beginning with ess you", "SU"),
      ("Gh — countries starting with it?", "Gh"),
      ("which countries begin with capital letter K", "K"),
      ("countries that start with uppercase 'M'", "M"),
      ("countries starting with a lowercase g", "G"),
      ("nations that begin with 'B-U'", "BU"), ("K-E countries, list them", "KE"),
      ("countries that begin with 'S' 'U'", "SU"), ("Ma-starting countries?", "Ma"),
      ("ctrys w/ 'Bur' at the start", "Bur"), ("countries beginning Gua", "Gua"),
      ("países que começam com 'Ba'", "Ba"), ("paesi che iniziano con M", "M"),
      ("kraje starting with 'Sl' — Słowacja, Słowenia, anything else?", "Sl"),
      ("Länder starting with Ö", "Ö"),
      ("countries starting with Gau *Gua", "Gua"),
      ("countries starting with like 'Bo'", "Bo"),
      ("countries starting with 'Gu' — actually make that 'Gui'", "Gui"),
      ("countries beginning with the first letter of my dog's name, which is Rex", "R"),
      ("all countries starting with 'Ba' — no wait, 'Be'", "Be"),
      ("countries starting with Ma... make that Mo", "Mo"),
      ("countries starting with 'Ca' … I mean 'Co'", "Co"),
      // Letters chosen again, with "with", after the person changes their mind.
      ("countries starting with 'Be' and 'Bo'... let's just go with 'Bo'", "Bo"),
      ("countries starting with 'Ar' or 'Au'... go with Au", "Au"),
      ("countries that begin with 'Tsch'? oh wait, English... with 'Ch' then", "Ch"),
      ("the countries that begin for 'Es'", "Es"),
      ("my teecher sed to find cuntrys that start with P", "P"),
      ("countries with the same first 3 letters as my name, Malik", "Mal"),
      ("same first letters as my name, Kat — any countries?", "Kat"),
      ("any countries with the first letter of my surname, Okafor?", "O"),
      ("nations starting for the letter P", "P"),
    ])
  func lettersByNameOrPointedBack(text: String, prefix: String) {
    #expect(
      interpreter.interpret(text).prefix?.uppercased() == prefix.uppercased(), "\(text)")
  }

  @Test(
    "what is not a list of countries stays unread",
    arguments: [
      "cities w/ Ba", "Ba- words for scrabble", "which country is DE", "country: XY",
      "Peru- countries?", "Qu- words for scrabble", "Let's begin with Chad",
      "population of countries w/ Ba", "US states with Al at the start",
      "countries starting today", "Ba-starting words for scrabble",
      "which countries start for the World Cup",
      "countries with the same first letter as their capital",
    ])
  func refused(text: String) {
    #expect(interpreter.interpret(text).prefix == nil, "\(text)")
  }
}

extension Question {
  /// The letters asked for, whichever list of countries is asked.
  fileprivate var prefix: String? {
    switch self {
    case .countriesStarting(let prefix), .countriesStartingIgnoringQualifier(let prefix),
      .countriesStartingIn(_, let prefix):
      prefix
    default: nil
    }
  }
}
