import QuizEngine

/// Understands questions the way people type them, with no data, no network and no model:
/// any phrasing of the four kinds of question, typos in the words that say what is asked
/// ("captial", "flga", "cdoe", "strat"), the subject before or after them ("Peru's flag",
/// "flag of Peru", "Peru: flag?"), chatty filler around them, any case and punctuation.
///
/// The subject comes back as typed, trimmed of the words around it; deciding which country it
/// names is the resolver's job. Anything else ("what time is it?", "capital gains tax rules",
/// "I collect flags") is `.unrecognized`.
public struct LocalQuestionInterpreter: QuestionInterpreter {
  /// Needs nothing: what it knows of words is built in.
  public init() {}

  /// What `text` asks; `.unrecognized` when it is none of the four questions. Total and
  /// bounded: only the first few hundred characters of a text are read whole; of a message up
  /// to 8,000 bytes long, up to 24 stretches of its clauses first.
  public func interpret(_ text: String) -> Question {
    // "… anyway assuming it was Tajikistan what is the capital of it, and also should I ask
    // for the ladder back": a message longer than a sentence may ask anywhere; it is read a
    // stretch of clauses at a time, from its end, and whole only when no stretch asks.
    let question = stretchAsking(in: text)?.1 ?? interpretWhole(text)
    // "describe the flag of Lithuania in words please, no emoji": the one answer the quiz has
    // for a flag is the one refused.
    if question.asksForAFlag, Self.refusesTheEmoji(text) { return .unrecognized }
    return question
  }

  private static func refusesTheEmoji(_ text: String) -> Bool {
    guard ASCIIWords.contain("emoji", in: text) else { return false }
    let words = Sentence(text).words
    return words.indices.dropFirst().contains { index in
      words[index].folded.hasPrefix("emoji")
        && (max(0, index - 2)..<index).contains {
          ["no", "without", "not"].contains(words[$0].folded)
        }
    }
  }

  /// The first stretch of a long message, from its end, that asks a question, and the question.
  private func stretchAsking(in text: String) -> (String, Question)? {
    for stretch in Self.stretchesOfALongMessage(text) {
      switch interpret(stretch) {
      case .unrecognized, .followUp: continue
      case let question: return (stretch, question)
      }
    }
    return nil
  }

  private func interpretWhole(_ text: String) -> Question {
    if let rewritten = Self.chatHabitsUndone(in: text) { return interpret(rewritten) }
    // A message too long to read whole asks, most often, at its end.
    if let end = Self.endOfALongMessage(text) {
      let question = interpret(end)
      switch question {
      case .unrecognized, .followUp: break
      default: return question
      }
    }
    let sentence = Sentence.of(text)
    // "code for Sudan. South Sudan actually", "cap of Latvia.. no Estonia sry": a last clause
    // that only takes a name back is a correction of the question before it.
    // Of a place only: the reverse readers take codes and capitals back their own way.
    if let joined = Self.takingBackInTheLastClause(sentence) {
      switch interpret(joined) {
      case let question where question.asksOfAPlace: return question
      default: break
      }
    }
    // "code for Tuvalu or Nauru — the second one": one of the places offered, picked by its
    // place in the list.
    if let chosen = Self.placeChosenByOrder(sentence) {
      let question = interpret(chosen)
      if question.asksOfAPlace { return question }
    }
    // "capital of oh man question mark": read as if the mark were typed.
    if let spoken = sentence.textWithoutDictatedEnding { return interpret(spoken) }
    if let asked = Self.withoutSignOff(sentence) { return interpret(asked) }
    if let asked = Self.withoutRuledOutFlag(sentence) { return interpret(asked) }
    // "great, same for the flag of Greece": what "the same" is asked for, read alone.
    if let asked = Self.askedTheSameFor(sentence) {
      let question = interpret(asked)
      if question != .unrecognized { return question }
    }
    // "capital of Chile and the flag of Peru — actually just the capital": of two questions,
    // the one the person keeps.
    if let kept = Self.questionKept(in: sentence) {
      switch interpret(kept.text) {
      case .unrecognized: break
      // "what's Jordan's capital, or its ISO code — I really only need the code": the words
      // kept leave the place in the other question's clause; it is found in the whole message.
      case .followUp:
        return .spotted(SpottedQuestion(intent: kept.intent, message: text, cue: kept.cue))
      case let question: return question
      }
    }
    // "which country has capital Niamey. actually never mind that one, which country has
    // Abuja": a question withdrawn leaves the one asked after it.
    if let asked = Self.askedAfterWithdrawing(sentence) {
      let question = interpret(asked)
      if question != .unrecognized { return question }
      // "what's the capital of Sweden — actually no, scratch that, what's a good recipe for
      // meatballs": the question withdrawn is not asked, and the one after is not ours.
      let after = Sentence(asked)
      if let first = after.words.first, EvidenceReader.questionOpenings.contains(first.folded),
        !after.families.contains(where: { $0 != nil })
      {
        return .unrecognized
      }
    }
    // "Nordic flags all have a cross. What colours is the Finnish one?": a statement sets the
    // scene, and the question is the last sentence, read alone when it is a full question.
    if let last = lastQuestion(in: sentence) {
      let question = interpret(Sentence(last), text: last)
      switch question {
      case .unrecognized, .followUp: break
      default: return question
      }
    }
    let whole = interpret(sentence, text: text)
    // "is .tv really a country? what country is TV", "en_GB → what country is GB": a
    // message not understood whole may end in a question of ours, read alone.
    if whole == .unrecognized, let last = lastAskingClause(in: sentence) {
      let question = interpret(Sentence(last), text: last)
      switch question {
      case .unrecognized, .followUp: break
      default: return question
      }
    }
    // "is 'AT' austria or australia? the form just says AT": a question, then what it is about.
    // "what's Vietnam's flag and its population": a question of ours, and one joined to it
    // that is not.
    guard whole == .unrecognized else { return whole }
    if let code = Self.alphaThreeAskedAsACode(in: sentence) { return .isoCode(of: code) }
    // "replying to "flag of Ireland" - can you post it": a question of ours, quoted.
    for first in [
      firstQuestion(in: sentence), firstOfTwoQuestions(in: sentence), quotedQuestion(in: sentence),
      clauseBeforeARemark(in: sentence), askedBack(in: sentence), afterALabel(in: sentence),
    ] {
      guard let first else { continue }
      let question = interpret(Sentence(first), text: first)
      switch question {
      case .unrecognized, .followUp: continue
      default: return question
      }
    }
    return whole
  }

