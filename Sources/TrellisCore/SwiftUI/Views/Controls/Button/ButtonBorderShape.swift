import Foundation

/// A shape used to draw a button's border.
///
/// `.automatic` is a rounded rectangle at the regular and large control sizes — its radius
/// 17.5 % of the button's height, rounded up — and a capsule at the others (OpenSwiftUI's
/// `ResolvedBorderShape`; the rule gives the 9 and 10 measured on buttons 49 and 57 tall,
/// docs/iOSControls.md §4).
///
/// ```swift
/// Button("Follow", action: follow)
///     .buttonStyle(.borderedProminent)
///     .buttonBorderShape(.capsule)
/// ```
///
/// As a shape outside a button it takes the regular size's outline: `.automatic` and
/// `.roundedRectangle` are the rounded rectangle.
nonisolated public struct ButtonBorderShape: InsettableShape, Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case automatic
    case capsule
    case roundedRectangle
    case roundedRectangleRadius(CGFloat)
    case circle
  }

  let kind: Kind

  /// A shape that defers to the system to determine an appropriate shape for the given context
  /// and platform.
  public static let automatic = ButtonBorderShape(kind: .automatic)

  /// A capsule shape.
  public static let capsule = ButtonBorderShape(kind: .capsule)

  /// A rounded rectangle shape, its radius from the button's height.
  public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle)

  /// A circular shape.
  public static let circle = ButtonBorderShape(kind: .circle)

  /// A rounded rectangle shape with a fixed corner radius.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(kind: .roundedRectangleRadius(radius))
  }

  /// The outline in `rect`, as at the regular control size.
  public func path(in rect: CGRect) -> Path {
    ResolvedButtonBorderShape(base: self, controlSize: .regular).path(in: rect)
  }

  /// The shape with a usable radius: a negative or non-finite one is reported and taken as 0.
  var sanitized: ButtonBorderShape {
    guard case .roundedRectangleRadius(let radius) = kind, !(radius.isFinite && radius >= 0) else { return self }
    RuntimeIssues.report("ButtonBorderShape.roundedRectangle(radius:) given an invalid radius (\(radius)); using 0.")
    return .roundedRectangle(radius: 0)
  }
}

nonisolated extension Shape where Self == ButtonBorderShape {
  /// A shape that defers to the environment to determine the resolved button border shape.
  public static var buttonBorder: ButtonBorderShape { .automatic }
}

/// A button border for one control size: what `.automatic` means there.
nonisolated struct ResolvedButtonBorderShape: Shape {
  let base: ButtonBorderShape
  let controlSize: ControlSize

  func path(in rect: CGRect) -> Path {
    // OpenSwiftUI's `ResolvedBorderShape`: radius ⌈height × 0.35 / 2⌉, continuous corners.
    let automaticRadius = (rect.height * 0.35 * 0.5).rounded(.up)
    switch base.kind {
    case .automatic where controlSize == .regular || controlSize == .large, .roundedRectangle:
      return RoundedRectangle(cornerRadius: automaticRadius, style: .continuous).path(in: rect)
    case .automatic, .capsule:
      return Capsule(style: .continuous).path(in: rect)
    case .roundedRectangleRadius(let radius):
      return RoundedRectangle(cornerRadius: radius, style: .continuous).path(in: rect)
    case .circle:
      return Circle().path(in: rect)
    }
  }
}

extension EnvironmentValues {
  /// The border shape of bordered buttons in the view.
  @Entry var buttonBorderShape: ButtonBorderShape = .automatic
}

nonisolated extension View {
  /// Sets the border shape for buttons in this view: it draws the platter of `.bordered` and
  /// `.borderedProminent` buttons.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    environment(\.buttonBorderShape, shape)
  }
}
