import Foundation

/// What an `if`/`else` or a `switch` in a result builder builds: one of two contents — views in
/// a `@ViewBuilder`, columns in a `@TableColumnBuilder`, rows in a `@TableRowBuilder`.
nonisolated public struct _ConditionalContent<TrueContent, FalseContent> {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  init(storage: Storage) { self.storage = storage }
}

nonisolated extension _ConditionalContent: View, PrimitiveView where TrueContent: View, FalseContent: View {
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
