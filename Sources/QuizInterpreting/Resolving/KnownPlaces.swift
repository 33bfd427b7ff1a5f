import QuizEngine

/// What the chat knows of names that are no country, for the games: the composition roots hand
/// it to `GameServices`, so a guess naming a city, a part of a country or a state that is gone
/// is told what it is ("Scotland is part of the United Kingdom") in the chat's own terms.
///
/// A name that needs a word to say it is a part of a country ("Georgia", "Lagos" as a state)
/// is left out: alone, it is a country's name or a city's. So is a city under no country.
public enum KnownPlaces {
  /// Each place once, with every name typed for it, in the order the chat reads them: where
  /// two places share a name, the first is the one the chat means.
  public static var all: [KnownPlace] { table }

  private static let table: [KnownPlace] = {
    var places: [KnownPlace] = []
    var position: [KnownPlace: Int] = [:]
    for place in NonCountryPlaces.allPlaces where !place.needsCue {
      guard let kind = kind(of: place) else { continue }
      let key = KnownPlace(name: place.shownName ?? place.name, spellings: [], kind: kind)
      if let index = position[key] {
        let known = places[index]
        places[index] = KnownPlace(
          name: known.name, spellings: known.spellings + [place.name], kind: known.kind)
      } else {
        position[key] = places.count
        places.append(KnownPlace(name: key.name, spellings: [place.name], kind: kind))
      }
    }
    return places
  }()

  private static func kind(of place: NonCountryPlaces.Place) -> KnownPlace.Kind? {
    switch place.standing {
    case .former(let fate, _): return .formerState(fate: fate)
    case .constituent: return place.country.map { .partOf(country: $0) }
    case .place:
      if let description = place.description { return .described(description) }
      return place.country.map { .city(country: $0) }
    }
  }
}
