import Foundation

// Where focus is, for a test: the view whose `focused` binding says it has focus, found by its
// accessibility identifier, and moving focus there as a tap on a text field would.

extension LayoutHost {
  /// The accessibility identifier of the view that has focus: the view marked with
  /// `focused(_:)` or `focused(_:equals:)` whose focus state holds its value, or the first
  /// tagged view inside it. `nil` when no view has focus, or the view that has it is not tagged.
  ///
  /// ```swift
  /// host.tap("sign-in")            // sets focusedField = .password
  /// #expect(host.focusedIdentifier == "password")
  /// ```
  public var focusedIdentifier: String? {
    let result = self.result
    for node in result.order {
      guard result.nodes.annotations[node]?.focus.contains(where: { $0.isFocused() }) == true else { continue }
      var work = [node]
      while let current = work.popLast() {
        if let identifier = result.nodes.identifiersOfNode[current]?.first { return identifier }
        work.append(contentsOf: result.nodes.children(of: current).reversed())
      }
    }
    return nil
  }

  /// Moves focus to the view tagged `identifier` — the view marked with `focused` in its subtree,
  /// or around it — setting its focus state, and clearing the state of the view that had focus;
  /// `nil` takes focus away from every view.
  ///
  /// - Returns: Whether focus moved; a tagged view that cannot take focus is a runtime issue.
  @discardableResult
  public func focus(_ identifier: String?) -> Bool {
    let result = self.result
    let targets = result.order.flatMap { result.nodes.annotations[$0]?.focus ?? [] }
    guard let identifier else {
      for target in targets where target.isFocused() { target.blur() }
      update()
      return true
    }
    guard taggedNode(identifier, in: result, doing: "focus") != nil else { return false }
    guard let target = result.focusTarget(of: identifier) else {
      log.append("LayoutHost: the view tagged '\(identifier)' cannot take focus: no focused(_:) marks it.")
      return false
    }
    if !result.takesText(around: identifier) {
      // Not as on iOS, where only text input and focusable controls take focus: Trellis lets any
      // marked view take it, and says so.
      log.append(
        "LayoutHost: the view tagged '\(identifier)' takes no text; on iOS it may not take focus, which Trellis gives it."
      )
    }
    for other in targets where other.key != target.key && other.isFocused() { other.blur() }
    target.focus()
    update()
    return true
  }

  /// Focuses the field tagged `identifier` if it can take focus, as typing into it would; says
  /// nothing if it cannot. Text input controls call this before they take text.
  func focusForTextEntry(_ identifier: String) {
    guard result.focusTarget(of: identifier) != nil else { return }
    focus(identifier)
  }
}

extension LayoutResult {
  /// Whether the view tagged `identifier`, or a control around it, takes text.
  func takesText(around identifier: String) -> Bool {
    switch interaction(of: identifier) {
    case .text?, .textField?: return true
    default: return false
    }
  }

  /// The focus target of the view tagged `identifier`: the first in its subtree, else the
  /// nearest around it.
  func focusTarget(of identifier: String) -> FocusTarget? {
    guard let tagged = nodes.identifiers[identifier]?.first else { return nil }
    var work = [tagged]
    while let node = work.popLast() {
      if let target = nodes.annotations[node]?.focus.first { return target }
      work.append(contentsOf: nodes.children(of: node).reversed())
    }
    var ancestor = nodes.structures[tagged].parent
    while ancestor >= 0 {
      if let target = nodes.annotations[Int(ancestor)]?.focus.first { return target }
      ancestor = nodes.structures[Int(ancestor)].parent
    }
    return nil
  }
}
