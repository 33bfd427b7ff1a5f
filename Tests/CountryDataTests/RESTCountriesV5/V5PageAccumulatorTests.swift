import CountryData
import QuizEngine
import QuizTestSupport
import Testing

@Suite("V5CountriesMapper.PageAccumulator")
struct V5PageAccumulatorTests {
  @Test func add_joinsPagesInOrder_movingTheOffsetByEachPagesRecords() throws {
    var sut = V5CountriesMapper.PageAccumulator()

    try sut.add(page(["AA", "AB"], recordCount: 3, more: true))
    #expect(sut.nextOffset == 3)
    try sut.add(page(["AC"], more: false))

    #expect(sut.nextOffset == nil)
    #expect(try sut.finish().map(\.code) == ["AA", "AB", "AC"])
  }

  @Test func add_dropsCountriesRepeatedAcrossPages() throws {
    var sut = V5CountriesMapper.PageAccumulator()

    try sut.add(page(["AA", "AB"], more: true))
    try sut.add(page(["AB", "AC"], more: false))

    #expect(try sut.finish().map(\.code) == ["AA", "AB", "AC"])
  }

  @Test func add_throwsTooManyPages_whenTheServerSaysMoreForever() throws {
    var sut = V5CountriesMapper.PageAccumulator(maximumPages: 5)
    var thrown: V5CountriesMapper.PageAccumulator.Error?

    for index in 0..<10 where thrown == nil {
      do {
        try sut.add(page(["A\(Character(UnicodeScalar(65 + UInt8(index))))"], more: true))
      } catch {
        thrown = error
      }
    }

    #expect(thrown == .tooManyPages)
  }

  @Test func add_throwsPageDidNotAdvance_onAnEmptyPageThatSaysMore() throws {
    var sut = V5CountriesMapper.PageAccumulator()
    try sut.add(page(["AA"], more: true))

    #expect(throws: V5CountriesMapper.PageAccumulator.Error.pageDidNotAdvance) {
      try sut.add(page([], more: true))
    }
  }

  @Test func add_throwsPageDidNotAdvance_whenAPageRepeatsTheLastOne() throws {
    var sut = V5CountriesMapper.PageAccumulator()
    try sut.add(page(["AA", "AB"], more: true))

    #expect(throws: V5CountriesMapper.PageAccumulator.Error.pageDidNotAdvance) {
      try sut.add(page(["AA", "AB"], more: true))
    }
  }

  @Test func finish_throwsNoCountries_whenNoPageHadAny() throws {
    var sut = V5CountriesMapper.PageAccumulator()
    try sut.add(page([], more: false))

    #expect(throws: V5CountriesMapper.PageAccumulator.Error.noCountries) { try sut.finish() }
  }

  // MARK: - Helpers

  private func page(_ codes: [String], recordCount: Int? = nil, more: Bool)
    -> V5CountriesMapper.Page
  {
    V5CountriesMapper.Page(
      countries: codes.map { makeCountry(code: $0, name: "Country \($0)") },
      recordCount: recordCount ?? codes.count, hasMore: more)
  }
}
