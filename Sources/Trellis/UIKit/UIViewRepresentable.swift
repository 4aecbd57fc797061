import Foundation

// Isolated as Trellis' `View` is (not yet main-actor isolated, issue 32): a main-actor
// refinement would make a nonisolated conformer's `View` conformance cross isolation in Swift 6.
/// A wrapper for a UIKit view that you use to integrate that view into your SwiftUI view
/// hierarchy.
///
/// UIKit's views do not exist off Apple's platforms, so Trellis draws a representable as a
/// labelled placeholder — a light grey box with the type's name — of the size SwiftUI gives a
/// UIKit view without an intrinsic size: all it is offered. `makeUIView(context:)` is never
/// called (the view it makes could not be drawn), and a runtime issue says so once per type. A
/// `sizeThatFits(_:uiView:context:)` of your own is not consulted either, for want of a view to
/// pass it.
///
/// Fidelity: partial — a placeholder of the proposed size; the UIKit view is not made.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View {
  /// The type of view to present.
  associatedtype UIViewType: UIView
  /// A type to coordinate with the view.
  associatedtype Coordinator = Void
  /// The context of the calls: the coordinator, the environment, the transaction.
  typealias Context = UIViewRepresentableContext<Self>

  /// Creates the view object and configures its initial state.
  func makeUIView(context: Context) -> UIViewType
  /// Updates the state of the specified view with new information from SwiftUI.
  func updateUIView(_ uiView: UIViewType, context: Context)
  /// Creates the custom instance that you use to communicate changes from your view to other
  /// parts of your SwiftUI interface.
  func makeCoordinator() -> Coordinator
  /// Cleans up the presented UIKit view (and coordinator) in anticipation of their removal.
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  /// The size the view wants for `proposal`; `nil` for the default.
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

nonisolated extension UIViewRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

nonisolated extension UIViewRepresentable {
  /// Nothing to clean up.
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
  /// The default size.
  public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

  /// The placeholder that stands for the UIKit view.
  public var body: some View {
    RepresentablePlaceholder(typeName: String(describing: Self.self), kind: "UIViewRepresentable")
  }
}

/// The context a representable's methods receive.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The coordinator made by `makeCoordinator()`.
  public let coordinator: Representable.Coordinator
  /// The environment the representable is in.
  public let environment: EnvironmentValues
}

/// A view that represents a UIKit view controller.
///
/// Drawn as a labelled placeholder of the proposed size, as ``UIViewRepresentable`` is;
/// `makeUIViewController(context:)` is never called.
///
/// Fidelity: partial — a placeholder of the proposed size; the controller is not made.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View {
  /// The type of view controller to present.
  associatedtype UIViewControllerType: UIViewController
  /// A type to coordinate with the view controller.
  associatedtype Coordinator = Void
  /// The context of the calls.
  typealias Context = UIViewControllerRepresentableContext<Self>

  /// Creates the view controller object and configures its initial state.
  func makeUIViewController(context: Context) -> UIViewControllerType
  /// Updates the state of the specified view controller with new information from SwiftUI.
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  /// Creates the custom instance that you use to communicate changes from your view controller to
  /// other parts of your SwiftUI interface.
  func makeCoordinator() -> Coordinator
  /// Cleans up the presented view controller (and coordinator) in anticipation of their removal.
  static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

nonisolated extension UIViewControllerRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

nonisolated extension UIViewControllerRepresentable {
  /// Nothing to clean up.
  public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

  /// The placeholder that stands for the view controller's view.
  public var body: some View {
    RepresentablePlaceholder(typeName: String(describing: Self.self), kind: "UIViewControllerRepresentable")
  }
}

/// The context a view-controller representable's methods receive.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  /// The coordinator made by `makeCoordinator()`.
  public let coordinator: Representable.Coordinator
  /// The environment the representable is in.
  public let environment: EnvironmentValues
}

/// What a representable is drawn as: a light grey box filling what it is offered, with the
/// representable's type name in the middle.
nonisolated struct RepresentablePlaceholder: View {
  let typeName: String
  let kind: String

  var body: some View {
    RuntimeIssues.reportOnce(
      "\(kind) '\(typeName)' is drawn as a placeholder: UIKit's views do not exist on this platform.")
    return ZStack {
      Rectangle().fill(Color.gray.opacity(0.12))
      Rectangle().strokeBorder(Color.gray.opacity(0.4), lineWidth: 1)
      VStack(spacing: 4) {
        Image(systemName: "rectangle.dashed")
        Text(verbatim: typeName).font(.caption)
      }
      .foregroundStyle(.secondary)
      .padding(4)
    }
    .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
    .accessibilityLabel(Text(verbatim: typeName))
  }
}
