import Foundation

/// What a `NavigationLink` reaches of the navigation container around it: how to push a value
/// or a view from the screen it is on.
struct NavigationContext {
  /// Pushes the screen for a value: appends it to the stack's path, or, in a split view's
  /// sidebar, shows it in the detail column.
  let pushValue: (AnyHashable) -> Void
  /// Pushes a view.
  let pushView: (AnyView) -> Void
}

extension EnvironmentValues {
  /// The navigation container a link pushes onto; `nil` outside navigation stacks and split views.
  @Entry var navigationContext: NavigationContext?
}

extension RuntimeIssues {
  /// SwiftUI's message for a link (or a path) presenting a value no destination takes.
  static func noDestination(for typeName: String) -> String {
    "A NavigationLink is presenting a value of type “\(typeName)” but there is no matching navigationDestination "
      + "declaration visible from the location of the link. The link cannot be activated."
  }
}

/// The name of the dynamic type of a path value, as SwiftUI's messages print it.
func typeName(of value: AnyHashable) -> String {
  String(describing: type(of: value.base))
}
