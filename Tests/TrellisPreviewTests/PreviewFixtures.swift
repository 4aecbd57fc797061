import Trellis

// Previews the tests find in this test binary's `swift5_tests` section, in every form
// `#Preview` takes. Their lines are read by `PreviewMacroTests`: keep them where they are.

/// A label of a fixed size, so that frames are exact without fonts.
struct FixtureBox: View {
  var width: CGFloat = 100

  var body: some View {
    Color.blue.frame(width: width, height: 40)
  }
}

#Preview {
  FixtureBox()
}

#Preview("Named") {
  FixtureBox(width: 120)
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
  FixtureBox(width: 80)
}

#Preview("Fixed", traits: .fixedLayout(width: 200, height: 100), .portrait) {
  FixtureBox(width: 50)
}

#Preview("Landscape", traits: .landscapeLeft) {
  FixtureBox()
}

#Preview(body: {
  FixtureBox(width: 30)
})

#Preview("Counter", traits: .sizeThatFitsLayout) {
  @Previewable @State var count = 1
  Button("Add") { count += 1 }
    .accessibilityIdentifier("add")
    .frame(width: CGFloat(count) * 10, height: 20)
}

/// The form before `#Preview`.
struct FixtureBox_Previews: PreviewProvider {
  static var previews: some View {
    FixtureBox(width: 60)
      .previewLayout(.fixed(width: 300, height: 200))
      .previewDisplayName("Wide")
    Group {
      FixtureBox(width: 70)
        .previewDevice("iPad Pro (12.9-inch) (6th generation)")
      FixtureBox(width: 90)
        .previewInterfaceOrientation(.landscapeRight)
    }
  }
}
