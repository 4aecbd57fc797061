import Foundation

/// What the accessibility modifiers set on a view, as VoiceOver would read it: what a test
/// reads with ``LayoutResult/accessibility(of:)`` or ``LayoutHost/accessibility(of:)``.
///
/// ```swift
/// let element = host.accessibility(of: "play")
/// #expect(element?.label == "Play")
/// #expect(element?.traits.contains(.isButton) == true)
/// ```
///
/// Fidelity: partial — what the modifiers set, read back; the traits views have by themselves (a
/// button's `isButton`, an image's `isImage`) are not added, and no accessibility tree applies
/// children behaviours and sort priorities (docs/StateAndGestures.md §Modifiers a still
/// picture does not show).
public struct AccessibilityElement: Equatable, Sendable {
  /// The label: `accessibilityLabel`'s, else the texts inside the view, joined by ", " as
  /// VoiceOver joins a combined element's.
  public var label: String?
  /// The hint: `accessibilityHint`'s, else `help(_:)`'s.
  public var hint: String?
  /// The value: `accessibilityValue`'s.
  public var value: String?
  /// Whether `accessibilityHidden(true)` hides the view from assistive technologies.
  public var isHidden: Bool
  /// The traits added, less those removed.
  public var traits: AccessibilityTraits
  /// The traits removed with `accessibilityRemoveTraits(_:)`.
  public var removedTraits: AccessibilityTraits
  /// How `accessibilityElement(children:)` made the view an element of its children, if it did.
  public var childBehavior: AccessibilityChildBehavior?
  /// The sort priority: 0 unless `accessibilitySortPriority(_:)` set one.
  public var sortPriority: Double
  /// The labels Voice Control and Full Keyboard Access accept for the view.
  public var inputLabels: [String]
  /// The heading level `accessibilityHeading(_:)` set, if any.
  public var headingLevel: AccessibilityHeadingLevel?
  /// The names of the actions `accessibilityAction` added: `default`, `escape`, `magicTap`,
  /// `delete`, `showMenu`, or the name given.
  public var actions: [String]
  /// The text `help(_:)` set.
  public var help: String?
  /// Whether `accessibilityAdjustableAction(_:)` made the view adjustable: VoiceOver's swipes up
  /// and down increment and decrement it.
  public var isAdjustable: Bool = false
}

/// What the accessibility modifiers recorded on one node; the innermost modifier's value wins,
/// as for the environment, and traits add up.
struct AccessibilityProperties {
  var label: Text?
  var hint: Text?
  var value: Text?
  var isHidden: Bool?
  var addedTraits: AccessibilityTraits = []
  var removedTraits: AccessibilityTraits = []
  var childBehavior: AccessibilityChildBehavior?
  var sortPriority: Double?
  var inputLabels: [Text]?
  var headingLevel: AccessibilityHeadingLevel?
  var actions: [(name: String, handler: () -> Void)] = []
  var help: Text?
  var adjustableAction: ((AccessibilityAdjustmentDirection) -> Void)?

  /// These properties, with those of `inner` — a modifier closer to the view — taking precedence.
  func overridden(by inner: AccessibilityProperties) -> AccessibilityProperties {
    var merged = inner
    merged.label = inner.label ?? label
    merged.hint = inner.hint ?? hint
    merged.value = inner.value ?? value
    merged.isHidden = inner.isHidden ?? isHidden
    merged.addedTraits = inner.addedTraits.union(addedTraits)
    merged.removedTraits = inner.removedTraits.union(removedTraits)
    merged.childBehavior = inner.childBehavior ?? childBehavior
    merged.sortPriority = inner.sortPriority ?? sortPriority
    merged.inputLabels = inner.inputLabels ?? inputLabels
    merged.headingLevel = inner.headingLevel ?? headingLevel
    merged.actions = inner.actions + actions
    merged.help = inner.help ?? help
    merged.adjustableAction = inner.adjustableAction ?? adjustableAction
    return merged
  }
}

/// Records accessibility properties on each view of its content. Not for use by apps.
nonisolated public struct _AccessibilityPropertiesModifier: PrimitiveViewModifier {
  let change: (inout AccessibilityProperties) -> Void

  /// Records the change on each node the content makes, under what inner modifiers recorded.
  public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    let context = inputs.context
    context.forEachMade(inputs: inputs, content: body) { node in
      context.annotate(node, AccessibilityAnnotationKey.self) { accessibility in
        var outer = AccessibilityProperties()
        modifier.change(&outer)
        accessibility = outer.overridden(by: accessibility)
      }
    }
  }
}

nonisolated extension View {
  /// Records accessibility properties on this view.
  func accessibilityProperties(_ change: @escaping (inout AccessibilityProperties) -> Void) -> some View {
    modifier(_AccessibilityPropertiesModifier(change: change))
  }
}

