import Foundation

/// Creates a preview of a view: `trellis previews render` draws it, as Xcode's canvas would.
///
/// ```swift
/// #Preview {
///     ContentView()
/// }
/// ```
///
/// Unnamed previews are labelled with their file and line; name one to find it by name.
/// The macro registers the preview where the `trellis` command finds it when it runs the
/// package's code: there is nothing else to list.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TrellisPreviewMacros", type: "PreviewMacro")

/// Creates a preview of a view with traits: a layout, an orientation.
///
/// ```swift
/// #Preview("Row", traits: .sizeThatFitsLayout) {
///     MessageRow(message: .sample)
/// }
/// #Preview(traits: .landscapeLeft, .fixedLayout(width: 400, height: 300)) {
///     ContentView()
/// }
/// ```
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TrellisPreviewMacros", type: "PreviewMacro")

/// Marks a variable declared in a `#Preview` body as dynamic: `@Previewable @State var on = true`.
///
/// `#Preview` turns the body into a view whose stored properties are its `@Previewable`
/// variables, so their property wrappers keep state, as SwiftUI's do:
///
/// ```swift
/// #Preview {
///     @Previewable @State var isOn = true
///     Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
@attached(peer)
public macro Previewable() = #externalMacro(module: "TrellisPreviewMacros", type: "PreviewableMacro")

/// A preview of a view, as `#Preview` makes it: a name, traits, where it is in the source, and
/// the closure that makes the view.
///
/// You do not make previews yourself: `#Preview` makes one and registers it, and the
/// `trellis` command's runner finds every registered preview of the program.
public struct Preview: @unchecked Sendable {
  /// The name given to `#Preview("Name")`, if any.
  public var displayName: String?
  /// The traits given to `#Preview(traits:)`, in order.
  public var traits: [PreviewTrait<ViewTraits>]
  /// The file of the `#Preview`, as `#fileID` gives it: `MyViews/ContentView.swift`.
  public var fileID: String
  /// The full path of the file of the `#Preview` when it was compiled.
  public var filePath: String
  /// The line of the `#Preview`.
  public var line: Int
  /// The column of the `#Preview`.
  public var column: Int
  /// Makes the previewed view.
  public var body: @MainActor () -> any View

  /// Creates a preview. `#Preview` calls this; there is no need to call it yourself.
  ///
  /// - Parameters:
  ///   - name: The name of the preview.
  ///   - traits: The traits of the preview: layout and orientation.
  ///   - fileID: The file of the `#Preview`, as `#fileID` gives it.
  ///   - filePath: The full path of the file of the `#Preview`.
  ///   - line: The line of the `#Preview`.
  ///   - column: The column of the `#Preview`.
  ///   - body: Makes the previewed view.
  public init(
    _ name: String? = nil, traits: PreviewTrait<ViewTraits>..., fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ViewBuilder body: @escaping @MainActor () -> any View
  ) {
    self.displayName = name
    self.traits = traits
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
    self.body = body
  }
}

extension Preview {
  /// The domain of the traits a view's preview takes: `PreviewTrait<Preview.ViewTraits>`.
  public enum ViewTraits {}
}

/// The record `#Preview` places in the `swift5_tests` section: a kind, reserved bits, the
/// accessor that makes the `Preview`, and two reserved words — the layout Swift Testing
/// documents for every tool's records. Not for use in your code.
public typealias __PreviewRecord = (
  UInt32, UInt32, @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeRawPointer?, UInt) -> Bool, UInt,
  UInt
)

/// The kind of the records `#Preview` writes: `trpv`, as four ASCII bytes. Not for use in your code.
public let __previewRecordKind: UInt32 = 0x7472_7076
