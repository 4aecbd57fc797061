import Foundation

// Driving a screen from a test, as a person would on the device: tap a button, type into a
// field, move a slider. Each finds the view by its accessibility identifier, does what the
// view's control does (a button's action, a toggle's flip, a field's new text), and brings the
// host up to date: the views that read the state it changed are resolved and laid out again.

extension LayoutHost {
  /// Taps the view tagged `identifier`: runs a button's, link's or menu item's action or a tap
  /// gesture, flips a toggle, selects a picker's option. A tap on a control's label taps the
  /// control, as a finger would.
  ///
  /// ```swift
  /// let host = LayoutHost(CounterView(), device: .iPhone)
  /// host.tap("increment")
  /// #expect(host.root?.allNodes.contains { $0.name == "Text \"Count: 1\"" } == true)
  /// ```
  ///
  /// - Returns: Whether a view tagged `identifier` takes taps; if not, a runtime issue says so.
  @discardableResult
  public func tap(_ identifier: String) -> Bool {
    switch interaction(of: identifier, doing: "tap") {
    case .tap(let action)?:
      // What the action reports (a link no destination takes) goes to this host's log.
      RuntimeIssues.$log.withValue(log) { action() }
    case .toggle(let isOn)?: isOn.wrappedValue.toggle()
    case .value(let value, let range)?:
      // A tap on a stepper-like control steps it up by one.
      value.wrappedValue = Swift.min(value.wrappedValue + 1, range.upperBound)
    case .text?, nil:
      if case .text? = interaction(of: identifier, doing: "tap", report: false) {
        log.append("LayoutHost: the text field tagged '\(identifier)' takes text, not taps: use enterText(_:into:).")
      }
      return false
    }
    update()
    return true
  }

  /// Types `text` into the text field, secure field or text editor tagged `identifier`,
  /// replacing what it held.
  ///
  /// - Returns: Whether a view tagged `identifier` takes text; if not, a runtime issue says so.
  @discardableResult
  public func enterText(_ text: String, into identifier: String) -> Bool {
    guard case .text(let binding)? = interaction(of: identifier, doing: "enter text into") else { return false }
    binding.wrappedValue = text
    update()
    return true
  }

  /// Moves the slider or stepper tagged `identifier` to `value`, clamped to its range as the
  /// control clamps it. A NaN value is reported and leaves the control where it is.
  ///
  /// - Returns: Whether a view tagged `identifier` takes a value; if not, a runtime issue says so.
  @discardableResult
  public func setValue(_ value: Double, of identifier: String) -> Bool {
    guard case .value(let binding, let range)? = interaction(of: identifier, doing: "set the value of") else {
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

  /// The interaction of the view tagged `identifier`, or `nil` with a runtime issue.
  private func interaction(of identifier: String, doing what: String, report: Bool = true) -> Interaction? {
    let result = self.result
    if let interaction = result.interaction(of: identifier) { return interaction }
    guard report else { return nil }
    if result.frames(of: identifier).isEmpty
      && result.root?.allNodes.contains(where: { $0.identifiers.contains(identifier) }) != true
    {
      log.append(
        "LayoutHost: no view is tagged '\(identifier)' (accessibilityIdentifier), so there is nothing to \(what).")
    } else {
      log.append(
        "LayoutHost: the view tagged '\(identifier)' has nothing to \(what): it is no control, or it is disabled.")
    }
    return nil
  }
}
