/// Names by `SoundKey`: each sound kept only when it names one country, or one place that is
/// not a country, so that a name heard is never a guess between two.
struct SoundIndex: Sendable {
  enum Entry: Sendable {
    case country(Int)
    case place(NonCountryPlaces.Place)
    /// Two or more things sound alike: none is meant.
    case several
  }

  let exact: [[UInt8]: Entry]
  /// The sounds of each length, for the near search.
  private let byLength: [Int: [[UInt8]]]

  init(english: NameTable, places: [[UInt8]: NonCountryPlaces.Place]) {
    var exact: [[UInt8]: Entry] = [:]
    func add(_ key: some Collection<UInt8>, _ entry: Entry) {
      guard key.count >= 4 else { return }
      let sound = SoundKey.of(key)
      guard sound.count >= 3 else { return }
      switch (exact[sound], entry) {
      case (nil, _): exact[sound] = entry
      case (.country(let a), .country(let b)) where a == b: break
      default: exact[sound] = .several
      }
    }
    for index in 0..<english.count {
      let candidates = english.candidates(of: index).filter {
        $0.tier == .name || $0.tier == .alternate
      }
      guard let first = candidates.first else { continue }
      let countries = Set(candidates.map(\.country))
      add(english.key(index), countries.count == 1 ? .country(Int(first.country)) : .several)
    }
    for (key, place) in places {
      guard case .place = place.standing else { continue }
      add(key, .place(place))
    }
    self.exact = exact
    byLength = Dictionary(grouping: exact.keys, by: \.count)
  }

  /// The one entry whose sound is one edit from `heard`; nil when none is, or several are.
  func nearest(to heard: [UInt8]) -> Entry? {
    var found: [UInt8]?
    for length in (heard.count - 1)...(heard.count + 1) {
      for sound in byLength[length] ?? [] where Edits.withinOne(sound, heard) {
        guard found == nil else { return nil }
        found = sound
      }
    }
    return found.flatMap { exact[$0] }
  }

  /// Whether the thing `entry` names starts with `letter`, case and accents aside.
  func starts(_ entry: Entry, with letter: UInt8, in resolver: CountryNameResolver) -> Bool {
    guard let name = resolver.name(of: entry) else { return false }
    return NameKey(name).compact.first == letter
  }
}
