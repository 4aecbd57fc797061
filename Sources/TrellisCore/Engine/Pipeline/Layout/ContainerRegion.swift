import Foundation

/// A window and the part of it inside the safe area, in host coordinates: the host's for the
/// views of its root, a presented sheet's for the views in the sheet.
///
/// `ignoresSafeArea` grows a view to its region's window where it touches the region's safe
/// area, and a `GeometryReader`'s `safeAreaInsets` are measured against it.
struct ContainerRegion: Equatable {
  /// The whole area the views can draw in.
  var window: CGRect
  /// The part of the window that bars, rounded corners and the home indicator leave free.
  var safeArea: CGRect
}
