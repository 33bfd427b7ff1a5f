import SwiftUI

/// The question field and the send button. Return sends too; both defer to `canSend`.
struct ComposerBar: View {
  @Binding var draft: String
  let canSend: Bool
  /// Set when the conversation is over ("exit"): the keyboard goes away.
  let endsEditing: Bool
  let onSend: () -> Void

  @FocusState private var isFocused: Bool

  // Written out: a private stored property would make the synthesised initialiser private.
  init(
    draft: Binding<String>, canSend: Bool, endsEditing: Bool = false,
    onSend: @escaping () -> Void
  ) {
    _draft = draft
    self.canSend = canSend
    self.endsEditing = endsEditing
    self.onSend = onSend
  }

  var body: some View {
    HStack(spacing: 8) {
      TextField("Ask about a country", text: $draft)
        .textFieldStyle(.roundedBorder)
        .submitLabel(.send)
        // Country names are not dictionary words: autocorrect would "fix" them, and the quiz
        // copes with typos itself.
        .autocorrectionDisabled()
        .textInputAutocapitalization(.sentences)
        .focused($isFocused)
        .onSubmit {
          onSend()
          isFocused = true
        }
        .onChange(of: endsEditing) { _, ends in
          if ends { isFocused = false }
        }
        .accessibilityLabel("Question")
        .accessibilityHint("Type a question about a country, then send it")
        .accessibilityIdentifier("questionField")

      Button(action: onSend) {
        Image(systemName: "arrow.up.circle.fill")
          .font(.title)
      }
      .disabled(!canSend)
      .accessibilityLabel("Send")
      .accessibilityIdentifier("sendButton")
    }
    .padding(.horizontal)
    .padding(.vertical, 8)
    .background(.bar)
  }
}
