import Foundation
import Testing
import TrellisGalleryViews
import TrellisTesting

// Snapshot tests of the seeds' examples with TrellisTesting's strategies. References live in
// `__Snapshots__/SeedSnapshotTests/<test>.<example>.<ext>`. The record mode comes from the
// environment: CI runs with `SNAPSHOT_TESTING_RECORD=never`; to record a new reference locally,
// run `SNAPSHOT_TESTING_RECORD=missing swift test --filter TrellisSnapshotTests`, look at it, and
// commit it.

/// The width the pictures are proposed: enough for the spacers to matter and long text to wrap.
let pictureProposal = ProposedViewSize(width: 320, height: nil)

/// The seed examples under test.
let seedExamples = ["checklist-row", "checklist-row-spacer-between", "message-row-framed", "adaptive-stack"]

/// The gallery's view called `name`.
@MainActor
func example(_ name: String) -> AnyView {
  guard let example = Gallery.examples.first(where: { $0.name == name }) else {
    Issue.record("No gallery example \(name)")
    return AnyView(EmptyView())
  }
  return example.view
}

@MainActor
@Suite struct SeedSnapshotTests {
  @Test(arguments: seedExamples)
  func framesOnIPhone(example name: String) {
    assertSnapshot(of: example(name), as: .frames(device: .iPhone), named: name)
  }

  @Test func adaptiveStackFramesOnIPad() {
    assertSnapshot(of: example("adaptive-stack"), as: .frames(device: .iPad), named: "adaptive-stack")
  }

  @Test func framesInWindow() {
    assertSnapshot(
      of: example("message-row-framed"), as: .frames(size: CGSize(width: 320, height: 200), displayScale: 2),
      named: "message-row-framed")
  }

  @Test(arguments: seedExamples)
  func svg(example name: String) {
    assertSnapshot(of: example(name), as: .svg(proposal: pictureProposal, scale: 2), named: name)
  }

  @Test(arguments: seedExamples)
  func png(example name: String) {
    assertSnapshot(of: example(name), as: .png(proposal: pictureProposal, scale: 2), named: name)
  }

  @Test func pngAtIdealSize() {
    assertSnapshot(of: example("message-row-framed"), as: .png(scale: 3), named: "message-row-framed")
  }

  @Test func framesAtIdealSize() {
    assertSnapshot(of: example("message-row-framed"), as: .frames(proposal: .unspecified), named: "message-row-framed")
  }

  @Test func displayList() {
    assertSnapshot(of: example("message-row-framed"), as: .displayList(scale: 2), named: "message-row-framed")
  }
}
