import Foundation

/// What a host remembers of one evaluation of a composite view's body, so that the view alone
/// can be evaluated again when something it reads changes: the view value and the inputs it was
/// resolved with, the nodes its body produced, the state and appearance keys used below it, and
/// the records of the composite views inside it.
///
/// SwiftUI keeps a view's value and inputs in its attribute graph and re-evaluates `body` only
/// when a dynamic property the view reads, or an input, changed (Apple, WWDC21 "Demystify
/// SwiftUI", https://developer.apple.com/videos/play/wwdc2021/10022/, on dependencies; Chris
/// Eidhof, https://chris.eidhof.nl/note/attribute-graph-in-swiftui). A record is that memory
/// for one view; docs/IncrementalUpdates.md describes how a host uses it.
final class BodyRecord {
  /// The view's identity: the key its `@State` storages are kept under, and the owner a change
  /// to them names.
  let identity: ViewIdentity
  /// Resolves the view's body again, with the value and inputs it was resolved with.
  let reevaluate: (ViewResolver) -> Void
  /// The record of the composite view whose body holds this one; `nil` at the top.
  weak var parent: BodyRecord?
  /// The records of the composite views whose body this body resolved, in order.
  var children: [BodyRecord] = []
  /// The storage keys used while this view was the innermost one being resolved: its dynamic
  /// properties and its primitive descendants' modifiers (`onChange`, `task`).
  var storageKeys: [ViewIdentity] = []
  /// The appearance keys (`onAppear`, `onDisappear`, `task`) noted while it was the innermost.
  var appearKeys: [ViewIdentity] = []
  /// The nodes its body produced, as the body left them: later modifiers may wrap them, but
  /// they keep these slots.
  var nodes: [ProducedNode] = []
  /// The tree's annotation serial when the body was done: a later write on one of ``nodes``
  /// came from outside the view.
  var closingSerial: UInt64 = 0
  /// Why the view cannot be evaluated again on its own, or `nil` when it can.
  var ineligibility: String?

  init(identity: ViewIdentity, reevaluate: @escaping (ViewResolver) -> Void) {
    self.identity = identity
    self.reevaluate = reevaluate
  }

  // A chain of records as deep as the views (a body that contains itself resolves until the
  // stack budget ends) would otherwise be freed one stack frame a level.
  deinit {
    guard !children.isEmpty else { return }
    var work = children
    children.removeAll()
    while var record = work.popLast() {
      guard isKnownUniquelyReferenced(&record) else { continue }
      work.append(contentsOf: record.children)
      record.children.removeAll()
    }
  }

  /// This record and every record below it, depth first, without recursion.
  var subtree: [BodyRecord] {
    var all: [BodyRecord] = []
    var work = [self]
    while let record = work.popLast() {
      all.append(record)
      work.append(contentsOf: record.children.reversed())
    }
    return all
  }
}

/// A node a body produced, with what the body had set on it when it was done.
struct ProducedNode {
  var node: NodeID
  /// The slot's generation then: a slot freed and reused since (a covered navigation screen, an
  /// unselected tab) shows another.
  var generation: UInt32
  /// How many accessibility identifiers and source names the node carried: the ones after them
  /// were added by modifiers outside the view.
  var identifiers: Int32
  var sources: Int32
}
