import QuizEngine
import QuizGame
import QuizMapScene
import SwiftUI

/// The game screen, a view of `GameViewModel` only: every keystroke in the field goes to
/// `type(_:)`, so an answer counts the moment it is spelled; the field then shows the model's
/// `input`, which a hit clears, and keeps the focus. Give up asks first (`askToGiveUp`, the
/// clock stopped) in a confirmation dialog the model's `isAskingToGiveUp` drives, and a name
/// that waits for Return says what Return would count (`enterWouldCount`), in the words of
/// every front end (`GamePromptWords`).
struct GameView: View {
  @Bindable var model: GameViewModel
  @State private var text = ""
  /// The last hint's words ("S… (Bolivia 🇧🇴)"), until the next guess.
  @State private var hintWords: String?
  @FocusState private var fieldIsFocused: Bool

  var body: some View {
    VStack(spacing: 0) {
      switch model.state {
      case .loading(let source):
        ProgressView("Loading \(source)…")
          .frame(maxWidth: .infinity, maxHeight: .infinity)
      case .error(let source, let reason):
        GameErrorView(source: source, reason: reason) { retry() }
      case .ready(let game):
        GameReadyView(game: game, best: model.bestScore) { start() }
      case .playing where model.isAskingToGiveUp:
        header
        // The clock stands still while it asks: the grid is hidden, as in a pause.
        ContentUnavailableView {
          Label(GamePromptWords.giveUpQuestion, systemImage: "flag")
        } description: {
          Text(GamePromptWords.clockStopped)
        }
      case .playing where model.isPaused:
        header
        // The grid is hidden while the clock stands still, as on the terminal.
        ContentUnavailableView {
          Label("Paused", systemImage: "pause.circle")
        } description: {
          Text("The clock is stopped.")
        } actions: {
          Button("Resume") { resume() }.buttonStyle(.borderedProminent)
        }
      case .playing:
        header
        regionCounts
        map
        GameGrid(cells: model.grid, hints: hints)
        guessField
      case .finished:
        header
        if let words = model.endWords() {
          GameEndingView(words: words) { playAgain() }
        }
        map
        GameGrid(cells: model.grid)
      }
    }
    .navigationTitle(model.game?.question ?? "Play")
    .navigationBarTitleDisplayMode(.inline)
    .confirmationDialog(
      GamePromptWords.giveUpQuestion, isPresented: isAskingToGiveUp, titleVisibility: .visible
    ) {
      Button(GamePromptWords.giveUpAnswer, role: .destructive) { model.giveUp() }
      Button(GamePromptWords.playOnAnswer, role: .cancel) { playOn() }
    } message: {
      Text(GamePromptWords.clockStopped)
    }
    // The clock's beat, only while a game is being played.
    .task(id: isPlaying) {
      guard isPlaying else { return }
      while !Task.isCancelled, isPlaying {
        try? await Task.sleep(for: .seconds(1))
        model.tick()
      }
    }
  }

  private var isPlaying: Bool {
    if case .playing = model.state { return true }
    return false
  }

  /// The dialog shows while the model asks; dismissing it any way but Give up plays on (after
  /// Give up the model no longer asks, and `playOn` is refused).
  private var isAskingToGiveUp: Binding<Bool> {
    Binding(
      get: { model.isAskingToGiveUp },
      set: { asking in if !asking { playOn() } })
  }

  /// The map of a game of countries; none for a quiz from a URL.
  @ViewBuilder private var map: some View {
    if let game = model.game, let scene = MapScene(game: game) {
      GameMapView(scene: scene, marks: model.mapMarks)
        .frame(maxWidth: .infinity)
        .frame(height: 180)
        .padding(.horizontal)
    }
  }

