import Foundation

/// A `PreviewProvider` found in a package's sources.
public struct FoundPreviewProvider: Hashable, Sendable {
  /// The module (target) it is declared in.
  public var module: String
  /// The type's name.
  public var typeName: String
  /// Its file, as `#fileID` spells it: `Module/File.swift`.
  public var fileID: String
  /// The line of its declaration.
  public var line: Int
}

/// Finds the `PreviewProvider`s of a package by reading its sources: `PreviewProvider` has no
/// macro to record its types, and the runner must name each provider to call its `previews`.
///
/// Reads declarations at the top level of a file (inside `#if` blocks too) whose inheritance
/// clause names `PreviewProvider`: `struct ContentView_Previews: PreviewProvider`, `extension
/// Card: PreviewProvider`. Comments and string literals are skipped, so that a commented-out
/// provider is not found. A `private` or `fileprivate` provider cannot be reached from the
/// runner: it is reported, not listed. Nested providers are not found.
public enum PreviewProviderScanner {
  /// The providers declared in `source`, the text of the file `fileID` of `module`.
  public static func providers(in source: String, module: String, fileID: String) -> (
    found: [FoundPreviewProvider], unreachable: [String]
  ) {
    var found: [FoundPreviewProvider] = []
    var unreachable: [String] = []
    for (line, text) in topLevelLines(of: source) {
      guard let match = declaration(in: text) else { continue }
      if match.isPrivate {
        unreachable.append("\(fileID):\(line): \(match.name) is private: make it internal for trellis to preview it.")
      } else {
        found.append(FoundPreviewProvider(module: module, typeName: match.name, fileID: fileID, line: line))
      }
    }
    return (found, unreachable)
  }

  /// The declaration of a provider on `line`: its name and whether it is private.
  static func declaration(in line: String) -> (name: String, isPrivate: Bool)? {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard
      let keywordIndex = words.firstIndex(where: { ["struct", "class", "enum", "actor", "extension"].contains($0) }),
      keywordIndex + 1 < words.count
    else { return nil }
    let modifiers = words[..<keywordIndex]
    guard modifiers.allSatisfy({ $0.hasPrefix("@") || Self.modifiers.contains(String($0)) }) else { return nil }
    let rest = words[(keywordIndex + 1)...].joined(separator: " ")
    guard let colon = rest.firstIndex(of: ":") else { return nil }
    let name = rest[..<colon].split(separator: "<").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
    let inheritance = rest[rest.index(after: colon)...].split(separator: "{").first ?? ""
    let types = inheritance.split(separator: "where").first?.split(separator: ",") ?? []
    guard
      types.contains(where: {
        let type = $0.trimmingCharacters(in: .whitespaces)
        return type == "PreviewProvider" || type == "Trellis.PreviewProvider" || type == "SwiftUI.PreviewProvider"
      })
    else { return nil }
    return (name, modifiers.contains("private") || modifiers.contains("fileprivate"))
  }

  private static let modifiers: Set<String> = ["public", "internal", "private", "fileprivate", "final", "package"]

  /// The lines of `source` that start at brace depth 0, numbered from 1, with comments and the
  /// contents of string literals blanked out.
  static func topLevelLines(of source: String) -> [(Int, String)] {
    var lines: [(Int, String)] = []
    var depth = 0
    var blockComment = 0
    var inString = false
    var multiline = false
    for (number, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let startDepth = depth
      var kept = ""
      let characters = Array(rawLine)
      var index = 0
      while index < characters.count {
        let character = characters[index]
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        if blockComment > 0 {
          if character == "*", next == "/" {
            blockComment -= 1; index += 1
          } else if character == "/", next == "*" {
            blockComment += 1; index += 1
          }
        } else if inString {
          if character == "\\" {
            index += 1
          } else if character == "\"" {
            if multiline {
              if index + 2 < characters.count, characters[index + 1] == "\"", characters[index + 2] == "\"" {
                inString = false
                index += 2
              }
            } else {
              inString = false
            }
          }
        } else if character == "/", next == "/" {
          break
        } else if character == "/", next == "*" {
          blockComment += 1
          index += 1
        } else if character == "\"" {
          inString = true
          multiline = index + 2 < characters.count && characters[index + 1] == "\"" && characters[index + 2] == "\""
          if multiline { index += 2 }
          kept.append("\"")
        } else {
          if character == "{" { depth += 1 }
          if character == "}" { depth = max(0, depth - 1) }
          kept.append(character)
        }
        index += 1
      }
      // A single-line string does not run past its line.
      if inString, !multiline { inString = false }
      if startDepth == 0 { lines.append((number + 1, kept)) }
    }
    return lines
  }
}
