import Foundation
import Hummingbird
import Logging
import NIOCore

/// The live preview's HTTP server: Hummingbird on a socket, answering with ``PreviewAPI``.
///
/// ```swift
/// let live = PreviewLiveSession(session: try PreviewSession(packagePath: nil))
/// live.startWatching()
/// let server = PreviewServer(api: PreviewAPI(backend: live), host: "127.0.0.1", port: 0)
/// try await server.run { url in print("Trellis preview: \(url)") }
/// ```
///
/// Hummingbird parses the requests and writes the answers; the server only turns them into
/// ``PreviewRequest``s, with the peer's address for the loopback check, and back.
public struct PreviewServer: Sendable {
  /// The routes.
  public var api: PreviewAPI
  /// The address to listen on: `127.0.0.1` by default.
  public var host: String
  /// The port; 0 lets the system choose a free one.
  public var port: Int

  /// A server of `api` on `host`:`port`.
  public init(api: PreviewAPI, host: String = "127.0.0.1", port: Int = 0) {
    self.api = api
    self.host = host
    self.port = port
  }

  /// Why the server could not start.
  public struct StartError: Error, CustomStringConvertible {
    /// What went wrong and what to do.
    public var description: String
  }

  /// Listens and answers until the process gets SIGINT or SIGTERM.
  ///
  /// - Parameter onListening: Called once with the page's address (`http://127.0.0.1:PORT/`)
  ///   as soon as the socket listens.
  /// - Throws: ``StartError`` when the port is in use or the address is not this machine's.
  public func run(onListening: @escaping @Sendable (String) -> Void) async throws {
    let api = self.api
    let responder = CallbackResponder<PreviewRequestContext> { request, context in
      let answer = await api.respond(
        to: PreviewRequest(
          method: request.method.rawValue, path: request.uri.path, query: request.uri.query,
          peer: context.remoteAddress?.ipAddress, host: request.head.authority, origin: request.headers[.origin]))
      var headers = HTTPFields()
      headers[.contentType] = answer.contentType
      headers[.cacheControl] = "no-store"
      return Response(
        status: HTTPResponse.Status(code: answer.status), headers: headers,
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body)))
    }
    // Hummingbird's own lines go to standard error, warnings only: standard output's first line
    // is the page's address, for scripts to read.
    var logger = Logger(label: "trellis-preview") { StreamLogHandler.standardError(label: $0) }
    logger.logLevel = .warning
    let host = self.host
    let urlHost = host.contains(":") ? "[\(host)]" : host
    let app = Application(
      responder: responder,
      configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "trellis-preview"),
      onServerRunning: { channel in
        onListening("http://\(urlHost):\(channel.localAddress?.port ?? 0)/")
      },
      logger: logger)
    do {
      try await app.runService()
    } catch let error as IOError where error.errnoCode == EADDRINUSE {
      throw StartError(
        description: "port \(port) on \(host) is already in use: stop what listens there, or give another "
          + "--port (0 picks a free one).")
    } catch let error as IOError where error.errnoCode == EADDRNOTAVAIL {
      throw StartError(description: "cannot listen on \(host): it is not an address of this machine.")
    } catch {
      if "\(error)".contains("Address already in use") {
        throw StartError(
          description: "port \(port) on \(host) is already in use: stop what listens there, or give another "
            + "--port (0 picks a free one).")
      }
      throw error
    }
  }
}

/// A request's context with the peer's address, which the loopback check reads.
struct PreviewRequestContext: RequestContext, RemoteAddressRequestContext {
  var coreContext: CoreRequestContextStorage
  /// The peer.
  let remoteAddress: SocketAddress?

  init(source: ApplicationRequestContextSource) {
    coreContext = CoreRequestContextStorage(source: source)
    remoteAddress = source.channel.remoteAddress
  }
}
