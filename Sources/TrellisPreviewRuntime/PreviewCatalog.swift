import Foundation
import Trellis

/// Every preview of the running program: its `#Preview`s, found in the section the macro
/// records them in, and the previews of the `PreviewProvider`s it is given.
public enum PreviewCatalog {
  /// The program's previews, sorted by file, then line, each with a unique ``PreviewEntry/id``.
  ///
  /// - Parameters:
  ///   - providers: The package's `PreviewProvider`s, which no record lists: the `trellis`
  ///     command finds them in the sources and names them in the runner it generates.
  ///   - section: Where the `#Preview` records are: by default the section of the image Trellis
  ///     is linked into.
  @MainActor
  public static func entries(
    providers: [PreviewProviderSource] = [], section: PreviewRecordSection = .linkedImage
  ) -> [PreviewEntry] {
    var entries: [PreviewEntry] = []
    var unnamed: [String: Int] = [:]
    for preview in PreviewRegistry.macroPreviews(in: section) {
      let stem = fileStem(preview.fileID)
      var settings = PreviewSettings()
      for trait in preview.traits {
        switch trait.value {
        case .layout(let layout): settings.layout = layout
        case .orientation(let orientation): settings.orientation = orientation
        }
      }
      let name: String
      if let displayName = preview.displayName {
        name = displayName
      } else {
        unnamed[stem, default: 0] += 1
        name = String(unnamed[stem]!)
      }
      entries.append(
        PreviewEntry(
          id: stem + "/" + name, displayName: preview.displayName, fileID: preview.fileID, line: preview.line,
          settings: settings, makeView: preview.body))
    }
    for provider in providers {
      let typeName = String(describing: provider.type)
      let elements = PreviewElement.elements(of: provider.type.erasedPreviews)
      for (index, element) in elements.enumerated() {
        let view = element.view
        entries.append(
          PreviewEntry(
            id: typeName + "/" + (element.settings.displayName ?? String(index + 1)),
            displayName: element.settings.displayName, fileID: provider.fileID, line: provider.line,
            settings: element.settings, makeView: { view }))
      }
    }
    entries.sort { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
    // Two previews of one name: the later ones get `(2)`, `(3)`.
    var seen: [String: Int] = [:]
    for index in entries.indices {
      let id = entries[index].id
      seen[id, default: 0] += 1
      if seen[id]! > 1 { entries[index].id = "\(id) (\(seen[id]!))" }
    }
    return entries
  }

  /// `ContentView` for `MyViews/ContentView.swift`.
  static func fileStem(_ fileID: String) -> String {
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
  }
}

nonisolated extension PreviewProvider {
  /// `previews` as an existential, for a provider known only by its metatype.
  @MainActor static var erasedPreviews: any View { previews }
}
