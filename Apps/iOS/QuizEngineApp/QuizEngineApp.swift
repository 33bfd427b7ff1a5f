import QuizChat
import SwiftUI

/// The app shell: composes the chat once (see `AppComposition`) and shows it.
@main
struct QuizEngineApp: App {
  @State private var session: ChatSession

  init() {
    _session = State(initialValue: AppComposition.makeChatSession())
  }

  var body: some Scene {
    WindowGroup {
      ChatView(session: session)
    }
  }
}
