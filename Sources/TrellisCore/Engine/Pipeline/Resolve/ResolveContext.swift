import Foundation

/// What a view sees of its resolution: the verbs that make its nodes, record what its modifiers
/// say of them, and reach the state its host keeps — and nothing of the resolver's tree or graph.
///
/// Every `_makeViewList` gets one in its inputs (``_ViewInputs/context``). Features plug into
/// the pipeline through these verbs and through typed keys declared beside them (a
/// ``LayoutValueKey`` for traits, a ``NodeAnnotationKey`` for annotations, a
/// ``ResolveRequest`` for what a view asks of the root), so the pipeline names no feature and a
/// feature cannot reach past the seam into the nodes of the views around it.
/// `scripts/check-pipeline.py`, run by CI, keeps it so.
///
/// A context is one reference, as the resolver was in the inputs before it: the resolver
/// outlives every inputs value that is used (``_ViewInputs``), so the reference is
/// `unowned(unsafe)` for the reason given there. A closure that runs after resolution — a task, a
/// deferred action — must not capture the context: it takes a ``_HostedModifierContext`` (or
/// another handle on the host's graph) instead, which stays valid when the resolver is replaced.
///
/// Invariant of the `unowned(unsafe)` reference: the resolver is alive whenever a context is
/// used (its host holds it while the views it resolves are resolved). Debug builds keep a weak
/// shadow and assert it is still alive on every use (docs/UnsafeCode.md).
struct ResolveContext {
  unowned(unsafe) private let unretainedResolver: ViewResolver
  #if DEBUG
    /// The resolver, weakly: `nil` once it is gone, which a use must never see.
    private weak var shadow: ViewResolver?
  #endif

  init(_ resolver: ViewResolver) {
    self.unretainedResolver = resolver
    #if DEBUG
      self.shadow = resolver
    #endif
  }

  /// The resolver; in debug builds, checked to be alive.
  @inline(__always)
  private var resolver: ViewResolver {
    #if DEBUG
      assert(shadow != nil, "a resolve context used after its resolver was freed")
    #endif
    return unretainedResolver
  }

  // MARK: Making nodes

  /// Resolves a view and returns the top-level nodes it made (several for a `TupleView` or
  /// `ForEach` in a list; at most one when `inputs` ask for a single view).
  func makeNodes<V: View>(_ view: V, inputs: _ViewInputs) -> [NodeID] { resolver.makeNodes(view, inputs: inputs) }

  /// Resolves a type-erased view in place; its identity includes its type, as an `AnyView`'s does.
  func resolve<V: View>(_ view: V, inputs: _ViewInputs) { resolver.resolve(view, inputs: inputs) }

  /// Resolves a composite view's body in place (``ViewResolver/resolveBody(of:inputs:)``).
  func resolveBody<V: View>(of view: V, inputs: _ViewInputs) { resolver.resolveBody(of: view, inputs: inputs) }

  /// Adds a node with no children.
  func appendLeaf(_ behavior: any LayoutBehavior, inputs: _ViewInputs) {
    resolver.appendLeaf(behavior, inputs: inputs)
  }

  /// Adds a container node whose children are the nodes `content` makes with `childInputs`.
  func appendContainer(
    _ behavior: any LayoutBehavior, inputs: _ViewInputs, childInputs: _ViewInputs, content: (_ViewInputs) -> Void
  ) {
    resolver.appendContainer(behavior, inputs: inputs, childInputs: childInputs, content: content)
  }

  /// ``appendContainer(_:inputs:childInputs:content:)`` for a behaviour already in its box
  /// (``box(for:)``).
  func appendContainer(
    boxed box: LayoutBehaviorBox, inputs: _ViewInputs, childInputs: _ViewInputs, content: (_ViewInputs) -> Void
  ) {
    resolver.appendContainer(boxed: box, inputs: inputs, childInputs: childInputs, content: content)
  }

  /// A box holding `behavior`, shared with an earlier node whose behaviour is the same
  /// (``BehaviorBoxShelf``).
  func box<Behavior: LayoutBehavior>(for behavior: Behavior) -> LayoutBehaviorBox { resolver.box(for: behavior) }

  /// Makes a node of `behavior` over `children`, made earlier and not in the current list; the
  /// caller places it (``adopt(_:)``, or as a child of another node it makes).
  func makeNode(
    _ behavior: any LayoutBehavior, children: [NodeID], inputs: _ViewInputs, traits: ViewTraits? = nil
  ) -> NodeID {
    resolver.makeNode(behavior, children: children, inputs: inputs, traits: traits)
  }

