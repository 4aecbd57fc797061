import Foundation

/// Adapts a `Layout` value — a user's or a built-in one — to the layout pass.
///
/// The layout's `Cache` lives in the node's memory, made on first use.
///
/// Fidelity: partial — every stack fixture runs through it (`HStack`, `VStack` and `ZStack` are
/// `Layout`s); what only a user's layout meets (unplaced subviews centred, the default spacing
/// union, an empty container's priority −∞) is from OpenSwiftUI, and no fixture pins it.
///
/// A node's behaviour is called through its box's class (``LayoutBehaviorBox``), whose methods
/// are compiled once for every behaviour type, so this adapter runs unspecialised: the layout's
/// cache, subviews and closures go through run-time metadata. The stacks, the containers of
/// nearly every screen, get versions compiled for them (`@_specialize`), which the generic entry
/// points dispatch to: 1.8 % of shape d's cold layout (callgrind, Benchmarks/README.md, step 7).
struct CustomLayoutBehavior<L: Layout>: LayoutBehavior {
  let layout: L
  let name: String

  var debugName: String { name }

  /// Runs `body` with the node's cache, made on first use and updated, as SwiftUI updates a
  /// container's cache, when its subviews or the views' inputs changed since.
  private func withCache<R>(_ context: LayoutContext, _ body: (LayoutSubviews, inout L.Cache) -> R) -> R {
    let subviews = context.subviews
    return context.withMemory(
      initial: { layout.makeCache(subviews: subviews) },
      update: { layout.updateCache(&$0, subviews: subviews) }
    ) { cache in body(subviews, &cache) }
  }

