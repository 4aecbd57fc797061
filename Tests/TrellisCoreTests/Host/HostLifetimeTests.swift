import Testing

@testable import TrellisCore
import TrellisCoreTestSupport

/// A host frees everything it made when it goes, even where a layout's cache holds the
/// subviews that refer back to the engine (a Grid's cache does; a user's `Layout` may).
@MainActor
@Suite("Engine: host lifetime")
struct HostLifetimeTests {
  /// A layout whose cache keeps its subviews, as SwiftUI allows.
  private struct KeepsSubviews: Layout {
    struct Cache { var subviews: Subviews }

    func makeCache(subviews: Subviews) -> Cache { Cache(subviews: subviews) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
      cache.subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
      cache.subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
  }

  private func engineOutlivesHost(_ view: some View) -> Bool {
    weak var engine: LayoutEngine?
    do {
      let host = LayoutHost(view, size: CGSize(width: 100, height: 100))
      engine = host.engine
      #expect(engine != nil)
    }
    return engine != nil
  }

  @Test("A host with a Grid frees its engine")
  func gridHostFreesEngine() {
    #expect(!engineOutlivesHost(Grid { GridRow { Color.red } }))
  }

  @Test("A host with a layout that keeps its subviews in its cache frees its engine")
  func cachingLayoutHostFreesEngine() {
    #expect(!engineOutlivesHost(KeepsSubviews { Color.red }))
  }
}
