import QuizEngine
import QuizGame
import QuizMap
import QuizMapScene
import SwiftUI

/// "Where is it?", a view of `MapQuizViewModel` only: the map (`GameMapView`, from the same
/// `MapScene`) with the country asked filled, the game's other countries outlined and the land
/// round them dim, the last guess's sentence, and the field. Every keystroke goes to
/// `type(_:)`, so a name counts the moment it is spelled; Return sends it; Show does what Tab
/// does on the terminal. The rules and the words are the model's, as on every front end.
struct MapQuizView: View {
  @Bindable var model: MapQuizViewModel
  @State private var text = ""
  @State private var isAskingToGiveUp = false
  @FocusState private var fieldIsFocused: Bool

  var body: some View {
    VStack(spacing: 12) {
      switch model.state {
      case .ready:
        ContentUnavailableView {
          Label(model.game.question, systemImage: "map")
        } description: {
          Text(
            "\(model.game.items.count) countries, one at a time. Type the name of the country "
              + "shown. A wrong name costs one of \(MapQuizViewModel.tries) tries.")
        } actions: {
          Button("Start") { start() }.buttonStyle(.borderedProminent)
        }
      case .playing:
        HStack {
          Text(model.progressWords).font(.headline).monospacedDigit()
          Spacer()
          Button("Show") { reveal() }.buttonStyle(.bordered)
          Button(GamePromptWords.giveUpAnswer, role: .destructive) { isAskingToGiveUp = true }
            .buttonStyle(.bordered)
        }
        .padding(.horizontal)
        map
        Text(model.feedback?.sentence ?? MapQuizViewModel.question)
          .foregroundStyle(feedbackColor)
          .frame(maxWidth: .infinity, alignment: .leading)
          .padding(.horizontal)
        TextField(MapQuizViewModel.question, text: $text)
          .textFieldStyle(.roundedBorder)
          .autocorrectionDisabled()
          .textInputAutocapitalization(.words)
          .focused($fieldIsFocused)
          .onChange(of: text) { _, typed in type(typed) }
          .onSubmit { enter() }
          .submitLabel(.send)
          .padding(.horizontal)
        if model.enterWouldCount {
          Text("⏎ Return counts it").font(.footnote).foregroundStyle(.secondary)
        }
      case .finished:
        ContentUnavailableView {
          Label(model.summary ?? "", systemImage: "flag.checkered")
        } actions: {
          Button("Play again") { playAgain() }.buttonStyle(.borderedProminent)
        }
      }
    }
    .navigationTitle(model.game.title)
    .navigationBarTitleDisplayMode(.inline)
    .confirmationDialog(
      GamePromptWords.giveUpQuestion, isPresented: $isAskingToGiveUp, titleVisibility: .visible
    ) {
      Button(GamePromptWords.giveUpAnswer, role: .destructive) { model.giveUp() }
      Button(GamePromptWords.playOnAnswer, role: .cancel) {}
    }
  }

  /// The asked country filled; a small one is a marker, drawn filled too, and shown again in
  /// a zoomed inset of its surroundings, as the terminal shows it.
  @ViewBuilder private var map: some View {
    if let scene = MapScene(game: model.game) {
      GameMapView(
        scene: scene,
        marks: model.game.items.map { $0.id == model.asked?.id ? .newest : .blank }
      )
      .frame(maxWidth: .infinity)
      .frame(minHeight: 240)
      .overlay(alignment: .topLeading) { inset(over: scene) }
      .padding(.horizontal)
      .accessibilityLabel("Map: the country to name is filled")
    }
  }

  @ViewBuilder private func inset(over scene: MapScene) -> some View {
    if let asked = model.asked, scene.markers.contains(where: { $0.subject == asked.id }),
      let code = asked.code, let inset = MapScene(insetAround: code)
    {
      GameMapView(scene: inset, marks: [.newest])
        .frame(width: 110, height: 110 / max(inset.aspectRatio, 0.5))
        .background(.background)
        .border(.secondary)
        .padding(6)
        .accessibilityLabel("Zoomed in: the country to name, with the land round it")
    }
  }

  private var feedbackColor: Color {
    switch model.feedback {
    case .right?: .green
    case .notACountry?: .red
    case nil: .secondary
    default: .orange
    }
  }

  private func start() {
    model.start()
    text = ""
    fieldIsFocused = true
  }

  private func type(_ typed: String) {
    guard typed != model.input else { return }
    model.type(typed)
    if text != model.input { text = model.input }
  }

  private func enter() {
    model.enter()
    text = model.input
    fieldIsFocused = true
  }

  private func reveal() {
    model.reveal()
    text = ""
  }

  private func playAgain() {
    model.restart()
    start()
  }
}
