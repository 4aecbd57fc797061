import Foundation

/// An image set of an asset catalog, named as Xcode's generated asset symbols name it.
///
/// Since Xcode 15, a build generates a static member of `ImageResource` for each image set of a
/// module's asset catalogs (`GeneratedAssetSymbols.swift`), so apps write `Image(.logo)` rather
/// than `Image("logo")`; the preview runner generates the same members
/// (`trellis previews`: ``AssetCatalog`` names, converted as Xcode converts them).
///
/// ```swift
/// extension ImageResource {
///     static let logo = ImageResource(name: "logo", bundle: .main)
/// }
/// Image(.logo)
/// ```
public struct ImageResource: Hashable, Sendable {
  /// The image set's name in its catalog.
  package let name: String
  /// The bundle whose catalogs hold it.
  package let bundle: Bundle

  /// The image set named `name` in the asset catalogs of `bundle`.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

extension Image {
  /// The image set `resource` names, as `Image(_:bundle:)` reads it.
  public init(_ resource: ImageResource) {
    self.init(resource.name, bundle: resource.bundle)
  }
}
