import Foundation

/// What a view is resolved with: the environment, the container it sits in, and whether it
/// must become a single view. Not for use by apps.
public struct _ViewInputs {
  var environment: EnvironmentValues
  /// The axis of the nearest enclosing stack, which orients `Spacer` and `Divider` (§1.2).
  var stackOrientation: Axis?
  /// `nil` when the view is an element of a list — a container's children — so that a
  /// modifier on a `Group` (or a `ForEach`, or a body of several views) applies to each of its
  /// views. Otherwise the view must be *one* view: several are gathered in this implicit
  /// container first, and modifiers apply to it once (``ImplicitRoot``).
  var implicitRoot: ImplicitRoot?
  /// Who the view is, for the state its host keeps for it (``ViewIdentity``).
  var identity: ViewIdentity
  /// How many modifiers of the view were resolved before the one being resolved: tells apart
  /// two modifiers of one type on one view, which share its identity (``modifierKey(_:)``).
  var modifierDepth = 0
  /// The most elements a `ForEach` makes here: set for the content of a lazy container, `nil`
  /// (no limit) everywhere else (``lazyElementLimit``).
  var elementLimit: Int?
  /// What the view sees of the resolver it is resolved by: the verbs that make its nodes.
  ///
  /// The context holds the resolver `unowned(unsafe)`: inputs are copied several times for
  /// every view, and each copy of an `unowned` reference retained and released its unowned count
  /// (about 100 instructions a view on shape a; callgrind, Benchmarks/README.md "Step 3"). The resolver outlives every inputs
  /// value that is used: its host holds it for as long as the tree it fills, and the inputs kept
  /// after resolution (a body's record, a geometry reader's content) belong to that host's tree
  /// and graph records, which a new resolution replaces together with the resolver. Debug builds
  /// check it on every use (``ResolveContext``; docs/UnsafeCode.md).
  let context: ResolveContext

  /// The most elements a `ForEach` makes directly inside a lazy stack, lazy grid or list.
  ///
  /// SwiftUI's lazy containers make only the views scrolled into sight, so `List(0..<1_000_000)`
  /// costs it a screenful; Trellis makes the views of a container up front. It makes the first
  /// 10,000 — hundreds of screens of rows — and reports the rest as left out, where it would
  /// otherwise spend minutes and gigabytes on views no picture shows.
  static let lazyElementLimit = 10_000

  init(
    environment: EnvironmentValues, implicitRoot: ImplicitRoot? = nil, identity: ViewIdentity = .root,
    context: ResolveContext
  ) {
    self.environment = environment
    self.implicitRoot = implicitRoot
    self.identity = identity
    self.context = context
  }

  /// The same inputs one step further down the views' structure.
  func appending(_ step: ViewIdentity.Step, _ value: UInt64) -> _ViewInputs {
    var copy = self
    copy.identity = identity.appending(step, value)
    return copy
  }

  /// The same inputs for the content of a modifier: one more modifier resolved.
  var oneModifierDeeper: _ViewInputs {
    var copy = self
    copy.modifierDepth += 1
    return copy
  }

  /// The key under which a modifier of type `type` keeps what it needs with its view: the
  /// view's identity, the modifier's type and its place among the view's modifiers, so that
  /// `.onChange(of: a).onChange(of: b)` keeps two values.
  func modifierKey(_ type: Any.Type) -> ViewIdentity {
    identity.appending(type: type).appending(.index, UInt64(modifierDepth))
  }

  /// The same inputs for the children of a container of `orientation`: a list.
  func inContainer(orientation: Axis?) -> _ViewInputs {
    var copy = self
    copy.stackOrientation = orientation
    copy.implicitRoot = nil
    copy.elementLimit = nil
    return copy
  }

  /// The same inputs for the children of a lazy container of `orientation`, which makes at
  /// most ``lazyElementLimit`` elements of a `ForEach`.
  func inLazyContainer(orientation: Axis?) -> _ViewInputs {
    var copy = inContainer(orientation: orientation)
    copy.elementLimit = Self.lazyElementLimit
    return copy
  }

  /// The same inputs for a view that must be one view, gathered in `root` if it is several.
  func asSingleView(in root: ImplicitRoot) -> _ViewInputs {
    var copy = self
    copy.implicitRoot = root
    return copy
  }
}

/// The container SwiftUI makes from a list of views where it needs one view: a host's root
/// and a scroll view's content (a `VStack`), a background's or overlay's content (a `ZStack`
/// with the modifier's alignment).
///
/// SwiftUI makes a view in one of two ways: as an element of its container's list
/// (`_makeViewList`), where a modifier on several views applies to each, or as one view
/// (`_makeView`), where a `Group`, a `ForEach` or a `TupleView` of several views becomes an
/// implicit root container of the kind the inputs name — a `VStack` by default, a `ZStack` in
/// a background or overlay — and the modifiers apply to that container. In OpenSwiftUI
/// (https://github.com/OpenSwiftUIProject/OpenSwiftUI), `TupleView._makeView` makes one element
/// directly and several through `makeImplicitRoot`, whose container is the inputs'
/// `implicitRootType` (`VariadicView.swift`), set to `_ZStackLayout` for secondary layers.
/// docs/LayoutRules.md §1.16 states the rule and its consequences.
enum ImplicitRoot {
  /// A `VStack` with default alignment and spacing.
  case vStack
  /// An `HStack` with default alignment and spacing: a horizontal scroll view's content.
  case hStack
  /// A `ZStack` with the given alignment.
  case zStack(Alignment)

  /// The container's node behaviour and the axis that orients its children.
  var container: (behavior: any LayoutBehavior, orientation: Axis?) {
    switch self {
    case .vStack: (CustomLayoutBehavior(layout: VStackLayout(), name: "VStack"), .vertical)
    case .hStack: (CustomLayoutBehavior(layout: HStackLayout(), name: "HStack"), .horizontal)
    case .zStack(let alignment): (CustomLayoutBehavior(layout: ZStackLayout(alignment: alignment), name: "ZStack"), nil)
    }
  }
}
