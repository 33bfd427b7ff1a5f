import QuizGame
import Testing

@Suite("AnswerFolding")
struct AnswerFoldingTests {
  @Test(arguments: [
    ("France", "france"), ("  FRANCE ", "france"), ("Côte d'Ivoire", "cotedivoire"),
    ("Cote d’Ivoire", "cotedivoire"), ("São Tomé and Príncipe", "saotomeandprincipe"),
    ("Sao Tome & Principe", "saotomeandprincipe"), ("St. Lucia", "saintlucia"),
    ("St Lucia", "saintlucia"), ("Saint Lucia", "saintlucia"), ("The Gambia", "gambia"),
    ("the   gambia", "gambia"), ("Guinea-Bissau", "guineabissau"),
    ("Guinea Bissau", "guineabissau"), ("New Zealand", "newzealand"),
    ("NewZealand", "newzealand"), ("U.S.A.", "usa"), ("Åland", "aland"), ("Straße", "strasse"),
    ("", ""), ("   ", ""), ("!?.", ""),
  ])
  func fold_ignoresCaseAccentsPunctuationSpacingAndLeadingThe(text: String, folded: String) {
    #expect(AnswerFolding.fold(text) == folded)
  }

  @Test func fold_keepsThe_whenItIsTheWholeText_orNotLeading() {
    #expect(AnswerFolding.fold("the") == "the")
    #expect(AnswerFolding.fold("Isle of the Dead") == "isleofthedead")
  }

  @Test func fold_readsStOnlyAsAWord() {
    #expect(AnswerFolding.fold("Stockholm") == "stockholm")
    #expect(AnswerFolding.fold("Ste") == "ste")
  }

  @Test func fold_keepsOtherScripts_lowerCased() {
    #expect(AnswerFolding.fold("Ελλάδα") == "ελλαδα")
    #expect(AnswerFolding.fold("日本") == "日本")
  }

  @Test func fold_neverCrashes_onControlCharactersOrHugeText() {
    #expect(AnswerFolding.fold("\u{1B}[31mFrance\u{7}") == "31mfrance")
    #expect(AnswerFolding.fold(String(repeating: "ab ", count: 10_000)).count == 20_000)
  }
}
