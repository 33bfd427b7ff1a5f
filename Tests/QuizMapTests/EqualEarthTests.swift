import QuizMap
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Equal Earth projection")
struct EqualEarthTests {
  @Test func project_putsTheOriginAtTheCentre() {
    let point = EqualEarth.project(longitude: 0, latitude: 0)

    #expect(point.x == 0)
    #expect(point.y == 0)
  }

  /// The extents Šavrič, Patterson and Jenny give: ±2.7066297 wide, ±1.3173627 tall.
  @Test func project_reachesThePublishedExtents() {
    let east = EqualEarth.project(longitude: 180, latitude: 0)
    let pole = EqualEarth.project(longitude: 0, latitude: 90)

    #expect(abs(east.x - 2.7066297) < 1e-6)
    #expect(abs(pole.y - 1.3173627) < 1e-6)
  }

  @Test(arguments: [(30.0, 45.0), (-120, 10), (170, -60)])
  func project_isSymmetricAboutBothAxes(longitude: Double, latitude: Double) {
    let point = EqualEarth.project(longitude: longitude, latitude: latitude)
    let mirrored = EqualEarth.project(longitude: -longitude, latitude: -latitude)

    #expect(abs(point.x + mirrored.x) < 1e-12)
    #expect(abs(point.y + mirrored.y) < 1e-12)
  }

  /// Equal area: a band of latitudes takes the map area its share of the sphere does, so the
  /// tropics are not shrunk beside the north as on Mercator or equirectangular maps.
  @Test func project_keepsAreasInProportion() {
    let tropics = bandArea(from: 0, to: 10)
    let north = bandArea(from: 50, to: 60)

    let sphereRatio =
      (sin(10 * Double.pi / 180) - sin(0)) / (sin(60 * Double.pi / 180) - sin(50 * Double.pi / 180))
    #expect(abs(tropics / north - sphereRatio) / sphereRatio < 0.002)
  }

  @Test func project_keepsParallelsStraight() {
    let west = EqualEarth.project(longitude: -100, latitude: 40)
    let east = EqualEarth.project(longitude: 60, latitude: 40)

    #expect(west.y == east.y)
  }

  /// The projected area of one degree of longitude between two latitudes, summed in steps.
  private func bandArea(from south: Double, to north: Double) -> Double {
    var area = 0.0
    let steps = 1_000
    for step in 0..<steps {
      let low = south + (north - south) * Double(step) / Double(steps)
      let high = south + (north - south) * Double(step + 1) / Double(steps)
      let middle = (low + high) / 2
      let width = EqualEarth.project(longitude: 1, latitude: middle).x
      area +=
        width
        * (EqualEarth.project(longitude: 0, latitude: high).y
          - EqualEarth.project(longitude: 0, latitude: low).y)
    }
    return area
  }
}
