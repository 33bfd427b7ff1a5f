import QuizEngine

/// One REST Countries record, read the same lenient way for every API version: field by field
/// along the version's layout, a field absent or of an unexpected type counting as absent
/// (its neighbours are kept), and corrupt data throwing.
struct CountryRecord<Version: CountryRecordVersion>: Decodable {
  let fields: RawCountryFields

  init(from decoder: any Decoder) throws {
    let record = try decoder.container(keyedBy: JSONKey.self)
    let layout = Version.layout
    fields = RawCountryFields(
      code: try record.lenient(String.self, at: layout.code),
      commonName: try record.lenient(String.self, at: layout.commonName),
      officialName: try record.lenient(String.self, at: layout.officialName),
      capitals: try record.capitals(layout.capitals),
      nativeNames: try record.namePairs(at: layout.nativeNames),
      alternateNames: try record.lenient([String].self, at: layout.alternateNames) ?? [],
      translations: try record.namePairs(at: layout.translations),
      englishDemonyms: try record.englishDemonyms(at: layout.demonyms),
      flagEmoji: try record.lenient(String.self, at: layout.flagEmoji),
      flagPNG: try record.lenient(String.self, at: layout.flagPNG),
      flagSVG: try record.lenient(String.self, at: layout.flagSVG),
      flagDescription: try record.lenient(String.self, at: layout.flagDescription),
      region: try record.lenient(String.self, at: layout.region),
      subregion: try record.lenient(String.self, at: layout.subregion),
      isIndependent: try record.lenient(Bool.self, at: layout.isIndependent),
      isUNMember: try record.lenient(Bool.self, at: layout.isUNMember))
  }
}

/// An API version, by where its records keep each field.
protocol CountryRecordVersion {
  static var layout: CountryRecordLayout { get }
}

/// Where a version keeps each field a country is made from: the keys from the record down to
/// the value.
struct CountryRecordLayout: Sendable {
  enum Capitals: Sendable {
    /// `["Pretoria", …]`, kept in data order (v3.1).
    case names([String])
    /// `[{"name": "Pretoria", "primary": true}, …]`, primary capitals first (v5).
    case objects([String])
  }

  var code, commonName, officialName: [String]
  var capitals: Capitals
  /// Native names and translations: objects of `{"common": …, "official": …}` by language
  /// code. Demonyms: objects of `{"m": …, "f": …}` by language code, of which English is read.
  var nativeNames, alternateNames, translations, demonyms: [String]
  var flagEmoji, flagPNG, flagSVG, flagDescription: [String]
  var region, subregion, isIndependent, isUNMember: [String]
}

extension CountryAssembly {
  /// The usable countries among decoded records, each code once: the first record that has it.
  static func countries<Version>(from records: [Lenient<CountryRecord<Version>>]) -> [Country] {
    var seenCodes: Set<String> = []
    return records.compactMap { $0.value.flatMap { country(from: $0.fields) } }
      .filter { seenCodes.insert($0.code).inserted }
  }
}

/// Any key: a field's name from a layout, or data used as a key (a language code).
private struct JSONKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }

  init(_ stringValue: String) { self.stringValue = stringValue }
  init(stringValue: String) { self.init(stringValue) }
  init?(intValue: Int) { nil }
}

extension KeyedDecodingContainer where Key == JSONKey {
  /// The object at `path`, when each object on the way is there and is an object.
  fileprivate func object(at path: some Collection<String>) throws -> Self? {
    var object = self
    for key in path {
      guard let next = try object.lenientContainer(keyedBy: JSONKey.self, forKey: JSONKey(key))
      else { return nil }
      object = next
    }
    return object
  }

  /// The value at `path`, when it and each object on the way are there and of the expected type.
  fileprivate func lenient<T: Decodable>(_ type: T.Type, at path: [String]) throws -> T? {
    guard let name = path.last else { return nil }
    return try object(at: path.dropLast())?.lenient(type, forKey: JSONKey(name))
  }

  fileprivate func namePairs(at path: [String]) throws -> [String: RawCountryFields.NamePair] {
    guard let languages = try object(at: path) else { return [:] }
    var pairs: [String: RawCountryFields.NamePair] = [:]
    for language in languages.allKeys {
      guard let name = try languages.object(at: [language.stringValue]) else { continue }
      pairs[language.stringValue] = (
        try name.lenient(String.self, forKey: JSONKey("common")),
        try name.lenient(String.self, forKey: JSONKey("official"))
      )
    }
    return pairs
  }

  fileprivate func englishDemonyms(at path: [String]) throws -> [String?] {
    let english = try object(at: path + ["eng"])
    return [
      try english?.lenient(String.self, forKey: JSONKey("m")),
      try english?.lenient(String.self, forKey: JSONKey("f")),
    ]
  }

  fileprivate func capitals(_ layout: CountryRecordLayout.Capitals) throws -> [String?] {
    switch layout {
    case .names(let path):
      return try lenient([String].self, at: path) ?? []
    case .objects(let path):
      let capitals = try lenient([Lenient<Capital>].self, at: path)?.compactMap(\.value) ?? []
      return (capitals.filter { $0.primary == true } + capitals.filter { $0.primary != true })
        .map(\.name)
    }
  }
}

/// `{"name": "Pretoria", "primary": true}`: a v5 capital.
private struct Capital: Decodable {
  let name: String?
  let primary: Bool?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: JSONKey.self)
    name = try container.lenient(String.self, forKey: JSONKey("name"))
    primary = try container.lenient(Bool.self, forKey: JSONKey("primary"))
  }
}