  /// Every region's count at a glance, worded as the terminal's line over its grid; the
  /// grid's pinned section headings keep the region in view named.
  @ViewBuilder private var regionCounts: some View {
    let lines = GameRegionLine(model.regionTallies).lines(inView: nil, width: .max)
    if !lines.isEmpty {
      Text(lines.joined(separator: GameRegionLine.separator))
        .font(.footnote)
        .foregroundStyle(.secondary)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal)
    }
  }

  private var header: some View {
    HStack {
      Text("\(model.foundCount)/\(model.total) found")
        .font(.headline)
        .monospacedDigit()
      Spacer()
      if let left = model.timeLeft {
        GameClockText(seconds: left)
      }
      if isPlaying {
        Button("Hint", systemImage: "lightbulb") { hint() }
          .labelStyle(.iconOnly)
          .disabled(model.isPaused)
          .accessibilityHint("Shows a letter of a missing answer")
        Button(
          model.isPaused ? "Resume" : "Pause",
          systemImage: model.isPaused ? "play.fill" : "pause.fill"
        ) { model.isPaused ? resume() : pause() }
        .labelStyle(.iconOnly)
        Button(GamePromptWords.giveUpAnswer, role: .destructive) { askToGiveUp() }
          .buttonStyle(.bordered)
          .disabled(model.isAskingToGiveUp)
      }
    }
    .padding()
  }

  private var guessField: some View {
    VStack(alignment: .leading, spacing: 4) {
      if let waiting = model.enterWouldCount {
        // "UK" of "Ukraine": Return would count it, so the field says so.
        Label(
          GamePromptWords.enterCue(typed: model.input, answer: waiting.answer),
          systemImage: "return"
        )
        .foregroundStyle(.secondary)
        .accessibilityLabel("Return counts \(waiting.answer)")
      } else if let hintWords {
        Label("Hint: \(hintWords)", systemImage: "lightbulb").foregroundStyle(.orange)
      } else if let feedback = model.feedback {
        GameFeedbackText(feedback: feedback)
      }
      TextField("Type an answer", text: $text)
        .textFieldStyle(.roundedBorder)
        .textInputAutocapitalization(.words)
        .autocorrectionDisabled()
        .focused($fieldIsFocused)
        .submitLabel(.done)
        .onChange(of: text) { _, typed in
          guard typed != model.input else { return }
          hintWords = nil
          model.type(typed)
          // A hit clears the field at once; anything else leaves it as typed.
          if text != model.input { text = model.input }
        }
        .onSubmit {
          model.enter()
          text = model.input
          fieldIsFocused = true
        }
    }
    .padding()
    .background(.bar)
  }

  private func start() {
    text = ""
    model.start()
    fieldIsFocused = true
  }

  private func playAgain() {
    model.restart()
    text = ""
    hintWords = nil
  }

  /// The same call as F3 on the terminal, with no region in view to prefer.
  private func hint() {
    hintWords =
      model.hint().flatMap { model.hintWords(for: $0.id) }
      ?? "none left: every letter of every missing answer is shown"
    fieldIsFocused = true
  }

  private func pause() {
    model.pause()
    fieldIsFocused = false
  }

  private func askToGiveUp() {
    model.askToGiveUp()
    fieldIsFocused = false
  }

  private func playOn() {
    guard model.playOn() else { return }
    fieldIsFocused = !model.isPaused
  }

  private func resume() {
    model.resume()
    fieldIsFocused = true
  }

  /// The letters hints show, by item id, for the grid's blanks.
  private var hints: [Int: String] {
    Dictionary(
      uniqueKeysWithValues: model.hintedLetters.keys.compactMap { id in
        model.hintText(for: id).map { (id, $0) }
      })
  }

  private func retry() {
    Task { await model.retry() }
  }
}

/// "4:32", marked in its words as well as its colour in the last 30 seconds.
struct GameClockText: View {
  let seconds: TimeInterval

