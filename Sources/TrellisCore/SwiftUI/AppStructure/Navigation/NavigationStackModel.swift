import Foundation

/// What a navigation stack keeps between updates: the values of its path when no binding holds
/// them, and the views destination links pushed.
struct NavigationStackModel {
  /// The path, when the stack was made without a binding to one.
  var values: [AnyHashable] = []
  /// The views `NavigationLink(destination:)` pushed, in the order they were pushed.
  var pushes: [ViewPush] = []
  /// The number the next push is told apart by.
  var nextPushID = 0

  /// A view pushed by a destination link, shown after the first `afterValues` values of the path.
  struct ViewPush {
    let id: Int
    let afterValues: Int
    let view: AnyView
  }
}

/// What a navigation stack learned at its last update that its links need when tapped: the
/// destinations visible from each screen.
final class NavigationStackRecord {
  /// For each screen shown or kept, bottom first, the destinations registered by it and the
  /// screens below it.
  var destinationsByScreen: [[ObjectIdentifier: NavigationDestinationEntry]] = []

  /// The destination of `value`'s type visible from screen `screen`, if there is one.
  func destination(for value: AnyHashable, from screen: Int) -> NavigationDestinationEntry? {
    guard !destinationsByScreen.isEmpty else { return nil }
    let index = Swift.min(Swift.max(screen, 0), destinationsByScreen.count - 1)
    return destinationsByScreen[index][ObjectIdentifier(type(of: value.base))]
  }
}

/// A navigation stack's path, wherever it lives: a binding to a `NavigationPath`, a binding to
/// an array of values, or the stack's own state.
struct NavigationPathAccess {
  /// The values, oldest first.
  let values: () -> [AnyHashable]
  /// Appends a value; `false` when the path cannot hold values of its type.
  let append: (AnyHashable) -> Bool
  /// Keeps the first `count` values.
  let truncate: (Int) -> Void
  /// The type of the elements, for a path that holds one type only.
  let elementTypeName: String?

  /// A binding to a type-erased path.
  static func binding(_ path: Binding<NavigationPath>) -> NavigationPathAccess {
    NavigationPathAccess(
      values: { path.wrappedValue.elements },
      append: { value in
        path.wrappedValue.elements.append(value)
        return true
      },
      truncate: { count in
        let elements = path.wrappedValue.elements
        if count < elements.count { path.wrappedValue.elements = Array(elements.prefix(Swift.max(count, 0))) }
      },
      elementTypeName: nil)
  }

  /// A binding to a collection of values of one type.
  static func binding<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
    _ path: Binding<Data>
  ) -> NavigationPathAccess where Data.Element: Hashable {
    NavigationPathAccess(
      values: { path.wrappedValue.map { AnyHashable($0) } },
      append: { value in
        guard let element = value.base as? Data.Element else { return false }
        path.wrappedValue.append(element)
        return true
      },
      truncate: { count in
        let elements = path.wrappedValue
        if count < elements.count { path.wrappedValue = Data(elements.prefix(Swift.max(count, 0))) }
      },
      elementTypeName: String(describing: Data.Element.self))
  }

  /// The stack's own state.
  static func state(_ storage: StateStorage<NavigationStackModel>) -> NavigationPathAccess {
    NavigationPathAccess(
      values: { storage.value.values },
      append: { value in
        storage.value.values.append(value)
        return true
      },
      truncate: { count in
        if count < storage.value.values.count { storage.value.values.removeSubrange(Swift.max(count, 0)...) }
      },
      elementTypeName: nil)
  }
}
