import Foundation
import Testing
import TrellisGalleryViews
import TrellisTesting

/// The seeds' checklist row with a spacer between image and text, its parts tagged.
struct TaggedChecklistRow: View {
  var border = Color.blue

  var body: some View {
    HStack {
      Image(systemName: "checkmark").accessibilityIdentifier("check")
      Spacer()
      Text("Milk").accessibilityIdentifier("name")
    }
    .border(border)
    .accessibilityIdentifier("row")
  }
}

@MainActor
@Suite struct FrameExpectationTests {
  let window = CGSize(width: 390, height: 844)

  @Test func unroundedFrames() {
    expectFrames(
      of: TaggedChecklistRow(), in: window, displayScale: 3,
      equal: [
        "row": CGRect(x: 0, y: 411.833, width: 390, height: 20.333),
        "check": CGRect(x: 0, y: 415.333, width: 17.333, height: 13.333),
        "name": CGRect(x: 359, y: 411.833, width: 31, height: 20.333),
      ])
  }

  @Test func roundedFramesOnDevice() {
    expectFrames(
      of: TaggedChecklistRow(), device: .iPhone,
      equal: [
        // Centred in the safe area: 47 points at the top, 34 at the bottom.
        "row": CGRect(x: 0, y: 418.333, width: 390, height: 20.333),
        "check": CGRect(x: 0, y: 422, width: 17.333, height: 13.333),
      ],
      rounded: true)
  }

  @Test func oneFrameOfAGalleryExample() {
    expectFrame(
      "example", of: example("checklist-row").accessibilityIdentifier("example"), in: window, displayScale: 3,
      equals: CGRect(x: 167, y: 412, width: 56.333, height: 20.333), rounded: true)
  }

  @Test func mismatchIsOneIssueWithADiff() {
    let issues = Counter()
    withKnownIssue {
      expectFrames(
        of: TaggedChecklistRow(), in: window, displayScale: 3,
        equal: [
          "row": CGRect(x: 0, y: 411.833, width: 390, height: 20.333),  // right
          "name": CGRect(x: 350, y: 411.833, width: 40, height: 20.333),  // wrong
          "ghost": CGRect(x: 0, y: 0, width: 10, height: 10),  // tags no view
        ])
    } matching: { issue in
      issues.increment()
      let comment = issue.comments.map(\.rawValue).joined(separator: "\n")
      let lines = comment.split(separator: "\n").map(String.init)
      return lines.contains("- name: (350, 411.833, 40, 20.333)")
        && lines.contains("+ name: (359, 411.833, 31, 20.333)")
        && lines.contains("- ghost: (0, 0, 10, 10)")
        && lines.contains("+ ghost: missing (no view is tagged .accessibilityIdentifier(\"ghost\"))")
        && !comment.contains("- row:")
        && comment.contains("Text \"Milk\" #name (359, 412, 31, 20.333)")  // the dump
    }
    #expect(issues.value == 1)
  }
}

/// A count that a `@Sendable` closure can increase.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  func increment() { lock.withLock { count += 1 } }
}

@MainActor
@Suite struct PNGDiffingTests {
  func png(_ view: some View, scale: CGFloat = 2) throws -> Data {
    let renderer = ImageRenderer(content: view)
    renderer.scale = scale
    return try renderer.pngData()
  }

  @Test func identicalImagesMatch() throws {
    let image = try png(TaggedChecklistRow())
    #expect(Diffing<Data>.png().diffV2(image, image) == nil)
  }

  @Test func differentPixelsAreCounted() throws {
    let blue = try png(TaggedChecklistRow(border: .blue))
    let red = try png(TaggedChecklistRow(border: .red))
    let failure = try #require(Diffing<Data>.png().diffV2(blue, red))
    #expect(failure.0.contains("pixels ("), "\(failure.0)")
    #expect(failure.0.contains("differ by more than 2 in a channel (max channel delta 255); at most 0.1 % may."))
    // Loose enough, the same images match.
    #expect(Diffing<Data>.png(tolerance: 255).diffV2(blue, red) == nil)
    #expect(Diffing<Data>.png(maxDifferentFraction: 1).diffV2(blue, red) == nil)
  }

  @Test func sizesMustAgree() throws {
    let small = try png(TaggedChecklistRow(), scale: 1)
    let large = try png(TaggedChecklistRow(), scale: 2)
    let failure = try #require(Diffing<Data>.png(maxDifferentFraction: 1).diffV2(small, large))
    #expect(failure.0.hasPrefix("The image is "))
  }

  @Test func notAPNG() {
    let failure = Diffing<Data>.png().diffV2(Data("not a png".utf8), Data())
    #expect(failure?.0 == "The reference is not a PNG image Cairo can read.")
  }
}
