import QuizGame
import SwiftUI

/// The items, grouped under their region headings when the game has them: found ones show
/// their answer, unfound ones their clue and a blank, missed ones (at the end) their answer
/// struck through, so a gap shows where the forgotten one is.
struct GameGrid: View {
  let cells: [GameViewModel.Cell]
  /// The letters hints show of unfound answers, by item id.
  var hints: [Int: String] = [:]

  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        LazyVGrid(
          columns: [GridItem(.adaptive(minimum: 140), spacing: 8)], alignment: .leading,
          spacing: 8, pinnedViews: [.sectionHeaders]
        ) {
          ForEach(sections, id: \.title) { section in
            Section {
              ForEach(section.cells) { cell in
                GameCellView(cell: cell, hint: hints[cell.id]).id(cell.id)
              }
            } header: {
              if !section.title.isEmpty {
                Text(section.title).font(.subheadline.bold())
                  .frame(maxWidth: .infinity, alignment: .leading)
                  .padding(.vertical, 4)
                  .background(.background)
              }
            }
          }
        }
        .padding(.horizontal)
      }
      .onChange(of: cells.filter(\.isFound).count) { _, _ in
        // A new hit scrolls into view.
        guard let newest = cells.last(where: \.isFound) else { return }
        withAnimation { proxy.scrollTo(newest.id) }
      }
    }
  }

  private var sections: [(title: String, cells: [GameViewModel.Cell])] {
    var result: [(title: String, cells: [GameViewModel.Cell])] = []
    for cell in cells {
      let title = cell.item.group ?? ""
      if result.last?.title == title {
        result[result.count - 1].cells.append(cell)
      } else {
        result.append((title, [cell]))
      }
    }
    return result
  }
}

struct GameCellView: View {
  let cell: GameViewModel.Cell
  var hint: String?

  var body: some View {
    HStack(spacing: 4) {
      if let clue = cell.item.clue {
        // Dim, and an arrow before the answer: a clue and its answer never read as one.
        Text(clue.text + GameClue.separator)
          .foregroundStyle(.secondary)
          .accessibilityLabel(
            cell.item.clueDetail(revealingAnswer: cell.isFound || cell.isMissed) ?? clue.text)
      }
      if cell.isFound {
        Text(cell.item.answer).bold()
      } else if cell.isMissed {
        Text(cell.item.answer).italic().strikethrough().foregroundStyle(.orange)
          .accessibilityLabel("missed: \(cell.item.answer)")
      } else if let hint {
        Text(hint + "·········").foregroundStyle(.orange)
          .accessibilityLabel("not found yet, starts with \(hint)")
      } else {
        Text("··········").foregroundStyle(.tertiary).accessibilityLabel("not found yet")
      }
    }
    .lineLimit(1)
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}
