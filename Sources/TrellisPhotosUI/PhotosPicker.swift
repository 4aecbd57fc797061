import Foundation
import Trellis

/// The kinds of asset a photos picker shows.
public struct PHPickerFilter: Sendable, Equatable {
  let name: String

  /// Photos.
  public static let images = PHPickerFilter(name: "images")
  /// Videos.
  public static let videos = PHPickerFilter(name: "videos")
  /// Live Photos.
  public static let livePhotos = PHPickerFilter(name: "livePhotos")
  /// Screenshots.
  public static let screenshots = PHPickerFilter(name: "screenshots")

  /// Any of `filters`.
  public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter {
    PHPickerFilter(name: "any(" + filters.map(\.name).joined(separator: ",") + ")")
  }

  /// All of `filters`.
  public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter {
    PHPickerFilter(name: "all(" + filters.map(\.name).joined(separator: ",") + ")")
  }

  /// Everything but `filter`.
  public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(name: "not(\(filter.name))") }
}

/// An item the person picked in a photos picker.
public struct PhotosPickerItem: Hashable, Sendable {
  /// The photo library's identifier of the item, if the picker had library access.
  public let itemIdentifier: String?

  /// An item with `itemIdentifier`.
  public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier }

  /// How the picker encodes the item it hands over.
  public enum EncodingDisambiguationPolicy: Sendable {
    /// The picker chooses.
    case automatic
    /// The most compatible encoding.
    case compatible
    /// The encoding as stored.
    case current
  }

  /// Loads the item as `type`. There is no photo library off Apple's devices: `nil`.
  public func loadTransferable<T>(type: T.Type) async throws -> T? { nil }
}

/// How a multiple-selection picker orders and shows the selection.
public struct PhotosPickerSelectionBehavior: Sendable, Equatable {
  let name: String
  /// The default.
  public static let `default` = PhotosPickerSelectionBehavior(name: "default")
  /// Selections numbered in order.
  public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
  /// Selections made continuously.
  public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
  /// Continuous and ordered.
  public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}

/// A view that shows a photos picker when tapped: a button with its label.
///
/// Drawn as the `Button` it is on iOS (its label in the tint). A tap would present the system's
/// photos picker, which does not exist off Apple's devices: it is reported as a runtime issue and
/// the selection stays as it was. Fidelity: partial — the button is SwiftUI's; the picker sheet is
/// not drawn.
public struct PhotosPicker<Label: View>: View {
  let label: Label

  /// A picker for one item.
  public init(
    selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  /// A picker for several items.
  public init(
    selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  /// The button.
  public var body: some View {
    Button {
      RuntimeIssues.reportPhotosPicker()
    } label: {
      label
    }
  }
}

extension PhotosPicker where Label == Text {
  /// A picker for one item, titled by a localized string.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
  ) {
    self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) {
      Text(titleKey)
    }
  }

  /// A picker for several items, titled by a localized string.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
  ) {
    self.init(
      selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
      matching: filter, preferredItemEncoding: preferredItemEncoding
    ) { Text(titleKey) }
  }
}

extension View {
  /// Presents a photos picker while `isPresented` is true: off Apple's devices there is no
  /// picker, so it is reported and `isPresented` is left as it is.
  nonisolated public func photosPicker(
    isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
  ) -> some View {
    if isPresented.wrappedValue { RuntimeIssues.reportPhotosPicker() }
    return self
  }

  /// Presents a picker of several items while `isPresented` is true (reported, as above).
  nonisolated public func photosPicker(
    isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
  ) -> some View {
    if isPresented.wrappedValue { RuntimeIssues.reportPhotosPicker() }
    return self
  }
}

extension RuntimeIssues {
  /// There is no photo library or picker off Apple's devices.
  static func reportPhotosPicker() {
    RuntimeIssues.reportOnce(
      "PhotosPicker: the system photos picker does not exist off Apple's devices; nothing is presented and the "
        + "selection is unchanged.")
  }
}
