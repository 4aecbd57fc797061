import ArgumentParser
import Foundation
import TrellisPreviewHost
import TrellisPreviewServer

/// `trellis preview`: the live preview page of the package's previews, served on loopback.
struct PreviewCommand: ParsableCommand {
  /// The subcommand's name, abstract and discussion.
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Serve a live web page of your package's previews, re-rendered when you save.",
    discussion: """
      Prints the page's address as its first line (Trellis preview: http://127.0.0.1:PORT/) and \
      serves until interrupted. The page lists the package's previews, with pickers for device, \
      colour scheme, Dynamic Type, direction and locale; it renders again within seconds of a \
      save, shows the compiler's errors when the package does not build (keeping the last good \
      picture), inspects the view under a click (frame, source view, proposals and answers, \
      diagnostics) and, in interact mode, taps it.

      Examples:
        trellis preview
        trellis preview --package Examples/PreviewPackage --port 8080
      """)

  /// The package's folder.
  @Option(
    name: [.customLong("package"), .customLong("package-path")],
    help: ArgumentHelp(
      "The package's or app's folder (default: the nearest folder from here up with a Package.swift or an .xcodeproj).",
      valueName: "path"))
  var packagePath: String?

  /// A folder of Swift files read as an app's.
  @Option(
    help: ArgumentHelp(
      "A folder of an app's Swift files, assets and strings, read as an Xcode app target (no Package.swift needed).",
      valueName: "folder"))
  var sources: String?

  /// The port.
  @Option(help: ArgumentHelp("The port to listen on; 0 picks a free one.", valueName: "N"))
  var port: Int = 0

  /// The address.
  @Option(help: ArgumentHelp("The address to listen on.", valueName: "address"))
  var host: String = "127.0.0.1"

  /// Whether other machines may connect.
  @Flag(help: "Answer requests from other machines too (by default they get 403 Forbidden).")
  var allowRemote = false

  /// The time-out of one render.
  @Option(help: ArgumentHelp("Seconds one render may take before it is stopped.", valueName: "seconds"))
  var timeout: Double = 30

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535, not \(port).") }
    guard timeout.isFinite, timeout > 0 else {
      throw ValidationError("--timeout must be a positive number of seconds.")
    }
  }

  /// Serves until interrupted. The command stays synchronous, as `trellis mcp` does, and the
  /// server runs in a task while the main thread waits.
  func run() throws {
    let session: PreviewSession
    do { session = try PreviewSession(packagePath: packagePath, sources: sources) } catch {
      printError("\(error)")
      throw ExitCode.failure
    }
    if !allowRemote && host != "localhost" && !PreviewAccess.isLoopback(host) {
      FileHandle.standardError.write(
        Data(
          ("trellis preview: listening on \(host), but only this machine is served: other machines get "
            + "403 Forbidden unless --allow-remote is given.\n").utf8))
    }
    let live = PreviewLiveSession(session: session, timeout: timeout)
    let server = PreviewServer(
      api: PreviewAPI(backend: live, allowRemote: allowRemote), host: host == "localhost" ? "127.0.0.1" : host,
      port: port)
    let finished = DispatchSemaphore(value: 0)
    // `nonisolated(unsafe)`: written by the task before it signals `finished`, read after the wait.
    nonisolated(unsafe) var failure: (any Error)?
    Task.detached {
      do {
        try await server.run { url in
          // Written straight to the file descriptor, unbuffered: scripts wait for this line.
          FileHandle.standardOutput.write(Data("Trellis preview: \(url)\n".utf8))
          FileHandle.standardError.write(Data("trellis preview: building \(session.project.root.path)…\n".utf8))
          live.startWatching()
        }
      } catch {
        failure = error
      }
      finished.signal()
    }
    finished.wait()
    if let failure {
      printError("\(failure)")
      throw ExitCode.failure
    }
  }
}
