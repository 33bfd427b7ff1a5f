import Foundation

/// Serves v5-shaped records the way `api.restcountries.com/countries/v5` lists them: pages of
/// `limit` from `offset` with `meta.more`, `response_fields` trimming, and a Bearer key.
///
///     let fixture = try RESTCountriesV5Fixture(records: data, apiKey: "test-key")
///     let server = try LoopbackHTTPServer { fixture.reply(to: $0) }
public struct RESTCountriesV5Fixture: Sendable {
  public static let path = "/countries/v5"
  public static let unauthorizedMessage = "Authorization key required."

  public let records: [JSONValue]
  public let apiKey: String

  /// - Parameter records: a bare JSON array of v5 records, such as `restcountries-v5-records.json`.
  public init(records: Data, apiKey: String) throws {
    guard case .array(let records) = try JSONDecoder().decode(JSONValue.self, from: records) else {
      throw DecodingError.typeMismatch(
        [JSONValue].self, .init(codingPath: [], debugDescription: "Expected a bare array"))
    }
    self.init(records: records, apiKey: apiKey)
  }

  public init(records: [JSONValue], apiKey: String) {
    self.records = records
    self.apiKey = apiKey
  }

  /// Gzipped when the request accepts it, as web servers usually do.
  public func reply(to request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Reply {
    let response = response(to: request)
    return .respond(request.acceptsGzip ? response.gzipped() : response)
  }

  public func response(to request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response {
    let authorization = request.header("Authorization")
    guard authorization == "Bearer \(apiKey)" || authorization == apiKey else {
      return .json(restCountriesErrorsBody(Self.unauthorizedMessage), status: 401)
    }
    guard request.method == "GET", request.path == Self.path else {
      return .json(restCountriesErrorsBody("Not found."), status: 404)
    }
    let query = request.query
    guard let limit = Int(query["limit"] ?? "25"), (1...100).contains(limit),
      let offset = Int(query["offset"] ?? "0"), offset >= 0
    else {
      return .json(restCountriesErrorsBody("Invalid limit or offset."), status: 400)
    }

    let page = records.dropFirst(offset).prefix(limit)
    let fields = (query["response_fields"] ?? "").split(separator: ",").map(String.init)
    let objects = fields.isEmpty ? Array(page) : page.map { $0.keeping(paths: fields) }
    let body = JSONValue.object([
      "data": .object([
        "objects": .array(objects),
        "meta": .object([
          "total": .integer(records.count),
          "count": .integer(objects.count),
          "limit": .integer(limit),
          "offset": .integer(offset),
          "more": .bool(offset + objects.count < records.count),
          "request_id": .string("loopback-\(offset)"),
        ]),
      ])
    ])
    return .json(body.encoded())
  }
}
