extension CountryQuiz {
  /// The longest run of letters accepted as a prefix from the fallback interpreter.
  static let maximumFallbackPrefixLength = 40

  /// Checks the fallback's reading and answers it, or says why the local result stands.
  ///
  /// Nothing the model writes can reach the answer: a country question is used only when the
  /// catalog resolves its country (the answer then names the catalog's country), and a prefix
  /// only when it is letters the person typed. The reading must also improve on the local
  /// result: an answer beats "not found" and "not understood"; "no countries start with …"
  /// beats only "not understood".
  static func checkedAnswer(
    to reading: Question, typed: String, improving local: Answer, in catalog: CountryCatalog,
    resolver: some CountryResolver
  ) -> FallbackVerdict {
    switch reading {
    // The fallback's schema has only the four kinds of question, and no conversation.
    case .unrecognized, .outsideScope, .countryWithCapital, .countryWithCode, .countryWithFlag,
      .followUp, .countriesStartingWithEach, .countriesStartingIn, .spotted, .factBesideAnother:
      return .rejected(.notUnderstood)
    case .capital(let subject), .isoCode(let subject), .flag(let subject):
      let answer = AnswerQuestion.answer(reading, in: catalog, resolver: resolver)
      guard answer.outcome == .answered else {
        return .rejected(.unknownCountry(String(subject.prefix(100))))
      }
      return .accepted(answer)
    case .countriesStarting(let prefix), .countriesStartingIgnoringQualifier(let prefix):
      guard isTyped(prefix, in: typed) else {
        return .rejected(.prefixNotInQuestion(String(prefix.prefix(100))))
      }
      let answer = AnswerQuestion.answer(reading, in: catalog, resolver: resolver)
      guard answer.outcome == .answered || local == .unrecognized else {
        return .rejected(.noBetterAnswer)
      }
      return .accepted(answer)
    }
  }

  /// Letters and spaces only, not too many, and there in what the person typed (case and
  /// accents aside): so the prefix shown in the answer is the person's, not the model's.
  static func isTyped(_ prefix: String, in typed: String) -> Bool {
    let folded = TextFolding.fold(prefix)
    guard (1...maximumFallbackPrefixLength).contains(folded.count),
      folded.allSatisfy({ $0.isLetter || $0 == " " }),
      folded.contains(where: \.isLetter)
    else { return false }
    return TextFolding.fold(typed).contains(folded)
  }
}

/// Whether the fallback's reading is used, and its answer; or why not.
enum FallbackVerdict: Hashable {
  case accepted(Answer)
  case rejected(FallbackNote)
}

extension Reply {
  /// The same reply, saying why the fallback interpreter did not help.
  func noting(_ note: FallbackNote) -> Reply {
    Reply(
      question: question, answer: answer, source: source, interpreter: interpreter,
      fallbackNote: note, context: context, contextUse: contextUse)
  }
}
