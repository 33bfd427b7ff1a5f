import QuizChat
import QuizGame
import SwiftUI

/// The app shell: composes the chat and the games once (see `AppComposition`) and shows them.
@main
struct QuizEngineApp: App {
  @State private var session: ChatViewModel
  private let games: GameServices

  init() {
    let choice = AppComposition.dataSourceChoice()
    let games = AppComposition.makeGames(for: choice)
    _session = State(initialValue: AppComposition.makeChatViewModel(for: choice, games: games))
    self.games = games
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
        Tab("Daily", systemImage: "globe.europe.africa") {
          DailyView(games: games)
        }
      }
    }
  }
}
