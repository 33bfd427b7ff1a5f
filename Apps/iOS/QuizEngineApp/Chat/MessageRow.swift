import SwiftUI

/// One transcript entry: its bubble, and under it Retry or suggestion chips when it offers them.
struct MessageRow: View {
  let presentation: MessagePresentation
  let onRetry: () -> Void
  let onSuggestion: (String) -> Void

  private var alignment: HorizontalAlignment {
    presentation.style.isTrailing ? .trailing : .leading
  }

  var body: some View {
    VStack(alignment: alignment, spacing: 8) {
      bubble
      if presentation.showsRetry {
        Button("Retry", systemImage: "arrow.clockwise", action: onRetry)
          .buttonStyle(.borderedProminent)
          .accessibilityHint("Asks the question again")
          .accessibilityIdentifier("retryButton")
      }
      if !presentation.suggestions.isEmpty {
        SuggestionChips(suggestions: presentation.suggestions, onSelect: onSuggestion)
      }
    }
    // Leave a margin on the other side so that questions and replies read as two voices.
    .padding(presentation.style.isTrailing ? .leading : .trailing, 40)
    .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
  }

  @ViewBuilder
  private var bubble: some View {
    switch presentation.content {
    case .text(let text):
      textBubble(text)
        .chatBubble(presentation.style)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(presentation.accessibilityLabel)
        .accessibilityIdentifier(presentation.accessibilityIdentifier)

    case .countries(let names, let heading):
      VStack(alignment: .leading, spacing: 8) {
        Text(heading)
          .font(.subheadline.weight(.semibold))
        FlowLayout(spacing: 6) {
          ForEach(names, id: \.self) { name in
            Text(name)
              .font(.callout)
              .padding(.horizontal, 10)
              .padding(.vertical, 4)
              .background(.background, in: .capsule)
          }
        }
      }
      .chatBubble(presentation.style)
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(presentation.accessibilityLabel)
      .accessibilityIdentifier(presentation.accessibilityIdentifier)

    case .flag(let sentence, let imageURL, let imageDescription, let caption):
      // The sentence, the caption and the image are separate elements, each read on its own.
      VStack(alignment: .leading, spacing: 8) {
        Text(sentence)
          .accessibilityLabel(presentation.accessibilityLabel)
          .accessibilityIdentifier(presentation.accessibilityIdentifier)
        if let caption {
          Text(caption)
            .font(.caption)
            .foregroundStyle(.secondary)
            .accessibilityIdentifier("flag-caption-\(presentation.id)")
        }
        if let imageURL {
          FlagImage(
            url: imageURL, description: imageDescription,
            accessibilityIdentifier: "flag-\(presentation.id)")
        }
      }
      .chatBubble(presentation.style)
      .accessibilityElement(children: .contain)
    }
  }

  @ViewBuilder
  private func textBubble(_ text: String) -> some View {
    if presentation.style == .failure {
      Label {
        Text(text)
      } icon: {
        Image(systemName: "exclamationmark.triangle.fill")
          .foregroundStyle(.red)
      }
    } else {
      Text(text)
    }
  }
}

/// The example questions offered after a question that was not understood; a tap asks one.
private struct SuggestionChips: View {
  let suggestions: [String]
  let onSelect: (String) -> Void

  var body: some View {
    FlowLayout(spacing: 8) {
      ForEach(Array(suggestions.enumerated()), id: \.offset) { index, suggestion in
        Button(suggestion) { onSelect(suggestion) }
          .buttonStyle(.bordered)
          .accessibilityHint("Asks this question")
          .accessibilityIdentifier("suggestion-\(index)")
      }
    }
  }
}

extension View {
  /// The speech-bubble look of one transcript entry.
  fileprivate func chatBubble(_ style: BubbleStyle) -> some View {
    padding(.horizontal, 14)
      .padding(.vertical, 10)
      .foregroundStyle(style.foreground)
      .background(style.background, in: .rect(cornerRadius: 18))
      .textSelection(.enabled)
  }
}

extension BubbleStyle {
  // Semantic colours only, so light and dark mode both work.
  fileprivate var background: AnyShapeStyle {
    switch self {
    case .question: AnyShapeStyle(.tint)
    case .answer: AnyShapeStyle(.fill.tertiary)
    case .failure: AnyShapeStyle(Color.red.opacity(0.15))
    }
  }

  fileprivate var foreground: AnyShapeStyle {
    switch self {
    case .question: AnyShapeStyle(Color.white)
    case .answer, .failure: AnyShapeStyle(.primary)
    }
  }
}
