import Foundation

/// A request to the live preview, as the routing reads it: independent of the HTTP library, so
/// that the routing is tested without a socket.
public struct PreviewRequest: Sendable, Equatable {
  /// `GET`, `HEAD`, `POST`…
  public var method: String
  /// The path, percent-encoded as sent: `/api/render`.
  public var path: String
  /// The query's parameters, decoded; a repeated name keeps its first value.
  public var query: [String: String]
  /// The peer's IP address (`127.0.0.1`, `::1`), or `nil` when the connection has none.
  public var peer: String?
  /// The `Host` the request names (`127.0.0.1:8080`), or `nil` when it names none.
  public var host: String?
  /// The `Origin` of the page that sent it, when a browser says (`http://127.0.0.1:8080`).
  public var origin: String?

  /// A request for `path` with the raw query string `query` (without its `?`).
  public init(
    method: String = "GET", path: String, query: String? = nil, peer: String? = "127.0.0.1", host: String? = nil,
    origin: String? = nil
  ) {
    self.method = method
    self.path = path
    self.peer = peer
    self.host = host
    self.origin = origin
    var parameters: [String: String] = [:]
    if let query, let items = URLComponents(string: "?" + query)?.queryItems {
      for item in items where parameters[item.name] == nil {
        parameters[item.name] = item.value ?? ""
      }
    }
    self.query = parameters
  }
}

/// The live preview's answer to a request.
public struct PreviewResponse: Sendable, Equatable {
  /// The HTTP status: 200, 400, 403, 404, 405, 500, 503.
  public var status: Int
  /// The `Content-Type`.
  public var contentType: String
  /// The body.
  public var body: Data

  /// An answer with `body`.
  public init(status: Int, contentType: String, body: Data) {
    self.status = status
    self.contentType = contentType
    self.body = body
  }

  /// `value` as JSON, keys sorted.
  static func json(_ value: some Encodable, status: Int = 200) -> PreviewResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    guard let data = try? encoder.encode(value) else {
      return PreviewResponse(
        status: 500, contentType: "application/json", body: Data(#"{"error":"the answer could not be encoded"}"#.utf8))
    }
    return PreviewResponse(status: status, contentType: "application/json; charset=utf-8", body: data)
  }

  /// `{"error": message}` with `status`: what the page shows when something is wrong.
  static func error(_ status: Int, _ message: String) -> PreviewResponse {
    json(["error": message], status: status)
  }
}

/// Which peers may use the live preview: loopback only, unless the user allowed others.
public enum PreviewAccess {
  /// Whether `address` is a loopback address: `127.0.0.0/8`, `::1`, or `127.x` mapped into IPv6
  /// (`::ffff:127.0.0.1`).
  public static func isLoopback(_ address: String) -> Bool {
    var address = address.lowercased()
    if address.hasPrefix("[") && address.hasSuffix("]") { address = String(address.dropFirst().dropLast()) }
    if address.hasPrefix("::ffff:") { address = String(address.dropFirst("::ffff:".count)) }
    if address == "::1" || address == "0:0:0:0:0:0:0:1" { return true }
    let parts = address.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 4, parts.allSatisfy({ $0.count <= 3 && UInt8($0) != nil }) else { return false }
    return parts[0] == "127"
  }

  /// The 403 answer for `peer`, or `nil` when it may come in.
  public static func refusal(peer: String?, allowRemote: Bool) -> PreviewResponse? {
    if allowRemote { return nil }
    if let peer, isLoopback(peer) { return nil }
    return forbidden(
      "trellis preview answers only this machine (loopback); the request came from "
        + "\(peer ?? "an unknown address"). Start it with --allow-remote to serve other machines.")
  }

  /// The 403 answer for a request whose `Host` or `Origin` is not the preview's own, or `nil`.
  ///
  /// A web page elsewhere can make a browser on this machine send requests to the preview: by
  /// DNS rebinding (its own name, resolved to 127.0.0.1, so the `Host` is that name) or across
  /// sites (an `Origin` of another site). Without `--allow-remote` the `Host` must name this
  /// machine (`localhost`, a loopback address); always, an `Origin`, when a browser sends one,
  /// must be the page's own (the same host and port as `Host`). So a page on another site reads
  /// nothing of the previews, which show private code.
  public static func refusal(host: String?, origin: String?, allowRemote: Bool) -> PreviewResponse? {
    if !allowRemote, let host, !isLoopbackName(hostName(ofAuthority: host)) {
      return forbidden(
        "the request names the host '\(host)', not this machine: trellis preview answers requests for localhost "
          + "or a loopback address only (a page elsewhere cannot reach it through its own name).")
    }
    if let origin {
      let authority = URLComponents(string: origin).flatMap { components -> String? in
        guard let name = components.host else { return nil }
        let host = name.contains(":") ? "[\(name)]" : name
        return components.port.map { "\(host):\($0)" } ?? host
      }
      guard let authority, let host, authority.lowercased() == host.lowercased() else {
        return forbidden(
          "the request comes from the page '\(origin)', not from the preview's own page: trellis preview "
            + "answers its own page only.")
      }
    }
    return nil
  }

  /// The host name of an authority (`name:port`, `[::1]:port`, `name`), without the brackets.
  static func hostName(ofAuthority authority: String) -> String {
    if authority.hasPrefix("["), let end = authority.firstIndex(of: "]") {
      return String(authority[authority.index(after: authority.startIndex)..<end])
    }
    return authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
      ?? authority
  }

  /// Whether `name` names this machine: `localhost` (and names under it) or a loopback address.
  static func isLoopbackName(_ name: String) -> Bool {
    let name = name.lowercased()
    return name == "localhost" || name.hasSuffix(".localhost") || isLoopback(name)
  }

  private static func forbidden(_ reason: String) -> PreviewResponse {
    PreviewResponse(
      status: 403, contentType: "text/plain; charset=utf-8", body: Data(("403 Forbidden: " + reason + "\n").utf8))
  }
}