  var body: some View {
    let whole = Int(max(0, seconds).rounded(.up))
    let text = "\(whole / 60):" + (whole % 60 < 10 ? "0" : "") + "\(whole % 60)"
    let hurry = whole <= 30
    Label(text, systemImage: hurry ? "exclamationmark.triangle.fill" : "timer")
      .font(.headline.monospacedDigit())
      .foregroundStyle(hurry ? .red : .primary)
      .accessibilityLabel(hurry ? "\(whole) seconds left, hurry" : "\(text) left")
  }
}

/// What the last guess sent with Return did.
struct GameFeedbackText: View {
  let feedback: GameViewModel.Feedback

  var body: some View {
    switch feedback {
    case .hit(let item):
      Label(item.answerAfterClue, systemImage: "checkmark.circle.fill").foregroundStyle(.green)
    case .almost:
      Label("Almost: check the spelling", systemImage: "pencil").foregroundStyle(.orange)
    case .miss:
      Label("Not an answer", systemImage: "xmark.circle").foregroundStyle(.red)
    case .alreadyFound(let item):
      Label("Already found: \(item.answerAfterClue)", systemImage: "arrow.uturn.left")
        .foregroundStyle(.secondary)
    case .notInGame(let outsider):
      Label(outsider.sentence, systemImage: "mappin.slash").foregroundStyle(.orange)
    }
  }
}

/// The start control: what the game is, and a button that starts the clock.
struct GameReadyView: View {
  let game: Game
  let best: BestScore?
  let start: () -> Void

  var body: some View {
    VStack(spacing: 16) {
      Text(game.question).font(.title2.bold()).multilineTextAlignment(.center)
      Text("\(game.items.count) answers · " + limitText)
      if let counting = game.counting {
        // Which 195: quizzes count the world differently.
        Text(counting).font(.subheadline).multilineTextAlignment(.center)
      }
      if let best {
        Text(best.sentence(under: TimeLimit(of: game))).foregroundStyle(.secondary)
      }
      Text("The hint button shows a letter of a missing answer. " + NoBestReason.hintRule)
        .font(.footnote).foregroundStyle(.secondary).multilineTextAlignment(.center)
      Button("Start", action: start)
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
    }
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }

  private var limitText: String {
    guard let limit = game.timeLimit else { return "no time limit" }
    return "\(Int(limit) / 60) min" + (Int(limit) % 60 == 0 ? "" : " \(Int(limit) % 60) s")
  }
}

/// The end in the words every front end shows (`GameEndWords`): the result and the time, a
/// new best or why none, the comparison with the best and last games, and where the missed answers are, struck through in the
/// grid below.
struct GameEndingView: View {
  let words: GameEndWords
  let playAgain: () -> Void

  var body: some View {
    VStack(spacing: 8) {
      Text(words.sentence).font(.headline).multilineTextAlignment(.center)
      if let newBest = words.newBest {
        Label(newBest, systemImage: "star.fill")
      }
      if let noBest = words.noBest {
        Text(noBest).font(.subheadline).foregroundStyle(.secondary)
      }
      if let comparison = words.comparison {
        Text(comparison).font(.subheadline)
      }
      if let missed = words.missedNote(marked: "shown struck through") {
        Text(missed).font(.footnote).foregroundStyle(.secondary)
      }
      Button("Play again", action: playAgain).buttonStyle(.borderedProminent)
    }
    .padding()
  }
}

/// A load that failed: what happened, and a retry.
struct GameErrorView: View {
  let source: String
  let reason: GameLoadError
  let retry: () -> Void

  var body: some View {
    ContentUnavailableView {
      Label(title, systemImage: "exclamationmark.triangle")
    } description: {
      Text(detail)
    } actions: {
      Button("Retry", action: retry).buttonStyle(.borderedProminent)
    }
  }

  private var title: String {
    switch reason {
    case .invalidData: "Not a valid quiz"
    case .unreachable: "No connection"
    }
  }

  private var detail: String {
    switch reason {
    case .invalidData(let why): "The quiz at \(source) is not valid: \(why)."
    case .unreachable(let why): "Could not load the quiz at \(source): \(why)."
    }
  }
}
