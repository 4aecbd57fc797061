import Foundation

/// A destination a `navigationDestination(for:destination:)` modifier registers: how to make
/// the screen for a value of one type.
struct NavigationDestinationEntry {
  /// The name of the type, for messages.
  let typeName: String
  /// Makes the screen for a value, or `nil` when the value is of another type.
  let make: (AnyHashable) -> AnyView?
}

/// The destinations a screen's views register, by the type of the values they present; the
/// first registration of a type wins.
struct NavigationDestinationsKey: PreferenceKey {
  static var defaultValue: [ObjectIdentifier: NavigationDestinationEntry] { [:] }

  static func reduce(
    value: inout [ObjectIdentifier: NavigationDestinationEntry],
    nextValue: () -> [ObjectIdentifier: NavigationDestinationEntry]
  ) {
    value.merge(nextValue()) { first, _ in first }
  }
}

/// A screen a `navigationDestination(isPresented:)` or `navigationDestination(item:)` modifier
/// pushes while its binding says so.
struct PresentedDestination {
  /// Who declared it, for the pushed screen's state.
  let identity: ViewIdentity
  /// The screen.
  let view: AnyView
  /// Pops it: sets the binding back to `false` or `nil`.
  let dismiss: () -> Void
}

/// The screens a screen's views push through bindings, in the order they are declared.
struct PresentedDestinationsKey: PreferenceKey {
  static var defaultValue: [PresentedDestination] { [] }

  static func reduce(value: inout [PresentedDestination], nextValue: () -> [PresentedDestination]) {
    value.append(contentsOf: nextValue())
  }
}

/// Registers the destination of values of one type.
nonisolated public struct _NavigationDestinationModifier<D: Hashable, C: View>: PrimitiveViewModifier {
  let destination: (D) -> C

  /// Registers the destination for the navigation stack around, then resolves the content.
  public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    let destination = modifier.destination
    let entry = NavigationDestinationEntry(typeName: String(describing: D.self)) { value in
      (value.base as? D).map { AnyView(destination($0)) }
    }
    inputs.context.writePreference(NavigationDestinationsKey.self, [ObjectIdentifier(D.self): entry])
    body(inputs)
  }
}

/// Pushes a screen while a binding says so.
nonisolated public struct _PresentedDestinationModifier: PrimitiveViewModifier {
  /// The screen, when the binding presents one.
  let presented: AnyView?
  let dismiss: () -> Void

  /// Asks the navigation stack around to push the screen, then resolves the content.
  public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    if let view = modifier.presented {
      let identity = inputs.identity.appending(type: Self.self)
      inputs.context.writePreference(
        PresentedDestinationsKey.self, [PresentedDestination(identity: identity, view: view, dismiss: modifier.dismiss)]
      )
    }
    body(inputs)
  }
}

nonisolated extension View {
  /// Associates a destination view with a presented data type for use within a navigation stack.
  ///
  /// ```swift
  /// List(parks) { park in
  ///     NavigationLink(park.name, value: park)
  /// }
  /// .navigationDestination(for: Park.self) { park in ParkDetails(park: park) }
  /// ```
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(_NavigationDestinationModifier(destination: destination))
  }

  /// Associates a destination view with a binding that can be used to push the view onto a
  /// navigation stack: while `isPresented` is `true`, the destination is pushed on the screen
  /// this view is part of, and its back button sets it to `false`.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    modifier(
      _PresentedDestinationModifier(
        presented: isPresented.wrappedValue ? AnyView(destination()) : nil,
        dismiss: { isPresented.wrappedValue = false }))
  }

  /// Associates a destination view with a bound value for use within a navigation stack
  /// (iOS 17): while `item` is not `nil`, the destination for it is pushed, and its back button
  /// sets it to `nil`.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(
      _PresentedDestinationModifier(
        presented: item.wrappedValue.map { AnyView(destination($0)) },
        dismiss: { item.wrappedValue = nil }))
  }
}
