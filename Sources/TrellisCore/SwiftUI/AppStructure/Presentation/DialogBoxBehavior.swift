import Foundation

/// The box of an alert or a confirmation dialog: a header (title and message) over its
/// buttons, with the system's backgrounds and hairlines.
///
/// An alert is 270 points wide with corners of 14; two buttons whose titles fit share a row,
/// the cancel button first, else each has a row and the cancel button is last. An action
/// sheet is as wide as it is proposed; its cancel button stands apart, 8 points below the
/// rest, on an opaque background. Hairlines (one pixel) separate the rows. Sizes and colours
/// are UIKit's as Flutter measures them on iOS 17 simulators (`CupertinoAlertDialog`,
/// `CupertinoActionSheet`:
/// https://github.com/flutter/flutter/blob/master/packages/flutter/lib/src/cupertino/dialog.dart).
///
/// Fidelity: partial — no blur: the translucent backgrounds are drawn as their colours over
/// the dimmed content; a header too tall for the screen does not scroll.
struct DialogBoxBehavior: LayoutBehavior {
  /// Which box.
  enum Style {
    case alert
    case actionSheet

    var buttonFontSize: CGFloat { self == .alert ? 17 : 20 }
    var buttonHeight: CGFloat { self == .alert ? 44 : 57 }
    var buttonPadding: CGFloat { self == .alert ? 8 : 10 }
    var titleFontSize: CGFloat { self == .alert ? 17 : 13 }
    /// The header's padding: 20 on every side of an alert's but 16 at the sides (UIKit's
    /// label inset), 16 by 13.5 in an action sheet.
    var headerPadding: EdgeInsets {
      self == .alert
        ? EdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
        : EdgeInsets(top: 13.5, leading: 16, bottom: 13.5, trailing: 16)
    }
  }

  let style: Style
  let hasHeader: Bool
  let colorScheme: ColorScheme

  static let alertWidth: CGFloat = 270
  static let cornerRadius: CGFloat = 14
  /// The gap between an action sheet's buttons and its cancel button.
  static let cancelGap: CGFloat = 8

  /// An action sheet's header text: a translucent grey.
  static let actionSheetTextColor = Color(
    light: .bytes(29, 29, 29, 0x85 / 255), dark: .bytes(241, 241, 241, 0x96 / 255), name: "actionSheetText")

  var debugName: String { style == .alert ? "AlertBox" : "ActionSheetBox" }

  // MARK: Layout

  /// The order of the actions in rows, given their kinds: the ones in the main group, the
  /// cancel button last, and the one standing apart (an action sheet's cancel button).
  static func order(_ actions: [DialogAction?], style: Style) -> (main: [Int], apart: Int?) {
    let cancel = actions.firstIndex { $0?.role == .cancel }
    guard let cancel else { return (Array(actions.indices), nil) }
    let others = actions.indices.filter { $0 != cancel }
    return style == .actionSheet ? (others, cancel) : (others + [cancel], nil)
  }

