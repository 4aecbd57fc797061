import Foundation

/// The view an `if`/`else` or a `switch` in a `@ViewBuilder` builds: one of two views.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  init(storage: Storage) { self.storage = storage }

  /// Resolves the branch that was taken.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    switch view.storage {
    case .trueContent(let content): TrueContent._makeViewList(view: content, inputs: inputs.appending(.branch, 1))
    case .falseContent(let content): FalseContent._makeViewList(view: content, inputs: inputs.appending(.branch, 0))
    }
  }
}

nonisolated extension Optional: View, PrimitiveView where Wrapped: View {
  /// Resolves the wrapped view if there is one.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    if let view { Wrapped._makeViewList(view: view, inputs: inputs.appending(.branch, 1)) }
  }
}
