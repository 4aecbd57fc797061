import Foundation

/// One presentation shown over the host's content, as layout and drawing need it: where it
/// goes in the window and what it does to the views below.
///
/// Numbers (docs/iOSControls.md §10): a sheet's top rests 10 points below the
/// status bar at its large detent; behind such a sheet on iPhone the content shrinks into a
/// card (scale 0.9165, corner radius 12, a black veil of 0.1) over black, after Flutter's
/// `CupertinoSheetRoute`, measured on iOS 18 simulators
/// (https://github.com/flutter/flutter/blob/master/packages/flutter/lib/src/cupertino/sheet.dart);
/// alerts and dialogs dim the content with black at 0.2 (Flutter's `kCupertinoModalBarrierColor`).
struct PresentationLayer {
  let kind: PresentationRequest.Kind
  /// What the presentation is called in messages.
  let name: String
  /// What the presented views said about the sheet.
  let configuration: SheetConfiguration
  /// The environment of the presenting view: size classes, colour scheme, custom detents.
  let environment: EnvironmentValues
  /// Dismisses the presentation, as a swipe down or a tap outside would.
  let dismiss: () -> Void

  /// The gap between the safe area's top (the status bar) and a sheet at its large detent.
  static let sheetTopGap: CGFloat = 10
  /// A sheet's corner radius (Flutter's `CupertinoSheetRoute`, iOS 18).
  static let sheetCornerRadius: CGFloat = 12
  /// The size of a form sheet in a regular width, UIKit's default `preferredContentSize` for
  /// `.formSheet` (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet).
  static let formSheetSize = CGSize(width: 540, height: 620)
  /// How much the content behind a full-height sheet shrinks.
  static let cardScale: CGFloat = 1 - 0.0835
  /// The black that dims the content behind an alert, a dialog or a sheet below full height.
  static let dimming = Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.2)

  /// Whether a sheet shows as a form sheet in the middle of the window: in a regular width.
  var isFormSheet: Bool { kind == .sheet && environment.horizontalSizeClass == .regular }

  /// Where the presentation goes in a window whose safe area is `safeArea`.
  func frame(window: CGRect, safeArea: CGRect) -> CGRect {
    switch kind {
    case .fullScreenCover, .alert, .confirmationDialog:
      return window
    case .sheet where isFormSheet:
      let size = CGSize(
        width: Swift.min(Self.formSheetSize.width, window.width),
        height: Swift.min(Self.formSheetSize.height, safeArea.height))
      return CGRect(
        x: window.midX - size.width / 2, y: safeArea.midY - size.height / 2, width: size.width, height: size.height)
    case .sheet:
      let bottomInset = Swift.max(window.maxY - safeArea.maxY, 0)
      let maximum = Swift.max(window.maxY - (safeArea.minY + Self.sheetTopGap) - bottomInset, 0)
      let height = restingHeight(maximum: maximum) + bottomInset
      return CGRect(x: window.minX, y: window.maxY - height, width: window.width, height: height)
    }
  }

  /// The height above the home indicator the sheet rests at: its selected detent's, else its
  /// smallest detent's.
  func restingHeight(maximum: CGFloat) -> CGFloat {
    if let selected = configuration.selection?.wrappedValue, configuration.detents.contains(selected),
      let height = selected.height(maximum: maximum, environment: environment)
    {
      return height
    }
    return configuration.detents.compactMap { $0.height(maximum: maximum, environment: environment) }.min() ?? maximum
  }

  /// What the presentation does to the views below it.
  enum Backdrop: Equatable {
    /// Nothing: a full-screen cover hides them; a sheet whose background takes interaction
    /// leaves them as they are.
    case none
    /// A colour over them.
    case dim(Color.Resolved)
    /// They shrink into a card behind the sheet, over black.
    case card
  }

  /// What the presentation does to the views below it in `window`.
  func backdrop(window: CGRect, safeArea: CGRect) -> Backdrop {
    switch kind {
    case .fullScreenCover: return .none
    case .alert, .confirmationDialog: return .dim(Self.dimming)
    case .sheet where isFormSheet: return .dim(Self.dimming)
    case .sheet:
      let bottomInset = Swift.max(window.maxY - safeArea.maxY, 0)
      let maximum = Swift.max(window.maxY - (safeArea.minY + Self.sheetTopGap) - bottomInset, 0)
      let resting = restingHeight(maximum: maximum)
      if resting >= maximum { return .card }
      switch configuration.backgroundInteraction.kind {
      case .enabled(upThrough: nil): return .none
      case .enabled(upThrough: let detent?):
        let limit = detent.height(maximum: maximum, environment: environment) ?? 0
        return resting <= limit ? .none : .dim(Self.dimming)
      case .automatic, .disabled: return .dim(Self.dimming)
      }
    }
  }

  /// Whether the sheet shows its drag indicator: when asked to, or by default when it has
  /// several detents (https://developer.apple.com/documentation/swiftui/view/presentationdragindicator(_:)).
  var showsDragIndicator: Bool {
    guard kind == .sheet else { return false }
    switch configuration.dragIndicator {
    case .visible: return true
    case .hidden: return false
    case .automatic: return configuration.detents.count > 1
    }
  }
}
