import Foundation

// Driving a screen from a test, as a person would on the device: type into a field, move a
// slider (taps and other gestures: LayoutHost+Gestures.swift). Each finds the view by its accessibility identifier, does what the
// view's control does (a button's action, a toggle's flip, a field's new text), and brings the
// host up to date: the views that read the state it changed are resolved and laid out again.

extension LayoutHost {
  /// Types `text` into the text field, secure field or text editor tagged `identifier`,
  /// replacing what it held.
  ///
  /// - Returns: Whether a view tagged `identifier` takes text; if not, a runtime issue says so.
  @discardableResult
  public func enterText(_ text: String, into identifier: String) -> Bool {
    switch interaction(of: identifier, doing: "enter text into") {
    case .text(let binding)?, .textField(let binding, _)?:
      // Typing goes where focus is: the field takes focus first, as a tap on it would.
      focusForTextEntry(identifier)
      binding.wrappedValue = text
      update()
      return true
    default:
      return false
    }
  }

  /// Submits the text field or secure field tagged `identifier`, as its return key does: runs
  /// the field's `onSubmit(of:_:)` actions (and an `onCommit` given to it).
  ///
  /// ```swift
  /// host.enterText("ada@example.com", into: "email")
  /// host.submit("email")
  /// ```
  ///
  /// - Returns: Whether a view tagged `identifier` is a field that submits; if not, a runtime
  ///   issue says so.
  @discardableResult
  public func submit(_ identifier: String) -> Bool {
    guard case .textField(_, let onSubmit)? = interaction(of: identifier, doing: "submit") else { return false }
    onSubmit?()
    update()
    return true
  }

  /// Moves the slider or stepper tagged `identifier` to `value`, clamped to its range as the
  /// control clamps it. A NaN value is reported and leaves the control where it is.
  ///
  /// - Returns: Whether a view tagged `identifier` takes a value; if not, a runtime issue says so.
  @discardableResult
  public func setValue(_ value: Double, of identifier: String) -> Bool {
    guard case .value(let binding, let range, _)? = interaction(of: identifier, doing: "set the value of") else {
      return false
    }
    guard !value.isNaN else {
      log.append("LayoutHost: cannot set '\(identifier)' to NaN; it keeps its value.")
      return false
    }
    binding.wrappedValue = Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
    update()
    return true
  }

  /// The first view tagged `identifier` in `result`, or `nil` with a runtime issue saying there
  /// is no such view to `what` (tap, drag, refresh…).
  func taggedNode(_ identifier: String, in result: LayoutResult, doing what: String) -> NodeID? {
    if let tagged = result.nodes.identifiers[identifier]?.first { return tagged }
    log.append(
      "LayoutHost: no view is tagged '\(identifier)' (accessibilityIdentifier), so there is nothing to \(what).")
    return nil
  }

  /// The interaction of the view tagged `identifier`, or `nil` with a runtime issue.
  private func interaction(of identifier: String, doing what: String) -> Interaction? {
    let result = self.result
    if let interaction = result.interaction(of: identifier) { return interaction }
    if result.frames(of: identifier).isEmpty
      && result.root?.allNodes.contains(where: { $0.identifiers.contains(identifier) }) != true
    {
      log.append(
        "LayoutHost: no view is tagged '\(identifier)' (accessibilityIdentifier), so there is nothing to \(what).")
    } else {
      log.append(
        "LayoutHost: the view tagged '\(identifier)' has nothing to \(what): it is no control, it is disabled, "
          + "or it does not allow hit testing (allowsHitTesting(false)).")
    }
    return nil
  }
}

extension LayoutHost {
  /// Dismisses the presentation on top as a person would: swipes a sheet down, taps outside
  /// a confirmation dialog. An alert cannot be dismissed this way, nor a sheet whose views
  /// asked for ``View/interactiveDismissDisabled(_:)``; a full-screen cover neither.
  ///
  /// - Returns: Whether a presentation was dismissed; if not, a runtime issue says why.
  @discardableResult
  public func dismissPresentation() -> Bool {
    guard let top = result.topPresentation else {
      log.append("LayoutHost: nothing is presented, so there is nothing to dismiss.")
      return false
    }
    switch top.kind {
    case .alert, .fullScreenCover:
      log.append("LayoutHost: \(top.name) is not dismissed by a gesture: tap one of its buttons.")
      return false
    case .sheet where top.configuration.interactiveDismissDisabled:
      log.append("LayoutHost: \(top.name) has interactive dismissal disabled (interactiveDismissDisabled).")
      return false
    case .sheet, .confirmationDialog:
      top.dismiss()
    }
    update()
    return true
  }
}
