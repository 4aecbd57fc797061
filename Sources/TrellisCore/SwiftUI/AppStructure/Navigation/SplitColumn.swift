import Foundation

/// One column of a split view: a navigation stack, with a hairline along its trailing edge.
nonisolated struct SplitColumn: View {
  let root: AnyView
  let hasSeparator: Bool

  var body: some View {
    NavigationStack { root }
      .overlay(alignment: .trailing) {
        if hasSeparator {
          VerticalHairline().ignoresSafeArea()
        }
      }
  }
}

/// A vertical line one pixel wide in the separator colour, as tall as it is offered.
nonisolated struct VerticalHairline: View {
  @Environment(\.pixelLength) private var pixelLength

  var body: some View {
    Rectangle().fill(Color.separator).frame(width: pixelLength)
  }
}
