/// Finds the country a person meant from a subject as typed ("Frnace", "the Irish", "DRC").
/// Built once per catalog; resolving must be fast and total.
public protocol CountryResolver: Sendable {
  func resolve(_ subject: String) -> CountryResolution
  /// The countries whose capital `typed` names ("Lima", "Bogota"). A default matches the
  /// catalog's capitals exactly, accents and case aside; a resolver may forgive more.
  func resolveCapital(_ typed: String, in catalog: CountryCatalog) -> CapitalResolution
  /// Every place `message` names, wherever it stands: countries by any name, capitals, and
  /// the places that are not countries, in the order they appear. A resolver that cannot
  /// read whole messages finds none.
  func places(in message: String) -> [PlaceMention]
  /// The countries `message` names only in another language ("Hrvatska", "Magyarország"),
  /// each word typed with its capital letter; dearer than `places(in:)`, so asked only when
  /// that finds nothing.
  func namesInOtherLanguages(in message: String) -> [CountryMatch]
  /// Whether `text` is typed in lower case and made only of everyday words ("the moon", "font
  /// renders"), so that no reply quotes it as a place it could not find. A resolver that knows
  /// no words finds none.
  func isEverydayWords(_ text: String) -> Bool
}

extension CountryResolver {
  public func places(in message: String) -> [PlaceMention] { [] }
  public func namesInOtherLanguages(in message: String) -> [CountryMatch] { [] }
  public func isEverydayWords(_ text: String) -> Bool { false }
}

public enum CountryResolution: Sendable, Hashable {
  case found(CountryMatch)
  /// Nothing close enough; `suggestion` is a real country whose name is near what was typed.
  case notFound(suggestion: Country?)
  /// A place the resolver knows is not a country ("Texas", "Bavaria", "Lima"), by its name,
  /// and what it is when known, as a noun phrase with its article ("a US state").
  case notACountry(place: String, description: String? = nil)
  /// A part of a country that people call a country ("Scotland"), with its own capital when
  /// it has one: its facts are not the country's.
  case partOfCountry(place: String, country: Country, capital: String?)
  /// A slip as near one country's name as another's ("Toga": Togo or Tonga), nearest first:
  /// which one is meant is for the person to say.
  case eitherOf([Country])
  /// A state that no longer exists ("East Germany", "Zaire"); `fate` says what became of it
  /// ("it joined the Federal Republic of Germany in 1990"), when known.
  case formerCountry(place: String, fate: String?)
}

public struct CountryMatch: Sendable, Hashable {
  public enum Certainty: Sendable, Hashable {
    /// A name the data (or the curated list) has for the country, accents and case aside.
    case exact
    /// A misspelling of one of its names.
    case corrected
    /// The subject fits several countries equally; this one is the likeliest.
    case likeliestOf([Country])
  }

  public let country: Country
  public let certainty: Certainty

  public init(country: Country, certainty: Certainty = .exact) {
    self.country = country
    self.certainty = certainty
  }
}
