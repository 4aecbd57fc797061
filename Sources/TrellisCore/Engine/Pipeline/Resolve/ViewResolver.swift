import Foundation

/// Turns a view value into nodes of a ``ResolvedTree``: the step between the view API and layout.
///
/// Each view appends the nodes it makes to `pending`; a container takes the nodes its content
/// appended and becomes their parent. Composite views evaluate their `body` with their
/// environment installed, so `@Environment` properties read the values in force where they are.
///
/// Views reach it only through a ``ResolveContext``: its tree and graph are private, so what a
/// feature may do to the nodes being made is the context's verbs.
final class ViewResolver {
  private let tree: ResolvedTree
  /// The state the host keeps for its views, by identity.
  private let graph: ViewGraph
  /// Nodes made but not yet adopted by a parent.
  ///
  /// `@exclusivity(unchecked)`: every node made reads and writes it, and the dynamic checks of
  /// a class property cost about 270 instructions an access (`swift_beginAccess` and its access
  /// set; callgrind, Benchmarks/README.md "Step 3"). No access overlaps another: each one is a
  /// single read, append or element write whose arguments are computed before it begins.
  #if DEBUG
    // The runtime's dynamic exclusivity check asserts the invariant (docs/UnsafeCode.md).
    private var pending: [NodeID] = []
  #else
    @exclusivity(unchecked) private var pending: [NodeID] = []
  #endif
  /// The names of view types, by type (`name(of:)`).
  private var typeNames: [ObjectIdentifier: String] = [:]
  /// What containers need to know of their layout types, by type (`layoutFacts(of:)`).
  var layoutFactsByType: [ObjectIdentifier: LayoutTypeFacts] = [:]
  /// The last identity handed out by ``makeIdentity()``.
  private var lastIdentity = 0
  /// What the views resolved since they were last taken asked of the root (``ResolveRequest``).
  private var requests: [any ResolveRequest] = []
  /// How deep resolution may recur on the thread resolving now: set where resolution starts.
  private var stackBudget = StackBudget.unbounded
  /// Whether resolution ran out of stack since it last started, so that it is said once.
  private var ranOutOfStack = false

  init(tree: ResolvedTree, graph: ViewGraph = ViewGraph()) {
    self.tree = tree
    self.graph = graph
  }

  /// Resolves a view and returns the top-level nodes it made (several for a `TupleView` or
  /// `ForEach` in a list; at most one when `inputs` ask for a single view).
  func makeNodes<V: View>(_ view: V, inputs: _ViewInputs) -> [NodeID] {
    let start = pending.count
    V._makeViewList(view: view, inputs: inputs)
    let made = Array(pending[start...])
    pending.removeSubrange(start...)
    return made
  }

  /// Runs `body`, which resolves views, and returns the top-level nodes it made.
  func nodesMade(by body: () -> Void) -> [NodeID] {
    let start = pending.count
    body()
    defer { pending.removeSubrange(start...) }
    return Array(pending[start...])
  }

  /// Resolves the root view of a host: one view, several gathered in an implicit `VStack`.
  ///
  /// What the root's views ask of it (``ResolveRequest``) is the root view's to answer: a host
  /// resolves its views inside a view that does (`PresentationRoot`).
  func resolveRoot<V: View>(_ view: V, environment: EnvironmentValues) {
    let inputs = _ViewInputs(environment: environment, implicitRoot: .vStack, context: ResolveContext(self))
    startOnCurrentThread()
    requests = []
    tree.setRoot(makeNodes(view, inputs: inputs).first)
    for request in requests {
      RuntimeIssues.report("\(request.name) is not shown: nothing above the views it was asked in could show it.")
    }
    requests = []
  }

