import QuizGame

/// A place on the Earth, in degrees: a country's label point, as the map quiz measures from.
public typealias EarthPoint = LabelPoint

/// One of eight directions, as an arrow on a line of text.
public enum CompassArrow: String, Sendable, CaseIterable {
  case north = "↑"
  case northEast = "↗"
  case east = "→"
  case southEast = "↘"
  case south = "↓"
  case southWest = "↙"
  case west = "←"
  case northWest = "↖"

  /// The arrow nearest a bearing in degrees clockwise from north.
  public init(bearing: Double) {
    self = Self.allCases[LabelPoint.sector(of: bearing)]
  }
}

/// A wrong guess of the daily puzzle, told as Worldle tells it: how far the guess is from the
/// answer, which way the answer lies, and how close that is.
public struct DailyGuess: Sendable, Hashable {
  /// Measured by `DailyGuess` alone, with the memberwise initializer.
  public struct Result: Sendable, Hashable {
    /// Between the two label points, great-circle, rounded.
    public let kilometres: Int
    /// 100 for the answer; 0 at half the Earth's circumference and beyond.
    public let closeness: Int
    /// From the guess towards the answer.
    public let arrow: CompassArrow

    /// "Peru  2,140 km  ↘  78%".
    public func line(name: String) -> String {
      "\(name)  \(Self.grouped(kilometres)) km  \(arrow.rawValue)  \(closeness)%"
    }

    /// "2,140": thousands apart, as the players read distances.
    static func grouped(_ value: Int) -> String {
      let digits = Array(String(value))
      var text = ""
      for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
        text.append(digit)
      }
      return text
    }
  }

  public let name: String
  public let result: Result

  /// Worldle's zero of closeness: 20,000 km, about half the Earth's circumference.
  static let farthest = 20_000.0

  public init(name: String, at guess: EarthPoint, answer: EarthPoint) {
    self.name = name
    let distance = guess.kilometres(to: answer)
    let closeness: Int
    if distance == 0 {
      closeness = 100
    } else {
      // A wrong guess is never a full hundred, however near its label point lies.
      closeness = min(
        99, Int((max(0, Self.farthest - distance) / Self.farthest * 100).rounded(.down)))
    }
    result = Result(
      kilometres: Int(distance.rounded()), closeness: closeness,
      arrow: CompassArrow(bearing: guess.bearing(to: answer)))
  }

  public var kilometres: Int { result.kilometres }
  public var closeness: Int { result.closeness }
  public var arrow: CompassArrow { result.arrow }
  public var line: String { result.line(name: name) }

}
