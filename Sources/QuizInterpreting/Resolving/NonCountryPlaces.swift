/// Well-known places that are not countries: states, provinces and regions people ask about as
/// if they were ("the capital of Texas", "the flag of Bavaria"), and big cities that are not
/// capitals, with their country (every capital in the data counts too). Knowing them lets the quiz say "Texas is a
/// US state, not a country" instead of correcting "Siberia" to Liberia, or answering for the
/// United States when asked about "the US state of Ohio". A name the data has for a country
/// always wins: Georgia is the country, Jersey is the island, unless the question says it
/// means a state ("the US state of Georgia").
enum NonCountryPlaces {
  struct Place: Sendable, Hashable {
    let name: String
    /// What the place is, as a noun phrase with its article ("a US state"); nil for a city.
    let description: String?
    /// Only a place when the question says what kind of place it is ("Niger State",
    /// "the US state of Georgia"): alone, the name is a country's or an everyday word.
    let needsCue: Bool
    /// The code of the country it is part of, when it is part of one.
    var country: String? = nil
    /// How it stands apart from other places: gone, or a country within a country.
    var standing: Standing = .place
    /// The name to say when another was typed ("Scotland" for "Scottish").
    var shownName: String? = nil

    enum Standing: Sendable, Hashable {
      case place
      /// A state that no longer exists, what became of it, and the one country that took its
      /// place, if one did.
      case former(fate: String?, successor: String?)
      /// A country within a country ("Scotland"), with its own capital.
      case constituent(capital: String)
    }
  }

  static let allPlaces: [Place] = places + HistoricalCountries.places

  static let places: [Place] =
    groups.flatMap { group in
      names(group.names).map { name, needsCue in
        Place(
          name: name, description: group.description, needsCue: needsCue,
          country: group.description.flatMap { countries[$0] })
      }
    }
    + cities.flatMap { group in
      names(group.names).map { name, _ in
        Place(name: name, description: nil, needsCue: false, country: group.country)
      }
    }

  /// The names of a list, each with whether it needs a cue (a leading "*").
  private static func names(_ list: String) -> [(String, Bool)] {
    list.utf8.split(separator: UInt8(ascii: ",")).compactMap { part in
      var name = String(Substring(part)).trimmingSpaces()
      guard !name.isEmpty else { return nil }
      let needsCue = name.hasPrefix("*")
      if needsCue { name = String(name.dropFirst()) }
      return (name, needsCue)
    }
  }

  /// Which country each kind of part belongs to.
  private static let countries: [String: String] = [
    "a US state": "US", "a Canadian province": "CA", "a Canadian territory": "CA",
    "an Australian state": "AU", "an Australian territory": "AU", "a German state": "DE",
    "an Austrian state": "AT", "an Indian state": "IN", "an Indian territory": "IN",
    "a Pakistani province": "PK", "a Nigerian state": "NG", "a Mexican state": "MX",
    "a Brazilian state": "BR", "a Chinese province": "CN", "a Chinese autonomous region": "CN",
    "a South African province": "ZA", "a Spanish region": "ES", "an Italian region": "IT",
    "a French region": "FR", "a Belgian region": "BE", "a Dutch province": "NL",
    "a Swiss canton": "CH", "an Irish province": "IE", "an English county": "GB",
    "a Russian region": "RU", "a Japanese prefecture": "JP", "a Russian republic": "RU",
    "an Argentine province": "AR",
    "a Malaysian state": "MY", "an Ethiopian region": "ET",
  ]

  /// Words that say a name is a part of a country: "Lagos State", "the province of Manitoba",
  /// "Australia's Northern Territory". "state" is also in some countries' names ("the State of
  /// Israel", "the United States"); those are matched as names first.
  static let cueWords = Set<String>(
    words: """
      state province provincial region regional territory territorial county prefecture prefectural
      canton cantonal oblast governorate department departement district emirate voivodeship
      bundesland krai parish municipality shire subdivision
      """)

