import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// `AsyncImage`'s phases, URL kinds, scale, runtime issue and frames.
///
/// Evidence for Apple's behaviour: the `AsyncImage` documentation ("Until the image loads, the
/// view displays a standard placeholder that fills the available space"; a `nil` URL, or a load
/// not yet finished, is the `.empty` phase; a failed load is `.failure` and the
/// `content:placeholder:` form keeps its placeholder; `scale` 2 is an `@2x` image), and
/// OpenSwiftUI's reimplementation audited against iOS 18 (the placeholder is a redacted image;
/// the loaded image is `Image(decorative:scale:)`; content is made one view).
@MainActor
@Suite("Images: AsyncImage")
struct AsyncImageTests {
  nonisolated static let window = CGSize(width: 300, height: 400)

  /// A host of `view` whose views load with `loader`.
  static func host<V: View>(_ view: V, loader: AsyncImageLoader? = nil) -> LayoutHost {
    var environment = EnvironmentValues()
    environment.asyncImageLoader = loader
    return LayoutHost(view, size: window, environment: environment)
  }

  static func dataURL(_ data: Data, type: String = "image/png") -> URL {
    URL(string: "data:\(type);base64,\(data.base64EncodedString())")!
  }

  nonisolated static let remote = URL(string: "https://example.com/photo.png")!

