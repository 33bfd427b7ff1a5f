import QuizEngine

extension V5CountriesMapper {
  /// Joins pages into one list, refusing a server that says `more` forever or does not move on.
  public struct PageAccumulator: Sendable {
    /// 50 pages of 100 is twenty times the countries there are.
    public static let defaultMaximumPages = 50

    public enum Error: Swift.Error, Equatable {
      /// More pages than `maximumPages`, all saying `more`.
      case tooManyPages
      /// A page that says `more` but adds no country: the offset is being ignored.
      case pageDidNotAdvance
      /// Every page is read and none held a usable country.
      case noCountries
    }

    /// The countries so far, in page order, each code once.
    public private(set) var countries: [Country] = []
    /// Where the next page starts; nil once the last page is in.
    public private(set) var nextOffset: Int? = 0
    private let maximumPages: Int
    private var pageCount = 0
    private var seenCodes: Set<String> = []

    public init(maximumPages: Int = defaultMaximumPages) {
      self.maximumPages = maximumPages
    }

    public mutating func add(_ page: Page) throws(Error) {
      guard let offset = nextOffset else { return }
      pageCount += 1
      let fresh = page.countries.filter { seenCodes.insert($0.code).inserted }
      countries += fresh
      guard page.hasMore else {
        nextOffset = nil
        return
      }
      guard !fresh.isEmpty, page.recordCount > 0 else { throw .pageDidNotAdvance }
      guard pageCount < maximumPages else { throw .tooManyPages }
      nextOffset = offset + page.recordCount
    }

    /// The whole list once the last page is in.
    public func finish() throws(Error) -> [Country] {
      guard !countries.isEmpty else { throw .noCountries }
      return countries
    }
  }
}
