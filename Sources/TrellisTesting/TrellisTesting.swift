// TrellisTesting: test helpers for projects that use Trellis.
//
// - `expectFrames(of:in:displayScale:…equal:)` (Swift Testing) lays a view out and compares the
//   frames of the views tagged `.accessibilityIdentifier(_:)` with expected ones, recording one
//   issue with a line-by-line diff and the frame tree when they differ.
// - Snapshot strategies for pointfreeco/swift-snapshot-testing: `.frames(…)`, `.displayList(…)`,
//   `.svg(…)` and `.png(…)` on `Snapshotting where Value: View`, and a tolerant
//   `Diffing<Data>.png(…)`.
//
// `import TrellisTesting` brings `Trellis` and `SnapshotTesting` along.
//
// CI must never record references: run the tests with the environment variable
// `SNAPSHOT_TESTING_RECORD=never`, so that a missing reference fails instead of being written.

@_exported import SnapshotTesting
@_exported import Trellis
