/// Well-known places that are not countries: states, provinces and regions people ask about as
/// if they were ("the capital of Texas", "the flag of Bavaria"), and big cities that are not
/// capitals (every capital in the data counts too). Knowing them lets the quiz say "Texas is not
/// a country" instead of correcting "Siberia" to Liberia. A name the data has for a country
/// always wins: Georgia is the country, Jersey is the island.
enum NonCountryPlaces {
  static let names: [String] = (usStates + canada + australia + europe + asia + others + cities)
    .utf8.split(separator: UInt8(ascii: ",")).map { String(Substring($0)).trimmingSpaces() }
    .filter { !$0.isEmpty }

  private static let usStates =
    "Alabama, Alaska, Arizona, Arkansas, California, Colorado, Connecticut, Delaware, Florida,"
    + "Hawaii, Idaho, Illinois, Indiana, Iowa, Kansas, Kentucky, Louisiana, Maine, Maryland,"
    + "Massachusetts, Michigan, Minnesota, Mississippi, Missouri, Montana, Nebraska, Nevada,"
    + "New Hampshire, New Jersey, New Mexico, New York, New York State, North Carolina,"
    + "North Dakota, Ohio, Oklahoma, Oregon, Pennsylvania, Rhode Island, South Carolina,"
    + "South Dakota, Tennessee, Texas, Utah, Vermont, Virginia, West Virginia, Washington State,"
    + "Wisconsin, Wyoming,"
  private static let canada =
    "Ontario, Quebec, British Columbia, Alberta, Manitoba, Saskatchewan, Nova Scotia,"
    + "New Brunswick, Newfoundland, Newfoundland and Labrador, Prince Edward Island, Yukon,"
    + "Nunavut, Northwest Territories,"
  private static let australia =
    "New South Wales, Queensland, Victoria, Tasmania, Western Australia, South Australia,"
    + "Northern Territory, Australian Capital Territory,"
  private static let europe =
    "Bavaria, Saxony, Hesse, Thuringia, Brandenburg, Baden-Wurttemberg, Lower Saxony,"
    + "North Rhine-Westphalia, Rhineland-Palatinate, Schleswig-Holstein, Saarland, Prussia,"
    + "Catalonia, Andalusia, Galicia, Basque Country, Castile, Sicily, Sardinia, Tuscany,"
    + "Lombardy, Piedmont, Veneto, Corsica, Brittany, Normandy, Provence, Alsace, Flanders,"
    + "Wallonia, Bohemia, Moravia, Transylvania, Lapland, Siberia, Chechnya, Tatarstan, Crimea,"
    + "Cornwall, Yorkshire, Kent,"
  private static let asia =
    "Kerala, Punjab, Bihar, Gujarat, Rajasthan, Maharashtra, Tamil Nadu, Karnataka, Goa,"
    + "Uttar Pradesh, West Bengal, Assam, Kashmir, Jammu and Kashmir, Telangana, Odisha,"
    + "Sichuan, Guangdong, Yunnan, Xinjiang, Tibet, Inner Mongolia, Hokkaido, Okinawa, Kyushu,"
    + "New Guinea, Borneo, Sumatra, Java, Bali, Mindanao, Luzon, Kurdistan, Zanzibar, Darfur, Balochistan,"
  private static let others =
    "Patagonia, Amazonia, Tierra del Fuego, Yucatan, Baja California, Chiapas, Sao Paulo State,"
    + "Scandinavia, Antarctica, Europe, Africa, Asia, Oceania,"
    + "North America, South America, Latin America, Central America, Middle East, Arctic,"
  private static let cities =
    "Sydney, Melbourne, Toronto, Montreal, Vancouver, New York City, Los Angeles, Chicago,"
    + "San Francisco, Houston, Miami, Boston, Seattle, Las Vegas, Mumbai, Bombay, Calcutta,"
    + "Kolkata, Chennai, Bangalore, Karachi, Lahore, Shanghai, Hong Kong Island, Guangzhou,"
    + "Shenzhen, Osaka, Kyoto, Istanbul, Rio de Janeiro, Rio, Sao Paulo, Lagos, Johannesburg,"
    + "Cape Town, Durban, Casablanca, Marrakesh, Alexandria, Dubai, Barcelona, Munich, Milan,"
    + "Venice, Florence, Naples, Frankfurt, Hamburg, Manchester, Liverpool, Edinburgh,"
    + "Glasgow, Zurich, Geneva, Auckland, St Petersburg, Saint Petersburg, Dar es Salaam,"
    + "Almaty, Ho Chi Minh City, Saigon, Leningrad, Constantinople, Benares,"
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