extension LayoutResult {
  /// The accessibility properties of the view tagged `identifier`: those recorded on it and on
  /// the modifiers and view it wraps, the innermost winning; `nil` when no view has the tag.
  public func accessibility(of identifier: String) -> AccessibilityElement? {
    guard let tagged = nodes.identifiers[identifier]?.first else { return nil }
    return accessibilityProperties(of: tagged).element(label: texts(under: tagged))
  }

  /// The properties of `node` and of the nodes it wraps (each with one child), innermost winning.
  func accessibilityProperties(of node: NodeID) -> AccessibilityProperties {
    var chain = [node]
    while let last = chain.last, nodes.children(of: last).count == 1 {
      chain.append(nodes.children(of: last).first!)
    }
    return chain.reduce(AccessibilityProperties()) { outer, node in
      outer.overridden(by: nodes.annotations[node]?.accessibility ?? AccessibilityProperties())
    }
  }

  /// The strings of the texts drawn under `node`, in order, joined by ", ".
  private func texts(under node: NodeID) -> String? {
    var strings: [String] = []
    var work = [node]
    while let current = work.popLast() {
      if let text = nodes.behaviors[current] as? TextBehavior { strings.append(text.request.string) }
      work.append(contentsOf: nodes.children(of: current).reversed())
    }
    return strings.isEmpty ? nil : strings.joined(separator: ", ")
  }

  /// Runs the accessibility action named `name` of the view tagged `identifier`.
  func accessibilityAction(named name: String, of identifier: String) -> (() -> Void)? {
    guard let tagged = nodes.identifiers[identifier]?.first else { return nil }
    return accessibilityProperties(of: tagged).actions.first { $0.name == name }?.handler
  }
}

extension AccessibilityProperties {
  /// The element a test reads, with `textLabel` as the label when none was set.
  func element(label textLabel: String?) -> AccessibilityElement {
    AccessibilityElement(
      label: label?.plainText ?? textLabel, hint: hint?.plainText ?? help?.plainText, value: value?.plainText,
      isHidden: isHidden ?? false, traits: addedTraits.subtracting(removedTraits), removedTraits: removedTraits,
      childBehavior: childBehavior, sortPriority: sortPriority ?? 0,
      inputLabels: (inputLabels ?? []).map(\.plainText), headingLevel: headingLevel, actions: actions.map(\.name),
      help: help?.plainText, isAdjustable: adjustableAction != nil)
  }
}

extension LayoutHost {
  /// The accessibility properties of the view tagged `identifier`, or `nil` when no view has the tag.
  public func accessibility(of identifier: String) -> AccessibilityElement? {
    result.accessibility(of: identifier)
  }

  /// Performs the accessibility action `kind` of the view tagged `identifier`, as VoiceOver
  /// would, and brings the host up to date.
  ///
  /// - Returns: Whether the view has such an action; if not, a runtime issue says so.
  @discardableResult
  public func performAccessibilityAction(_ kind: AccessibilityActionKind = .default, of identifier: String) -> Bool {
    performAccessibilityAction(named: kind.name, of: identifier)
  }

  /// Performs the accessibility action named `name` (added with `accessibilityAction(named:_:)`)
  /// of the view tagged `identifier`, and brings the host up to date.
  ///
  /// - Returns: Whether the view has such an action; if not, a runtime issue says so.
  @discardableResult
  public func performAccessibilityAction(named name: String, of identifier: String) -> Bool {
    guard let action = result.accessibilityAction(named: name, of: identifier) else {
      log.append("LayoutHost: the view tagged '\(identifier)' has no accessibility action '\(name)'.")
      return false
    }
    RuntimeIssues.$log.withValue(log) { action() }
    update()
    return true
  }
}

extension LayoutHost {
  /// Adjusts the view tagged `identifier` as VoiceOver's swipe up (`.increment`) or down
  /// (`.decrement`) does: runs its `accessibilityAdjustableAction(_:)` handler, and brings the
  /// host up to date.
  ///
  /// - Returns: Whether the view is adjustable; if not, a runtime issue says so.
  @discardableResult
  public func performAccessibilityAdjustment(_ direction: AccessibilityAdjustmentDirection, of identifier: String)
    -> Bool
  {
    guard let tagged = result.nodes.identifiers[identifier]?.first,
      let action = result.accessibilityProperties(of: tagged).adjustableAction
    else {
      log.append("LayoutHost: the view tagged '\(identifier)' is not adjustable (accessibilityAdjustableAction).")
      return false
    }
    RuntimeIssues.$log.withValue(log) { action(direction) }
    update()
    return true
  }
}

/// The node annotation of ``NodeAnnotations/accessibility``.
enum AccessibilityAnnotationKey: NodeAnnotationKey {
  static var defaultValue: AccessibilityProperties { AccessibilityProperties() }
}

extension NodeAnnotations {
  /// The accessibility properties, as the modifiers set them.
  var accessibility: AccessibilityProperties {
    get { self[AccessibilityAnnotationKey.self] }
    set { self[AccessibilityAnnotationKey.self] = newValue }
  }
}