  // Lists, one description each. A leading "*" marks a name that needs a cue.
  private static let groups: [(description: String?, names: String)] = [
    (
      "a US state",
      "Alabama, Alaska, Arizona, Arkansas, California, Colorado, Connecticut, Delaware, Florida,"
        + "*Georgia, Hawaii, Idaho, Illinois, Indiana, Iowa, Kansas, Kentucky, Louisiana, Maine,"
        + "Maryland, Massachusetts, Michigan, Minnesota, Mississippi, Missouri, Montana, Nebraska,"
        + "Nevada, New Hampshire, New Jersey, New Mexico, New York, New York State,"
        + "North Carolina, North Dakota, Ohio, Oklahoma, Oregon, Pennsylvania, Rhode Island,"
        + "South Carolina, South Dakota, Tennessee, Texas, Utah, Vermont, Virginia,"
        + "West Virginia, *Washington, Washington State, Wisconsin, Wyoming"
    ),
    (
      "a Canadian province",
      "Ontario, Quebec, British Columbia, Alberta, Manitoba, Saskatchewan, Nova Scotia,"
        + "New Brunswick, Newfoundland, Newfoundland and Labrador, Labrador,"
        + "Prince Edward Island"
    ),
    ("a Canadian territory", "Yukon, Nunavut, Northwest Territories"),
    (
      "an Australian state",
      "New South Wales, Queensland, Victoria, Tasmania, Western Australia, South Australia"
    ),
    ("an Australian territory", "Northern Territory, Australian Capital Territory"),
    (
      "a German state",
      "Bavaria, Saxony, Hesse, Thuringia, Brandenburg, Baden-Wurttemberg, Lower Saxony,"
        + "North Rhine-Westphalia, Rhineland-Palatinate, Schleswig-Holstein, Saarland,"
        + "Saxony-Anhalt, Mecklenburg-Vorpommern, Mecklenburg-Western Pomerania, Bremen,"
        + "*Hamburg"
    ),
    (
      "an Austrian state",
      "Tyrol, Tirol, Styria, Carinthia, Upper Austria, Lower Austria, Vorarlberg, Burgenland"
    ),
    (
      "an Indian state",
      "Kerala, Bihar, Gujarat, Rajasthan, Maharashtra, Tamil Nadu, Karnataka, Goa,"
        + "Uttar Pradesh, West Bengal, Assam, Telangana, Odisha, Orissa, Andhra Pradesh,"
        + "Arunachal Pradesh, Chhattisgarh, Haryana, Himachal Pradesh, Jharkhand,"
        + "Madhya Pradesh, Manipur, Meghalaya, Mizoram, Nagaland, Sikkim, Tripura,"
        + "Uttarakhand"
    ),
    ("an Indian territory", "Jammu and Kashmir, Ladakh, Puducherry, Chandigarh"),
    ("a region of India and Pakistan", "Punjab, Kashmir"),
    (
      "a Pakistani province",
      "Sindh, Khyber Pakhtunkhwa, Balochistan, Baluchistan, Gilgit-Baltistan"
    ),
    (
      "a Nigerian state",
      "Abia, Adamawa, Akwa Ibom, Anambra, Bauchi, Bayelsa, Benue, Borno, Cross River, *Delta,"
        + "Ebonyi, *Edo, Ekiti, Enugu, Gombe, *Imo, Jigawa, Kaduna, Kano, Katsina, Kebbi, Kogi,"
        + "Kwara, *Lagos, Nasarawa, *Niger, Ogun, Ondo, Osun, Oyo, *Plateau, *Rivers, Sokoto,"
        + "Taraba, Yobe, Zamfara"
    ),
    (
      "a Mexican state",
      "Aguascalientes, Baja California, Baja California Sur, Campeche, Chiapas, Chihuahua,"
        + "Coahuila, Colima, Durango, Guanajuato, Guerrero, Hidalgo, Jalisco, *Mexico,"
        + "Michoacan, Morelos, Nayarit, Nuevo Leon, Oaxaca, Puebla, Queretaro, Quintana Roo,"
        + "San Luis Potosi, Sinaloa, Sonora, Tabasco, Tamaulipas, Tlaxcala, Veracruz, Yucatan,"
        + "Zacatecas"
    ),
    (
      "a Brazilian state",
      "*Acre, Alagoas, Amapa, Amazonas, Bahia, Ceara, Espirito Santo, Goias, Maranhao,"
        + "Mato Grosso, Mato Grosso do Sul, Minas Gerais, *Para, Paraiba, Parana, Pernambuco,"
        + "Piaui, Rio Grande do Norte, Rio Grande do Sul, Rondonia, Roraima, Santa Catarina,"
        + "Sao Paulo State, Sergipe, Tocantins"
    ),
    (
      "a Chinese province",
      "Anhui, Fujian, Gansu, Guangdong, Guizhou, Hainan, Hebei, Heilongjiang, Henan, Hubei,"
        + "Hunan, Jiangsu, Jiangxi, Jilin, Liaoning, Qinghai, Shaanxi, Shanxi, Shandong,"
        + "Sichuan, Yunnan, Zhejiang"
    ),
    ("a Chinese autonomous region", "Guangxi, Inner Mongolia, Ningxia, Tibet, Xinjiang"),
    (
      "a South African province",
      "Eastern Cape, Free State, Gauteng, KwaZulu-Natal, Limpopo, Mpumalanga, Northern Cape,"
        + "*North West, Western Cape"
    ),
    (
      "a Spanish region",
      "Catalonia, Andalusia, Galicia, Basque Country, Castile, Aragon, Asturias, Cantabria,"
        + "Extremadura, Navarre, Murcia, Balearic Islands, Canary Islands, Castile and Leon,"
        + "Castilla-La Mancha, La Rioja"
    ),
    (
      "an Italian region",
      "Sicily, Sardinia, Tuscany, Lombardy, Piedmont, Veneto, Abruzzo, Apulia, Puglia,"
        + "Basilicata, Calabria, Campania, Emilia-Romagna, Friuli-Venezia Giulia, Lazio,"
        + "Liguria, Marche, Molise, Trentino, South Tyrol, Umbria, Aosta Valley"
    ),
    (
      "a French region",
      "Corsica, Brittany, Normandy, Provence, Alsace, Burgundy, Lorraine, Champagne,"
        + "Aquitaine, Occitania, Occitanie, Picardy, Languedoc, Limousin, Auvergne,"
        + "Ile-de-France, Grand Est, Hauts-de-France, Nouvelle-Aquitaine, Pays de la Loire,"
        + "Centre-Val de Loire, Bourgogne"
    ),
    ("a Belgian region", "Flanders, Wallonia"),
    (
      "a Dutch province",
      "North Holland, South Holland, Friesland, Groningen, Utrecht, Zeeland, Gelderland,"
        + "Limburg, Drenthe, Overijssel, Flevoland, North Brabant"
    ),
    ("a Swiss canton", "Ticino, Valais, Vaud, Graubunden, Grisons, Lucerne, Aargau"),
    ("an Irish province", "Ulster, Munster, Leinster, Connacht"),
    ("an English county", "Cornwall, Yorkshire, Kent, Devon, Essex, Sussex, Surrey"),
    (
      "a Russian region",
      "Siberia, Chechnya, Tatarstan, Dagestan, Bashkortostan, Yakutia, Kamchatka"
    ),
    ("a Japanese prefecture", "Hokkaido, Okinawa"),
    (
      "a Russian republic",
      "Tuva, Tyva, Buryatia, Chuvashia, Adygea, Altai Republic, Kalmykia, Khakassia, Komi,"
        + "Mari El, Mordovia, Udmurtia, Ingushetia, North Ossetia, Kabardino-Balkaria,"
        + "Karachay-Cherkessia, Sakha"
    ),
    (
      "an Argentine province",
      "Cordoba, Mendoza, Santa Fe, Tucuman, Salta, Chubut, Neuquen, Tierra del Fuego"
    ),
    ("a Malaysian state", "Sabah, Sarawak, Johor, Selangor, Penang"),
    ("an Ethiopian region", "Tigray, Oromia, Amhara"),
    (
      "a region",
      "Bohemia, Moravia, Transylvania, Lapland, Kurdistan, Zanzibar, Darfur,"
        + "Patagonia, Amazonia, Yucatan, Chiapas, Scandinavia, Somaliland, Catalunya"
    ),
    (
      "an island",
      "New Guinea, Borneo, Sumatra, Java, Bali, Mindanao, Luzon, Kyushu, Honshu, Shikoku,"
        + "Hong Kong Island, Crete, Rhodes, Corfu, Mallorca, Majorca, Ibiza, Tenerife,"
        + "Gran Canaria, Madeira, Gotland, Jeju, Phuket, Sulawesi, Lombok, Capri, Gozo,"
        + "Elba, Sakhalin, Easter Island, Tahiti"
    ),
    ("a group of islands", "Galapagos, Galapagos Islands, Azores"),
    // Ukraine's in law, held by Russia since 2014: the one thing said of it that all agree on.
    ("a peninsula", "Crimea"),
    (
      "a region",
      "Jutland, Dalmatia, Istria, Silesia, Galilee, Sinai, Cappadocia, Anatolia, Bengal,"
        + "Karelia, Chukotka, Wallachia, Bessarabia, Donbas, Savoy, Rioja, Algarve, Scania,"
        + "Lombardia, Bretagne"
    ),
    // Self-declared states that no country of the data counts, or few do.
    (
      "a breakaway region",
      "Northern Cyprus, Transnistria, Abkhazia, South Ossetia"
    ),
    // Its breakaway republic, Artsakh, dissolved itself in 2024.
    ("a region", "Nagorno-Karabakh, Artsakh"),
    ("a continent", "Antarctica, Europe, Africa, Asia, Oceania, North America, South America"),
    ("a region", "French Riviera, Scottish Highlands, Costa del Sol, Gaza Strip, West Bank"),
    ("a region", "Latin America, Central America, Middle East, Arctic"),
  ]

