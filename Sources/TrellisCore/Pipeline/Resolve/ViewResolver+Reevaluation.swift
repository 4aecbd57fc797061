import Foundation

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