  /// Resolves, for `proxy`, the content of a node whose content depends on its geometry,
  /// replacing the content it had.
  func resolveContent(of node: NodeID, for proxy: GeometryProxy) {
    guard let behavior = tree.behavior(of: node) as? any GeometryDependentBehavior else { return }
    startOnCurrentThread()
    // The old content goes first, so that the new one reuses its nodes.
    tree.replaceChildren(of: node, with: [])
    makingGeometryContent = true
    let children = behavior.makeContent(for: proxy)
    makingGeometryContent = false
    if !requests.isEmpty {
      RuntimeIssues.report(
        "\(requests.map(\.name).joined(separator: ", ")) is not shown: a presentation asked for in a "
          + "GeometryReader's content is not supported.")
      requests = []
    }
    tree.replaceChildren(of: node, with: children)
    tree.setGeometryOfContent(proxy, of: node)
  }

  /// Resolves a type-erased view; its identity includes its type, as an `AnyView`'s does.
  ///
  /// Generic, so that an `any View` argument is opened where it is passed: taking the
  /// existential made the optimiser box the opened value in a new existential for every
  /// `AnyView` (a `swift_allocBox` and its cache look-up, about 400 instructions a view;
  /// callgrind, Benchmarks/README.md "Step 3").
  func resolve<V: View>(_ view: V, inputs: _ViewInputs) {
    guard hasStackLeft(resolving: V.self) else { return }
    var inputs = inputs
    inputs.identity = inputs.identity.appending(type: V.self)
    V._makeViewList(view: view, inputs: inputs)
  }

  /// Measures the stack from here: resolution starts (again) on the current thread.
  func startOnCurrentThread() {
    stackBudget = StackBudget()
    ranOutOfStack = false
  }

  /// Whether resolution may go a level deeper; when not, the view is left out with a runtime
  /// issue, said once, instead of the crash a body that contains itself would cause.
  private func hasStackLeft(resolving type: Any.Type) -> Bool {
    guard stackBudget.isExhausted else { return true }
    if !ranOutOfStack {
      ranOutOfStack = true
      RuntimeIssues.report(
        "The view hierarchy is too deep to resolve (does the body of \(typeName(type)) contain the view itself?); "
          + "the views below this depth are left out.")
    }
    return false
  }

  /// Resolves a composite view's body, recording the view's type for the dumps.
  ///
  /// The view's dynamic properties are connected to the state the host keeps for it first;
  /// the body is evaluated with the view's environment installed, noting the `@Observable`
  /// objects it reads. A view that cannot be evaluated — an environment object it needs is
  /// missing — makes no node (SwiftUI would stop the app).
  func resolveBody<V: View>(of view: V, inputs: _ViewInputs) {
    guard hasStackLeft(resolving: V.self) else { return }
    let given = inputs
    var inputs = inputs
    inputs.identity = inputs.identity.appending(type: V.self)
    let (record, previous) = graph.openRecord(inputs.identity, keep: !makingGeometryContent) {
      $0.resolveBody(of: view, inputs: given)
    }
    defer { graph.closeRecord(restoring: previous) }
    let (traitWrites, preferenceWrites, presentations) =
      (tree.traitWrites, self.preferenceWrites, requests.count)
    guard
      DynamicProperties.install(view, identity: inputs.identity, graph: graph, environment: inputs.environment)
    else {
      record.ineligibility = "an environment object it needs is missing"
      return
    }
    let start = pending.count
    let body = withEnvironment(inputs.environment) {
      graph.trackingObservation(owner: inputs.identity) { mainActorCall({ $0.body }, view) }
    }
    V.Body._makeViewList(view: body, inputs: inputs)
    let name = self.name(of: V.self)
    for node in pending[start...] { tree.recordSource(name, for: node) }
    close(
      record, nodes: pending[start...], wroteTraits: tree.traitWrites != traitWrites,
      wrotePreferences: self.preferenceWrites != preferenceWrites,
      askedForPresentation: requests.count != presentations)
  }