  /// Resolves the views of a list in place, or in the implicit root container where one view
  /// is needed (``ViewResolver/appendList(inputs:content:)``).
  func appendList(inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
    resolver.appendList(inputs: inputs, content: content)
  }

  /// Wraps each node that `content` makes in a modifier node made by `behavior`.
  func wrapEach(inputs: _ViewInputs, content: (_ViewInputs) -> Void, behavior: (NodeID) -> any LayoutBehavior) {
    resolver.wrapEach(inputs: inputs, content: content, behavior: behavior)
  }

  /// Wraps each node `content` makes in a node with `secondary` as a second child (background
  /// and overlay).
  func wrapEach(
    inputs: _ViewInputs, content: (_ViewInputs) -> Void, secondary: (_ViewInputs) -> Void,
    secondaryAlignment: Alignment, behavior: any LayoutBehavior
  ) {
    resolver.wrapEach(
      inputs: inputs, content: content, secondary: secondary, secondaryAlignment: secondaryAlignment,
      behavior: behavior)
  }

  /// Resolves `content`, with inputs that ask for one view, into that one node, or `nil` when
  /// it makes none.
  func makeSingleView(inputs: _ViewInputs, content: (_ViewInputs) -> Void) -> NodeID? {
    resolver.makeSingleView(inputs: inputs, content: content)
  }

  /// Adds a node made elsewhere (by ``makeNodes(_:inputs:)`` or ``makeSingleView(inputs:content:)``)
  /// to the current list.
  func adopt(_ node: NodeID) { resolver.adopt(node) }

  /// Applies `update` to each node `content` makes, without adding nodes.
  func forEachMade(inputs: _ViewInputs, content: (_ViewInputs) -> Void, update: (NodeID) -> Void) {
    resolver.forEachMade(inputs: inputs, content: content, update: update)
  }

  /// Frees nodes made but not shown, with everything below them.
  func discard(_ nodes: [NodeID]) { resolver.discard(nodes) }

  /// A number no other call returns: the identity of a `GridRow`, whose cells are told apart by it.
  func makeIdentity() -> Int { resolver.makeIdentity() }

  /// The name of a view type without its generic arguments, for dumps, made once per type.
  func name(of type: Any.Type) -> String { resolver.name(of: type) }

  /// What containers need to know of a layout type, asked once per type.
  func layoutFacts<L: Layout>(of type: L.Type) -> LayoutTypeFacts { resolver.layoutFacts(of: type) }

  // MARK: Traits and annotations

  /// Attaches `value` for `Key` to each node `content` makes, for the node's container to read.
  func setTrait<Key: LayoutValueKey>(
    _ key: Key.Type, _ value: Key.Value, inputs: _ViewInputs, content: (_ViewInputs) -> Void
  ) {
    resolver.setTrait(key, value, inputs: inputs, content: content)
  }

  /// Attaches `value` for `Key` to each node `content` makes that has no value for it yet.
  func setTraitIfAbsent<Key: LayoutValueKey>(
    _ key: Key.Type, _ value: Key.Value, inputs: _ViewInputs, content: (_ViewInputs) -> Void
  ) {
    resolver.setTraitIfAbsent(key, value, inputs: inputs, content: content)
  }

  /// The traits (layout values) of `node`.
  func traits(of node: NodeID) -> ViewTraits? { resolver.traits(of: node) }

  /// The value `node` carries for the trait `Key`, or the key's default.
  func trait<Key: LayoutValueKey>(_ key: Key.Type, of node: NodeID) -> Key.Value {
    traits(of: node)?.values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue
  }

  /// Sets the traits of `node`, replacing those it had.
  func setTraits(_ traits: ViewTraits?, of node: NodeID) { resolver.setTraits(traits, of: node) }

  /// The children of `node`, made already: a container reads what its content's views asked.
  func children(of node: NodeID) -> ArraySlice<NodeID> { resolver.children(of: node) }

  /// Changes the value `node` carries for the trait `Key`.
  func updateTrait<Key: LayoutValueKey>(_ key: Key.Type, of node: NodeID, _ change: (inout Key.Value) -> Void) {
    resolver.updateTrait(key, of: node, change)
  }

  /// Changes what `node` records for the annotation `Key`.
  func annotate<Key: NodeAnnotationKey>(_ node: NodeID, _ key: Key.Type, _ change: (inout Key.Value) -> Void) {
    resolver.annotate(node, key, change)
  }

