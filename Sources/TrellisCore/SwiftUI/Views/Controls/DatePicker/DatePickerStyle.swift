import Foundation

/// A type that specifies the appearance and interaction of all date pickers within a view
/// hierarchy.
///
/// As in SwiftUI, the protocol has no public requirements: use the built-in styles.
///
/// ```swift
/// DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
///     .datePickerStyle(.graphical)
/// ```
public protocol DatePickerStyle {}

/// A date picker style Trellis draws.
protocol BuiltInDatePickerStyle: DatePickerStyle {
  /// The picker's view.
  associatedtype Body: View
  /// Makes the picker's view.
  @ViewBuilder func makeBody(configuration: DatePickerStyleConfiguration) -> Body
}

extension BuiltInDatePickerStyle {
  /// The body, type-erased.
  func erasedBody(_ configuration: DatePickerStyleConfiguration) -> AnyView {
    AnyView(makeBody(configuration: configuration))
  }
}

/// What a date picker style draws.
struct DatePickerStyleConfiguration {
  /// The picker's label.
  let label: AnyView
  /// The date shown: the selection, clamped to the picker's range.
  let date: Date
  /// The components shown; never empty.
  let displayedComponents: DatePickerComponents
}

extension EnvironmentValues {
  /// The style `datePickerStyle(_:)` sets; `nil` for `.automatic`.
  @Entry var datePickerStyle: (any BuiltInDatePickerStyle)?
}

nonisolated extension View {
  /// Sets the style for date pickers within this view.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    transformEnvironment(\.datePickerStyle) { current in
      if let style = style as? any BuiltInDatePickerStyle {
        current = style
      } else {
        RuntimeIssues.report(
          "datePickerStyle(_:): \(S.self) is not a date picker style Trellis draws; keeping the current style.")
      }
    }
  }
}

/// The default date picker style: on iOS, ``CompactDatePickerStyle``.
///
/// Fidelity: partial — compact is the documented iOS default
/// ([`DatePickerStyle.automatic`](https://developer.apple.com/documentation/swiftui/datepickerstyle/automatic));
/// see ``CompactDatePickerStyle`` for what is measured.
public struct DefaultDatePickerStyle: DatePickerStyle {
  /// Creates a default date picker style.
  public init() {}
}

extension DefaultDatePickerStyle: BuiltInDatePickerStyle {
  func makeBody(configuration: DatePickerStyleConfiguration) -> some View {
    CompactDatePickerStyle().makeBody(configuration: configuration)
  }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The default date picker style.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
