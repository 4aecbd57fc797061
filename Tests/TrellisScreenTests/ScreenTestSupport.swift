import Testing
import Trellis
import TrellisScreens

/// A host showing the catalogue screen `name` on an iPhone, as a person would see it.
@MainActor
func screenHost(_ name: String, colorScheme: ColorScheme = .light) throws -> LayoutHost {
  let screen = try #require(Screens.named(name), "no screen named \(name)")
  var environment = EnvironmentValues()
  environment.colorScheme = colorScheme
  return LayoutHost(screen.make(), device: .iPhone, environment: environment)
}

extension LayoutHost {
  /// The strings of every `Text` on screen, in tree order (the frame tree names a text by its
  /// first 37 characters and "..." when it is longer than 40).
  var texts: [String] {
    (root?.allNodes ?? []).compactMap { node in
      guard node.name.hasPrefix("Text \""), node.name.hasSuffix("\"") else { return nil }
      return String(node.name.dropFirst(6).dropLast())
    }
  }

  /// The names of the symbols (`Image(systemName:)`) on screen, in tree order.
  var symbols: [String] {
    (root?.allNodes ?? []).compactMap { node in
      let prefix = "Image systemName: \""
      guard node.name.hasPrefix(prefix) else { return nil }
      return String(node.name.dropFirst(prefix.count).prefix { $0 != "\"" })
    }
  }
}
