import QuizEngine
import QuizGame

/// The map quiz's full screen: the map of the game's area over every free row with the country
/// asked solid, the last guess's line, the status bar with the score so far, and the input, as
/// on the game screen. Keys are the games': typing names (Enter for a name inside a longer one,
/// `⏎` shows when), Tab shows the answer, F1 help, Esc clears a line and on an empty one asks
/// to give up, as Ctrl-C does (a second Ctrl-C gives up and quits). Esc on the start or end
/// screen quits, or goes back to the chat.
@MainActor
public final class MapQuizScreenController {
  public let quiz: MapQuizViewModel
  public private(set) var size: ScreenSize
  public let returnsToChat: Bool
  /// The screen's own state: the cursor in the line, and what shows over the map.
  public private(set) var cursor = 0
  public private(set) var showsHelp = false
  public private(set) var isAskingToGiveUp = false
  public private(set) var isQuitting = false
  public private(set) var isLeaving = false
  private let map: MapQuizMap

  public init(quiz: MapQuizViewModel, size: ScreenSize, returnsToChat: Bool) {
    self.quiz = quiz
    self.size = size
    self.returnsToChat = returnsToChat
    map = MapQuizMap(codes: quiz.game.items.map(\.code))
  }

  public static let helpKey = Key.function(1)
  public static let showKey = Key.control("i")

  public func handle(_ key: Key) {
    let playing = quiz.state == .playing
    switch key {
    case .control("c") where playing && !isAskingToGiveUp:
      showsHelp = false
      isAskingToGiveUp = true
    case .control("c"):
      quiz.giveUp()
      isQuitting = true
    case .enter where isAskingToGiveUp:
      isAskingToGiveUp = false
      quiz.giveUp()
    case .escape where isAskingToGiveUp:
      isAskingToGiveUp = false
    case _ where isAskingToGiveUp:
      break
    case Self.helpKey:
      showsHelp.toggle()
    case .escape where showsHelp:
      showsHelp = false
    case .escape where !playing:
      if returnsToChat { isLeaving = true } else { isQuitting = true }
    case .enter where quiz.state == .ready:
      cursor = 0
      quiz.start()
    case .enter where !playing:
      cursor = 0
      quiz.restart()
      quiz.start()
    case Self.showKey where playing:
      quiz.reveal()
      cursor = 0
    case .enter where playing:
      quiz.enter()
      cursor = min(cursor, quiz.input.count)
    case .escape where playing && quiz.input.isEmpty:
      isAskingToGiveUp = true
    case _ where playing:
      edit(key)
    default:
      break
    }
  }

  /// A key that edits the line: the model reads the whole text after it.
  private func edit(_ key: Key) {
    var editor = InputEditor(text: quiz.input, cursor: cursor)
    if !editor.edit(with: key) {
      guard key == .escape else { return }
      editor = InputEditor(text: "", cursor: 0)
    }
    cursor = editor.cursor
    if editor.text != quiz.input { quiz.type(editor.text) }
    // A country named at once clears the line.
    cursor = min(cursor, quiz.input.count)
  }

  public func resize(to size: ScreenSize) {
    self.size = size
  }

  public func render() -> Frame {
    MapQuizScreenRenderer.render(
      quiz, asking: isAskingToGiveUp, showsHelp: showsHelp, cursor: cursor,
      returnsToChat: returnsToChat, size: size, map: map)
  }
}

extension MapQuizScreenController: TerminalScreen {
  var tickDelay: Int32? { nil }
  func tick() {}
  var isDone: Bool { isQuitting || isLeaving }
}

/// Runs the map quiz full screen on its own (`quiz play map europe`), in the loop every screen
/// shares.
@MainActor
public enum FullScreenMapQuiz {
  /// Plays until the player quits; nil, having changed nothing, when curses cannot start.
  public static func run(
    model: MapQuizViewModel, environment: [String: String], returnsToChat: Bool
  ) async -> Int32? {
    let started = await TerminalLoop.withTerminal(environment: environment) { terminal in
      let controller = MapQuizScreenController(
        quiz: model, size: terminal.size, returnsToChat: returnsToChat)
      await TerminalLoop.run(controller, on: terminal)
      // A stop signal or a hang-up ends the round as given up, so it is recorded.
      model.giveUp()
    }
    return started ? 0 : nil
  }
}
