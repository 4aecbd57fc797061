import Foundation

/// A set of accessibility traits that describe how an element behaves.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: UInt32

  /// Creates a set of traits from a raw value.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The accessibility element is a button.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// The accessibility element is a header that divides content into sections.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// The accessibility element is currently selected.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  /// The accessibility element is a link.
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  /// The accessibility element is a search field.
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  /// The accessibility element is an image.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  /// The accessibility element plays its own sound when activated.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  /// The accessibility element behaves as a keyboard key.
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  /// The accessibility element is a static text that cannot be modified by the user.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  /// The accessibility element provides summary information when the application starts.
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  /// The accessibility element frequently updates its label or value.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  /// The accessibility element starts a media session when it is activated.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// The accessibility element allows direct touch interaction for VoiceOver users.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  /// The accessibility element causes an automatic page turn when VoiceOver finishes reading the text within it.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  /// The accessibility element is modal.
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  /// The accessibility element is a toggle.
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
  /// The accessibility element is a tab bar.
  public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// Defines the behavior for the child elements of the new parent element.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String

  /// Any child accessibility elements become hidden.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// Any child accessibility elements become children of the new accessibility element.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// Combine any child accessibility element's properties for the new accessibility element.
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// The structure that defines the kinds of available accessibility actions.
public struct AccessibilityActionKind: Hashable, Sendable {
  let name: String

  /// The value that represents the default accessibility action.
  public static let `default` = AccessibilityActionKind(name: "default")
  /// The value that represents an action that cancels a pending accessibility action.
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The value that represents a double-tap with two fingers.
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// The value that represents an action that deletes the element's content.
  public static let delete = AccessibilityActionKind(name: "delete")
  /// The value that represents an action that shows a menu.
  public static let showMenu = AccessibilityActionKind(name: "showMenu")

  /// Creates an action kind: `.default` and its relatives are the ones there are.
  public init(named name: Text) {
    self.name = name.plainText
  }

  private init(name: String) { self.name = name }
}

/// The hierarchy of a heading in relation other headings.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
  /// A heading without a hierarchy.
  case unspecified
  /// Level 1 heading.
  case h1
  /// Level 2 heading.
  case h2
  /// Level 3 heading.
  case h3
  /// Level 4 heading.
  case h4
  /// Level 5 heading.
  case h5
  /// Level 6 heading.
  case h6
}
