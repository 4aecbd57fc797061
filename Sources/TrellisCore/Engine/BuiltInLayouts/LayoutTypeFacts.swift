import Foundation

/// What a container's node needs to know of its `Layout` type beyond the type's own properties:
/// whether the layout's properties depend on its value, and whether it is lazy.
///
/// The answers are dynamic casts to protocols (`swift_conformsToProtocol`), about 640
/// instructions a container when asked for every container resolved (callgrind,
/// Benchmarks/README.md "Step 3"); they depend on the type alone, so a resolver asks once per
/// type (`ViewResolver.layoutFacts(of:)`).
struct LayoutTypeFacts {
  /// Whether the layout's properties may depend on its value (`InstanceLayoutProperties`).
  let mayHaveInstanceProperties: Bool
  /// Whether the layout is lazy (`LazyLayout`), or `nil` when only its value can tell.
  let isLazy: Bool?

  /// The facts of the stacks' layouts: properties of the type, not lazy.
  static let stack = LayoutTypeFacts(mayHaveInstanceProperties: false, isLazy: false)

  private init(mayHaveInstanceProperties: Bool, isLazy: Bool?) {
    self.mayHaveInstanceProperties = mayHaveInstanceProperties
    self.isLazy = isLazy
  }

  /// The facts of `type`. A value of a class type may be of a subclass that conforms where the
  /// class does not: for a class, the value is asked.
  init<L: Layout>(of type: L.Type) {
    let isClass = type is AnyClass
    mayHaveInstanceProperties = isClass || type is any InstanceLayoutProperties.Type
    isLazy = isClass ? nil : type is any LazyLayout.Type
  }
}

extension ViewResolver {
  /// The facts of the layout type `type`, found once per type; the stacks' are known, without
  /// the look-up by type (a hash of the type, about 90 instructions a container, callgrind,
  /// Benchmarks/README.md, step 12).
  func layoutFacts<L: Layout>(of type: L.Type) -> LayoutTypeFacts {
    if isStackLayout(L.self) { return .stack }
    if let facts = layoutFactsByType[ObjectIdentifier(type)] { return facts }
    let facts = LayoutTypeFacts(of: type)
    layoutFactsByType[ObjectIdentifier(type)] = facts
    return facts
  }
}
