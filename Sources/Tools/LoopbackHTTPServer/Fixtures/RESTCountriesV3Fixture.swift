import Foundation

/// Serves v3.1 records the way the retired `restcountries.com/v3.1/all` did: a bare array,
/// trimmed to `fields` (at most ten, as the old service allowed).
public struct RESTCountriesV3Fixture: Sendable {
  public static let path = "/v3.1"
  public static let maximumFields = 10

  public let records: [JSONValue]

  /// - Parameter records: a bare JSON array of v3.1 records, such as `restcountries-v3.1.json`.
  public init(records: Data) throws {
    guard case .array(let records) = try JSONDecoder().decode(JSONValue.self, from: records) else {
      throw DecodingError.typeMismatch(
        [JSONValue].self, .init(codingPath: [], debugDescription: "Expected a bare array"))
    }
    self.records = records
  }

  public func reply(to request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Reply {
    .respond(response(to: request))
  }

  public func response(to request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response {
    guard request.method == "GET", request.path == Self.path + "/all" else {
      return .json(restCountriesErrorsBody("Not found."), status: 404)
    }
    let fields = (request.query["fields"] ?? "").split(separator: ",").map(String.init)
    guard fields.count <= Self.maximumFields else {
      return .json(
        restCountriesErrorsBody("At most \(Self.maximumFields) fields are allowed."), status: 400)
    }
    let body = JSONValue.array(
      fields.isEmpty ? records : records.map { $0.keeping(paths: fields) })
    return .json(body.encoded())
  }
}
