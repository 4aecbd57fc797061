// `import Charts` in a preview runner: Swift Charts' API (`Chart`, the marks, scales, axes,
// legends, `ChartProxy`), which TrellisCharts builds from Trellis' views (docs/TrellisCharts.md).
// Apple's Charts re-exports SwiftUI; TrellisCharts re-exports Trellis.
@_exported import TrellisCharts