  @Test("With no content closure the empty phase is a placeholder that fills the proposal: 300 × 400")
  func placeholderFillsTheProposal() {
    let host = Self.host(AsyncImage(url: nil).accessibilityIdentifier("i"))
    #expect(host.unroundedFrame(of: "i") == CGRect(x: 0, y: 0, width: 300, height: 400))
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("The placeholder takes a frame's size and draws a grey fill there")
  func placeholderDrawsAGreyFill() {
    let host = Self.host(AsyncImage(url: nil).frame(width: 200, height: 100).accessibilityIdentifier("i"))
    #expect(host.unroundedFrame(of: "i") == CGRect(x: 50, y: 150, width: 200, height: 100))
    // Black at 16 % opacity (0x29 = 41 ≈ 0.16 × 255).
    let drawn = host.displayList().description
    #expect(drawn.contains("fill #00000029 (50, 150, 200, 100)"), "\(drawn)")
  }

  @Test("A data URL loads: the image is its pixels in points, 40 × 30, centred in the window")
  func dataURLLoads() {
    let url = Self.dataURL(TestImages.png(width: 40, height: 30))
    let host = Self.host(AsyncImage(url: url).accessibilityIdentifier("i"))
    #expect(host.unroundedFrame(of: "i") == CGRect(x: 130, y: 185, width: 40, height: 30))
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test(
    "Scale 2 makes 40 × 30 pixels a 20 × 15-point image", arguments: [(1.0, 40.0, 30.0), (2, 20, 15), (4, 10, 7.5)])
  func scaleDividesThePixels(scale: CGFloat, width: CGFloat, height: CGFloat) {
    let url = Self.dataURL(TestImages.png(width: 40, height: 30))
    let host = Self.host(AsyncImage(url: url, scale: scale).accessibilityIdentifier("i"))
    #expect(host.unroundedFrame(of: "i")?.size == CGSize(width: width, height: height))
  }

  @Test("A file URL loads the file's image: 24 × 12")
  func fileURLLoads() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-async-\(UUID()).png")
    try TestImages.png(width: 24, height: 12).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let host = Self.host(AsyncImage(url: url).accessibilityIdentifier("i"))
    #expect(host.unroundedFrame(of: "i")?.size == CGSize(width: 24, height: 12))
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("A remote URL with no loader stays empty, shows the placeholder and says why")
  func remoteURLStaysEmptyWithAnIssue() {
    let host = Self.host(AsyncImage(url: Self.remote).accessibilityIdentifier("i"))
    #expect(host.unroundedFrame(of: "i")?.size == Self.window)
    #expect(
      host.runtimeIssues.contains {
        $0.hasPrefix("AsyncImage does not load 'https://example.com/photo.png': Trellis makes no network request")
      }, "\(host.runtimeIssues)")
  }

  @Test("The host's loader answers a remote URL with a chosen picture: 50 × 20")
  func loaderAnswersARemoteURL() {
    let loader = AsyncImageLoader.mapping([Self.remote: TestImages.png(width: 50, height: 20)])
    let host = Self.host(AsyncImage(url: Self.remote).accessibilityIdentifier("i"), loader: loader)
    #expect(host.unroundedFrame(of: "i")?.size == CGSize(width: 50, height: 20))
    #expect(host.runtimeIssues.isEmpty)
  }

  /// What the phase closure was called with, in order.
  final class PhaseLog: @unchecked Sendable {
    var phases: [String] = []
  }

  static func name(_ phase: AsyncImagePhase) -> String {
    switch phase {
    case .empty: "empty"
    case .success: "success"
    case .failure(let error): "failure: \(error)"
    }
  }

  @Test("The phases: empty while loading, then success; the content closure sees both")
  func phasesEmptyThenSuccess() {
    let log = PhaseLog()
    let url = Self.dataURL(TestImages.png(width: 8, height: 8))
    let host = Self.host(
      AsyncImage(url: url) { phase in
        let _ = log.phases.append(Self.name(phase))
        if let image = phase.image { image.resizable() } else { Color.blue }
      }
      .frame(width: 100, height: 60).accessibilityIdentifier("i"))
    #expect(host.unroundedFrame(of: "i")?.size == CGSize(width: 100, height: 60))
    #expect(log.phases.first == "empty")
    #expect(log.phases.last == "success")
  }

  @Test("A nil URL is the empty phase, and never loads")
  func nilURLIsEmpty() {
    let log = PhaseLog()
    let host = Self.host(
      AsyncImage(url: nil) { phase in
        let _ = log.phases.append(Self.name(phase))
        Color.blue.frame(width: 10, height: 10)
      })
    _ = host.runtimeIssues
    #expect(Set(log.phases) == ["empty"])
  }

  @Test(
    "A load that fails is the failure phase with its reason",
    arguments: [
      ("data:image/png;base64,bm90IGFuIGltYWdl", "The data of 'data:image/png;base64,…' is no PNG or JPEG image"),
      ("file:///no/such/trellis/image.png", "The file '/no/such/trellis/image.png' is missing or not an image"),
    ])
  func failurePhase(url: String, reason: String) {
    let log = PhaseLog()
    let host = Self.host(
      AsyncImage(url: URL(string: url)!) { phase in
        let _ = log.phases.append(Self.name(phase))
        if phase.error != nil { Color.red.frame(width: 20, height: 20) } else { Color.blue }
      }
      .accessibilityIdentifier("i"))
    #expect(host.unroundedFrame(of: "i")?.size == CGSize(width: 20, height: 20))
    #expect(log.phases.last == "failure: \(reason)")
  }

  struct Refused: Error {}

  @Test("A loader that throws fails the load with its error")
  func loaderErrorIsTheFailure() {
    let loader = AsyncImageLoader { _ in throw Refused() }
    let log = PhaseLog()
    let host = Self.host(
      AsyncImage(url: Self.remote) { phase in
        let _ = log.phases.append(phase.error is Refused ? "refused" : Self.name(phase))
        Color.red
      }, loader: loader)
    _ = host.runtimeIssues
    #expect(log.phases.last == "refused")
  }

  @Test("content:placeholder: shows the placeholder until the image loads, and keeps it when the load fails")
  func contentPlaceholderForm() {
    let failing = Self.host(
      AsyncImage(url: URL(string: "file:///no/such/trellis/image.png")) { image in
        image.resizable()
      } placeholder: {
        Color.gray.frame(width: 30, height: 30)
      }
      .accessibilityIdentifier("i"))
    #expect(failing.unroundedFrame(of: "i")?.size == CGSize(width: 30, height: 30))
    let loading = Self.host(
      AsyncImage(url: Self.dataURL(TestImages.png(width: 8, height: 4))) { image in
        image.resizable()
      } placeholder: {
        Color.gray.frame(width: 30, height: 30)
      }
      .frame(width: 80).accessibilityIdentifier("i"))
    #expect(loading.unroundedFrame(of: "i")?.size == CGSize(width: 80, height: 400))
  }

  @Test("Several views of the content are one view, stacked vertically: 20 + 8 + 30 points high")
  func contentIsOneView() {
    let host = Self.host(
      AsyncImage(url: nil) { _ in
        Color.red.frame(width: 10, height: 20)
        Color.blue.frame(width: 40, height: 30)
      }
      .accessibilityIdentifier("i"))
    #expect(host.unroundedFrame(of: "i")?.size == CGSize(width: 40, height: 58))
  }

  /// A view whose URL a test changes through its state.
  struct Switching: View {
    @State var url: URL?
    let next: URL
    var body: some View {
      VStack {
        AsyncImage(url: url).accessibilityIdentifier("i")
        Button("Next") { url = next }.accessibilityIdentifier("next")
      }
    }
  }

  @Test("A new URL loads again: 40 × 30 then 10 × 10")
  func changingTheURLLoadsAgain() {
    let first = Self.dataURL(TestImages.png(width: 40, height: 30))
    let second = Self.dataURL(TestImages.png(width: 10, height: 10))
    let host = Self.host(Switching(url: first, next: second))
    #expect(host.unroundedFrame(of: "i")?.size == CGSize(width: 40, height: 30))
    #expect(host.tap("next"))
    #expect(host.unroundedFrame(of: "i")?.size == CGSize(width: 10, height: 10))
  }

  @Test("The phase changes in the transaction given: its animation is recorded on the view, as animation(_:value:) is")
  func transactionAppliesToThePhaseChange() {
    let url = Self.dataURL(TestImages.png(width: 8, height: 8))
    let animated = Self.host(
      AsyncImage(url: url, transaction: Transaction(animation: .easeInOut)) { _ in Color.blue }
        .accessibilityIdentifier("i"))
    #expect(animated.animations(of: "i") == [.easeInOut])
    let plain = Self.host(AsyncImage(url: url) { _ in Color.blue }.accessibilityIdentifier("i"))
    #expect(plain.animations(of: "i").isEmpty)
  }
}