  /// Notes in `record` the nodes its body made, as they are now, and whether it can be
  /// evaluated again on its own.
  private func close(
    _ record: BodyRecord, nodes: ArraySlice<NodeID>, wroteTraits: Bool, wrotePreferences: Bool,
    askedForPresentation: Bool
  ) {
    record.nodes = nodes.map { node in
      ProducedNode(
        node: node, generation: tree.generation(of: node), identifiers: Int32(tree.identifiers(of: node).count),
        sources: Int32(tree.sources(of: node).count))
    }
    record.closingSerial = tree.annotationSerial
    if record.ineligibility != nil { return }
    if wroteTraits {
      // Containers read traits while they are resolved (a list its rows', a picker its tags).
      record.ineligibility = "its views carry traits their containers read"
    } else if wrotePreferences {
      record.ineligibility = "its views set preferences for the views above"
    } else if askedForPresentation {
      record.ineligibility = "its views ask for a presentation"
    }
  }

  /// Runs `body` with `environment` as the one `@Environment` properties read.
  func withEnvironment<R>(_ environment: EnvironmentValues, _ body: () -> R) -> R {
    EnvironmentValues.$current.withValue(environment, operation: body)
  }

  // MARK: Preferences

  /// The preference values of the views resolved so far in each open scope, innermost last.
  private var preferenceScopes: [PreferenceValues] = [PreferenceValues()]

