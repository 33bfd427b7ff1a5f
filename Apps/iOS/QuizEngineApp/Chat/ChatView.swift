import Accessibility
import QuizChat
import QuizEngine
import QuizGame
import SwiftUI

/// The chat screen: the transcript, which follows new messages, over the question field. What
/// each turn shows around the transcript (a game, the list of games, the help, a notice) is
/// `ChatPanels`' to say; this lays it out.
struct ChatView: View {
  @Bindable var session: ChatViewModel
  @State private var panels = ChatPanels(describing: AppRemedy.message(for:))

  var body: some View {
    NavigationStack {
      transcript
        .safeAreaInset(edge: .bottom, spacing: 0) {
          ComposerBar(
            draft: $session.draft, canSend: session.canSend, endsEditing: panels.endsEditing
          ) { submitDraft() }
        }
        .navigationTitle("Country Quiz")
        .navigationBarTitleDisplayMode(.inline)
        .navigationDestination(isPresented: isPlaying) {
          if let game = panels.game {
            GameView(model: game)
          } else if let quiz = panels.mapQuiz {
            MapQuizView(model: quiz)
          }
        }
        .confirmationDialog("Play a game", isPresented: $panels.isChoosingGame) {
          ForEach(GameTopic.suggestions, id: \.id) { topic in
            Button(topic.question) { play(topic) }
          }
        }
        .sheet(isPresented: showsHelp) {
          if let help = panels.help {
            ChatHelpView(help: help) { example in
              panels.help = nil
              send(example)
            }
          }
        }
    }
  }

  private var isPlaying: Binding<Bool> {
    Binding(
      get: { panels.game != nil || panels.mapQuiz != nil },
      set: { if !$0 { panels.closeGame(in: session) } })
  }

  private var showsHelp: Binding<Bool> {
    Binding(get: { panels.help != nil }, set: { if !$0 { panels.help = nil } })
  }

  private var transcript: some View {
    ScrollViewReader { proxy in
      ScrollView {
        LazyVStack(spacing: 12) {
          ForEach(MessagePresentation.transcript(of: session)) { presentation in
            MessageRow(
              presentation: presentation, onRetry: { retry() }, onSuggestion: { send($0) }
            )
            .id(TranscriptRow.message(presentation.id))
          }
          if session.isLoading {
            BusyRow()
              .id(TranscriptRow.busy)
          }
          if let notice = panels.notice {
            Text(notice.text)
              .foregroundStyle(notice.isProblem ? AnyShapeStyle(.red) : AnyShapeStyle(.secondary))
              .accessibilityIdentifier("chatNotice")
          }
        }
        .padding()
      }
      .defaultScrollAnchor(.bottom)
      .scrollDismissesKeyboard(.interactively)
      .overlay {
        if session.transcript.isEmpty {
          EmptyTranscriptView()
        }
      }
      .onChange(of: session.transcript.last) { _, message in
        guard let message else { return }
        withAnimation { proxy.scrollTo(TranscriptRow.message(message.id), anchor: .bottom) }
        let arrived = MessagePresentation(message, isLatest: true, canRetry: false)
        if let announcement = arrived.announcement {
          AccessibilityNotification.Announcement(announcement).post()
        }
      }
      .onChange(of: session.isLoading) { _, isBusy in
        guard isBusy else { return }
        withAnimation { proxy.scrollTo(TranscriptRow.busy, anchor: .bottom) }
      }
    }
  }

  private func submitDraft() {
    Task { panels.show(await session.submitDraft()) }
  }

  private func send(_ question: String) {
    Task { panels.show(await session.respond(to: question)) }
  }

  private func play(_ topic: GameTopic) {
    Task { panels.show(await session.startPlaying(topic)?.value) }
  }

  /// The Retry button is the word "retry": the same turn.
  private func retry() {
    Task { panels.show(await session.perform(.retry)) }
  }
}

/// Scroll targets in the transcript.
private enum TranscriptRow: Hashable {
  case message(Int)
  case busy
}

/// Shown where the answer will appear while the quiz works on it (data may be loading).
private struct BusyRow: View {
  var body: some View {
    ProgressView()
      .accessibilityLabel("Looking up the answer")
      .accessibilityIdentifier("busyIndicator")
      .padding(.horizontal, 16)
      .padding(.vertical, 12)
      .background(.fill.tertiary, in: .rect(cornerRadius: 18))
      .frame(maxWidth: .infinity, alignment: .leading)
  }
}

/// "help": what can be asked, each example a button that asks it, and the chat's words.
private struct ChatHelpView: View {
  let help: ChatHelp
  let ask: (String) -> Void

  var body: some View {
    NavigationStack {
      List {
        ForEach(help.topics, id: \.lead) { topic in
          Section(topic.lead) {
            ForEach(topic.examples, id: \.self) { example in
              Button(example) { ask(example) }
            }
          }
        }
        Section("Words the chat knows") {
          ForEach(help.commands, id: \.named) { command in
            LabeledContent(command.named, value: command.does)
          }
        }
        Section {
          Text(help.typos).foregroundStyle(.secondary)
        }
      }
      .navigationTitle("Help")
      .navigationBarTitleDisplayMode(.inline)
    }
  }
}

/// The empty chat: what can be asked, in the package's own examples, with follow-ups and
/// questions asked the other way round.
private struct EmptyTranscriptView: View {
  var body: some View {
    ContentUnavailableView {
      Label("Ask about a country", systemImage: "globe.europe.africa")
    } description: {
      Text(ReplyWording.hints.joined(separator: "\n"))
    }
  }
}
