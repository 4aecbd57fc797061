import Foundation

/// A height at which a sheet rests.
///
/// ```swift
/// .sheet(isPresented: $showDetails) {
///   DetailView().presentationDetents([.medium, .large])
/// }
/// ```
///
/// On an iPhone a sheet's height is its detent's plus the home indicator's inset; `large` is
/// the tallest a sheet can be, 10 points below the status bar, and the others are measured
/// against it (``Context/maxDetentValue``), as UIKit's `UISheetPresentationController.Detent`
/// is (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent).
///
/// Fidelity: partial — `medium` is half of `large`, as UIKit documents ("approximately half the
/// height of the screen"); heights are not measured against real sheets.
public struct PresentationDetent: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case medium
    case large
    case fraction(CGFloat)
    case height(CGFloat)
    case custom(ObjectIdentifier)
  }

  let kind: Kind
  /// The custom detent's height, for `custom(_:)`.
  private let customHeight: (@Sendable (Context) -> CGFloat?)?

  private init(_ kind: Kind, customHeight: (@Sendable (Context) -> CGFloat?)? = nil) {
    self.kind = kind
    self.customHeight = customHeight
  }

  /// The system detent for a sheet about half the height of the screen.
  public static let medium = PresentationDetent(.medium)

  /// The system detent for a sheet at full height.
  public static let large = PresentationDetent(.large)

  /// A detent at a fraction of the full height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(.fraction(fraction))
  }

  /// A detent at a fixed height, above the home indicator.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(.height(height))
  }

  /// A detent whose height `D` computes.
  public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
    PresentationDetent(.custom(ObjectIdentifier(type))) { D.height(in: $0) }
  }

  /// Two detents are equal when they are the same kind with the same value.
  public static func == (lhs: PresentationDetent, rhs: PresentationDetent) -> Bool { lhs.kind == rhs.kind }

  /// Hashes the detent's kind and value.
  public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

  /// What a custom detent's height is computed from.
  @dynamicMemberLookup
  public struct Context {
    /// The height of the tallest detent, `large`.
    public let maxDetentValue: CGFloat
    let environment: EnvironmentValues

    /// A value of the environment the sheet is in.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
      environment[keyPath: keyPath]
    }
  }

  /// The detent's height above the home indicator when `large` is `maximum`, within 0 and
  /// `maximum`; `nil` for a custom detent that is not active.
  func height(maximum: CGFloat, environment: EnvironmentValues) -> CGFloat? {
    let value: CGFloat?
    switch kind {
    case .medium: value = maximum / 2
    case .large: value = maximum
    case .fraction(let fraction): value = maximum * fraction
    case .height(let height): value = height
    case .custom: value = customHeight?(Context(maxDetentValue: maximum, environment: environment))
    }
    guard let value else { return nil }
    guard !value.isNaN else {
      RuntimeIssues.report("A presentation detent's height is NaN; the sheet uses the large detent.")
      return maximum
    }
    return Swift.min(Swift.max(value, 0), maximum)
  }
}

/// A detent whose height a type computes from the sheet's context.
public protocol CustomPresentationDetent {
  /// The detent's height, or `nil` to make it inactive.
  static func height(in context: PresentationDetent.Context) -> CGFloat?
}

/// Whether people can interact with the views behind a sheet, and at which detents.
///
/// Behind a sheet at a detent up to the one given to ``enabled(upThrough:)`` the views are not
/// dimmed, as UIKit leaves them under `largestUndimmedDetentIdentifier`.
public struct PresentationBackgroundInteraction: Sendable {
  enum Kind: Sendable {
    case automatic
    case enabled(upThrough: PresentationDetent?)
    case disabled
  }

  let kind: Kind

  /// The system decides: disabled on iOS.
  public static let automatic = PresentationBackgroundInteraction(kind: .automatic)
  /// People can interact with the views behind the sheet at every detent.
  public static let enabled = PresentationBackgroundInteraction(kind: .enabled(upThrough: nil))
  /// People can interact with the views behind the sheet up through `detent`.
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(kind: .enabled(upThrough: detent))
  }
  /// People cannot interact with the views behind the sheet.
  public static let disabled = PresentationBackgroundInteraction(kind: .disabled)
}

/// How a presentation adapts to a compact size class: what an iPhone shows for a popover.
public struct PresentationAdaptation: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case automatic, none, popover, sheet, fullScreenCover }
  let kind: Kind

  /// The system's choice: a sheet for a popover on iPhone.
  public static let automatic = PresentationAdaptation(kind: .automatic)
  /// No adaptation: the presentation keeps its own style.
  public static let none = PresentationAdaptation(kind: .none)
  /// A popover.
  public static let popover = PresentationAdaptation(kind: .popover)
  /// A sheet.
  public static let sheet = PresentationAdaptation(kind: .sheet)
  /// A full-screen cover.
  public static let fullScreenCover = PresentationAdaptation(kind: .fullScreenCover)
}

/// How a swipe on a sheet's scrollable content is taken: to resize the sheet or to scroll.
public struct PresentationContentInteraction: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case automatic, resizes, scrolls }
  let kind: Kind

  /// The system's choice: resizing first.
  public static let automatic = PresentationContentInteraction(kind: .automatic)
  /// A swipe resizes the sheet before it scrolls.
  public static let resizes = PresentationContentInteraction(kind: .resizes)
  /// A swipe scrolls the content.
  public static let scrolls = PresentationContentInteraction(kind: .scrolls)
}