  /// Sets a preference value for the views above the one being resolved.
  func writePreference<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
    preferenceWrites += 1
    preferenceScopes[preferenceScopes.count - 1].write(key, value)
  }

  /// A count of the preference values set, for the records of bodies (``BodyRecord``).
  private(set) var preferenceWrites = 0

  /// Runs `body`, which resolves views, and returns the preference values they set; they are
  /// not handed up — the caller decides (``handUp(_:)``).
  func collectingPreferences(_ body: () -> Void) -> PreferenceValues {
    preferenceScopes.append(PreferenceValues())
    body()
    return preferenceScopes.removeLast()
  }

  /// Hands preference values up to the views above, after the values already there.
  func handUp(_ values: PreferenceValues) {
    preferenceScopes[preferenceScopes.count - 1].merge(values)
  }

  // MARK: Views off screen

  /// What views resolved so far asked to do once they are known to be on screen, for each open
  /// ``resolvingOffScreen(_:)`` scope, innermost last.
  private var onScreenActions: [[() -> Void]] = []

  /// Runs `action` — noting that a view appeared, starting its task — when the view being
  /// resolved is on screen: at once, or, inside ``resolvingOffScreen(_:)``, when the caller
  /// decides the views it resolved are shown (``showOnScreen(_:)``).
  func onScreen(_ action: @escaping () -> Void) {
    if onScreenActions.isEmpty {
      action()
    } else {
      // The action runs later, as the view it belongs to: what it notes (an appearance) is
      // that view's, for the record of its body (``BodyRecord``).
      let (graph, record) = (self.graph, graph.currentRecord)
      onScreenActions[onScreenActions.count - 1].append { graph.running(as: record, action) }
    }
  }

  /// Resolves views that may turn out to be off screen — a navigation stack's screens below the
  /// top, a tab view's unselected tabs — and returns what they asked to do once on screen. Their
  /// state is kept; until ``showOnScreen(_:)`` runs the actions, they have not appeared.
  func resolvingOffScreen(_ body: () -> Void) -> [() -> Void] {
    onScreenActions.append([])
    body()
    return onScreenActions.removeLast()
  }

  /// Runs the on-screen actions of views resolved off screen, now that they are shown.
  func showOnScreen(_ actions: [() -> Void]) {
    for action in actions { onScreen(action) }
  }

  /// Frees nodes made but not shown, with everything below them: the screens a navigation stack
  /// resolved to keep their state but does not show.
  func discard(_ nodes: [NodeID]) {
    tree.discard(nodes)
  }

  /// Whether the content of a geometry reader is being made, during layout.
  private(set) var makingGeometryContent = false

  /// A number no other call returns: the identity of a `GridRow`, whose cells are told apart by it.
  func makeIdentity() -> Int {
    lastIdentity += 1
    return lastIdentity
  }

  // MARK: Making nodes

  /// Adds a node with no children.
  func appendLeaf(_ behavior: any LayoutBehavior, inputs: _ViewInputs) {
    pending.append(
      tree.append(behavior, children: EmptyCollection(), layoutDirection: inputs.environment.layoutDirection))
  }

  /// Adds a container node whose children are the nodes `content` makes with `childInputs`.
  func appendContainer(
    _ behavior: any LayoutBehavior, inputs: _ViewInputs, childInputs: _ViewInputs, content: (_ViewInputs) -> Void
  ) {
    appendContainer(boxed: tree.box(for: behavior), inputs: inputs, childInputs: childInputs, content: content)
  }

  /// ``appendContainer(_:inputs:childInputs:content:)`` for a behaviour already in its box.
  func appendContainer(
    boxed box: LayoutBehaviorBox, inputs: _ViewInputs, childInputs: _ViewInputs, content: (_ViewInputs) -> Void
  ) {
    let start = pending.count
    content(childInputs)
    let node = tree.append(
      boxed: box, children: pending[start...], layoutDirection: inputs.environment.layoutDirection)
    pending.removeSubrange(start...)
    pending.append(node)
  }

  /// Resolves the views of a list — a `Group`'s, a `ForEach`'s, a `TupleView`'s — in place.
  ///
  /// In a list (a container's children) each view stays an element of the container, and a
  /// modifier on the list applies to each. Where one view is needed (``_ViewInputs/implicitRoot``),
  /// the views become the children of the implicit root container, which is that one view
  /// (docs/LayoutRules.md §1.16).
  func appendList(inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
    guard let root = inputs.implicitRoot else {
      content(inputs)
      return
    }
    let (behavior, orientation) = root.container
    appendContainer(
      behavior, inputs: inputs, childInputs: inputs.inContainer(orientation: orientation), content: content)
  }

  /// Wraps each node that `content` makes in a modifier node made by `behavior`.
  ///
  /// A modifier applied to a list applies to each of its views, as in SwiftUI; where one view
  /// is needed, the content makes one (``appendList(inputs:content:)``) and it is wrapped once.
  /// The wrapped node's traits (layout values) move outward to the modifier node.
  func wrapEach(
    inputs: _ViewInputs, content: (_ViewInputs) -> Void, behavior: (NodeID) -> any LayoutBehavior
  ) {
    let start = pending.count
    content(inputs)
    for index in start..<pending.count {
      let child = pending[index]
      pending[index] = tree.append(
        behavior(child), children: CollectionOfOne(child), layoutDirection: inputs.environment.layoutDirection,
        traits: tree.traits(of: child))
    }
  }

  /// Wraps each node `content` makes in a node with `secondary` as a second child
  /// (background and overlay): one view, several views gathered in an implicit `ZStack`
  /// aligned by `secondaryAlignment`.
  func wrapEach(
    inputs: _ViewInputs, content: (_ViewInputs) -> Void, secondary: (_ViewInputs) -> Void,
    secondaryAlignment: Alignment, behavior: any LayoutBehavior
  ) {
    let start = pending.count
    content(inputs)
    for index in start..<pending.count {
      let primary = pending[index]
      let layer = makeSingleView(
        inputs: inputs.inContainer(orientation: nil).asSingleView(in: .zStack(secondaryAlignment))
          .appending(.secondary, UInt64(index - start)),
        content: secondary)
      var children = [primary]
      if let layer { children.append(layer) }
      pending[index] = tree.append(
        behavior, children: children, layoutDirection: inputs.environment.layoutDirection,
        traits: tree.traits(of: primary))
    }
  }

  /// Resolves `content`, with inputs that ask for one view, into that one node, or `nil` when
  /// it makes none.
  func makeSingleView(inputs: _ViewInputs, content: (_ViewInputs) -> Void) -> NodeID? {
    precondition(inputs.implicitRoot != nil, "a single view is made with inputs that name its implicit root")
    let start = pending.count
    content(inputs)
    let made = pending[start...]
    assert(made.count <= 1, "inputs asking for one view made \(made.count)")
    defer { pending.removeSubrange(start...) }
    return made.first
  }

  /// Adds a node made elsewhere (by ``makeSingleView(inputs:content:)``) to the current list.
  func adopt(_ node: NodeID) {
    pending.append(node)
  }

  /// Applies `update` to each node `content` makes, without adding nodes.
  func forEachMade(inputs: _ViewInputs, content: (_ViewInputs) -> Void, update: (NodeID) -> Void) {
    let start = pending.count
    content(inputs)
    for node in pending[start...] { update(node) }
  }

  /// Attaches `value` for `Key` to each node `content` makes, for the node's container to read.
  func setTrait<Key: LayoutValueKey>(
    _ key: Key.Type, _ value: Key.Value, inputs: _ViewInputs, content: (_ViewInputs) -> Void
  ) {
    forEachMade(inputs: inputs, content: content) { node in
      let traits = tree.traits(of: node) ?? ViewTraits()
      tree.setTraits(traits.setting(ObjectIdentifier(Key.self), to: value), of: node)
    }
  }

  /// Makes a node of `behavior` over `children`, made earlier and not in the current list.
  func makeNode(_ behavior: any LayoutBehavior, children: [NodeID], inputs: _ViewInputs, traits: ViewTraits?) -> NodeID
  {
    tree.append(behavior, children: children, layoutDirection: inputs.environment.layoutDirection, traits: traits)
  }

  /// A box holding `behavior`, shared with an earlier node whose behaviour is the same.
  func box<Behavior: LayoutBehavior>(for behavior: Behavior) -> LayoutBehaviorBox { tree.box(for: behavior) }

  /// Sets `root` as the root of the tree.
  func setRoot(_ root: NodeID?) { tree.setRoot(root) }

  /// Frees the storage the tree keeps beyond its nodes, once a resolution is over.
  func trimStorage() { tree.trimStorage() }

  /// The children of `node`.
  func children(of node: NodeID) -> ArraySlice<NodeID> { tree.children(of: node) }

  /// Sets the traits of `node`.
  func setTraits(_ traits: ViewTraits?, of node: NodeID) { tree.setTraits(traits, of: node) }

  // MARK: Traits and annotations

  /// The traits (layout values) of `node`.
  func traits(of node: NodeID) -> ViewTraits? { tree.traits(of: node) }

  /// Changes the value `node` carries for the trait `Key`.
  func updateTrait<Key: LayoutValueKey>(_ key: Key.Type, of node: NodeID, _ change: (inout Key.Value) -> Void) {
    let traits = tree.traits(of: node) ?? ViewTraits()
    var value = traits.values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue
    change(&value)
    tree.setTraits(traits.setting(ObjectIdentifier(key), to: value), of: node)
  }

  /// Attaches `value` for `Key` to each node `content` makes that has no value for it yet.
  func setTraitIfAbsent<Key: LayoutValueKey>(
    _ key: Key.Type, _ value: Key.Value, inputs: _ViewInputs, content: (_ViewInputs) -> Void
  ) {
    forEachMade(inputs: inputs, content: content) { node in
      let traits = tree.traits(of: node) ?? ViewTraits()
      guard traits.values[ObjectIdentifier(key)] == nil else { return }
      tree.setTraits(traits.setting(ObjectIdentifier(key), to: value), of: node)
    }
  }

  /// Changes what `node` records for the annotation `Key`.
  func annotate<Key: NodeAnnotationKey>(_ node: NodeID, _ key: Key.Type, _ change: (inout Key.Value) -> Void) {
    tree.annotate(node) { change(&$0[key]) }
  }

  /// Tags `node` with an accessibility identifier.
  func tag(_ node: NodeID, identifier: String) { tree.tag(node, identifier: identifier) }

  /// What `node` records for the annotation `Key`.
  func annotation<Key: NodeAnnotationKey>(_ key: Key.Type, of node: NodeID) -> Key.Value {
    tree.nodes.annotations[node]?[key] ?? Key.defaultValue
  }

  // MARK: Requests

  /// Takes a request of the root made while views are resolved.
  func post(_ request: any ResolveRequest) { requests.append(request) }

  /// Takes the requests of type `Request` posted since they were last taken, in order.
  func takeRequests<Request: ResolveRequest>(_ type: Request.Type) -> [Request] {
    var taken: [Request] = []
    requests.removeAll { request in
      guard let request = request as? Request else { return false }
      taken.append(request)
      return true
    }
    return taken
  }

  // MARK: The host's state

  /// What the host keeps for the view at `key`, made the first time.
  func storage<Stored: AnyObject>(at key: ViewIdentity, make: () -> Stored) -> Stored {
    graph.storage(at: key, make: make)
  }

  /// A handle on the host for the view at `key`, valid after resolution.
  func hosted(at key: ViewIdentity) -> _HostedModifierContext { _HostedModifierContext(graph: graph, key: key) }

  /// Runs `action` after the update in progress.
  func afterUpdate(_ action: @escaping () -> Void) { graph.afterUpdate(action) }

  /// Notes that the view at `key` is in the tree (``ViewGraph/appear(_:onAppear:onDisappear:)``).
  func appear(_ key: ViewIdentity, onAppear: (() -> Void)?, onDisappear: (() -> Void)?) {
    graph.appear(key, onAppear: onAppear, onDisappear: onDisappear)
  }

  /// Connects `value`'s dynamic properties to what the host keeps at `identity`.
  func installDynamicProperties<V>(of value: V, identity: ViewIdentity, environment: EnvironmentValues) -> Bool {
    DynamicProperties.install(value, identity: identity, graph: graph, environment: environment)
  }

  /// Evaluates `body`, noting the `@Observable` objects it reads for the view being resolved.
  func trackingObservation<Body>(_ body: () -> Body) -> Body {
    graph.trackingObservation(owner: graph.currentOwner, body)
  }

  /// The object of type `Shared` the host keeps for all its views, made the first time.
  func shared<Shared: AnyObject>(_ type: Shared.Type, make: () -> Shared) -> Shared {
    graph.shared(type, make: make)
  }
}

