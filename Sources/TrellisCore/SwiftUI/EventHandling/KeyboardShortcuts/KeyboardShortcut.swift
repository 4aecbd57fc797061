import Foundation

/// Key equivalents consist of a letter, punctuation, or function key that can be combined with
/// an optional set of modifier keys to specify a keyboard shortcut.
///
/// ```swift
/// Button("Save") { save() }.keyboardShortcut("s")
/// Button("Next") { next() }.keyboardShortcut(.downArrow, modifiers: [])
/// ```
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The character value that the key equivalent represents.
  public var character: Character

  /// Creates a new key equivalent from the given character value.
  public init(_ character: Character) {
    self.character = character
  }

  /// Creates an instance initialized to the given value.
  public init(extendedGraphemeClusterLiteral: Character) {
    self.init(extendedGraphemeClusterLiteral)
  }

  // The characters are AppKit's function-key code points (NSUpArrowFunctionKey and its
  // relatives) and the ASCII controls, as SwiftUI's constants are.
  /// Up Arrow (U+F700)
  public static let upArrow = KeyEquivalent("\u{F700}")
  /// Down Arrow (U+F701)
  public static let downArrow = KeyEquivalent("\u{F701}")
  /// Left Arrow (U+F702)
  public static let leftArrow = KeyEquivalent("\u{F702}")
  /// Right Arrow (U+F703)
  public static let rightArrow = KeyEquivalent("\u{F703}")
  /// Escape (U+001B)
  public static let escape = KeyEquivalent("\u{1B}")
  /// Delete (U+0008)
  public static let delete = KeyEquivalent("\u{08}")
  /// Delete Forward (U+F728)
  public static let deleteForward = KeyEquivalent("\u{F728}")
  /// Home (U+F729)
  public static let home = KeyEquivalent("\u{F729}")
  /// End (U+F72B)
  public static let end = KeyEquivalent("\u{F72B}")
  /// Page Up (U+F72C)
  public static let pageUp = KeyEquivalent("\u{F72C}")
  /// Page Down (U+F72D)
  public static let pageDown = KeyEquivalent("\u{F72D}")
  /// Clear (U+F739)
  public static let clear = KeyEquivalent("\u{F739}")
  /// Tab (U+0009)
  public static let tab = KeyEquivalent("\u{09}")
  /// Space (U+0020)
  public static let space = KeyEquivalent(" ")
  /// Return (U+000D)
  public static let `return` = KeyEquivalent("\r")
}

/// A set of key modifiers that you can add to a gesture or a keyboard shortcut.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: Int

  /// Creates a new set from a raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The Caps Lock key.
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  /// The Shift key.
  public static let shift = EventModifiers(rawValue: 1 << 1)
  /// The Control key.
  public static let control = EventModifiers(rawValue: 1 << 2)
  /// The Option key.
  public static let option = EventModifiers(rawValue: 1 << 3)
  /// The Command key.
  public static let command = EventModifiers(rawValue: 1 << 4)
  /// Any key on the numeric keypad.
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  /// The Function key.
  public static let function = EventModifiers(rawValue: 1 << 6)
  /// All possible modifier keys.
  public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// Keyboard shortcuts describe combinations of keys on a keyboard that the user can press in
/// order to interact with your app.
public struct KeyboardShortcut: Hashable, Sendable {
  /// Options for how a keyboard shortcut participates in automatic localization.
  public struct Localization: Hashable, Sendable {
    let name: String

    /// Remap shortcuts to their international counterparts, mirrored for right-to-left usage
    /// if appropriate.
    public static let automatic = Localization(name: "automatic")
    /// Don't mirror shortcuts.
    public static let withoutMirroring = Localization(name: "withoutMirroring")
    /// Don't use any localization.
    public static let custom = Localization(name: "custom")
  }

  /// The key equivalent that the user presses in conjunction with any specified modifier keys
  /// to activate the shortcut.
  public var key: KeyEquivalent
  /// The modifier keys that the user presses in conjunction with a key equivalent to activate
  /// the shortcut.
  public var modifiers: EventModifiers
  /// The localization strategy to apply to this shortcut.
  public var localization: Localization

  /// Creates a new keyboard shortcut with the given key equivalent and set of modifier keys;
  /// the modifiers default to Command.
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization = .automatic) {
    self.key = key
    self.modifiers = modifiers
    self.localization = localization
  }

  /// The standard keyboard shortcut for the default button, consisting of the Return (↩) key
  /// and no modifiers.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// The standard keyboard shortcut for cancelling the in-progress action or dismissing a
  /// prompt, consisting of the Escape (⎋) key and no modifiers.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

nonisolated extension View {
  /// Defines a keyboard shortcut and assigns it to the modified control: pressing the keys
  /// with a hardware keyboard performs the control's action.
  ///
  /// ```swift
  /// Button("Save") { save() }.keyboardShortcut("s", modifiers: [.command, .shift])
  /// ```
  ///
  /// On a phone nothing shows it. A host presses it with
  /// ``LayoutHost/pressKeyboardShortcut(_:)``, which performs the action of the control it
  /// is assigned to.
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
  }

  /// Defines a keyboard shortcut and assigns it to the modified control, with a localization
  /// strategy.
  public func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization
  ) -> some View {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers, localization: localization))
  }

  /// Assigns a keyboard shortcut to the modified control.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
    modifier(KeyboardShortcutModifier(shortcut: shortcut))
  }

  /// Assigns an optional keyboard shortcut to the modified control; `nil` removes any shortcut
  /// set outside it.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
    modifier(KeyboardShortcutModifier(shortcut: shortcut))
  }
}

/// Records a keyboard shortcut on each view of its content, where a host finds it.
nonisolated struct KeyboardShortcutModifier: PrimitiveViewModifier {
  let shortcut: KeyboardShortcut?

  static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    var inputs = inputs
    inputs.environment.keyboardShortcut = modifier.shortcut
    let context = inputs.context
    context.forEachMade(inputs: inputs, content: body) { node in
      context.annotate(node, KeyboardShortcutAnnotationKey.self) { $0 = $0 ?? modifier.shortcut }
    }
  }
}

extension EnvironmentValues {
  /// The keyboard shortcut that buttons in this environment will be triggered with.
  @Entry public var keyboardShortcut: KeyboardShortcut?
}

/// The node annotation of the keyboard shortcut assigned with `keyboardShortcut(_:)`.
enum KeyboardShortcutAnnotationKey: NodeAnnotationKey {
  static var defaultValue: KeyboardShortcut? { nil }
}

extension LayoutHost {
  /// Presses `shortcut` on a hardware keyboard: performs the action of the control it is
  /// assigned to with `keyboardShortcut(_:)`, and brings the host up to date.
  ///
  /// - Returns: Whether a control that can be tapped has the shortcut; if not, a runtime issue
  ///   says so.
  @discardableResult
  public func pressKeyboardShortcut(_ shortcut: KeyboardShortcut) -> Bool {
    let result = self.result
    let nodes = result.nodes
    let assigned = nodes.annotations.filter { $0.value[KeyboardShortcutAnnotationKey.self] == shortcut }
      .map(\.key).sorted()
    for node in assigned {
      var work = [node]
      while let current = work.popLast() {
        if case .tap(let action)? = nodes.annotations[current]?.interaction {
          RuntimeIssues.$log.withValue(log) { action() }
          update()
          return true
        }
        work.append(contentsOf: nodes.children(of: current).reversed())
      }
    }
    log.append("LayoutHost: no enabled control has the keyboard shortcut \(shortcut).")
    return false
  }
}
