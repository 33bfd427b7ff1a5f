import BenchSupport
import CountryData
import CountrySnapshotWriting
import Foundation

// Regenerates the bundled snapshot from a REST Countries v3.1 data file, e.g.
//   swift run make-snapshot Assets/RESTCountries/restcountries-v3.1.json \
//     Assets/countries.snapshot --data-date 2026-02-25
// The data date is the day the source data last changed; it is what the quiz reports.

let commandLine = BenchCommandLine.parse(
  program: "make-snapshot",
  usage: "usage: make-snapshot <v3.1-json> <output> [--data-date YYYY-MM-DD]",
  options: ["--data-date"])
let positional = commandLine.positional
guard positional.count == 2 else { commandLine.usageFailure("needs an input and an output") }
let dataDay = commandLine.value("--data-date")

func fail(_ message: String, status: Int32) -> Never { commandLine.fail(message, status: status) }

let dataDate: Date
if let dataDay {
  guard let parsed = CountrySnapshot.Metadata.date(fromDay: dataDay) else {
    fail("--data-date must be a day written YYYY-MM-DD, not \(dataDay)", status: 64)
  }
  dataDate = parsed
} else {
  // Without a date the best we know is that the data is at least as new as today.
  dataDate = Date()
}

let input = URL(fileURLWithPath: positional[0])
let output = URL(fileURLWithPath: positional[1])

let json: Data
do {
  json = try Data(contentsOf: input)
} catch {
  fail("cannot read \(input.path): \(error.localizedDescription)", status: 66)
}

let mapped = Result { try V3CountriesMapper.map(json) }
if case .failure(let error) = mapped {
  fail("\(input.path) is not a REST Countries v3.1 array: \(error)", status: 65)
}
guard case .success(let countries) = mapped else { fail("unreachable", status: 70) }

let metadata = CountrySnapshot.Metadata.restCountriesV31(dataDate: dataDate)
// The compact format: what start-up never reads (flag descriptions, translations) deflated.
let snapshot = CountrySnapshot.encodeCompact(countries, metadata: metadata)

// Refuse to write a snapshot the quiz could not read back exactly, descriptions and
// translations included (the comparison reads them).
guard let decoded = try? CountrySnapshot.decode(snapshot),
  decoded.countries == countries.sorted(by: { $0.code < $1.code }),
  decoded.metadata.formatVersion == CountrySnapshot.compactFormatVersion,
  decoded.metadata.source == metadata.source, decoded.metadata.dataDate == metadata.dataDate,
  decoded.metadata.licence == metadata.licence
else { fail("the encoded snapshot does not read back as the same countries", status: 70) }

do {
  try snapshot.write(to: output, options: Data.WritingOptions.atomic)
} catch {
  fail("cannot write \(output.path): \(error.localizedDescription)", status: 73)
}

let day = ISO8601DateFormatter.string(
  from: metadata.dataDate, timeZone: TimeZone(identifier: "UTC") ?? .current,
  formatOptions: .withFullDate)
print(
  "make-snapshot: wrote \(countries.count) countries, \(snapshot.count) bytes, data date \(day), to \(output.path)"
)
