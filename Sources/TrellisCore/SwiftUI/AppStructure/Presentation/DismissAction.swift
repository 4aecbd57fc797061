import Foundation

/// An action that dismisses the presentation the view is in: a sheet, a full-screen cover, a
/// popover.
///
/// Read it from the environment and call it as a function:
///
/// ```swift
/// struct EditView: View {
///   @Environment(\.dismiss) private var dismiss
///   var body: some View { Button("Done") { dismiss() } }
/// }
/// ```
///
/// It writes `false` (or `nil`) to the binding that presented the view, so the host draws
/// without it after the next update. Outside a presentation it does nothing, as in SwiftUI
/// (the navigation destination case belongs to `NavigationStack`).
///
/// Fidelity: verified — Apple's documentation
/// (https://developer.apple.com/documentation/swiftui/dismissaction).
public struct DismissAction {
  private let action: () -> Void

  init(_ action: @escaping () -> Void) {
    self.action = action
  }

  /// Dismisses the current presentation.
  public func callAsFunction() {
    action()
  }
}

extension EnvironmentValues {
  /// Dismisses the presentation this view is in.
  @Entry public var dismiss: DismissAction = DismissAction {}

  /// Whether the view is in a presentation that is showing: `true` inside a sheet, a
  /// full-screen cover or a popover.
  @Entry public var isPresented: Bool = false

  /// The presentation mode of the view: the iOS 13 way to read and end a presentation.
  @available(*, deprecated, message: "Use isPresented or dismiss")
  public var presentationMode: Binding<PresentationMode> {
    get {
      let (isPresented, dismiss) = (self.isPresented, self.dismiss)
      return Binding(
        get: { PresentationMode(isPresented: isPresented, dismissAction: dismiss) },
        set: { _ in })
    }
    set {}
  }
}

/// Whether a view is presented, and the way to dismiss it: what the deprecated
/// `\.presentationMode` environment value gives.
public struct PresentationMode {
  /// Whether the view is presented now.
  public let isPresented: Bool
  private let dismissAction: DismissAction

  init(isPresented: Bool, dismissAction: DismissAction) {
    self.isPresented = isPresented
    self.dismissAction = dismissAction
  }

  /// Dismisses the view.
  public mutating func dismiss() {
    dismissAction()
  }
}
