import Foundation
import Trellis

/// One preview a package defines, ready to render: a `#Preview`, or one top-level view of a
/// `PreviewProvider`'s `previews`.
///
/// Its ``id`` names it on the command line, in file names and over MCP; it stays the same when
/// lines are added above the preview, because it is made of the file's (or provider's) name and
/// the preview's name, or its rank among the unnamed previews of that file.
public struct PreviewEntry {
  /// `ContentView/Dark`, `ContentView/1`, `ContentView_Previews/iPad`: unique in the package.
  public var id: String
  /// The name given with `#Preview("…")` or `previewDisplayName(_:)`, if any.
  public var displayName: String?
  /// The file it is declared in, as `#fileID` gives it: `MyViews/ContentView.swift`.
  public var fileID: String
  /// The line it is declared on.
  public var line: Int
  /// The layout, device and orientation its traits or preview modifiers ask for.
  public var settings: PreviewSettings
  /// Makes the view to render.
  public var makeView: @MainActor () -> any View

  /// Creates an entry.
  public init(
    id: String, displayName: String?, fileID: String, line: Int, settings: PreviewSettings,
    makeView: @escaping @MainActor () -> any View
  ) {
    self.id = id
    self.displayName = displayName
    self.fileID = fileID
    self.line = line
    self.settings = settings
    self.makeView = makeView
  }

  /// What a tool lists about the entry.
  public var summary: PreviewSummary {
    PreviewSummary(
      id: id, displayName: displayName, fileID: fileID, line: line, layout: settings.layout.map(Self.describe),
      device: settings.device?.rawValue, orientation: settings.orientation?.rawValue)
  }

  /// `device`, `sizeThatFits`, `fixed(320x200)`.
  private static func describe(_ layout: PreviewLayout) -> String {
    switch layout {
    case .device: "device"
    case .sizeThatFits: "sizeThatFits"
    case .fixed(let width, let height): "fixed(\(formatLength(width))x\(formatLength(height)))"
    }
  }
}

/// What `trellis previews list` prints about a preview, and the runner sends the host.
public struct PreviewSummary: Codable, Hashable, Sendable {
  /// The preview's identifier: see ``PreviewEntry/id``.
  public var id: String
  /// Its name, if it has one.
  public var displayName: String?
  /// Its file, as `#fileID` gives it.
  public var fileID: String
  /// Its line.
  public var line: Int
  /// Its layout trait: `device`, `sizeThatFits`, `fixed(WxH)`; `nil` for the default (device).
  public var layout: String?
  /// The device its `previewDevice(_:)` names, if any.
  public var device: String?
  /// Its orientation trait, if any.
  public var orientation: String?

  /// Creates a summary.
  public init(
    id: String, displayName: String?, fileID: String, line: Int, layout: String?, device: String?,
    orientation: String?
  ) {
    self.id = id
    self.displayName = displayName
    self.fileID = fileID
    self.line = line
    self.layout = layout
    self.device = device
    self.orientation = orientation
  }
}

/// A `PreviewProvider` type of the package, with where it is declared: the runner the
/// `trellis` command generates passes these to ``PreviewCatalog/entries(providers:)``.
public struct PreviewProviderSource {
  /// The provider.
  public var type: any PreviewProvider.Type
  /// Its file, as `#fileID` spells it.
  public var fileID: String
  /// The line of its declaration.
  public var line: Int

  /// Creates a provider source.
  public init(_ type: any PreviewProvider.Type, fileID: String, line: Int) {
    self.type = type
    self.fileID = fileID
    self.line = line
  }
}
