import Foundation

/// The base of UIKit's haptic feedback generators. A host has no Taptic Engine: each generator
/// counts what it was asked to play, so a test can assert that a tap played feedback.
///
/// Fidelity: partial — nothing is felt; the calls are counted.
open class UIFeedbackGenerator: @unchecked Sendable {
  private let lock = NSLock()
  private var played = 0

  /// Creates a generator.
  public init() {}

  /// Readies the generator: nothing to ready in a host.
  open func prepare() {}

  /// How many times the generator played feedback.
  public var feedbackCount: Int { lock.withLock { played } }

  func play() { lock.withLock { played += 1 } }

  /// Runs `body` under the generator's lock: what a subclass records is safe from several threads.
  func withLock<T>(_ body: () -> T) -> T { lock.withLock(body) }
}

/// Feedback for an impact: a collision, a snap into place.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
  /// The mass of the objects colliding.
  public enum FeedbackStyle: Int, Sendable {
    /// A collision between small, light objects.
    case light
    /// A collision between moderately sized objects.
    case medium
    /// A collision between large, heavy objects.
    case heavy
    /// A collision between hard or inflexible objects.
    case rigid
    /// A collision between soft or flexible objects.
    case soft
  }

  /// The generator's style.
  public let style: FeedbackStyle

  /// A generator of `style`.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// A generator of medium impacts.
  public override convenience init() { self.init(style: .medium) }

  /// Plays an impact.
  open func impactOccurred() { play() }

  /// Plays an impact of `intensity` (0 to 1).
  open func impactOccurred(intensity: CGFloat) { play() }
}

/// Feedback for the outcome of a task: success, a warning, an error.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
  /// The outcome.
  public enum FeedbackType: Int, Sendable {
    /// A task succeeded.
    case success
    /// A task produced a warning.
    case warning
    /// A task failed.
    case error
  }

  private var played: [FeedbackType] = []

  /// The outcomes played, in order.
  public var playedTypes: [FeedbackType] { withLock { played } }

  /// Plays the feedback of `notificationType`.
  open func notificationOccurred(_ notificationType: FeedbackType) {
    withLock { played.append(notificationType) }
    play()
  }
}

/// Feedback for a change of selection, as a picker's wheel turns.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
  /// Plays a selection change.
  open func selectionChanged() { play() }
}