  /// Tags `node` with an accessibility identifier, by which tests and diagnostics find it.
  func tag(_ node: NodeID, identifier: String) { resolver.tag(node, identifier: identifier) }

  /// What `node` records for the annotation `Key`: what modifiers inside a container's content
  /// said of it.
  func annotation<Key: NodeAnnotationKey>(_ key: Key.Type, of node: NodeID) -> Key.Value {
    resolver.annotation(key, of: node)
  }

  // MARK: Preferences and requests

  /// Sets a preference value for the views above the one being resolved.
  func writePreference<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) { resolver.writePreference(key, value) }

  /// Runs `body`, which resolves views, and returns the preference values they set, not handed up.
  func collectingPreferences(_ body: () -> Void) -> PreferenceValues { resolver.collectingPreferences(body) }

  /// Hands preference values up to the views above, after the values already there.
  func handUp(_ values: PreferenceValues) { resolver.handUp(values) }

  /// Asks something of the root of the views — to present a sheet over them — which the root
  /// takes once its content is resolved (``takeRequests(_:)``).
  func post(_ request: any ResolveRequest) { resolver.post(request) }

  /// Takes the requests of type `Request` posted since they were last taken, in order.
  func takeRequests<Request: ResolveRequest>(_ type: Request.Type) -> [Request] { resolver.takeRequests(type) }

  // MARK: Environment and screen

  /// Runs `body` with `environment` as the one `@Environment` properties read.
  func withEnvironment<R>(_ environment: EnvironmentValues, _ body: () -> R) -> R {
    resolver.withEnvironment(environment, body)
  }

  /// Runs `action` when the view being resolved is on screen (``ViewResolver/onScreen(_:)``).
  func onScreen(_ action: @escaping () -> Void) { resolver.onScreen(action) }

  /// Resolves views that may turn out to be off screen and returns what they asked to do once on
  /// screen.
  func resolvingOffScreen(_ body: () -> Void) -> [() -> Void] { resolver.resolvingOffScreen(body) }

  /// Runs the on-screen actions of views resolved off screen, now that they are shown.
  func showOnScreen(_ actions: [() -> Void]) { resolver.showOnScreen(actions) }

  // MARK: The host's state

  /// What the host keeps for the view at `key`, made the first time; it goes when the view leaves.
  func storage<Stored: AnyObject>(at key: ViewIdentity, make: () -> Stored) -> Stored {
    resolver.storage(at: key, make: make)
  }

  /// A handle on the host for the view at `key`, valid after resolution: storage, deferred
  /// actions, leaving.
  func hosted(at key: ViewIdentity) -> _HostedModifierContext { resolver.hosted(at: key) }

  /// Runs `action` after the update in progress, where it may change state.
  func afterUpdate(_ action: @escaping () -> Void) { resolver.afterUpdate(action) }

  /// Notes that the view at `key` is in the tree: runs `onAppear` after the update in which it
  /// first is, `onDisappear` after the one in which it leaves.
  func appear(_ key: ViewIdentity, onAppear: (() -> Void)?, onDisappear: (() -> Void)?) {
    resolver.appear(key, onAppear: onAppear, onDisappear: onDisappear)
  }

  /// Connects `value`'s dynamic properties (`@State`, `@Environment`, …) to what the host keeps
  /// at `identity`; `false` when one cannot be (an environment object is missing).
  func installDynamicProperties<V>(of value: V, identity: ViewIdentity, environment: EnvironmentValues) -> Bool {
    resolver.installDynamicProperties(of: value, identity: identity, environment: environment)
  }

  /// Evaluates `body`, noting the `@Observable` objects it reads for the view whose body is
  /// being resolved.
  func trackingObservation<Body>(_ body: () -> Body) -> Body { resolver.trackingObservation(body) }

  /// The object of type `Shared` the host keeps for all its views, made the first time: a log
  /// a feature keeps across updates (the feedback played).
  func shared<Shared: AnyObject>(_ type: Shared.Type, make: () -> Shared) -> Shared {
    resolver.shared(type, make: make)
  }
}

/// Something a view asks of the root of the views while it is resolved, which the root answers
/// once its content is: a presentation (``ResolveContext/post(_:)``).
protocol ResolveRequest {
  /// What the request is called in runtime issues: "sheet", "alert \"Delete\"".
  var name: String { get }
}