  /// Big cities that are not capitals, by the code of their country; a game says so of one
  /// ("Sydney is a city in Australia"). Names a city bore before (Leningrad, Constantinople,
  /// Benares) are under no country: no city is called so today.
  private static let cities: [(country: String?, names: String)] = [
    ("AU", "Sydney, Melbourne"),
    ("CA", "Toronto, Montreal, Vancouver, Quebec City"),
    (
      "US",
      "New York City, Los Angeles, Chicago, San Francisco, Houston, Miami, Boston, Seattle,"
        + "Las Vegas, Jersey City, Kansas City, Panama City Beach"
    ),
    ("IN", "Mumbai, Bombay, Calcutta, Kolkata, Chennai, Bangalore"),
    ("PK", "Karachi, Lahore"),
    ("CN", "Shanghai, Guangzhou, Shenzhen"),
    ("JP", "Osaka, Kyoto"),
    ("TR", "Istanbul"),
    ("BR", "Rio de Janeiro, Rio, Sao Paulo"),
    ("ZA", "Johannesburg, Cape Town, Durban"),
    ("MA", "Casablanca, Marrakesh"),
    ("EG", "Alexandria"),
    ("AE", "Dubai"),
    ("ES", "Barcelona"),
    ("DE", "Munich, Frankfurt, Hamburg"),
    ("IT", "Milan, Venice, Florence, Naples"),
    ("GB", "Manchester, Liverpool, Edinburgh, Glasgow"),
    ("CH", "Zurich, Geneva"),
    ("NZ", "Auckland"),
    ("RU", "St Petersburg, Saint Petersburg"),
    ("TZ", "Dar es Salaam"),
    ("KZ", "Almaty"),
    ("VN", "Ho Chi Minh City, Saigon"),
    ("NG", "Lagos"),
    (nil, "Leningrad, Constantinople, Benares"),
  ]
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    let bytes = utf8
    let start = bytes.firstIndex { $0 != UInt8(ascii: " ") } ?? bytes.endIndex
    let end =
      bytes[start...].lastIndex { $0 != UInt8(ascii: " ") }.map(bytes.index(after:)) ?? start
    return String(self[start..<end])
  }
}
