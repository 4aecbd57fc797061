import Foundation

/// A type that defines various triggers that result in the firing of a submission action.
///
/// ```swift
/// TextField("Username", text: $username)
///     .onSubmit(of: .text) { viewModel.login() }
/// ```
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
  /// The raw value of the set.
  public let rawValue: UInt

  /// Creates a set of submit triggers.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Defines triggers originating from text input controls like `TextField` and `SecureField`.
  public static let text = SubmitTriggers(rawValue: 1 << 0)

  /// Defines triggers originating from search fields constructed from searchable modifiers.
  public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// An action `onSubmit(of:_:)` set, with the triggers it answers.
struct SubmitActionEntry {
  let triggers: SubmitTriggers
  let action: () -> Void
}

extension EnvironmentValues {
  /// The submit actions set around a view, outermost first. A field runs those its trigger
  /// answers, innermost first.
  @Entry var submitActions: [SubmitActionEntry] = []
}

nonisolated extension View {
  /// Adds an action to perform when the user submits a value to this view.
  ///
  /// A `TextField` or `SecureField` runs it when the return key is pressed — in a host, on
  /// `submit(_:)`. The action applies to every field in the view; several actions set around a
  /// field all run, the innermost first.
  ///
  /// ```swift
  /// Form {
  ///     TextField("Username", text: $username)
  ///     SecureField("Password", text: $password)
  /// }
  /// .onSubmit { login() }
  /// ```
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
    transformEnvironment(\.submitActions) { $0.append(SubmitActionEntry(triggers: triggers, action: action)) }
  }

  /// Prevents submit triggers originating from this view from invoking the actions set by
  /// `onSubmit(of:_:)` outside it, when `isBlocking` is true.
  public func submitScope(_ isBlocking: Bool = true) -> some View {
    transformEnvironment(\.submitActions) { actions in
      if isBlocking { actions = [] }
    }
  }
}

extension [SubmitActionEntry] {
  /// What submitting a field with `trigger` runs: the actions set for it, innermost first.
  func action(for trigger: SubmitTriggers) -> (() -> Void)? {
    let actions = reversed().filter { $0.triggers.contains(trigger) }.map(\.action)
    guard !actions.isEmpty else { return nil }
    return { for action in actions { action() } }
  }
}
