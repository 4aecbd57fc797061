import Foundation

/// Defines the implementation of all gauge instances within a view hierarchy.
///
/// ```swift
/// struct PercentGaugeStyle: GaugeStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             configuration.label
///             Text("\(Int(configuration.value * 100)) %")
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol GaugeStyle {
  /// A view representing the body of a gauge.
  associatedtype Body: View

  /// Creates a view representing the body of a gauge.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

  /// The properties of a gauge instance.
  typealias Configuration = GaugeStyleConfiguration
}

/// The properties of a gauge instance.
public struct GaugeStyleConfiguration {
  /// A type-erased label of a gauge, describing its purpose.
  nonisolated public struct Label: View {
    let content: AnyView

    /// The label the gauge was created with.
    public var body: some View { content }
  }

  /// A type-erased value label of a gauge that contains the current value.
  nonisolated public struct CurrentValueLabel: View {
    let content: AnyView

    /// The current value label the gauge was created with.
    public var body: some View { content }
  }

  /// A type-erased value label of a gauge describing the minimum or maximum value.
  nonisolated public struct MarkedValueLabel: View {
    let content: AnyView

    /// The value label the gauge was created with.
    public var body: some View { content }
  }

  /// A type-erased collection of the marked value labels of a gauge.
  nonisolated public struct MarkedValueLabels: View {
    let content: AnyView

    /// The marked value labels the gauge was created with.
    public var body: some View { content }
  }

  /// The current value of the gauge, as a fraction of its range: 0 at the lower bound, 1 at the
  /// upper bound.
  public var value: Double

  /// A view that describes the purpose of the gauge.
  public var label: Label

  /// A view that describes the current value; `nil` when the gauge has none.
  public var currentValueLabel: CurrentValueLabel?

  /// A view that describes the minimum of the range; `nil` when the gauge has none.
  public var minimumValueLabel: MarkedValueLabel?

  /// A view that describes the maximum of the range; `nil` when the gauge has none.
  public var maximumValueLabel: MarkedValueLabel?

  /// The views that mark values along the gauge.
  public var markedValueLabels: MarkedValueLabels
}

extension GaugeStyleConfiguration: StyleConfiguration {
  /// Gauges without a style are drawn by `.automatic`.
  static var automaticStyle: AnyStyle<Self> { AnyStyle(DefaultGaugeStyle()) { $0.makeBody(configuration: $1) } }
}

nonisolated extension View {
  /// Sets the style for gauges within this view.
  ///
  /// ```swift
  /// Gauge(value: battery) { Text("Battery") }.gaugeStyle(.accessoryCircularCapacity)
  /// ```
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    pushStyle(style) { $0.makeBody(configuration: $1) }
  }
}