extension ViewResolver {
  /// `typeName(_:)` of `type`, made once per type: `String(describing:)` of a generic type
  /// demangles its whole name, tens of thousands of instructions for a stack of nested views,
  /// and every composite view and container resolved asks for its type's name.
  func name(of type: Any.Type) -> String {
    if let name = typeNames[ObjectIdentifier(type)] { return name }
    let name = typeName(type)
    typeNames[ObjectIdentifier(type)] = name
    return name
  }
}

/// A type's name without its generic arguments: `HStack` for `HStack<TupleView<…>>`.
func typeName(_ type: Any.Type) -> String {
  let full = String(describing: type)
  guard let bracket = full.firstIndex(of: "<") else { return full }
  return String(full[..<bracket])
}

/// How an update of the views whose state changed went (``ViewResolver/reevaluate(_:)``).
enum ReevaluationOutcome {
  /// The views were evaluated again and their nodes spliced into the tree.
  case applied(reevaluated: Int)
  /// The views cannot be evaluated on their own, for the reason given; nothing was changed.
  case declined(String)
  /// Evaluating them again showed that their nodes cannot be spliced in, for the reason given;
  /// the tree is part-way changed and must be resolved again whole.
  case abandoned(String)
}

extension ViewResolver {
  /// The most views one update evaluates on their own; more, and the whole tree is resolved.
  static let reevaluationLimit = 64

