import Foundation

/// Represents a type of haptic and/or audio feedback that can be played.
///
/// A host plays none: it records what the views asked to play, in order, in
/// ``LayoutHost/playedFeedback``.
public struct SensoryFeedback: Hashable, Sendable, CustomStringConvertible {
  /// What the feedback is, as Swift would write it: `success`, `impact(weight: heavy, intensity: 1.0)`.
  public let description: String

  /// Indicates that a task or action has completed.
  public static let success = SensoryFeedback(description: "success")
  /// Indicates that a task or action has produced a warning of some kind.
  public static let warning = SensoryFeedback(description: "warning")
  /// Indicates that an error has occurred.
  public static let error = SensoryFeedback(description: "error")
  /// Indicates that a UI element's values are changing.
  public static let selection = SensoryFeedback(description: "selection")
  /// Indicates that an important value increased above a significant threshold.
  public static let increase = SensoryFeedback(description: "increase")
  /// Indicates that an important value decreased below a significant threshold.
  public static let decrease = SensoryFeedback(description: "decrease")
  /// Indicates that an activity started.
  public static let start = SensoryFeedback(description: "start")
  /// Indicates that an activity stopped.
  public static let stop = SensoryFeedback(description: "stop")
  /// Indicates the alignment of a dragged item.
  public static let alignment = SensoryFeedback(description: "alignment")
  /// Indicates movement between discrete levels of pressure.
  public static let levelChange = SensoryFeedback(description: "levelChange")
  /// Provides a physical metaphor you can use to complement a visual experience.
  public static let impact = SensoryFeedback(description: "impact")

  /// Provides a physical metaphor you can use to complement a visual experience, of a weight and
  /// intensity.
  public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
    SensoryFeedback(description: "impact(weight: \(weight.name), intensity: \(intensity))")
  }

  /// Provides a physical metaphor you can use to complement a visual experience, of a
  /// flexibility and intensity.
  public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
    SensoryFeedback(description: "impact(flexibility: \(flexibility.name), intensity: \(intensity))")
  }

  /// The weight to be represented by a type of feedback.
  public struct Weight: Hashable, Sendable {
    let name: String
    /// Indicates a collision between small or lightweight UI objects.
    public static let light = Weight(name: "light")
    /// Indicates a collision between medium-sized or medium-weight UI objects.
    public static let medium = Weight(name: "medium")
    /// Indicates a collision between large or heavyweight UI objects.
    public static let heavy = Weight(name: "heavy")
  }

  /// The flexibility to be represented by a type of feedback.
  public struct Flexibility: Hashable, Sendable {
    let name: String
    /// Indicates a collision between hard or inflexible UI objects.
    public static let rigid = Flexibility(name: "rigid")
    /// Indicates a collision between solid UI objects of medium flexibility.
    public static let solid = Flexibility(name: "solid")
    /// Indicates a collision between soft or flexible UI objects.
    public static let soft = Flexibility(name: "soft")
  }
}

/// Plays feedback when a trigger value changes between updates of a view. Not for use by apps.
nonisolated public struct _SensoryFeedbackModifier<Trigger: Equatable>: PrimitiveViewModifier {
  let trigger: Trigger
  let feedback: (Trigger, Trigger) -> SensoryFeedback?

  /// Compares the trigger with the view's last update's, as `onChange` does, and plays the
  /// feedback after this update when it changed.
  public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    let log = inputs.context.shared(PlayedFeedbackLog.self) { PlayedFeedbackLog() }
    let feedback = modifier.feedback
    let watch = _ValueActionModifier(value: modifier.trigger, initial: false) { old, new in
      if let played = feedback(old, new) { log.played.append(played) }
    }
    _ValueActionModifier._makeView(modifier: watch, inputs: inputs, body: body)
  }
}

nonisolated extension View {
  /// Plays the specified feedback when the provided trigger value changes.
  ///
  /// ```swift
  /// Button("Save") { save() }.sensoryFeedback(.success, trigger: saveCount)
  /// ```
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    modifier(_SensoryFeedbackModifier(trigger: trigger) { _, _ in feedback })
  }

  /// Plays the specified feedback when the provided trigger value changes and the condition
  /// closure returns `true`.
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
  ) -> some View {
    modifier(_SensoryFeedbackModifier(trigger: trigger) { old, new in condition(old, new) ? feedback : nil })
  }

  /// Plays feedback when returned from the feedback closure after the provided trigger value changes.
  public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
  ) -> some View {
    modifier(_SensoryFeedbackModifier(trigger: trigger, feedback: feedback))
  }
}

extension LayoutHost {
  /// The feedback the views asked to play with `sensoryFeedback`, in order, since the host was made.
  public var playedFeedback: [SensoryFeedback] {
    _ = result
    return graph.shared(PlayedFeedbackLog.self) { PlayedFeedbackLog() }.played
  }
}

/// The feedback a host's views played, in order: kept by the host across updates
/// (``ResolveContext/shared(_:make:)``).
final class PlayedFeedbackLog {
  var played: [SensoryFeedback] = []
}
