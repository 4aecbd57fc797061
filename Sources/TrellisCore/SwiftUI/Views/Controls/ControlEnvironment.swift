import Foundation

/// The size classes of controls: how large a button, a toggle or a picker is drawn.
public enum ControlSize: CaseIterable, Hashable, Sendable {
  /// The smallest controls.
  case mini
  /// Small controls.
  case small
  /// Controls of the default size.
  case regular
  /// Large controls.
  case large
  /// The largest controls.
  case extraLarge
}

extension EnvironmentValues {
  /// The size of controls in the view.
  @Entry public var controlSize: ControlSize = .regular

  /// The tint `tint(_:)` sets; `nil` for the accent colour.
  @Entry var tint: Color?

  /// The colour controls are tinted with: the tint set with `tint(_:)`, else the accent colour.
  var tintColor: Color { tint ?? .accentColor }
}

nonisolated extension View {
  /// Sets the size of controls in this view.
  public func controlSize(_ controlSize: ControlSize) -> some View {
    environment(\.controlSize, controlSize)
  }

  /// Sets the tint of controls in this view; `nil` leaves the accent colour.
  public func tint(_ tint: Color?) -> some View {
    environment(\.tint, tint)
  }

  /// Sets the accent colour of this view and its controls: the name of ``tint(_:)`` before
  /// iOS 15, deprecated and still common, which tints controls the same way.
  public func accentColor(_ accentColor: Color?) -> some View {
    tint(accentColor)
  }
}