  /// Evaluates again only the views whose state changed — `dirty`, by identity — and splices
  /// the nodes their bodies make into the tree in the slots of the nodes they made before; the
  /// layout answers of those nodes and their ancestors are forgotten, every other node's stay.
  ///
  /// A view inside another one that changed is evaluated with it. The whole tree must be
  /// resolved instead (the outcome says why) when a changed view has no record, when a record
  /// says its view cannot be evaluated alone (``BodyRecord/ineligibility``), when its nodes
  /// left the tree or were annotated by modifiers outside it, or when its body now makes another
  /// number of nodes — its parent's list would change shape — or things that flow to the views
  /// above it (traits, preferences, presentations).
  func reevaluate(_ dirty: Set<ViewIdentity>) -> ReevaluationOutcome {
    startOnCurrentThread()
    var targets: [BodyRecord] = []
    for identity in dirty {
      guard let record = graph.records[identity] else { return .declined("a changed view has no record") }
      targets.append(record)
    }
    // A view inside another changed view is evaluated with it.
    let changed = Set(targets.map(ObjectIdentifier.init))
    targets.removeAll { record in
      var above = record.parent
      while let parent = above {
        if changed.contains(ObjectIdentifier(parent)) { return true }
        above = parent.parent
      }
      return false
    }
    guard targets.count <= Self.reevaluationLimit else {
      return .declined("more than \(Self.reevaluationLimit) views changed")
    }
    if targets.count > 1 { targets = Self.inResolutionOrder(targets) }
    for record in targets {
      if let reason = reasonNotToReevaluate(record) { return .declined(reason) }
    }
    for record in targets {
      if let reason = splice(record) { return .abandoned(reason) }
    }
    return .applied(reevaluated: targets.count)
  }

