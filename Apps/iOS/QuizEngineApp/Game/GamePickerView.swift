import QuizGame
import SwiftUI

/// Which game to play: the suggested ones, or a quiz from a URL in the
/// `{"question": ..., "answer": [...]}` shape.
struct GamePickerView: View {
  let games: GameServices
  @State private var playing: PlayingGame?
  @State private var failure: String?
  @State private var quizURL = ""

  var body: some View {
    NavigationStack {
      List {
        Section("Games") {
          ForEach(GameTopic.suggestions, id: \.id) { topic in
            Button(topic.question) { open(topic) }
          }
        }
        Section("A quiz from a URL") {
          TextField("https://…", text: $quizURL)
            .keyboardType(.URL)
            .textInputAutocapitalization(.never)
            .autocorrectionDisabled()
            .onSubmit { openQuiz() }
          Button("Load", action: openQuiz).disabled(URL(string: quizURL)?.host() == nil)
        }
        if let failure {
          Text(failure).foregroundStyle(.red)
        }
      }
      .navigationTitle("Play")
      .navigationDestination(item: $playing) { game in
        GameView(model: game.model)
      }
    }
  }

  private func open(_ topic: GameTopic) {
    Task {
      switch await games.model(for: topic) {
      case .success(let model):
        failure = nil
        playing = PlayingGame(model: model)
      case .failure(let error):
        failure = AppRemedy.message(for: error)
      }
    }
  }

  private func openQuiz() {
    guard let url = URL(string: quizURL), url.host() != nil else { return }
    let model = games.model(loadingFrom: .url(url))
    playing = PlayingGame(model: model)
    Task { await model.load() }
  }
}

/// A game being shown, told apart by identity: the model is a reference, not a value.
struct PlayingGame: Identifiable, Hashable {
  let id = UUID()
  let model: GameViewModel

  static func == (lhs: PlayingGame, rhs: PlayingGame) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
