import Foundation

// The accessibility modifiers: they add no node and change no frame; what they set is recorded
// on the view for a test to read (`LayoutHost.accessibility(of:)`) and its actions to run
// (`LayoutHost.performAccessibilityAction(_:of:)`).

nonisolated extension View {
  /// Adds a label to the view that describes its contents.
  public func accessibilityLabel(_ label: Text) -> some View {
    accessibilityProperties { $0.label = label }
  }

  /// Adds a label to the view that describes its contents.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
    accessibilityLabel(Text(labelKey))
  }

  /// Adds a label to the view that describes its contents.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    accessibilityLabel(Text(label))
  }

  /// Communicates to the user what happens after performing the view's action.
  public func accessibilityHint(_ label: Text) -> some View {
    accessibilityProperties { $0.hint = label }
  }

  /// Communicates to the user what happens after performing the view's action.
  public func accessibilityHint(_ labelKey: LocalizedStringKey) -> some View {
    accessibilityHint(Text(labelKey))
  }

  /// Communicates to the user what happens after performing the view's action.
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ label: S) -> some View {
    accessibilityHint(Text(label))
  }

  /// Adds a textual description of the value that the view contains.
  public func accessibilityValue(_ label: Text) -> some View {
    accessibilityProperties { $0.value = label }
  }

  /// Adds a textual description of the value that the view contains.
  public func accessibilityValue(_ labelKey: LocalizedStringKey) -> some View {
    accessibilityValue(Text(labelKey))
  }

  /// Adds a textual description of the value that the view contains.
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ label: S) -> some View {
    accessibilityValue(Text(label))
  }

  /// Specifies whether to hide this view from system accessibility features.
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    accessibilityProperties { $0.isHidden = hidden }
  }

  /// Adds the given traits to the view.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    accessibilityProperties { $0.addedTraits.formUnion(traits) }
  }

  /// Removes the given traits from this view.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    accessibilityProperties { $0.removedTraits.formUnion(traits) }
  }

  /// Creates a new accessibility element, or modifies the behavior of the view's children.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    accessibilityProperties { $0.childBehavior = children }
  }

  /// Adds an accessibility action to the view.
  public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void)
    -> some View
  {
    accessibilityProperties { $0.actions.append((actionKind.name, handler)) }
  }

  /// Adds an accessibility action to the view, with a name for the rotor's Actions.
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
    accessibilityProperties { $0.actions.append((name.plainText, handler)) }
  }

  /// Adds an accessibility action to the view, with a name for the rotor's Actions.
  public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
    accessibilityAction(named: Text(nameKey), handler)
  }

  /// Adds an accessibility action to the view, with a name for the rotor's Actions.
  @_disfavoredOverload
  public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
    accessibilityAction(named: Text(name), handler)
  }

  /// Adds an accessibility adjustable action to the view: VoiceOver's swipes up and down call
  /// `handler` with `.increment` and `.decrement`, and the element reports itself adjustable
  /// (``AccessibilityElement/isAdjustable``).
  ///
  /// ```swift
  /// Text("Volume \(volume)")
  ///     .accessibilityAdjustableAction { direction in
  ///         switch direction {
  ///         case .increment: volume += 1
  ///         case .decrement: volume -= 1
  ///         }
  ///     }
  /// ```
  public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> some View {
    accessibilityProperties { $0.adjustableAction = handler }
  }

  /// Sets the sort priority order for this view's accessibility element, relative to other
  /// elements at the same level.
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
    accessibilityProperties { $0.sortPriority = sortPriority }
  }

  /// Sets alternate input labels with which users identify a view.
  public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
    accessibilityProperties { $0.inputLabels = inputLabels }
  }

  /// Sets alternate input labels with which users identify a view.
  public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View {
    accessibilityInputLabels(inputLabelKeys.map { Text($0) })
  }

  /// Sets alternate input labels with which users identify a view.
  @_disfavoredOverload
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
    accessibilityInputLabels(inputLabels.map { Text($0) })
  }

  /// Sets the accessibility level of this heading.
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
    accessibilityProperties { $0.headingLevel = level }
  }

  /// Adds help text to a view using a text view that you provide: iOS shows no tooltip, and
  /// uses the text as the view's accessibility hint when it has no hint of its own.
  public func help(_ text: Text) -> some View {
    accessibilityProperties { $0.help = text }
  }

  /// Adds help text to a view using a localized string that you provide.
  public func help(_ textKey: LocalizedStringKey) -> some View {
    help(Text(textKey))
  }

  /// Adds help text to a view using a string that you provide.
  @_disfavoredOverload
  public func help<S: StringProtocol>(_ text: S) -> some View {
    help(Text(text))
  }
}

/// A directional indicator you use when making an accessibility element adjustable.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  /// Increment an adjustable component: VoiceOver's swipe up.
  case increment
  /// Decrement an adjustable component: VoiceOver's swipe down.
  case decrement
}
