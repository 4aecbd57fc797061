import Foundation

/// A control that toggles between on and off states.
///
/// On iOS a toggle is drawn as a switch: the label at the leading side, the 51 × 31 switch at
/// the trailing side, the row filling the width it is offered (``SwitchToggleStyle``).
///
/// ```swift
/// Toggle("Vibrate on Ring", isOn: $vibrateOnRing)
/// Toggle(isOn: $isFlagged) { Text("Flagged") }.toggleStyle(.button)
/// ```
///
/// Tapping anywhere on the toggle flips its value, whatever style draws it; a disabled toggle
/// takes no taps.
///
/// Fidelity: partial — the switch's structure, size and colours are measured or read out of
/// SwiftUI (docs/iOSControls.md §5 Toggle) and pinned by ToggleTests; the label's colour when
/// disabled and the styles SwiftUI picks in toolbars and menus are not reproduced.
nonisolated public struct Toggle<Label: View>: View {
  let label: Label
  let isOn: Binding<Bool>
  let isMixed: Bool

  /// Creates a toggle that displays a custom label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.isOn = isOn
    isMixed = false
  }

  /// Creates a toggle for several values at once: it is on when all of them are, mixed when
  /// some are, and switching it sets all of them.
  ///
  /// ```swift
  /// Toggle(sources: $alarms, isOn: \.isEnabled) { Text("Enable All") }
  /// ```
  public init<C: RandomAccessCollection>(
    sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    let bindings = sources.map { $0[keyPath: isOn] }
    let onCount = bindings.filter(\.wrappedValue).count
    self.isOn = Binding(
      get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
      set: { newValue in for binding in bindings { binding.wrappedValue = newValue } })
    isMixed = onCount > 0 && onCount < bindings.count
  }

  /// The toggle as the innermost toggle style draws it, marked as the thing a tap flips.
  public var body: some View {
    // The label is the caller's view: it sees every toggle style set around it.
    StyledControl { erase in
      ToggleStyleConfiguration(
        label: ToggleStyleConfiguration.Label(content: erase(label)), isOn: isOn, isMixed: isMixed)
    }
    .interaction(.toggle(isOn))
  }
}

extension Toggle where Label == Text {
  /// Creates a toggle whose label is a text made from a localized string key.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// Creates a toggle whose label is a text made from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }

  /// Creates a toggle for several values at once, labelled with a localized string key.
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn) { Text(titleKey) }
  }

  /// Creates a toggle for several values at once, labelled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == HStack<TupleView<(Image, Text)>> {
  // SwiftUI's label here is `Label<Text, Image>`; until Trellis has `Label`, the icon and the
  // title side by side draw what its title-and-icon style draws. Callers never name the type.

  /// Creates a toggle labelled with a title and a system image.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) {
      HStack {
        Image(systemName: systemImage)
        Text(titleKey)
      }
    }
  }

  /// Creates a toggle labelled with a title and a system image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) {
      HStack {
        Image(systemName: systemImage)
        Text(title)
      }
    }
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// Creates a toggle from a style's configuration, to draw it with the next style out: for a
  /// style that only adds to the current one.
  ///
  /// ```swift
  /// struct PaddedToggleStyle: ToggleStyle {
  ///     func makeBody(configuration: Configuration) -> some View {
  ///         Toggle(configuration).padding()
  ///     }
  /// }
  /// ```
  public init(_ configuration: ToggleStyleConfiguration) {
    label = configuration.label
    isOn = configuration.$isOn
    isMixed = configuration.isMixed
  }
}
