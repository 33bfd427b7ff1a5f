import Accessibility
import QuizChat
import QuizEngine
import QuizGame
import SwiftUI

/// The chat screen: the transcript, which follows new messages, over the question field.
struct ChatView: View {
  @Bindable var session: ChatViewModel
  /// A game the chat made for "quiz me on …", shown over it.
  @State private var playing: PlayingGame?
  /// "let's play": the suggested games, to pick from.
  @State private var choosingGame = false
  /// Why a game asked for could not be made, under the transcript until the next line.
  @State private var gameFailure: String?

  var body: some View {
    NavigationStack {
      transcript
        .safeAreaInset(edge: .bottom, spacing: 0) {
          ComposerBar(draft: $session.draft, canSend: session.canSend) { submitDraft() }
        }
        .navigationTitle("Country Quiz")
        .navigationBarTitleDisplayMode(.inline)
        .navigationDestination(item: $playing) { game in
          GameView(model: game.model)
        }
        .confirmationDialog("Play a game", isPresented: $choosingGame) {
          ForEach(GameTopic.suggestions, id: \.id) { topic in
            Button(topic.question) { play(topic) }
          }
        }
    }
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
          if let gameFailure {
            Text(gameFailure).foregroundStyle(.red)
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
    Task { show(await session.submitDraft()) }
  }

  private func send(_ question: String) {
    Task { show(await session.respond(to: question)) }
  }

  private func play(_ topic: GameTopic) {
    Task { show(await session.startPlaying(topic)?.value) }
  }

  /// A reply is in the transcript already; the rest is this screen's to show.
  private func show(_ turn: ChatTurn?) {
    gameFailure = nil
    switch turn {
    case nil, .reply: break
    case .game(let model): playing = PlayingGame(model: model)
    case .gameChoice: choosingGame = true
    case .gameFailed(let failure): gameFailure = failure.message
    }
  }

  private func retry() {
    Task { await session.retry() }
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
