import QuizEngine
import Synchronization
import Testing

@Suite("DeferredNames")
struct DeferredNamesTests {
  @Test func value_makesTheNamesOnFirstRead_only() {
    let makes = Mutex(0)
    let sut = DeferredNames {
      makes.withLock { $0 += 1 }
      return ["Belgio", "Belgique"]
    }

    #expect(makes.withLock { $0 } == 0)
    #expect(sut.value == ["Belgio", "Belgique"])
    #expect(sut.value == ["Belgio", "Belgique"])
    #expect(makes.withLock { $0 } == 1)
  }

  @Test func country_withDeferredTranslations_equalsOneWithTheSameNamesMade() {
    let made = belgium(translations: .made(["Belgio"]))
    let deferred = belgium(translations: .deferred(["Belgio"]))
    let other = belgium(translations: .deferred(["Belgien"]))

    #expect(deferred.translatedNames == ["Belgio"])
    #expect(made == deferred)
    #expect(made.hashValue == deferred.hashValue)
    #expect(made != other)
  }

  // MARK: - Helpers

  private enum Names {
    case made([String])
    case deferred([String])
  }

  private func belgium(translations: Names) -> Country {
    let flag = Flag(emoji: "🇧🇪")
    switch translations {
    case .made(let names):
      return Country(
        code: "BE", name: "Belgium", officialName: "Kingdom of Belgium", capitals: ["Brussels"],
        flag: flag, translatedNames: .made(names))
    case .deferred(let names):
      return Country(
        code: "BE", name: "Belgium", officialName: "Kingdom of Belgium", capitals: ["Brussels"],
        flag: flag, translatedNames: .deferred(DeferredNames { names }))
    }
  }
}
