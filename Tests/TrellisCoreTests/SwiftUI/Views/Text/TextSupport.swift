import Foundation
import TrellisCore
import TrellisCoreTestSupport

/// The request of the first text `view` draws, laid out in a 390 × 844 window.
@MainActor
func drawnText(_ view: some View) -> TextLayoutRequest? {
  firstText(in: LayoutHost(view, size: CGSize(width: 390, height: 844)).displayList().items)
}

/// The runs of the first text `view` draws, as the measurer sees them.
@MainActor
func drawnRuns(_ view: some View) -> [TextRun] { drawnText(view)?.runs ?? [] }

@MainActor
private func firstText(in items: [DisplayList.Item]) -> TextLayoutRequest? {
  for item in items {
    switch item {
    case .text(let request, _, _): return request
    case .group(let children, _): if let found = firstText(in: children) { return found }
    default: continue
    }
  }
  return nil
}