  /// Why `record`'s view cannot be evaluated again on its own, or `nil`.
  private func reasonNotToReevaluate(_ record: BodyRecord) -> String? {
    if let reason = record.ineligibility { return reason }
    for produced in record.nodes {
      guard tree.generation(of: produced.node) == produced.generation else { return "its nodes left the tree" }
      guard tree.latestAnnotationSerial(of: produced.node) <= record.closingSerial else {
        return "modifiers outside it annotate its nodes"
      }
    }
    return nil
  }

  /// Evaluates `record`'s view again and moves the nodes its body makes into the slots of the
  /// old ones; returns why it could not, or `nil`.
  private func splice(_ record: BodyRecord) -> String? {
    let produced = record.nodes
    let old = produced.map(\.node)
    let before = graph.beginReevaluation(of: record)
    tree.beginSplice()
    for node in produced {
      tree.clearBodyContent(of: node.node, identifiers: Int(node.identifiers), sources: Int(node.sources))
    }
    var made: [NodeID] = []
    // Preferences its views set would reach no one: such a record declines (``BodyRecord``).
    _ = collectingPreferences {
      made = nodesMade { record.reevaluate(self) }
    }
    let orderKnown = tree.endSplice()
    var reason: String?
    if made.count != old.count {
      reason = "its body made \(made.count) views where it made \(old.count)"
    } else if let ineligibility = record.ineligibility {
      reason = ineligibility
    } else if !orderKnown {
      reason = "its views set an identifier other views have, at a place not known"
    }
    if let reason {
      graph.abandonReevaluation()
      return reason
    }
    // The new nodes take the old ones' slots, where the parent, the modifiers outside the view
    // and the records above know them.
    let renamed = Dictionary(uniqueKeysWithValues: zip(made, old))
    for below in record.subtree {
      for index in below.nodes.indices {
        guard let slot = renamed[below.nodes[index].node] else { continue }
        below.nodes[index].node = slot
        below.nodes[index].generation = tree.generation(of: slot)
      }
    }
    for (index, node) in made.enumerated() {
      let counts = tree.move(node, into: old[index])
      // The records above whose body produced the same node counted the old body's annotations.
      let (identifierChange, sourceChange) =
        (Int32(counts.identifiers) - produced[index].identifiers, Int32(counts.sources) - produced[index].sources)
      var above = record.parent
      while let parent = above, let position = parent.nodes.firstIndex(where: { $0.node == old[index] }) {
        parent.nodes[position].identifiers += identifierChange
        parent.nodes[position].sources += sourceChange
        above = parent.parent
      }
    }
    graph.endReevaluation(of: record, before: before)
    return nil
  }

  /// `records` in the order their views were resolved: the order of their paths from the top
  /// record, so that the actions they ask for run in the order a whole resolution asks for them.
  private static func inResolutionOrder(_ records: [BodyRecord]) -> [BodyRecord] {
    func path(_ record: BodyRecord) -> [Int] {
      var path: [Int] = []
      var current = record
      while let parent = current.parent {
        path.append(parent.children.firstIndex { $0 === current } ?? 0)
        current = parent
      }
      return path.reversed()
    }
    return records.map { (path($0), $0) }.sorted { $0.0.lexicographicallyPrecedes($1.0) }.map(\.1)
  }
}