  /// The words after "same for" or "same with" that hold a cue of their own.
  private static func askedTheSameFor(_ sentence: Sentence) -> String? {
    let words = sentence.words
    guard
      let same = words.indices.dropLast(2).first(where: { index in
        words[index].folded == "same" && ["for", "with"].contains(words[index + 1].folded)
      }),
      (same + 2..<words.count).contains(where: { sentence.families[$0] != nil })
    else { return nil }
    return sentence.text(words[same + 2].start...)
  }

  /// "malawi's capital, i always mix it up with mali": the clause before a remark about the
  /// person, when the remark takes nothing back.
  private func clauseBeforeARemark(in sentence: Sentence) -> String? {
    let words = sentence.words
    guard
      let end = words.indices.first(where: { index in
        index > 0 && !words[index].gapBefore.isDisjoint(with: [.comma, .pause, .stop])
      }),
      ["i", "im", "ive", "id", "we", "my", "our"].contains(words[end].folded),
      !words[end...].contains(where: { word in
        Self.takingBack.contains(word.folded) || ["not", "or", "but"].contains(word.folded)
      })
    else { return nil }
    return sentence.text(..<words[end - 1].end)
  }

  /// "Why is it so hard to find the ISO code for Bosnia? What is it?": a last sentence that
  /// only asks what "it" is points back to the cue of the sentence before, read from the cue.
  private func askedBack(in sentence: Sentence) -> String? {
    let words = sentence.words
    guard let start = words.indices.last(where: { $0 > 0 && sentence.isStop(before: $0) }),
      words[start...].contains(where: { ["it", "that"].contains($0.folded) }),
      words[start...].allSatisfy({ Self.askingBack.contains($0.folded) }),
      let cue = (0..<start).first(where: { sentence.families[$0] != nil })
    else { return nil }
    return sentence.text(words[cue].start..<words[start - 1].end)
  }

  private static let askingBack: Set<String> = Set(
    words: """
      what whats which is it that so then and exactly s pls please
      """)

  /// "Independence Day post: flag of India": the words after a label that asks nothing.
  private func afterALabel(in sentence: Sentence) -> String? {
    let words = sentence.words
    guard
      let after = words.indices.first(where: { index in
        index > 0 && sentence.scalars[words[index - 1].end..<words[index].start].contains(":")
      }),
      after + 1 < words.count, (0..<after).allSatisfy({ sentence.families[$0] == nil })
    else { return nil }
    return sentence.text(words[after].start...)
  }

  /// The first words quoted, when there are two or more: "is the answer to 'capital of Canada'
  /// Ottawa or Toronto?".
  private func quotedQuestion(in sentence: Sentence) -> String? {
    let words = sentence.words
    guard let open = words.indices.first(where: { sentence.opensWithQuote($0) }) else {
      return nil
    }
    let close =
      words.indices.dropFirst(open + 1).first(where: { words[$0].gapBefore.contains(.quote) })
      ?? words.count
    guard close - open >= 2 else { return nil }
    return sentence.text(words[open].start..<words[close - 1].end)
  }

