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
  /// bounded: only the first few hundred characters of a text are read.
  public func interpret(_ text: String) -> Question {
    let sentence = Sentence(text)
    // A flag emoji alone has no words.
    if let question = ReverseQuestionReader(text: text, sentence: sentence).question() {
      return question
    }
    guard !sentence.words.isEmpty else { return .unrecognized }
    if let question = PrefixQuestionReader(sentence: sentence).question() { return question }
    let question = SubjectQuestionReader(sentence: sentence).question()
    // A follow-up leaves out the country or the question, so it is rarely a full question;
    // when it seems one, its "country" is only words like "too" ("show me the flag too").
    guard question == .unrecognized || FollowUpReader.isLeftover(question.subject) else {
      return question
    }
    return FollowUpReader(sentence: sentence).followUp().map(Question.followUp) ?? question
  }
}
