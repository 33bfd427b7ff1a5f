import QuizGame
import Testing

/// Every region's count on one line, as the full screen keeps it in view over the grid.
@Suite("Game region line")
struct GameRegionLineTests {
  @Test func line_countsEveryRegion_marksTheOneInView_andSaysCompleteInWords() {
    let sut = makeSUT([
      ("Africa", 41, 54), ("Americas", 30, 35), ("Asia", 40, 46), ("Europe", 46, 46),
      ("Oceania", 9, 14),
    ])

    let lines = sut.lines(inView: "Asia", width: 200)

    #expect(
      lines == ["Africa 41/54 · Americas 30/35 · ▸Asia 40/46 · Europe 46/46 ✓ · Oceania 9/14"])
  }

  @Test func aNarrowScreen_dropsTheWordEveryRegionShares_beforeItWraps() {
    let sut = makeSUT([
      ("Eastern Africa", 3, 18), ("Middle Africa", 0, 9), ("Northern Africa", 4, 7),
      ("Southern Africa", 5, 5), ("Western Africa", 1, 16),
    ])

    let lines = sut.lines(inView: nil, width: 80)

    #expect(lines == ["Eastern 3/18 · Middle 0/9 · Northern 4/7 · Southern 5/5 ✓ · Western 1/16"])
  }

  @Test(arguments: [20, 40, 60])
  func aNarrowerScreen_wrapsBetweenRegions_neverCuttingOne(width: Int) {
    let sut = makeSUT([
      ("Africa", 41, 54), ("Americas", 30, 35), ("Asia", 40, 46), ("Europe", 46, 46),
      ("Oceania", 9, 14),
    ])

    let lines = sut.lines(inView: "Oceania", width: width)
    let marked = sut.lines(inView: nil, width: width)

    #expect(lines.allSatisfy { $0.count <= width })
    #expect(lines.joined(separator: " · ").contains("▸Oceania 9/14"))
    #expect(lines.count == marked.count)
    #expect(lines.count > 1)
    for region in ["Africa 41/54", "Americas 30/35", "Asia 40/46", "Europe 46/46 ✓"] {
      #expect(lines.contains { $0.contains(region) })
    }
  }

  @Test func aGameWithOneRegionOrNone_hasNoLine() {
    #expect(makeSUT([("Africa", 1, 54)]).lines(inView: "Africa", width: 80) == [])
    #expect(makeSUT([]).lines(inView: nil, width: 80) == [])
  }

  private func makeSUT(_ regions: [(String, Int, Int)]) -> GameRegionLine {
    GameRegionLine(counts: regions.map { (name: $0.0, found: $0.1, total: $0.2) })
  }
}
