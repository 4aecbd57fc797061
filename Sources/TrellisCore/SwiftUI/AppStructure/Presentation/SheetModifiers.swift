import Foundation

nonisolated extension View {
  /// Presents a sheet while `isPresented` is true.
  ///
  /// ```swift
  /// Button("Settings") { showSettings = true }
  ///   .sheet(isPresented: $showSettings) { SettingsView() }
  /// ```
  ///
  /// On iPhone the sheet is a card 10 points below the status bar, the content behind shrunk
  /// into a card; with smaller detents (``presentationDetents(_:)``) it rests lower over the
  /// dimmed content. In a regular width (iPad) it is a form sheet in the middle. Its views
  /// read `\.isPresented` as `true` and `\.dismiss` ends the presentation; `onDismiss` runs
  /// after the update in which it went.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(.sheet, "sheet", isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// Presents a sheet for `item` while it is not `nil`; a different item is a new sheet.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presenting(.sheet, "sheet", item: item, onDismiss: onDismiss, content: content)
  }

  /// Presents a view covering the whole screen while `isPresented` is true.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(.fullScreenCover, "fullScreenCover", isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// Presents a view covering the whole screen for `item` while it is not `nil`.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presenting(.fullScreenCover, "fullScreenCover", item: item, onDismiss: onDismiss, content: content)
  }

  /// Presents a popover while `isPresented` is true: a sheet in a compact width, as on iPhone,
  /// unless ``presentationCompactAdaptation(_:)`` asks for a full-screen cover.
  ///
  /// Fidelity: partial — in a regular width (iPad) the popover is drawn as a form sheet, not a
  /// bubble pointing at its anchor, and a runtime issue says so.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(.sheet, "popover", isPresented: isPresented, onDismiss: nil, content: content)
  }

  /// Presents a popover for `item` while it is not `nil`.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presenting(.sheet, "popover", item: item, onDismiss: nil, content: content)
  }

  private func presenting<Content: View>(
    _ kind: PresentationRequest.Kind, _ name: String, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
    content: @escaping () -> Content
  ) -> some View {
    modifier(
      _PresentationModifier<Content>(
        request: { identity, environment in
          guard isPresented.wrappedValue else { return nil }
          return PresentationRequest(
            kind: kind, name: name, identity: identity, environment: environment,
            dismiss: { isPresented.wrappedValue = false },
            content: { Content._makeViewList(view: content(), inputs: $0) }, isPopover: name == "popover")
        }, onDismiss: onDismiss))
  }

  private func presenting<Item: Identifiable, Content: View>(
    _ kind: PresentationRequest.Kind, _ name: String, item: Binding<Item?>, onDismiss: (() -> Void)?,
    content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      _PresentationModifier<Content>(
        request: { identity, environment in
          guard let value = item.wrappedValue else { return nil }
          return PresentationRequest(
            kind: kind, name: name, identity: identity.appending(identifier: value.id), environment: environment,
            dismiss: { item.wrappedValue = nil },
            content: { Content._makeViewList(view: content(value), inputs: $0) }, isPopover: name == "popover")
        }, onDismiss: onDismiss))
  }
}

/// Where a popover points: a rectangle or a point of the view it is attached to.
///
/// On iPhone a popover shows as a sheet, so the anchor does not change the picture.
public enum PopoverAttachmentAnchor: Sendable {
  /// A rectangle of the view.
  case rect(RectSource)
  /// A point of the view, in unit coordinates.
  case point(UnitPoint)

  /// A rectangle of the view a popover is attached to.
  public struct RectSource: Sendable {
    let rect: CGRect?

    /// The view's bounds.
    public static let bounds = RectSource(rect: nil)

    /// A rectangle in the view's coordinates.
    public static func rect(_ rect: CGRect) -> RectSource { RectSource(rect: rect) }
  }
}