  /// The box's size and each child's frame relative to the box's origin, for `proposal`.
  private func arrange(_ proposal: ProposedViewSize, _ context: LayoutContext) -> (size: CGSize, frames: [CGRect]) {
    let subviews = context.subviews
    let pixel = context.pixelLength
    let width =
      style == .alert
      ? Self.alertWidth : Swift.max(RuntimeIssues.finite(proposal.width ?? Self.alertWidth, "dialog width"), 0)
    var frames = Array(repeating: CGRect.zero, count: subviews.count)
    var y: CGFloat = 0
    func height(_ index: Int, _ width: CGFloat) -> CGFloat {
      subviews[subviews.startIndex + index].sizeThatFits(ProposedViewSize(width: width, height: nil)).height
    }
    let first = hasHeader ? 1 : 0
    if hasHeader {
      frames[0] = CGRect(x: 0, y: 0, width: width, height: height(0, width))
      y = frames[0].height
    }
    let actions = (first..<subviews.count).map { subviews[subviews.startIndex + $0][DialogActionKey.self] }
    let (main, apart) = Self.order(actions, style: style)
    let half = (width - pixel) / 2
    let sideBySide =
      style == .alert && actions.count == 2
      && main.allSatisfy { subviews[subviews.startIndex + first + $0].sizeThatFits(.unspecified).width <= half }
    if sideBySide {
      // Side by side, the cancel button (last in rows) comes first.
      let (leading, trailing) = (first + main[1], first + main[0])
      let ordered = actions[main[1]]?.role == .cancel ? (leading, trailing) : (trailing, leading)
      if y > 0 { y += pixel }
      let rowHeight = Swift.max(height(ordered.0, half), height(ordered.1, half))
      frames[ordered.0] = CGRect(x: 0, y: y, width: half, height: rowHeight)
      frames[ordered.1] = CGRect(x: half + pixel, y: y, width: half, height: rowHeight)
      y += rowHeight
    } else {
      for action in main {
        if y > 0 { y += pixel }
        let rowHeight = height(first + action, width)
        frames[first + action] = CGRect(x: 0, y: y, width: width, height: rowHeight)
        y += rowHeight
      }
    }
    if let apart {
      if y > 0 { y += Self.cancelGap }
      let rowHeight = height(first + apart, width)
      frames[first + apart] = CGRect(x: 0, y: y, width: width, height: rowHeight)
      y += rowHeight
    }
    return (CGSize(width: width, height: y), frames)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    arrange(proposal, context).size
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    let (_, frames) = arrange(proposal, context)
    for (offset, subview) in context.subviews.enumerated() {
      let frame = frames[offset]
      subview.place(
        at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), anchor: .topLeading,
        proposal: ProposedViewSize(frame.size))
    }
  }

  // MARK: Drawing

  private var background: Color.Resolved {
    switch (style, colorScheme) {
    case (.alert, .light): Color.Resolved(red: 242 / 255, green: 242 / 255, blue: 242 / 255, opacity: 0.8)
    case (.alert, .dark): Color.Resolved(red: 30 / 255, green: 30 / 255, blue: 30 / 255, opacity: 0.75)
    case (.actionSheet, .light): Color.Resolved(red: 252 / 255, green: 252 / 255, blue: 252 / 255, opacity: 0xC8 / 255)
    case (.actionSheet, .dark): Color.Resolved(red: 41 / 255, green: 41 / 255, blue: 41 / 255, opacity: 0xBE / 255)
    }
  }

  private var cancelBackground: Color.Resolved {
    colorScheme == .dark
      ? Color.Resolved(red: 44 / 255, green: 44 / 255, blue: 44 / 255) : Color.Resolved(red: 1, green: 1, blue: 1)
  }

  private var separator: Color.Resolved {
    switch (style, colorScheme) {
    case (.alert, .light): Color.Resolved(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
    case (.alert, .dark): Color.Resolved(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6)
    case (.actionSheet, .light): Color.Resolved(red: 201 / 255, green: 201 / 255, blue: 201 / 255, opacity: 0xD4 / 255)
    case (.actionSheet, .dark): Color.Resolved(red: 125 / 255, green: 125 / 255, blue: 125 / 255, opacity: 0xD5 / 255)
    }
  }

  func displayItems(in frame: CGRect, children: [[DisplayList.Item]], context: DisplayContext) -> [DisplayList.Item] {
    let first = hasHeader ? 1 : 0
    let frames = children.indices.map { context.frame(ofChild: $0) }
    let actions = (first..<children.count).map { context.childValue(DialogActionKey.self, at: $0) }
    let apart = Self.order(actions, style: style).apart.map { $0 + first }
    let mainFrames = frames.indices.filter { $0 != apart }.compactMap { frames[$0] }
    func fill(_ path: Path, _ color: Color.Resolved, _ bounds: CGRect) -> DisplayList.Item {
      .fill(path, paint: .color(color), bounds: bounds, evenOdd: false)
    }
    var items: [DisplayList.Item] = []
    var main: CGRect?
    if let union = mainFrames.dropFirst().reduce(mainFrames.first, { $0?.union($1) }) {
      main = union
      items.append(fill(Path(roundedRect: union, cornerRadius: Self.cornerRadius), background, union))
    }
    if let apart, let box = frames[apart] {
      items.append(fill(Path(roundedRect: box, cornerRadius: Self.cornerRadius), cancelBackground, box))
    }
    items += children.flatMap { $0 }
    // A hairline above every row of the main group but its first, and between two buttons
    // sharing a row.
    guard let main else { return items }
    let pixel = 1 / context.displayScale
    var lines: [CGFloat] = []
    for index in frames.indices where index != apart {
      guard let row = frames[index], row.minY > main.minY + pixel / 2 else { continue }
      if !lines.contains(where: { abs($0 - row.minY) < pixel / 2 }) {
        lines.append(row.minY)
        let line = CGRect(x: main.minX, y: row.minY - pixel, width: main.width, height: pixel)
        items.append(fill(Path(line), separator, line))
      }
    }
    for index in frames.indices where index != apart {
      guard let button = frames[index] else { continue }
      let beside = frames.indices.contains { other in
        guard other != index, other != apart, let left = frames[other] else { return false }
        return abs(left.minY - button.minY) < pixel / 2 && left.maxX < button.minX
      }
      if beside {
        let line = CGRect(x: button.minX - pixel, y: button.minY, width: pixel, height: button.height)
        items.append(fill(Path(line), separator, line))
      }
    }
    return items
  }
}