  @_specialize(where L == HStackLayout)
  @_specialize(where L == VStackLayout)
  @_specialize(where L == ZStackLayout)
  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    withCache(context) { subviews, cache in
      layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  @_specialize(where L == HStackLayout)
  @_specialize(where L == VStackLayout)
  @_specialize(where L == ZStackLayout)
  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    withCache(context) { subviews, cache in
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  @_specialize(where L == HStackLayout)
  @_specialize(where L == VStackLayout)
  @_specialize(where L == ZStackLayout)
  func spacing(context: LayoutContext) -> Spacing {
    withCache(context) { subviews, cache in
      layout.spacing(subviews: subviews, cache: &cache).spacing
    }
  }

  /// The built-in layouts merge their subviews' values and never have the frame's guides; a
  /// user's layout may answer anything. The stacks are told by their type first: the check of a
  /// conformance is a look-up in the runtime's tables, about 150 instructions a container, a
  /// twentieth of shape d's resolution (callgrind, Benchmarks/README.md, step 12).
  var explicitGuides: ExplicitGuides {
    isStackLayout(L.self) || L.self is any BuiltInLayout.Type ? .container : .any
  }

  @_specialize(where L == HStackLayout)
  @_specialize(where L == VStackLayout)
  @_specialize(where L == ZStackLayout)
  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, context: LayoutContext
  ) -> CGFloat? {
    withCache(context) { subviews, cache in
      let bounds = CGRect(origin: .zero, size: size)
      switch key.axis {
      case .horizontal:
        return layout.explicitAlignment(
          of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      case .vertical:
        return layout.explicitAlignment(
          of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      }
    }
  }

  /// The subviews' items, lower `zIndex` first, declaration order among equals.
  func displayItems(in frame: CGRect, children: [[DisplayList.Item]], context: DisplayContext) -> [DisplayList.Item] {
    let zIndices = children.indices.map { context.childValue(ZIndexTraitKey.self, at: $0) }
    // Most containers set no zIndex: their children are drawn in declaration order as they are.
    guard zIndices.contains(where: { $0 != 0 }) else { return children.flatMap { $0 } }
    let order = children.indices.sorted { lhs, rhs in
      zIndices[lhs] != zIndices[rhs] ? zIndices[lhs] < zIndices[rhs] : lhs < rhs
    }
    return order.flatMap { children[$0] }
  }

  /// A container without subviews has priority −∞, like a `Spacer` (§1.3 step 7).
  func layoutPriority(context: LayoutContext) -> Double {
    context.childCount == 0 ? -.infinity : 0
  }

  /// The stacks share boxes (a container's cache lives in its node's memory, not in its box);
  /// other layouts, whose values Trellis cannot compare, do not.
  static var sharesBoxes: Bool {
    L.self == HStackLayout.self || L.self == VStackLayout.self || L.self == ZStackLayout.self
  }

  /// A stack of views along an axis — `HStack`, `VStack` and the lazy stacks — or another layout.
  var role: LayoutRole {
    if let stack = layout as? any AxisStackLayout { return .stack(stack.stackAxis) }
    return .other
  }

  /// Asked of the stacks only (``sharesBoxes``), whose casts the compiler resolves.
  func sharesBox(with other: Self) -> Bool {
    guard name == other.name else { return false }
    switch (layout, other.layout) {
    case (let lhs as HStackLayout, let rhs as HStackLayout):
      return lhs.alignment == rhs.alignment && isIdentical(lhs.spacing, rhs.spacing)
    case (let lhs as VStackLayout, let rhs as VStackLayout):
      return lhs.alignment == rhs.alignment && isIdentical(lhs.spacing, rhs.spacing)
    case (let lhs as ZStackLayout, let rhs as ZStackLayout):
      return lhs.alignment == rhs.alignment
    default:
      return false
    }
  }
}

/// The layouts Trellis defines, whose explicit guides are the default: their subviews' merged.
protocol BuiltInLayout: Layout {}

extension HStackLayout: BuiltInLayout {}
extension VStackLayout: BuiltInLayout {}
extension ZStackLayout: BuiltInLayout {}
extension GridLayout: BuiltInLayout {}
extension LazyStackLayout: BuiltInLayout {}

/// Whether `type` is the layout of `HStack`, `VStack` or `ZStack`: the containers of nearly
/// every screen, which take shortcuts where other layouts need a look-up by type.
@inline(__always)
func isStackLayout<L: Layout>(_ type: L.Type) -> Bool {
  L.self == HStackLayout.self || L.self == VStackLayout.self || L.self == ZStackLayout.self
}

/// The behaviour of a container laid out by `layout`, in its box (``LayoutBehaviorBox``).
///
/// A stack's is made with its concrete types, whose metadata are constants, where generic code
/// looked up the metadata of `CustomLayoutBehavior<L>` and of its box at run time — about 1,200
/// instructions a container, 5 % of shape d's resolution (callgrind, Benchmarks/README.md,
/// step 8). `L` is then that stack's layout, so the casts change nothing: each `unsafeBitCast` is
/// guarded by the exact type test before it, in every build (docs/UnsafeCode.md). A free function, since
/// a static method of `CustomLayoutBehavior<L>` would look its own metadata up.
/// The box comes from `context`, whose tree shares one among containers of the same layout and name.
func containerBehaviorBox<L: Layout>(layout: L, name: String, in context: ResolveContext) -> LayoutBehaviorBox {
  if L.self == HStackLayout.self {
    return stackBehaviorBox(unsafeBitCast(layout, to: HStackLayout.self), name: name, in: context)
  }
  if L.self == VStackLayout.self {
    return stackBehaviorBox(unsafeBitCast(layout, to: VStackLayout.self), name: name, in: context)
  }
  if L.self == ZStackLayout.self {
    return stackBehaviorBox(unsafeBitCast(layout, to: ZStackLayout.self), name: name, in: context)
  }
  return anyContainerBehaviorBox(layout: layout, name: name, in: context)
}

/// Any other layout's box, in a function of its own: inlined, the metadata it looks up were
/// looked up on entry to `containerBehaviorBox(layout:name:in:)`, for the stacks too.
@inline(never)
private func anyContainerBehaviorBox<L: Layout>(layout: L, name: String, in context: ResolveContext)
  -> LayoutBehaviorBox
{
  context.box(for: CustomLayoutBehavior(layout: layout, name: name))
}

@inline(__always)
private func stackBehaviorBox<Stack: Layout>(_ layout: Stack, name: String, in context: ResolveContext)
  -> LayoutBehaviorBox
{
  context.box(for: CustomLayoutBehavior(layout: layout, name: name))
}
