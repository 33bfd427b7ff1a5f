import QuizDaily
import QuizEngine
import QuizGame
import QuizMap
import QuizMapScene
import SwiftUI

/// The daily silhouette: the same puzzle, rules and words as `quiz daily` (`DailySession`,
/// `DailyWords`), the outline drawn with `Canvas` from the same shape as the terminal's braille.
struct DailyView: View {
  let games: GameServices
  @State private var session: DailySession?
  @State private var failed = false
  @State private var typed = ""
  /// Bumped after each change of the session, which is not observable itself.
  @State private var revision = 0

  var body: some View {
    NavigationStack {
      Group {
        if let session {
          DailyPuzzleView(session: session, typed: $typed, revision: $revision)
        } else if failed {
          ContentUnavailableView(
            "No puzzle", systemImage: "globe",
            description: Text("The country data for the puzzle could not be loaded."))
        } else {
          ProgressView()
        }
      }
      .navigationTitle("Daily")
    }
    .task { await start() }
  }

  private func start() async {
    guard session == nil else { return }
    guard let catalog = try? await games.loadCatalog(),
      let atlas = try? DailyAtlas(
        catalog: catalog, points: Self.labelPoints(), known: games.knownPlaces())
    else {
      failed = true
      return
    }
    let today = CalendarDay(
      secondsSince1970: Date().timeIntervalSince1970,
      secondsFromGMT: TimeZone.current.secondsFromGMT())
    session = DailySession(
      today: today, atlas: atlas,
      store: FileDailyStore(
        url: URL.applicationSupportDirectory.appending(path: "quiz/daily.json")))
    failed = session == nil
  }

  /// Where each place lies, from the same map as the terminal's.
  static func labelPoints() -> [String: EarthPoint] {
    var points: [String: EarthPoint] = [:]
    for country in WorldMap.bundled?.countries ?? [] {
      if let label = country.label {
        points[country.code] = EarthPoint(latitude: label.latitude, longitude: label.longitude)
      }
    }
    return points
  }
}

private struct DailyPuzzleView: View {
  let session: DailySession
  @Binding var typed: String
  @Binding var revision: Int

  var body: some View {
    // Read so that each change of the session, which is not observable, draws the view again.
    let _ = revision
    let game = session.game
    List {
      Section {
        SilhouetteView(scene: MapScene(silhouetteOf: WorldMap.detailed?[game.answer.code]))
          .frame(height: 240)
          .accessibilityLabel(DailyWords.question)
      } header: {
        Text(DailyWords.title(game))
      }
      Section {
        ForEach(Array(game.wrongGuesses.enumerated()), id: \.offset) { _, guess in
          Text(guess.line).monospacedDigit()
        }
        if let note = game.note {
          Text(note.sentence).foregroundStyle(.orange)
        }
        if game.isOver {
          Text(DailyWords.headline(game)).font(.headline)
          Text(DailyWords.answer(game.answer))
          Text(game.share.line(colour: true)).textSelection(.enabled)
          ShareLink(item: game.share.line(colour: true))
        } else {
          Text(DailyWords.guessesLeft(game.guessesLeft)).foregroundStyle(.secondary)
          TextField(DailyWords.question, text: $typed)
            .autocorrectionDisabled()
            .onChange(of: typed) { _, text in
              session.type(text)
              typed = session.game.input
              revision += 1
            }
            .onSubmit {
              session.enter()
              typed = session.game.input
              revision += 1
            }
          if let waiting = game.waiting {
            Text(GamePromptWords.enterCue(waiting)).foregroundStyle(.secondary)
          }
        }
      }
    }
  }
}

/// The outline, solid, scaled to fit.
private struct SilhouetteView: View {
  let scene: MapScene?

  var body: some View {
    Canvas { context, size in
      guard let scene else { return }
      let scale = min(size.width / scene.aspectRatio, size.height)
      let origin = CGPoint(
        x: (size.width - scene.aspectRatio * scale) / 2, y: (size.height - scale) / 2)
      var path = Path()
      for shape in scene.shapes {
        for ring in shape.rings where ring.count > 2 {
          path.addLines(
            ring.map { CGPoint(x: origin.x + $0.x * scale, y: origin.y + $0.y * scale) })
          path.closeSubpath()
        }
      }
      context.fill(path, with: .color(.primary))
    }
  }
}
