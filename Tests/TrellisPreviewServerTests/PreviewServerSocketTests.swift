import Foundation
import Testing
import TrellisPreviewServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The server on a real loopback socket: it answers over HTTP, and a port in use is a clear error.
@MainActor
@Suite(.serialized) struct PreviewServerSocketTests {
  /// Starts a server on a free port; returns its address and the task running it.
  private func start(port: Int = 0) async throws -> (url: String, task: Task<Void, any Error>) {
    let server = PreviewServer(api: PreviewAPI(backend: FakeBackend()), port: port)
    let (addresses, continuation) = AsyncStream.makeStream(of: String.self)
    let task = Task {
      defer { continuation.finish() }
      try await server.run { continuation.yield($0) }
    }
    for await url in addresses { return (url, task) }
    try await task.value
    throw CancellationError()
  }

  @Test func theServerAnswersOverHTTPOnLoopback() async throws {
    let (url, task) = try await start()
    defer { task.cancel() }
    #expect(url.hasPrefix("http://127.0.0.1:"))
    let (data, response) = try await URLSession.shared.data(from: try #require(URL(string: url + "api/axes")))
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    #expect(try JSONDecoder().decode(PreviewAxes.self, from: data) == PreviewAxes.current)
  }

  @Test func aPortInUseIsAClearError() async throws {
    let (url, task) = try await start()
    defer { task.cancel() }
    let port = try #require(URL(string: url)?.port)
    let second = PreviewServer(api: PreviewAPI(backend: FakeBackend()), port: port)
    await #expect {
      try await second.run { _ in }
    } throws: { error in
      (error as? PreviewServer.StartError)?.description.contains("port \(port) on 127.0.0.1 is already in use") == true
    }
  }
}
