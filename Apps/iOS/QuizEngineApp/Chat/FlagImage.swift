import SwiftUI

/// The flag's picture under a flag answer: a spinner while it loads, nothing if it fails (the
/// answer's sentence already carries the emoji).
struct FlagImage: View {
  let url: URL
  /// The data's alt text; without one the image is decorative and VoiceOver skips it.
  let description: String?
  let accessibilityIdentifier: String

  @ScaledMetric(relativeTo: .body) private var width: CGFloat = 160

  // Written out: a private stored property would make the synthesised initialiser private.
  init(url: URL, description: String?, accessibilityIdentifier: String) {
    self.url = url
    self.description = description
    self.accessibilityIdentifier = accessibilityIdentifier
  }

  var body: some View {
    AsyncImage(url: url) { phase in
      switch phase {
      case .empty:
        ProgressView()
          .frame(width: width, height: width * 2 / 3)
          .accessibilityLabel("Loading the flag")
      case .success(let image):
        image
          .resizable()
          .interpolation(.medium)
          .scaledToFit()
          .frame(width: width)
          .clipShape(.rect(cornerRadius: 4))
          .accessibilityLabel(description ?? "")
          .accessibilityHidden(description == nil)
          .accessibilityAddTraits(.isImage)
          .accessibilityIdentifier(accessibilityIdentifier)
      case .failure:
        EmptyView()
      @unknown default:
        EmptyView()
      }
    }
  }
}
