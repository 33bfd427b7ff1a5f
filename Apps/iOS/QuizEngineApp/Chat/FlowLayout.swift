import SwiftUI

/// Lays its subviews out in rows, starting a new row when the next one does not fit: chips of
/// country names and of suggested questions, which wrap at any text size.
struct FlowLayout: Layout {
  var spacing: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    arrangement(of: subviews, width: proposal.width ?? .infinity).size
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let rows = arrangement(of: subviews, width: bounds.width)
    for (subview, frame) in zip(subviews, rows.frames) {
      subview.place(
        at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
        proposal: ProposedViewSize(frame.size))
    }
  }

  private struct Arrangement {
    var frames: [CGRect]
    var size: CGSize
  }

  private func arrangement(of subviews: Subviews, width: CGFloat) -> Arrangement {
    var frames: [CGRect] = []
    var x: CGFloat = 0
    var y: CGFloat = 0
    var rowHeight: CGFloat = 0
    var widest: CGFloat = 0
    for subview in subviews {
      var size = subview.sizeThatFits(.unspecified)
      if size.width > width {
        // Wider than a whole row (a long name at a large text size): let it wrap within one.
        size = subview.sizeThatFits(ProposedViewSize(width: width, height: nil))
      }
      if x > 0, x + size.width > width {
        x = 0
        y += rowHeight + spacing
        rowHeight = 0
      }
      frames.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
      x += size.width + spacing
      rowHeight = max(rowHeight, size.height)
      widest = max(widest, x - spacing)
    }
    return Arrangement(frames: frames, size: CGSize(width: widest, height: y + rowHeight))
  }
}
