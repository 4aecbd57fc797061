import Foundation

/// A colour set of an asset catalog, named as Xcode's generated asset symbols name it.
///
/// Since Xcode 15, a build generates a static member of `ColorResource` for each colour set of
/// a module's asset catalogs, and members of `Color`, `ShapeStyle` (where `Self == Color`) and
/// `UIColor` that read it, so apps write `Color(.baseGreen)`, `Color.baseGreen` or
/// `.foregroundStyle(.baseGreen)`; the preview runner generates the same members.
///
/// ```swift
/// extension ColorResource {
///     static let baseGreen = ColorResource(name: "BaseGreen", bundle: .main)
/// }
/// Text("Go").foregroundStyle(Color(.baseGreen))
/// ```
public struct ColorResource: Hashable, Sendable {
  /// The colour set's name in its catalog.
  package let name: String
  /// The bundle whose catalogs hold it.
  package let bundle: Bundle

  /// The colour set named `name` in the asset catalogs of `bundle`.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

extension Color {
  /// The colour set `resource` names, as `Color(_:bundle:)` reads it.
  public init(_ resource: ColorResource) {
    self.init(resource.name, bundle: resource.bundle)
  }
}
