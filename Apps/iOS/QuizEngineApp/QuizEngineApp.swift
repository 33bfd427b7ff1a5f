import QuizChat
import SwiftUI

/// The app shell: composes the chat once (see `AppComposition`) and shows it.
@main
struct QuizEngineApp: App {
  @State private var session: ChatViewModel

  init() {
    _session = State(initialValue: AppComposition.makeChatViewModel())
  }

  var body: some Scene {
    WindowGroup {
      ChatView(session: session)
    }
  }
}
