import BenchSupport
import Foundation
import QuizMap
import QuizMapWriting

// Makes the bundled maps from Natural Earth, in two steps:
//   swift run make-map extract /tmp/ne10m/ne_10m_admin_0_countries_deu.shp
//     once, from the unzipped 1:10m set: writes Assets/NaturalEarth/ne_10m_extract.txt and
//     ne_10m_outlines.txt
//   swift run make-map build
//     from what Assets/NaturalEarth carries: writes Assets/world.map and Assets/detailed.map
let commandLine = BenchCommandLine.parse(
  program: "make-map",
  usage: """
    usage: make-map extract <ne_10m_admin_0_countries….shp> [--version X.Y.Z]
           make-map build [--output Assets/world.map] [--detailed-output Assets/detailed.map]
           make-map preview [--columns 100] [--rows 30] [CODE…]   (the asset as a game draws it)
           make-map silhouette [--columns 78] [--rows 18] CODE…   (detailed.map, one country)
    """,
  options: ["--version", "--output", "--detailed-output", "--columns", "--rows", "--subjects"])
let directory = URL(fileURLWithPath: Repository.path("Assets/NaturalEarth"))

do {
  switch commandLine.positional.first {
  case "extract":
    guard commandLine.positional.count == 2 else {
      commandLine.usageFailure("extract needs the .shp")
    }
    let shp = URL(fileURLWithPath: commandLine.positional[1])
    let dbf = shp.deletingPathExtension().appendingPathExtension("dbf")
    let versionFile = shp.deletingPathExtension().appendingPathExtension("VERSION.txt")
    let version =
      commandLine.value("--version")
      ?? (try? String(contentsOf: versionFile, encoding: .utf8))?
      .trimmingCharacters(in: .whitespacesAndNewlines) ?? "unknown"
    let extract = try MapGeneration.extract(
      shp10m: shp, dbf10m: dbf, version10m: version, naturalEarthDirectory: directory)
    let output = directory.appendingPathComponent(MapGeneration.extractName)
    try Data(extract.text.utf8).write(to: output, options: .atomic)
    print(
      "make-map: \(extract.labels.count) label points, shapes for \(extract.rings.count) places, to \(output.path)"
    )
    let outlines = try MapGeneration.extractOutlines(shp10m: shp, dbf10m: dbf, version10m: version)
    let outlinesOutput = directory.appendingPathComponent(MapGeneration.outlinesName)
    try Data(outlines.text(decimals: MapGeneration.outlinesDecimals).utf8).write(
      to: outlinesOutput, options: .atomic)
    print("make-map: outlines of \(outlines.rings.count) places, to \(outlinesOutput.path)")
  case "build":
    let map = try MapGeneration.build(naturalEarthDirectory: directory)
    let bytes = map.encoded(step: MapGeneration.step)
    guard (try? WorldMap.decode(bytes)) == map else {
      commandLine.fail("the encoded map does not read back as the same map", status: 70)
    }
    let output = URL(
      fileURLWithPath: commandLine.value("--output") ?? Repository.path("Assets/world.map"))
    try Data(bytes).write(to: output, options: .atomic)
    let points = map.countries.reduce(0) { $0 + $1.rings.reduce(0) { $0 + $1.count } }
    print(
      "make-map: \(map.countries.count) places, \(points) points, \(bytes.count) bytes, to \(output.path)"
    )
    let detailed = try MapGeneration.buildDetailed(naturalEarthDirectory: directory)
    let detailedBytes = detailed.map.encodedDetailed { detailed.steps[$0.code] ?? 1 }
    guard (try? WorldMap.decode(detailedBytes)) == detailed.map else {
      commandLine.fail("the encoded detailed map does not read back as the same map", status: 70)
    }
    let detailedOutput = URL(
      fileURLWithPath: commandLine.value("--detailed-output")
        ?? Repository.path("Assets/detailed.map"))
    try Data(detailedBytes).write(to: detailedOutput, options: .atomic)
    let detailedPoints = detailed.map.countries.reduce(0) {
      $0 + $1.rings.reduce(0) { $0 + $1.count }
    }
    print(
      "make-map: \(detailed.map.countries.count) detailed outlines, \(detailedPoints) points, \(detailedBytes.count) bytes, to \(detailedOutput.path)"
    )
  case "preview":
    let bytes = [UInt8](
      try Data(contentsOf: URL(fileURLWithPath: Repository.path("Assets/world.map"))))
    let decodeStart = DispatchTime.now().uptimeNanoseconds
    let map = try WorldMap.decode(bytes)
    let drawStart = DispatchTime.now().uptimeNanoseconds
    let codes = commandLine.positional.dropFirst().map { $0.uppercased() }
    let all = map.countries.map(\.code)
    let subjects =
      commandLine.value("--subjects").map { $0.split(separator: ",").map(String.init) }
      ?? (codes.isEmpty ? all : codes)
    let area = codes.isEmpty ? MapArea.world : MapArea.covering(codes, in: map)
    let drawing = BrailleMap(
      map: map, area: area, subjects: subjects,
      columns: commandLine.positiveInteger("--columns", otherwise: 100),
      rows: commandLine.positiveInteger("--rows", otherwise: 30))
    let drawEnd = DispatchTime.now().uptimeNanoseconds
    FileHandle.standardError.write(
      Data(
        "decoded in \(Double(drawStart - decodeStart) / 1e6) ms, drawn in \(Double(drawEnd - drawStart) / 1e6) ms\n"
          .utf8))
    // Every other country found, to see both styles.
    drawing.update(subjects.indices.map { $0 % 3 == 0 ? .found : $0 % 3 == 1 ? .blank : .missed })
    for row in 0..<drawing.rows { print(String(drawing.row(row).map(\.character))) }
  case "silhouette":
    let bytes = [UInt8](
      try Data(contentsOf: URL(fileURLWithPath: Repository.path("Assets/detailed.map"))))
    let decodeStart = DispatchTime.now().uptimeNanoseconds
    let map = try WorldMap.decode(bytes)
    let decoded = DispatchTime.now().uptimeNanoseconds
    FileHandle.standardError.write(
      Data("decoded in \(Double(decoded - decodeStart) / 1e6) ms\n".utf8))
    for code in commandLine.positional.dropFirst().map({ $0.uppercased() }) {
      guard let country = map[code] else {
        commandLine.usageFailure("no outline for \(code)")
      }
      let drawing = BrailleMap.silhouette(
        of: country, columns: commandLine.positiveInteger("--columns", otherwise: 78),
        rows: commandLine.positiveInteger("--rows", otherwise: 18))
      let dots = drawing.glyphs.reduce(0) { count, glyph in
        let value = glyph.scalar.value
        return count + ((0x2800...0x28FF).contains(value) ? (value - 0x2800).nonzeroBitCount : 0)
      }
      print("\(code): \(dots) dots")
      for row in 0..<drawing.rows { print(String(drawing.row(row).map(\.character))) }
    }
  default:
    commandLine.usageFailure("extract or build?")
  }
} catch {
  commandLine.fail("\(error)", status: 65)
}
