import Foundation

/// A type that represents part of your app's user interface and provides modifiers that you use to configure views.
///
/// Compose views in `body`:
///
/// ```swift
/// struct ChecklistRow: View {
///     let name: String
///
///     var body: some View {
///         HStack {
///             Image(systemName: "checkmark")
///             Text(name)
///         }
///         .border(Color.blue)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View

  /// The content and behavior of the view.
  @ViewBuilder var body: Self.Body { get }

  /// Resolves `view` into layout nodes. Composite views resolve their `body`; built-in views
  /// add the nodes that lay them out. Not for use by apps.
  nonisolated static func _makeViewList(view: Self, inputs: _ViewInputs)
}

nonisolated extension View {
  /// Resolves the body, with the view's `@Environment` properties reading `inputs`' environment.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    inputs.context.resolveBody(of: view, inputs: inputs)
  }
}

/// A view with no body: one the engine lays out itself.
nonisolated protocol PrimitiveView: View where Body == Never {}

nonisolated extension PrimitiveView {
  /// Primitive views have no body; asking for one is a programming error, as in SwiftUI.
  public var body: Never {
    preconditionFailure("\(Self.self) is a primitive view: it has no body")
  }
}

nonisolated extension Never: View {
  /// `Never` is the body of primitive views.
  public typealias Body = Never

  /// Never called: there is no value of type `Never`.
  nonisolated public var body: Never { self }
}
