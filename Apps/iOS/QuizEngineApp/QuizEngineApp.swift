import QuizChat
import SwiftUI

/// The app shell: composes the chat and the games once (see `AppComposition`) and shows them.
@main
struct QuizEngineApp: App {
  @State private var session: ChatViewModel
  private let games: AppComposition.Games

  init() {
    _session = State(initialValue: AppComposition.makeChatViewModel())
    games = AppComposition.makeGames()
  }

  var body: some Scene {
    WindowGroup {
      TabView {
        Tab("Chat", systemImage: "bubble.left.and.bubble.right") {
          ChatView(session: session)
        }
        Tab("Play", systemImage: "timer") {
          GamePickerView(games: games)
        }
      }
    }
  }
}