  /// The words before "and" or "plus" when the words after it ask something else, compare
  /// nothing and take nothing back: "capital of Oman and the best time to visit". A teacher
  /// answers the question they can, and leaves the other.
  private func firstOfTwoQuestions(in sentence: Sentence) -> String? {
    let words = sentence.words
    // "code for Togo + what time is it in Lomé": a sign joins them as the word would.
    if let sign = words.indices.first(where: { index in
      index >= 2 && sentence.scalars[words[index - 1].end..<words[index].start].contains("+")
    }), words.count - sign >= 2,
      !words[sign...].contains(where: { Self.takingBack.contains($0.folded) })
    {
      return sentence.text(..<words[sign - 1].end)
    }
    guard
      let join = words.indices.first(where: { index in
        index >= 2 && ["and", "plus"].contains(words[index].folded)
      }), words.count - join >= 3,
      // "the capital of Spain and of which region" goes on with the same question.
      !["of", "in", "for", "to", "from", "with"].contains(words[join + 1].folded),
      !words[join...].contains(where: { word in
        Keywords.comparisons.contains(word.folded) || Self.takingBack.contains(word.folded)
          || ["compare", "compared", "vs", "versus", "than"].contains(word.folded)
      })
    else { return nil }
    return sentence.text(..<words[join - 1].end)
  }

  /// The first sentence, when it ends with a question mark and the sentences after it only
  /// tell: they neither ask nor take anything back.
  private func firstQuestion(in sentence: Sentence) -> String? {
    let words = sentence.words
    let scalars = sentence.scalars
    guard
      let end = words.indices.first(where: { index in
        index > 0 && sentence.isStop(before: index)
      }),
      scalars[words[end - 1].end..<words[end].start].contains("?"),
      !scalars[words[end].start...].contains("?"),
      !words[end...].contains(where: { Self.takingBack.contains($0.folded) })
    else { return nil }
    return sentence.text(..<words[end].start)
  }

  /// The clause after the last full stop, question mark or pause, when it asks: it opens with
  /// a question word, ends with a question mark, or is a sentence of its own ("cant think.
  /// iso code nigeria").
  private func lastAskingClause(in sentence: Sentence) -> String? {
    let words = sentence.words
    // "Cusco was the old capital but what's Peru's capital now": "but" opens the question.
    guard
      let start = words.indices.last(where: {
        $0 > 0 && !words[$0].gapBefore.isDisjoint(with: [.stop, .pause])
          || $0 > 1 && words[$0 - 1].folded == "but"
            && Self.askingOpenings.contains(words[$0].folded)
      }), words.count - start >= 2
    else { return nil }
    let scalars = sentence.scalars
    guard
      Self.askingOpenings.contains(words[start].folded) || words[start].folded == "whose"
        || scalars[words[words.count - 1].end...].contains("?")
        // Only after statements: "How many live in Lima? It's the capital of Peru." asks first.
        || (sentence.isStop(before: start) && !scalars[..<words[start].start].contains("?"))
    else { return nil }
    return sentence.text(words[start].start...)
  }

  /// The words after "never mind", "forget that" or "scratch that" and what they point at,
  /// when a question came before them; nil when nothing is withdrawn.
  private static func askedAfterWithdrawing(_ sentence: Sentence) -> String? {
    let words = sentence.words
    guard
      let withdrawn = words.indices.first(where: { index in
        index >= 2
          && (words[index].folded == "nevermind"
            || (index + 1 < words.count
              && (words[index].folded == "never" && words[index + 1].folded == "mind"
                || ["forget", "scratch", "ignore"].contains(words[index].folded)
                  && words[index + 1].folded == "that")))
      })
    else { return nil }
    var start = withdrawn + (words[withdrawn].folded == "nevermind" ? 1 : 2)
    while start < words.count,
      ["that", "this", "one", "it", "last", "question"].contains(words[start].folded)
    {
      start += 1
    }
    guard words.count - start >= 2 else { return nil }
    return sentence.text(words[start].start...)
  }

