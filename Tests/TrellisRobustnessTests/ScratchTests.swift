import Foundation
import Testing
@testable import TrellisRender

@Test func scratchTraceD() throws {
  let row = HStack(alignment: .center, spacing: 0) {
    Circle().frame(width: 40, height: 40).padding(.trailing, 8)
    VStack(alignment: .leading, spacing: 0) { Color.gray.frame(height: 18); Color.gray.frame(height: 14) }.frame(minWidth: 0, maxWidth: .infinity)
  }.padding(8)
  let v = VStack(alignment: .leading, spacing: 0) { row; row }.frame(width: 390)
  let h = LayoutHost(v, proposal: ProposedViewSize(width: 390, height: nil), tracing: true)
  print(h.trace!.description)
  print(h.statistics)
}
