import QuizEngine
import Synchronization
import Testing

@Suite("CountryDetails")
struct CountryDetailsTests {
  @Test func country_withDeferredDetails_makesEachHalfOnce_onlyWhenThatHalfIsRead() {
    let source = CountingSource(description: "Black, yellow and red.", names: ["Belgio"])

    let sut = belgium(details: DeferredDetails(source: source, index: 7, code: "BE"))

    #expect(sut.flag.emoji == "🇧🇪")
    #expect(sut.name == "Belgium")
    #expect(source.reads == Reads())
    #expect(sut.flag.description == "Black, yellow and red.")
    #expect(sut.flag.description == "Black, yellow and red.")
    #expect(source.reads == Reads(descriptions: 1, names: 0))
    #expect(sut.translatedNames == ["Belgio"])
    #expect(sut.translatedNames == ["Belgio"])
    #expect(source.reads == Reads(descriptions: 1, names: 1))
    #expect(source.asked == ["7 BE"])
  }

  @Test func deferredDetails_makeEachHalfOnce_underConcurrentReads() async {
    let source = CountingSource(description: nil, names: ["Belgio", "Belgien"])
    let details = DeferredDetails(source: source, index: 0, code: "BE")

    let read = await withTaskGroup(of: Int.self) { group in
      for task in 0..<64 {
        group.addTask {
          task.isMultiple(of: 2)
            ? details.translatedNames.count : (details.flagDescription == nil ? 1 : 0)
        }
      }
      return await group.reduce(0, +)
    }

    #expect(read == 32 * 2 + 32)
    #expect(source.reads == Reads(descriptions: 1, names: 1))
  }

  @Test func country_withDeferredDetails_equalsOneWithTheSameDetailsMade() {
    let made = Country(
      code: "BE", name: "Belgium", officialName: "Kingdom of Belgium", capitals: ["Brussels"],
      flag: Flag(emoji: "🇧🇪", description: "Black, yellow and red."),
      translatedNames: ["Belgio"])

    let deferred = belgium(
      details: details(description: "Black, yellow and red.", names: ["Belgio"]))
    let otherDescription = belgium(details: details(description: "Red.", names: ["Belgio"]))
    let otherNames = belgium(
      details: details(description: "Black, yellow and red.", names: ["Belgien"]))

    #expect(made == deferred)
    #expect(made.hashValue == deferred.hashValue)
    #expect(made.flag == deferred.flag)
    #expect(made.flag.hashValue == deferred.flag.hashValue)
    #expect(made != otherDescription)
    #expect(made.flag != otherDescription.flag)
    #expect(made != otherNames)
  }

  @Test func flag_withDeferredDescription_keepsItsEmojiAndImages() {
    let flag = Flag(
      emoji: "🇧🇪", pngAddress: "https://flagcdn.com/w320/be.png",
      svgAddress: "https://flagcdn.com/be.svg",
      deferredDescription: details(description: nil, names: []))

    #expect(flag.pngURL?.absoluteString == "https://flagcdn.com/w320/be.png")
    #expect(flag.svgURL?.absoluteString == "https://flagcdn.com/be.svg")
    #expect(flag.description == nil)
  }

  // MARK: - Helpers

  private func belgium(details: DeferredDetails) -> Country {
    Country(
      code: "BE", name: "Belgium", officialName: "Kingdom of Belgium", capitals: ["Brussels"],
      flag: Flag(emoji: "🇧🇪", pngAddress: nil, svgAddress: nil, deferredDescription: details),
      translatedNames: .details(details))
  }

  private func details(description: String?, names: [String]) -> DeferredDetails {
    DeferredDetails(
      source: CountingSource(description: description, names: names), index: 0, code: "BE")
  }
}

private struct Reads: Equatable {
  var descriptions = 0
  var names = 0
}

/// Gives the same details for any record, counting what is asked.
private final class CountingSource: CountryDetailsSource {
  private let description: String?
  private let names: [String]
  private let counts = Mutex((Reads(), asked: Set<String>()))

  init(description: String?, names: [String]) {
    self.description = description
    self.names = names
  }

  var reads: Reads { counts.withLock { $0.0 } }
  var asked: Set<String> { counts.withLock { $0.asked } }

  func flagDescription(at index: Int, code: String) -> String? {
    counts.withLock {
      $0.0.descriptions += 1
      $0.asked.insert("\(index) \(code)")
    }
    return description
  }

  func translatedNames(at index: Int, code: String) -> [String] {
    counts.withLock {
      $0.0.names += 1
      $0.asked.insert("\(index) \(code)")
    }
    return names
  }
}
