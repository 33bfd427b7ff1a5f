import QuizEngine

/// What every front end says while a game waits on the player: the question before a game is
/// given up, and the cue that Enter would count a name. One wording for the full screen, the
/// line modes and the iOS app, as Sporcle and JetPunk players expect it.
public enum GamePromptWords {
  /// Asked on Esc with nothing typed, on Ctrl-C, and on the Give up button, before the game
  /// ends: a reflex must never end it.
  public static let giveUpQuestion = "Give up?"
  /// The question with its keys, as the full screen asks it.
  public static let giveUpWithKeys = "Give up? Enter to give up, Esc to play on"
  /// The question typed at in line mode, where a line is the only answer there is.
  public static let giveUpLine = "Give up? y/n"
  /// The two answers, as buttons and words.
  public static let giveUpAnswer = "Give up"
  public static let playOnAnswer = "Play on"
  /// Said under the question: its time is not played time.
  public static let clockStopped = "The clock is stopped until you answer."
  /// Said in line mode when the answer is not yes.
  public static let playingOn = "Playing on."

  /// What a name that waits for Enter shows beside it ("UK" of "Ukraine"): "⏎ United Kingdom".
  public static func enterCue(_ answer: String) -> String {
    "⏎ " + answer
  }

  /// The same with the name typed, where the name is not beside it: "UK ⏎ United Kingdom".
  public static func enterCue(typed: String, answer: String) -> String {
    typed.trimmingWhitespace() + " " + enterCue(answer)
  }

  /// Whether a line typed in answer to `giveUpLine` gives up: "y" or "yes", in any case.
  /// Anything else plays on, so that a guess typed by reflex never ends the game.
  public static func isYes(_ line: String) -> Bool {
    let answer = line.trimmingWhitespace().lowercased()
    return answer == "y" || answer == "yes"
  }
}
