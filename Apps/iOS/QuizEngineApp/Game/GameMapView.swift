import QuizGame
import QuizMap
import QuizMapScene
import SwiftUI

/// The game's map, drawn from the same asset, area and marks as the terminal's
/// (`MapScene`, `GameViewModel.mapMarks`): found countries filled, missed ones hatched with a
/// dashed outline (told apart without colour), small ones as markers.
struct GameMapView: View {
  let scene: MapScene
  let marks: [MapMark]

  var body: some View {
    Canvas { context, size in
      let scale = min(size.width / scene.aspectRatio, size.height)
      let origin = CGPoint(
        x: (size.width - scene.aspectRatio * scale) / 2, y: (size.height - scale) / 2)
      func point(_ p: MapScene.Point) -> CGPoint {
        CGPoint(x: origin.x + p.x * scale, y: origin.y + p.y * scale)
      }
      for shape in scene.shapes {
        var path = Path()
        for ring in shape.rings where ring.count > 2 {
          path.addLines(ring.map(point))
          path.closeSubpath()
        }
        switch shape.subject.map(mark) {
        case nil:
          context.fill(path, with: .color(.secondary.opacity(0.15)))
        case .blank?:
          context.stroke(path, with: .color(.primary.opacity(0.5)), lineWidth: 0.5)
        case .found?:
          context.fill(path, with: .color(.green))
        case .newest?:
          context.fill(path, with: .color(.green))
          context.stroke(path, with: .color(.primary), lineWidth: 2)
        case .missed?:
          context.fill(path, with: .color(.red.opacity(0.25)))
          context.stroke(
            path, with: .color(.red), style: StrokeStyle(lineWidth: 1, dash: [3, 2]))
        }
      }
      for marker in scene.markers {
        let centre = point(marker.point)
        let dot = Path(ellipseIn: CGRect(x: centre.x - 3, y: centre.y - 3, width: 6, height: 6))
        switch mark(marker.subject) {
        case .blank: context.stroke(dot, with: .color(.primary.opacity(0.6)), lineWidth: 1)
        case .found, .newest: context.fill(dot, with: .color(.green))
        case .missed: context.draw(Text("✗").font(.caption2).foregroundStyle(.red), at: centre)
        }
      }
    }
    .accessibilityLabel("Map: \(marks.filter { $0 == .found || $0 == .newest }.count) found")
  }

  private func mark(_ subject: Int) -> MapMark {
    marks.indices.contains(subject) ? marks[subject] : .blank
  }
}
