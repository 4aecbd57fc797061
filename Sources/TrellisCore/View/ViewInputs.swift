import Foundation

/// What a view is resolved with: the environment and the container it sits in. Not for use by apps.
public struct _ViewInputs {
  var environment: EnvironmentValues
  /// The axis of the nearest enclosing stack, which orients `Spacer` and `Divider` (§1.2).
  var stackOrientation: Axis?
  unowned let resolver: ViewResolver

  init(environment: EnvironmentValues, stackOrientation: Axis? = nil, resolver: ViewResolver) {
    self.environment = environment
    self.stackOrientation = stackOrientation
    self.resolver = resolver
  }

  /// The same inputs inside a container of `orientation`.
  func inContainer(orientation: Axis?) -> _ViewInputs {
    var copy = self
    copy.stackOrientation = orientation
    return copy
  }
}
