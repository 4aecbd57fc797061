import Foundation

/// The view an `if`/`else` or a `switch` in a `@ViewBuilder` builds: one of two views.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  init(storage: Storage) { self.storage = storage }

  /// Resolves the branch that was taken.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    switch view.storage {
    case .trueContent(let content): TrueContent._makeViewList(view: content, inputs: inputs)
    case .falseContent(let content): FalseContent._makeViewList(view: content, inputs: inputs)
    }
  }

  /// Conditional content is primitive.
  public var body: Never { preconditionFailure("_ConditionalContent is a primitive view: it has no body") }
}

extension Optional: View where Wrapped: View {
  /// An absent view: a `nil` optional.
  public typealias Body = Never

  /// Resolves the wrapped view if there is one.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    if let view { Wrapped._makeViewList(view: view, inputs: inputs) }
  }

  /// An optional view is primitive.
  public var body: Never { preconditionFailure("Optional is a primitive view: it has no body") }
}
