import Foundation

/// Runs a program and collects what it prints.
enum ChildProcess {
  /// What a finished program printed and how it ended.
  struct Result {
    /// Its standard output.
    var output: Data
    /// Its standard error.
    var errorOutput: Data
    /// Its exit status, or the signal that ended it.
    var status: Int32
    /// Whether it exited (rather than being killed by a signal) with status 0.
    var succeeded: Bool
  }

  /// Runs `executable` with `arguments` in `directory`, feeding it `input`, and waits for it.
  static func run(
    _ executable: String, _ arguments: [String], in directory: URL? = nil, input: Data? = nil,
    environment: [String: String]? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    let output = Pipe()
    let errorOutput = Pipe()
    let inputPipe = Pipe()
    process.standardOutput = output
    process.standardError = errorOutput
    process.standardInput = inputPipe
    try process.run()
    // Both pipes are drained while the program runs, so that a full pipe never blocks it.
    let group = DispatchGroup()
    // `nonisolated(unsafe)`: each is written by its own block before the group leaves, and read
    // after `group.wait()`.
    nonisolated(unsafe) var outData = Data()
    nonisolated(unsafe) var errData = Data()
    DispatchQueue.global().async(group: group) { outData = output.fileHandleForReading.readDataToEndOfFile() }
    DispatchQueue.global().async(group: group) { errData = errorOutput.fileHandleForReading.readDataToEndOfFile() }
    if let input { inputPipe.fileHandleForWriting.write(input) }
    try? inputPipe.fileHandleForWriting.close()
    process.waitUntilExit()
    group.wait()
    return Result(
      output: outData, errorOutput: errData, status: process.terminationStatus,
      succeeded: process.terminationReason == .exit && process.terminationStatus == 0)
  }

  /// The path of `swift`: `$SWIFT_EXEC`'s sibling when set by SwiftPM, else the first on `$PATH`.
  static var swiftExecutable: String {
    let environment = ProcessInfo.processInfo.environment
    for directory in (environment["PATH"] ?? "/usr/bin").split(separator: ":") {
      let candidate = "\(directory)/swift"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return "/usr/bin/swift"
  }
}
