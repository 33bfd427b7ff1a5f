import QuizEngine
import Synchronization
import Testing

@Suite("CountryDetails")
struct CountryDetailsTests {
  @Test func country_withDeferredDetails_makesThemOnce_onTheFirstReadOfEither() {
    let makes = Mutex(0)
    let details = Deferred {
      makes.withLock { $0 += 1 }
      return CountryDetails(flagDescription: "Black, yellow and red.", translatedNames: ["Belgio"])
    }

    let sut = belgium(details: details)

    #expect(sut.flag.emoji == "🇧🇪")
    #expect(sut.name == "Belgium")
    #expect(makes.withLock { $0 } == 0)
    #expect(sut.flag.description == "Black, yellow and red.")
    #expect(sut.translatedNames == ["Belgio"])
    #expect(makes.withLock { $0 } == 1)
  }

  @Test func country_withDeferredDetails_equalsOneWithTheSameDetailsMade() {
    let made = Country(
      code: "BE", name: "Belgium", officialName: "Kingdom of Belgium", capitals: ["Brussels"],
      flag: Flag(emoji: "🇧🇪", description: "Black, yellow and red."),
      translatedNames: ["Belgio"])

    let deferred = belgium(
      details: Deferred {
        CountryDetails(flagDescription: "Black, yellow and red.", translatedNames: ["Belgio"])
      })
    let otherDescription = belgium(
      details: Deferred { CountryDetails(flagDescription: "Red.", translatedNames: ["Belgio"]) })
    let otherNames = belgium(
      details: Deferred {
        CountryDetails(flagDescription: "Black, yellow and red.", translatedNames: ["Belgien"])
      })

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
      deferredDescription: Deferred { CountryDetails(flagDescription: nil, translatedNames: []) })

    #expect(flag.pngURL?.absoluteString == "https://flagcdn.com/w320/be.png")
    #expect(flag.svgURL?.absoluteString == "https://flagcdn.com/be.svg")
    #expect(flag.description == nil)
  }

  // MARK: - Helpers

  private func belgium(details: Deferred<CountryDetails>) -> Country {
    Country(
      code: "BE", name: "Belgium", officialName: "Kingdom of Belgium", capitals: ["Brussels"],
      flag: Flag(emoji: "🇧🇪", pngAddress: nil, svgAddress: nil, deferredDescription: details),
      alternateNames: [], nativeNames: [], deferredDetails: details, demonyms: [])
  }
}