  /// "what's the capital of Chile and also the flag of Peru — actually just the capital,
  /// forget the flag", "code for Norway and flag for Finland... nah, just the flag": two kinds
  /// of question, then a clause keeping one ("just the", "only the") or dropping the other
  /// ("forget the", "skip the"). The words of the question kept, up to the "and" or the
  /// punctuation around it.
  /// "passport issuing state 'LBR' — what's that as a 2 letter code": the one alpha-3 code
  /// typed in capitals, in a message that asks for a code; nil when there is none, or more.
  private static func alphaThreeAskedAsACode(in sentence: Sentence) -> String? {
    guard sentence.families.contains(.code) else { return nil }
    let codes = sentence.words.indices.filter { index in
      guard sentence.words[index].folded.utf8.count == 3 else { return false }
      let typed = sentence.typed(from: index, through: index)
      return typed.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) }
        && AlphaThreeCodes.alpha2(ofTyped: typed) != nil
    }
    guard codes.count == 1, let index = codes.first else { return nil }
    return sentence.typed(from: index, through: index)
  }

  /// Whether the message keeps only the fact `topic` names: "only the currency matters", "I
  /// just need its population".
  private static func keepsOnly(_ topic: String, in sentence: Sentence) -> Bool {
    let words = sentence.words
    return words.indices.contains { index in
      guard ["only", "just"].contains(words[index].folded) else { return false }
      var named = index + 1
      while named < words.count,
        ["need", "want", "care", "about", "the", "its", "their"].contains(words[named].folded)
      {
        named += 1
      }
      return named < words.count
        && Keywords.topicNoun(words[named].folded, family: .capital) == topic
    }
  }

  private static func questionKept(
    in sentence: Sentence
  ) -> (text: String, intent: Intent, cue: Range<Int>)? {
    let words = sentence.words
    let families = sentence.families
    for index in words.indices.dropFirst(2) {
      let word = words[index].folded
      // "flag or code for Greece? code please": a clause of its own, the kind kept and at most
      // a please, keeps it.
      let saysItAlone =
        families[index] != nil && !words[index].gapBefore.isDisjoint(with: [.stop, .pause])
        && words[(index + 1)...].allSatisfy { Self.closingWords.contains($0.folded) }
      // "flag of Egypt or code of Egypt, whichever — ok code": "ok" keeps one too.
      let keeps =
        saysItAlone || ["just", "only"].contains(word)
        || ["ok", "okay"].contains(word) && !words[index].gapBefore.isEmpty
      guard keeps || ["forget", "skip", "ignore", "drop"].contains(word) else { continue }
      var named = saysItAlone ? index : index + 1
      // "I really only need the code".
      if named < words.count, ["need", "want", "needed", "wanted"].contains(words[named].folded) {
        named += 1
      }
      if named < words.count, ["the", "about", "its", "their"].contains(words[named].folded) {
        named += 1
      }
      guard named < words.count, let family = families[named] else { continue }
      let asked = (0..<index).filter { families[$0] != nil }
      // "what's the population of Iceland — never mind, just the capital": of the place the
      // other fact was asked about.
      let cue = words[named].start..<words[named].end
      if keeps, asked.isEmpty, let place = placeOfAnotherFact(in: sentence, before: index) {
        return (sentence.text(cue) + " of " + place, family.intent, cue)
      }
      let kinds = Set(asked.compactMap { families[$0] })
      guard kinds.count == 2, kinds.contains(family),
        let chosen = keeps ? family : kinds.first(where: { $0 != family }),
        let keyword = asked.first(where: { families[$0] == chosen })
      else { return nil }
      let joins: Set<String> = ["and", "also", "plus", "then", "or"]
      let breaks: Sentence.Gap = [.comma, .stop, .pause]
      var start = keyword
      while start > 0, words[start].gapBefore.isDisjoint(with: breaks),
        !joins.contains(words[start - 1].folded), families[start - 1] == nil
      {
        start -= 1
      }
      var end = keyword
      while end + 1 < index, words[end + 1].gapBefore.isDisjoint(with: breaks),
        !joins.contains(words[end + 1].folded), families[end + 1] == nil
      {
        end += 1
      }
      guard end > keyword || start < keyword else { return nil }
      return (
        sentence.text(words[start].start..<words[end].end), chosen.intent,
        words[keyword].start..<words[keyword].end
      )
    }
    return nil
  }

  private static let closingWords: Set<String> = [
    "please", "pls", "plz", "thanks", "thx", "then", "only", "ty",
  ]

  /// "the population of Iceland": the place after another fact and "of", up to a break.
  private static func placeOfAnotherFact(in sentence: Sentence, before end: Int) -> String? {
    let words = sentence.words
    guard
      let of = (1..<end).first(where: { index in
        words[index].folded == "of" && sentence.classes(of: index - 1).contains(.topic)
      }), of + 1 < end
    else { return nil }
    var last = of + 1
    while last + 1 < end, words[last + 1].gapBefore.isDisjoint(with: [.comma, .stop, .pause]) {
      last += 1
    }
    return sentence.text(words[of + 1].start..<words[last].end)
  }

  /// The message before a last sentence that only signs off ("… country code? Many thanks.",
  /// "… please. Thanks in advance!"); nil when it has none.
  private static func withoutSignOff(_ sentence: Sentence) -> String? {
    let words = sentence.words
    guard let start = words.indices.last(where: { $0 > 0 && sentence.isStop(before: $0) }),
      words[start...].contains(where: { isThanks($0.folded) })
    else { return nil }
    // "…? thanks, sorry for the wall of text": a few words of thanks after a question, that
    // ask nothing and name no kind of question, sign off too.
    let signsOff =
      words[start...].allSatisfy({ isThanks($0.folded) || isSignOffFiller($0.folded) })
      || (words.count - start <= 8
        && sentence.scalars[words[start - 1].end..<words[start].start].contains("?")
        && !(start..<words.count).contains { sentence.families[$0] != nil }
        && !sentence.scalars[words[start].start...].contains("?")
        && !words[start...].contains { $0.isInitials || askingOpenings.contains($0.folded) })
    guard signsOff else { return nil }
    // Up to the sign-off, not to the last word: "what flag is 🇲🇺? thanks" ends in a flag.
    return sentence.text(..<words[start].start)
  }

  /// The end of a message too long to be read whole, from the first sentence that starts in
  /// it: "…(three paragraphs)… so what IS the capital of Lesotho? anyway thanks".
  private static func endOfALongMessage(_ text: String) -> String? {
    // Bounded: a paste of pages is not a message anyone expects read to its end.
    guard text.utf8.count > Sentence.maximumScalars, text.utf8.count <= 8_000 else { return nil }
    let scalars = Array(text.unicodeScalars)
    guard scalars.count > Sentence.maximumScalars else { return nil }
    let tail = scalars[(scalars.count - Sentence.maximumScalars)...]
    guard
      let stop = tail.indices.first(where: { index in
        [".", "?", "!", "\n"].contains(tail[index]) && index + 1 < scalars.count
          && (scalars[index + 1] == " " || scalars[index + 1] == "\n")
      })
    else { return nil }
    let rest = String(String.UnicodeScalarView(scalars[(stop + 1)...]))
    return rest.contains(where: { !$0.isWhitespace }) ? rest : nil
  }

  /// Stretches of a message longer than a sentence that fit in one, each from the start of a
  /// clause to the end of the last clause that fits, the latest start first; none for a
  /// message that fits.
  private static func stretchesOfALongMessage(_ text: String) -> [String] {
    // A sentence holds 64 words: a message shorter than twice that cannot hold more.
    guard text.utf8.count >= 2 * Sentence.maximumWords, text.utf8.count <= 8_000 else { return [] }
    let scalars = Array(text.unicodeScalars)
    let wordStarts = scalars.indices.filter { index in
      scalars[index] != " " && scalars[index] != "\n"
        && (index == 0 || scalars[index - 1] == " " || scalars[index - 1] == "\n")
    }
    guard scalars.count > Sentence.maximumScalars || wordStarts.count > Sentence.maximumWords
    else { return [] }
    let breaks = scalars.indices.filter { index in
      index + 1 < scalars.count && ",.?!;—\n".unicodeScalars.contains(scalars[index])
        && (scalars[index + 1] == " " || scalars[index + 1] == "\n")
    }
    var stretches: [String] = []
    for start in ([0] + breaks.map { $0 + 1 }).reversed().prefix(24) {
      // The words from `start` on, as many as a sentence holds.
      let firstWord = wordStarts.firstIndex { $0 >= start } ?? wordStarts.count
      let wordLimit =
        firstWord + Sentence.maximumWords < wordStarts.count
        ? wordStarts[firstWord + Sentence.maximumWords] : scalars.count
      let limit = min(start + Sentence.maximumScalars, wordLimit)
      let end = limit >= scalars.count ? scalars.count : (breaks.last { $0 < limit } ?? start)
      guard end > start else { continue }
      let stretch = String(String.UnicodeScalarView(scalars[start..<end]))
      if stretch.contains(where: { !$0.isWhitespace }) { stretches.append(stretch) }
    }
    return stretches
  }

  /// "austria flag not australia 🇦🇺": the emoji after the place ruled out shows that place,
  /// and asks nothing; the message without it. Nil when the message has no such emoji.
  private static func withoutRuledOutFlag(_ sentence: Sentence) -> String? {
    let words = sentence.words
    guard let last = words.last,
      let not = words.indices.suffix(3).first(where: { words[$0].folded == "not" }), not > 0,
      (0..<not).contains(where: { sentence.families[$0] == .flag }),
      sentence.scalars[last.end...].contains(where: { (0x1F1E6...0x1F1FF).contains($0.value) })
    else { return nil }
    return sentence.text(..<last.end)
  }

  private static func isThanks(_ word: String) -> Bool {
    switch word {
    // Not "ty" or "ta": after "starting with...", they are letters.
    case "thanks", "thank", "thx", "thnx", "cheers", "appreciated", "regards", "thankyou",
      "thanx":
      true
    default: false
    }
  }

  private static func isSignOffFiller(_ word: String) -> Bool {
    switch word {
    case "many", "much", "so", "a", "lot", "you", "in", "advance", "again", "very", "kind",
      "best", "warm", "warmest", "kindest", "x", "xx", "xxx", "bye", "for", "the", "help",
      "and", "all":
      true
    default: false
    }
  }

  /// The last sentence of several, with a "one" standing for what the sentences before it
  /// named made that word again ("the Finnish one" after "flags" is "the Finnish flag").
  private func lastQuestion(in sentence: Sentence) -> String? {
    let words = sentence.words
    guard let start = words.indices.last(where: { $0 > 0 && sentence.isStop(before: $0) }) else {
      return nil
    }
    let scalars = sentence.scalars
    // Only after statements: "How many live in Lima? It's the capital of Peru." asks the first.
    guard !scalars[words[start - 1].end..<words[start].start].contains("?"),
      !scalars[0..<words[start - 1].end].contains("?"),
      scalars[words[words.count - 1].end...].contains("?")
        || Self.askingOpenings.contains(words[start].folded)
    else { return nil }
    let asked = (start..<words.count).contains { sentence.families[$0] != nil }
    guard !asked, let earlier = (0..<start).last(where: { sentence.families[$0] != nil }) else {
      return sentence.text(words[start].start...)
    }
    // "'DJ' is a country code. for which country, genius?": a last sentence with no cue asks
    // about the one before, so the message is read whole.
    guard let one = (start..<words.count).first(where: { words[$0].folded == "one" }),
      let family = sentence.families[earlier]
    else {
      return nil
    }
    let word =
      switch family {
      case .capital: "capital"
      case .flag: "flag"
      case .code: "code"
      }
    return sentence.text(words[start].start..<words[one].start) + word
      + sentence.text(words[one].end...)
  }

  /// A second reading by the evidence of the message's words, when the first found no
  /// country ("Capitals round, number 4: Turkmenistan" read "round" as the country).
  public func reread(_ text: String, after answer: Answer) -> Question? {
    // A long message is read again as the stretch of it that was read.
    if let (stretch, _) = stretchAsking(in: text) { return reread(stretch, after: answer) }
    if let rewritten = Self.chatHabitsUndone(in: text) { return reread(rewritten, after: answer) }
    let sentence = Sentence.of(text)
    if let spoken = sentence.textWithoutDictatedEnding { return reread(spoken, after: answer) }
    switch answer {
    case .countryNotFound, .unrecognized, .notACountry: break
    // "When I was young it was Ceylon. What is the capital now?": today's country, by the
    // name it gave up.
    case .formerCountry(let intent, let place, _):
      guard Self.asksAboutToday(sentence.words) else { return nil }
      let subject = "formerly known as " + place
      switch intent {
      case .capital: return .capital(of: subject)
      case .flag: return .flag(of: subject)
      case .isoCode: return .isoCode(of: subject)
      default: return nil
      }
    default: return nil
    }
    let question = EvidenceReader(sentence: sentence, text: text).question()
    // "name the country: its capital is Paramaribo" read Paramaribo as the country; "capital
    // of Ontario, Canada" did not.
    if case .notACountry = answer, question?.intent != .countryByCapital { return nil }
    if case .countryNotFound(_, let typed, _) = answer, case .spotted(let spotted) = question {
      return .spotted(spotted.trying(typed))
    }
    return question
  }

  /// The first code typed in capitals after words that take back the one before them ("SI no
  /// scratch that SL"); not after a dash that goes on about it ("GB — why isn't it UK?").
  private func codeAfterCorrection(in sentence: Sentence, _ text: String) -> String? {
    let words = sentence.words
    let end = EvidenceReader(sentence: sentence, text: text).correctionEnd
    guard end > 0,
      let index = words.indices.first(where: { index in
        words[index].start >= end && words[index].isInitials && words[index].folded.utf8.count == 2
      }),
      words[..<index].contains(where: { Self.takingBack.contains($0.folded) })
    else { return nil }
    return sentence.typed(from: index, through: index)
  }

  /// The text as if typed without chat habits: flag short codes (":flag_de:") as their emoji,
  /// a word corrected after an asterisk ("Niger *Nigeria") in place; nil when it has none.
  private static func chatHabitsUndone(in text: String) -> String? {
    let rewriters: [(String) -> String?] = [
      FlagShortcodes.written(in:), StarCorrection.applied(to:), MultipleChoice.listed(in:),
      DictatedMarks.written(in:), PhoneticAlphabet.written(in:), FlagEmojiCorrection.applied(to:),
      PastedRecord.question(in:), SpelledCode.written(in:), LocaleTagWords.written(in:),
      SeatOfGovernment.asCapital(in:), SQLQuery.question(in:),
    ]
    for rewrite in rewriters {
      if let rewritten = rewrite(text) { return rewritten }
    }
    return nil
  }

  /// The message with its last clause said as a plain correction, ", no NAME", when that clause
  /// is a name with words that take back what was said before it, after a stop or a comma ("no
  /// Estonia sry", "South Sudan actually", "no, Nigeria sorry"); nil otherwise. A clause of
  /// everyday words ("no rush", "thanks actually") takes no place back.
  private static func takingBackInTheLastClause(_ sentence: Sentence) -> String? {
    let words = sentence.words
    guard
      let last = words.indices.last(where: { index in
        index > 0 && (sentence.isStop(before: index) || words[index].gapBefore.contains(.comma))
          && !Self.openingTakeBacks.contains(words[index - 1].folded)
      }),
      words.count - last <= 6
    else { return nil }
    var name = last..<words.count
    var takesBack = false
    while !name.isEmpty, Self.openingTakeBacks.contains(words[name.lowerBound].folded) {
      name = (name.lowerBound + 1)..<name.upperBound
      takesBack = true
    }
    while !name.isEmpty, Self.closingTakeBacks.contains(words[name.upperBound - 1].folded) {
      name = name.lowerBound..<(name.upperBound - 1)
      takesBack = true
    }
    guard takesBack, (1...4).contains(name.count),
      !EverydayWords.areAll(in: sentence.typed(from: name.lowerBound, through: name.upperBound - 1))
    else { return nil }
    let said =
      sentence.typed(from: 0, through: last - 1) + ", no "
      + sentence.typed(from: name.lowerBound, through: name.upperBound - 1)
    return said == sentence.typed(from: 0, through: words.count - 1) ? nil : said
  }

  /// The question with the place a last clause picks by order ("the second one", "the
  /// latter") in place of the two offered with "or"; nil when no clause picks one.
  private static func placeChosenByOrder(_ sentence: Sentence) -> String? {
    let words = sentence.words
    guard words.count >= 5,
      let clause = words.indices.last(where: { index in
        index > 2 && !words[index].gapBefore.isDisjoint(with: [.stop, .pause, .comma])
      })
    else { return nil }
    let picking = words[clause...].map(\.folded).filter { !Self.pickingWords.contains($0) }
    guard picking.count == 1, let order = Self.order(picking[0]),
      let or = (1..<(clause - 1)).last(where: { words[$0].folded == "or" }),
      !(or + 1..<clause).contains(where: {
        sentence.families[$0] != nil || !sentence.classes(of: $0).isDisjoint(with: .edge)
      })
    else { return nil }
    // The first place runs back from "or" to the word that introduces it: "for", "of".
    var start = or - 1
    while start > 0, words[start].gapBefore.isDisjoint(with: [.stop, .pause, .comma]),
      sentence.families[start - 1] == nil,
      sentence.classes(of: start - 1).isDisjoint(with: [.preposition, .filler, .article])
    {
      start -= 1
    }
    guard start < or, sentence.families[start] == nil else { return nil }
    let chosen = order == 0 ? (start, or - 1) : (or + 1, clause - 1)
    return sentence.text(..<words[start].start)
      + sentence.typed(from: chosen.0, through: chosen.1)
  }

  private static let pickingWords: Set<String> = [
    "the", "one", "please", "pls", "i", "mean", "meant", "actually", "oh", "ok", "just",
  ]
  /// 0 for the first of two, 1 for the second.
  private static func order(_ word: String) -> Int? {
    switch word {
    case "first", "former", "1st": 0
    case "second", "latter", "last", "2nd": 1
    default: nil
    }
  }

  private static let openingTakeBacks: Set<String> = [
    "no", "nope", "sorry", "sry", "soz", "oops", "edit",
  ]
  private static let closingTakeBacks: Set<String> = ["actually", "sorry", "sry", "soz"]

  /// Whether `code` stands right after "code for" or "code of" (and perhaps "the").
  private static func isNamedAfterCodeFor(_ code: String, in sentence: Sentence) -> Bool {
    let words = sentence.words
    guard let named = words.indices.first(where: { words[$0].folded == code.lowercased() })
    else { return false }
    var index = named - 1
    if index >= 0, words[index].folded == "the" { index -= 1 }
    return index >= 1 && ["for", "of"].contains(words[index].folded)
      && sentence.families[index - 1] == .code
  }

  private static let takingBack: Set<String> = [
    "no", "sorry", "oops", "scratch", "wait", "actually", "correction", "rather", "mean",
  ]

  /// Words a request opens with: "what's …", "can you show me …", "tell me …".
  private static let askingOpenings: Set<String> = [
    "what", "which", "whats", "name", "tell", "can", "could", "show", "give", "please",
  ]

  private static let today: Set<String> = [
    "now", "today", "nowadays", "currently", "still", "modern", "present",
  ]

  /// "now", "these days", "still", "modern": the message asks about the place as it is today.
  private static func asksAboutToday(_ words: [Sentence.Word]) -> Bool {
    words.indices.contains { index in
      let word = words[index].folded
      return today.contains(word)
        || (word == "days" && index > 0 && words[index - 1].folded == "these")
    }
  }

  private func interpret(_ sentence: Sentence, text: String) -> Question {
    // A flag emoji alone has no words.
    if let question = ReverseQuestionReader(text: text, sentence: sentence).question() {
      // "which country has the code SI no scratch that SL": the code said last is meant.
      if case .countryWithCode = question, let code = codeAfterCorrection(in: sentence, text) {
        return .countryWithCode(code)
      }
      // "what's the country code for the USA": the code of a place named, which no two-letter
      // code is.
      if case .countryWithCode(let code) = question, code.utf8.count != 2,
        Self.isNamedAfterCodeFor(code, in: sentence),
        case .isoCode(let place) = SubjectQuestionReader(sentence: sentence).question()
      {
        return .isoCode(of: place)
      }
      // "what country has the code ZAF": an alpha-3 code asks for the country its alpha-2 code
      // names.
      if case .countryWithCode(let code) = question, code.utf8.count == 3,
        let alpha2 = AlphaThreeCodes.alpha2(ofTyped: code)
      {
        return .countryWithCode(alpha2)
      }
      // "What's the country code for Germany - is it GE or DE?": codes offered, or claimed, for
      // a place named after "code for" ask the place's code.
      if case .countryWithCode = question,
        case .isoCode(let place) = SubjectQuestionReader(sentence: sentence).question(),
        place.unicodeScalars.count(where: \.properties.isAlphabetic) > 2
      {
        let evidence = EvidenceReader(sentence: sentence, text: text)
        if evidence.isCheck || evidence.offersAChoice,
          case .spotted(let spotted)? = evidence.question(), spotted.intent == .isoCode
        {
          return .spotted(spotted)
        }
      }
      // "which country's capital is Bamako, no sorry, Lilongwe": the capital said last is meant.
      if case .countryWithCapital = question {
        let evidence = EvidenceReader(sentence: sentence, text: text)
        // "Which country is Lime the capital of? LIMA. ugh": or by typing it again.
        if evidence.correctionEnd > 0,
          sentence.words.contains(where: { Self.takingBack.contains($0.folded) })
            || evidence.restatedName != nil,
          case .spotted(let spotted)? = evidence.question(),
          spotted.intent == .countryByCapital
        {
          return .spotted(spotted)
        }
      }
      return question
    }
    guard !sentence.words.isEmpty else { return .unrecognized }
    if let question = PrefixQuestionReader(sentence: sentence).question() {
      // "I'm not good with computers. Which countries begin with 'Sw'?": the shape refused a
      // word before the verb; the evidence may still read it.
      return question == .unrecognized
        ? PrefixEvidenceReader(sentence: sentence).question() ?? question : question
    }
    let evidence = EvidenceReader(sentence: sentence, text: text)
    // "capital of Austria, no wait, Australia", "Is Almaty the capital of Kazakhstan?": the
    // place taken back, or the claim, is no subject to read by the sentence's shape.
    // "capital of Kenya or Uganda?": a choice of places, where the shape reads the first.
    if evidence.correctionEnd > 0 || evidence.isCheck || evidence.offersAChoice,
      let question = evidence.question()
    {
      return question
    }
    let question = SubjectQuestionReader(sentence: sentence).question()
    // "What's the currency of Japan and its capital? Only the currency matters to me.": the
    // person keeps the other fact, which the quiz does not answer.
    if case .factBesideAnother(let intent, let subject, let topic) = question,
      Self.keepsOnly(topic, in: sentence)
    {
      return .outsideScope(intent, subject: subject, topic: topic)
    }
    // A follow-up leaves out the country or the question, so it is rarely a full question;
    // when it seems one, its "country" is only words like "too" ("show me the flag too").
    guard question == .unrecognized || FollowUpReader.isLeftover(question.subject) else {
      return question
    }
    if let followUp = FollowUpReader(sentence: sentence).followUp() {
      return .followUp(followUp)
    }
    guard question == .unrecognized else { return question }
    return evidence.question() ?? PrefixEvidenceReader(sentence: sentence).question()
      ?? PlaceChoiceReader(sentence: sentence, text: text).question() ?? question
  }
}

extension Question {
  /// A flag asked of a place, however it was read.
  fileprivate var asksForAFlag: Bool {
    switch self {
    case .flag: true
    case .spotted(let spotted): spotted.intent == .flag
    default: false
    }
  }

  /// A capital, a code or a flag asked of a place named.
  fileprivate var asksOfAPlace: Bool {
    switch self {
    case .capital, .isoCode, .flag: true
    default: false
    }
  }
}
