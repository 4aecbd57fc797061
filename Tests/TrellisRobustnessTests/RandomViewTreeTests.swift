import Foundation
import PropertyBased
import Testing
import Trellis

/// A random view tree, as data: printable, so a failing case shows the tree it failed on.
indirect enum TreeSpec: Sendable, CustomStringConvertible {
  case color, rectangle, circle, capsule, text(String), spacer, divider
  case hstack(CGFloat?, [TreeSpec]), vstack(CGFloat?, [TreeSpec]), zstack([TreeSpec])
  case frame(CGFloat?, CGFloat?, TreeSpec)
  case flexibleFrame(min: CGFloat?, ideal: CGFloat?, max: CGFloat?, TreeSpec)
  case padding(CGFloat, TreeSpec), fixedSize(TreeSpec), layoutPriority(Double, TreeSpec)
  case aspectRatio(CGFloat?, fit: Bool, TreeSpec), offset(CGFloat, TreeSpec)
  case background(TreeSpec, TreeSpec), overlay(TreeSpec, TreeSpec)
  case geometryReader(TreeSpec), viewThatFits([TreeSpec]), grid([[TreeSpec]])
  // Drawing values, each from a class that includes NaN, ±∞, ±1e300, −0 and subnormals.
  case styledText(String, size: CGFloat, tracking: CGFloat, lineSpacing: CGFloat)
  case colour(red: Double, hue: Double, opacity: Double)
  case gradient(stop: CGFloat)
  case stroke(lineWidth: CGFloat, dash: [CGFloat])
  case rotation(Double, TreeSpec), shadow(radius: CGFloat, x: CGFloat, TreeSpec), opacity(Double, TreeSpec)
  case cornerRadius(CGFloat, TreeSpec)

  var description: String {
    switch self {
    case .color: "Color.red"
    case .rectangle: "Rectangle()"
    case .circle: "Circle()"
    case .capsule: "Capsule()"
    case .text(let s): "Text(\"\(s)\")"
    case .spacer: "Spacer()"
    case .divider: "Divider()"
    case .hstack(let s, let c):
      "HStack(spacing: \(s.map { "\($0)" } ?? "nil")) { \(c.map(\.description).joined(separator: "; ")) }"
    case .vstack(let s, let c):
      "VStack(spacing: \(s.map { "\($0)" } ?? "nil")) { \(c.map(\.description).joined(separator: "; ")) }"
    case .zstack(let c): "ZStack { \(c.map(\.description).joined(separator: "; ")) }"
    case .frame(let w, let h, let c): "\(c).frame(width: \(String(describing: w)), height: \(String(describing: h)))"
    case .flexibleFrame(let a, let b, let m, let c):
      "\(c).frame(minWidth: \(String(describing: a)), idealWidth: \(String(describing: b)), maxWidth: \(String(describing: m)))"
    case .padding(let p, let c): "\(c).padding(\(p))"
    case .fixedSize(let c): "\(c).fixedSize()"
    case .layoutPriority(let p, let c): "\(c).layoutPriority(\(p))"
    case .aspectRatio(let r, let fit, let c):
      "\(c).aspectRatio(\(String(describing: r)), contentMode: \(fit ? ".fit" : ".fill"))"
    case .offset(let o, let c): "\(c).offset(x: \(o))"
    case .background(let c, let b): "\(c).background(\(b))"
    case .overlay(let c, let o): "\(c).overlay(\(o))"
    case .geometryReader(let c): "GeometryReader { _ in \(c) }"
    case .viewThatFits(let c): "ViewThatFits { \(c.map(\.description).joined(separator: "; ")) }"
    case .grid(let rows):
      "Grid { \(rows.map { "GridRow { \($0.map(\.description).joined(separator: "; ")) }" }.joined(separator: "; ")) }"
    case .styledText(let s, let size, let tracking, let spacing):
      "Text(\"\(s.debugDescription)\").font(.system(size: \(size))).tracking(\(tracking)).lineSpacing(\(spacing))"
    case .colour(let red, let hue, let opacity):
      "HStack { Color(red: \(red), green: 0.5, blue: 0.5); Color(hue: \(hue), saturation: 1, brightness: 1).opacity(\(opacity)) }"
    case .gradient(let stop): "LinearGradient(stops: [red at 0, blue at \(stop)])"
    case .stroke(let width, let dash): "Circle().stroke(style: StrokeStyle(lineWidth: \(width), dash: \(dash)))"
    case .rotation(let angle, let c): "\(c).rotationEffect(.degrees(\(angle)))"
    case .shadow(let radius, let x, let c): "\(c).shadow(radius: \(radius), x: \(x))"
    case .opacity(let value, let c): "\(c).opacity(\(value))"
    case .cornerRadius(let radius, let c): "\(c).cornerRadius(\(radius))"
    }
  }

  var view: AnyView {
    switch self {
    case .color: AnyView(Color.red)
    case .rectangle: AnyView(Rectangle())
    case .circle: AnyView(Circle())
    case .capsule: AnyView(Capsule())
    case .text(let s): AnyView(Text(s))
    case .spacer: AnyView(Spacer())
    case .divider: AnyView(Divider())
    case .hstack(let s, let c): AnyView(HStack(spacing: s) { ForEach(c.indices, id: \.self) { c[$0].view } })
    case .vstack(let s, let c): AnyView(VStack(spacing: s) { ForEach(c.indices, id: \.self) { c[$0].view } })
    case .zstack(let c): AnyView(ZStack { ForEach(c.indices, id: \.self) { c[$0].view } })
    case .frame(let w, let h, let c): AnyView(c.view.frame(width: w, height: h))
    case .flexibleFrame(let a, let b, let m, let c): AnyView(c.view.frame(minWidth: a, idealWidth: b, maxWidth: m))
    case .padding(let p, let c): AnyView(c.view.padding(p))
    case .fixedSize(let c): AnyView(c.view.fixedSize())
    case .layoutPriority(let p, let c): AnyView(c.view.layoutPriority(p))
    case .aspectRatio(let r, let fit, let c): AnyView(c.view.aspectRatio(r, contentMode: fit ? .fit : .fill))
    case .offset(let o, let c): AnyView(c.view.offset(x: o))
    case .background(let c, let b): AnyView(c.view.background(b.view))
    case .overlay(let c, let o): AnyView(c.view.overlay(o.view))
    case .geometryReader(let c): AnyView(GeometryReader { _ in c.view })
    case .viewThatFits(let c): AnyView(ViewThatFits { ForEach(c.indices, id: \.self) { c[$0].view } })
    case .grid(let rows):
      AnyView(
        Grid {
          ForEach(rows.indices, id: \.self) { r in GridRow { ForEach(rows[r].indices, id: \.self) { rows[r][$0].view } }
          }
        })
    case .styledText(let s, let size, let tracking, let spacing):
      AnyView(Text(s).font(.system(size: size)).tracking(tracking).lineSpacing(spacing))
    case .colour(let red, let hue, let opacity):
      AnyView(
        HStack {
          Color(red: red, green: 0.5, blue: 0.5)
          Color(hue: hue, saturation: 1, brightness: 1).opacity(opacity)
        })
    case .gradient(let stop):
      AnyView(
        LinearGradient(
          stops: [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: stop)],
          startPoint: .leading, endPoint: .trailing))
    case .stroke(let width, let dash):
      AnyView(Circle().stroke(Color.blue, style: StrokeStyle(lineWidth: width, dash: dash)))
    case .rotation(let angle, let c): AnyView(c.view.rotationEffect(.degrees(angle)))
    case .shadow(let radius, let x, let c): AnyView(c.view.shadow(radius: radius, x: x))
    case .opacity(let value, let c): AnyView(c.view.opacity(value))
    case .cornerRadius(let radius, let c): AnyView(c.view.cornerRadius(radius))
    }
  }

  /// Whether the tree's outermost view is an offset, which moves it after layout.
  var isOffset: Bool {
    if case .offset = self { true } else { false }
  }

  /// Whether the tree holds a view whose ideal size SwiftUI does not promise to reproduce when
  /// proposed back, or which reads its proposal: text (wrapping), GeometryReader, ViewThatFits,
  /// aspectRatio (an unspecified side lets it scale by any factor, a specified one does not),
  /// a flexible frame with an ideal but not both bounds: its ideal answers an unspecified
  /// proposal, but proposed that length it answers its child's (docs/LayoutRules.md §1.6), so
  /// `ZStack {}.frame(idealWidth: 40)` is 40 wide ideally and 0 wide when offered 40; and
  /// `Circle`, a square of the smaller side offered, whose width depends on the height: in
  /// `HStack { Circle().frame(maxWidth: 60).padding(4); Circle() }` the stack's share-out gives
  /// the circles other widths than their ideal ones, so the row comes back shorter; and a
  /// `layoutPriority` other than 0, a `Spacer` and a flexible frame with a minimum: a stack sums
  /// its children's ideals, but offered that sum it shares it out by its own rule (§1.3) — a
  /// higher-priority child first, and a flexible child with a minimum last, after a capped one
  /// took an even share that counted that minimum — and may overflow (`IdealSizeTests`).
  var hasProposalDependentView: Bool {
    switch self {
    case .text, .styledText, .geometryReader, .viewThatFits, .aspectRatio, .circle, .spacer, .stroke: true
    case .colour, .gradient: false
    case .rotation(_, let c), .shadow(_, _, let c), .opacity(_, let c), .cornerRadius(_, let c):
      c.hasProposalDependentView
    case .layoutPriority(let priority, _) where priority != 0: true
    case .flexibleFrame(let min?, _, _, _) where min > 0: true
    case .flexibleFrame(let min, let ideal, let max, _) where ideal != nil && (min == nil || max == nil): true
    case .color, .rectangle, .capsule, .divider: false
    case .hstack(_, let c), .vstack(_, let c), .zstack(let c): c.contains { $0.hasProposalDependentView }
    case .frame(_, _, let c), .flexibleFrame(_, _, _, let c), .padding(_, let c), .fixedSize(let c),
      .layoutPriority(_, let c), .offset(_, let c):
      c.hasProposalDependentView
    case .background(let a, let b), .overlay(let a, let b): a.hasProposalDependentView || b.hasProposalDependentView
    case .grid(let rows): rows.joined().contains { $0.hasProposalDependentView }
    }
  }
}

/// A small generator seeded from the property-based library's seeded generator, so every tree is
/// reproducible from the seed the library prints.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Draws random trees of depth ≤ 6 and at most 30 nodes from a seeded generator.
struct TreeBuilder<R: RandomNumberGenerator> {
  var rng: R
  var budget = 30

  mutating func length(_ values: [CGFloat?]) -> CGFloat? { values.randomElement(using: &rng)! }
  mutating func number(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(Int.random(in: range, using: &rng)) }

  /// The values a drawing parameter may take: ordinary ones, and every class of bad one.
  static var drawingValues: [CGFloat] {
    [
    0, 1, 2.5, 17, 40, -3, .nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude, -0.0,
    .leastNonzeroMagnitude,
    ]
  }

  mutating func drawingValue() -> CGFloat { Self.drawingValues.randomElement(using: &rng)! }

  /// The same without huge finite values, for parameters the frame dump prints: the core's
  /// `formatLength` converts to `Int` and traps beyond 9.2e18 (reported to the core's owner).
  mutating func printedDrawingValue() -> CGFloat {
    Self.drawingValues.filter { !$0.isFinite || abs($0) < 1e15 }.randomElement(using: &rng)!
  }

  mutating func children(_ depth: Int, max: Int = 4) -> [TreeSpec] {
    (0..<Int.random(in: 0...max, using: &rng)).compactMap { _ in budget > 0 ? tree(depth: depth) : nil }
  }

  mutating func tree(depth: Int) -> TreeSpec {
    budget -= 1
    let leaves: [TreeSpec] = [
      .color, .rectangle, .circle, .capsule, .text("Hello"), .text("A longer line of text"), .spacer, .divider,
    ]
    if depth >= 6 || budget <= 0 || Int.random(in: 0..<10, using: &rng) < 3 {
      switch Int.random(in: 0..<12, using: &rng) {
      case 0:
        let text = ["Hi 牛奶 🥛", "a\u{0}b", "حليب", String(repeating: "w", count: 30)].randomElement(using: &rng)!
        return .styledText(text, size: drawingValue(), tracking: drawingValue(), lineSpacing: drawingValue())
      case 1: return .colour(red: Double(drawingValue()), hue: Double(drawingValue()), opacity: Double(drawingValue()))
      case 2: return .gradient(stop: drawingValue())
      case 3:
        let dash = [[], [drawingValue(), drawingValue()], [0, 0]].randomElement(using: &rng)!
        return .stroke(lineWidth: printedDrawingValue(), dash: dash)
      default: return leaves.randomElement(using: &rng)!
      }
    }
    let spacing = length([nil, 0, 4, 10])
    switch Int.random(in: 0..<18, using: &rng) {
    case 0: return .hstack(spacing, children(depth + 1))
    case 1: return .vstack(spacing, children(depth + 1))
    case 2: return .zstack(children(depth + 1))
    case 3: return .frame(length([nil, 0, 20, 75]), length([nil, 0, 30, 120]), tree(depth: depth + 1))
    case 4:
      let a = length([nil, 0, 10, 50]), b = length([nil, 40, 100]), m = length([nil, 60, 200, .infinity])
      return .flexibleFrame(min: a, ideal: b, max: m, tree(depth: depth + 1))
    case 5: return .padding(number(0...20), tree(depth: depth + 1))
    case 6: return .fixedSize(tree(depth: depth + 1))
    case 7: return .layoutPriority(Double(Int.random(in: -1...2, using: &rng)), tree(depth: depth + 1))
    case 8: return .aspectRatio(length([nil, 0.5, 1, 2]), fit: Bool.random(using: &rng), tree(depth: depth + 1))
    case 9: return .offset(number(-30...30), tree(depth: depth + 1))
    case 10: return .background(tree(depth: depth + 1), tree(depth: depth + 1))
    case 11: return .overlay(tree(depth: depth + 1), tree(depth: depth + 1))
    case 12: return .geometryReader(tree(depth: depth + 1))
    case 13: return .viewThatFits(children(depth + 1, max: 3))
    case 14: return .grid((0..<Int.random(in: 1...3, using: &rng)).map { _ in children(depth + 1, max: 3) })
    case 15:
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: return .rotation(Double(printedDrawingValue()), tree(depth: depth + 1))
      case 1: return .shadow(radius: printedDrawingValue(), x: printedDrawingValue(), tree(depth: depth + 1))
      case 2: return .opacity(Double(printedDrawingValue()), tree(depth: depth + 1))
      default: return .cornerRadius(drawingValue(), tree(depth: depth + 1))
      }
    default: return .hstack(spacing, children(depth + 1))
    }
  }
}

/// Property-based tests over random view trees. CI runs a bounded number of trees;
/// `TRELLIS_PROPERTY_COUNT=1000000 swift test --filter RandomViewTreeTests` runs a long search.
/// A failure prints the tree and a `.fixedSeed(…)` trait that reproduces it.
@MainActor
@Suite("Robustness: random view trees")
struct RandomViewTreeTests {
  nonisolated static let count = ProcessInfo.processInfo.environment["TRELLIS_PROPERTY_COUNT"].flatMap(Int.init) ?? 200
  nonisolated static let window = CGSize(width: 390, height: 844)

  nonisolated static let trees = Generator<TreeSpec, Shrink.None<TreeSpec>> { rng in
    var builder = TreeBuilder(rng: SplitMix64(seed: rng.next()))
    return builder.tree(depth: 0)
  }

  /// Some trees give a view infinite space under SwiftUI's own rules (`aspectRatio(contentMode:
  /// .fill)` under a half-specified proposal scales by ∞); the engine lays such a view out with no
  /// size and reports it, so every frame stays finite.
  @Test("Any tree lays out without crashing, with every frame finite")
  func framesAreFinite() async {
    await propertyCheck(count: Self.count, input: Self.trees) { tree in
      let host = LayoutHost(tree.view, size: Self.window)
      #expect(host.root != nil)
      #expect(host.everyFrameIsFinite, "\(tree)\n\(host.dump())")
    }
  }

  @Test("Layout is deterministic: two hosts of the same tree dump the same frames")
  func layoutIsDeterministic() async {
    await propertyCheck(count: Self.count, input: Self.trees) { tree in
      let first = LayoutHost(tree.view, size: Self.window).dump()
      let second = LayoutHost(tree.view, size: Self.window).dump()
      #expect(first == second, "\(tree)")
    }
  }

  /// At its ideal size, at 1×: small canvases, so that a long run stays affordable. A tree
  /// with no area (`ViewThatFits {}`) gives the same clear error both times.
  @Test("Rendering is deterministic: two renders of the same tree give the same PNG bytes")
  func renderingIsDeterministic() async throws {
    func render(_ tree: TreeSpec) -> String {
      do {
        return try ImageRenderer(content: tree.view).pngData().base64EncodedString()
      } catch {
        return "error: \(error)"
      }
    }
    await propertyCheck(count: Self.count, input: Self.trees) { tree in
      let first = render(tree)
      #expect(first == render(tree), "\(tree)")
      // Huge tracking (clamped to 10,000 points a character) can make a picture too large to draw.
      #expect(
        !first.hasPrefix("error") || first.contains("Nothing to render") || first.contains("larger than 32,767"),
        "\(tree): \(first)")
    }
  }

  /// Trees whose text, colours, gradients, strokes and effects take NaN, ±∞, ±1e300, −0 and
  /// subnormal values: every format renders (or says there is nothing to render), never traps.
  @Test("Any tree, bad drawing values included, renders to PNG, SVG and PDF")
  func everyFormatRenders() async {
    await propertyCheck(count: Self.count, input: Self.trees) { tree in
      let renderer = ImageRenderer(content: tree.view.frame(maxWidth: 300, maxHeight: 300))
      for format in ["png", "svg", "pdf"] {
        do {
          switch format {
          case "png": _ = try renderer.pngData()
          case "svg": _ = try renderer.svgString()
          default: _ = try renderer.pdfData()
          }
        } catch {
          let message = "\(error)"
          #expect(
            message.contains("Nothing to render") || message.contains("larger than 32,767"), "\(tree) \(format): \(error)")
        }
      }
    }
  }

  @Test("Ideal size is idempotent: proposing a tree its ideal size gives that size back")
  func idealSizeIsIdempotent() async {
    await propertyCheck(count: Self.count, input: Self.trees) { tree in
      // Text wraps and GeometryReader and ViewThatFits read their proposal: SwiftUI does not
      // promise idempotence for them either, so trees holding them are skipped.
      guard !tree.hasProposalDependentView else { return }
      let ideal = LayoutHost(tree.view, proposal: .unspecified).size
      let again = LayoutHost(tree.view, proposal: ProposedViewSize(ideal)).size
      #expect(
        abs(again.width - ideal.width) < 1e-6 && abs(again.height - ideal.height) < 1e-6,
        "\(tree): \(ideal) → \(again)")
    }
  }

  nonisolated static let stacksOfTrees = Generator<(Bool, CGFloat, [TreeSpec]), Shrink.None<(Bool, CGFloat, [TreeSpec])>> {
    seeded in
    var builder = TreeBuilder(rng: SplitMix64(seed: seeded.next()))
    let horizontal = Bool.random(using: &builder.rng)
    let spacing = builder.number(0...20)
    let children = (0..<Int.random(in: 1...6, using: &builder.rng)).map { _ in builder.tree(depth: 2) }
    return (horizontal, spacing, children)
  }

  /// Children are placed one after another whatever they answer, so only an offset (which moves
  /// a view after layout) can make two overlap; a child that is itself offset is left out.
  @Test("A stack with spacing ≥ 0 never overlaps any children along its axis")
  func stacksOfTreesDoNotOverlap() async {
    await propertyCheck(count: Self.count, input: Self.stacksOfTrees) { horizontal, spacing, trees in
      guard !trees.contains(where: \.isOffset) else { return }
      let children = ForEach(trees.indices, id: \.self) { i in trees[i].view.accessibilityIdentifier("child") }
      let host =
        horizontal
        ? LayoutHost(HStack(spacing: spacing) { children }, size: Self.window)
        : LayoutHost(VStack(spacing: spacing) { children }, size: Self.window)
      // A child that asks for infinite length (`aspectRatio(contentMode: .fill)` under a
      // half-specified proposal) makes the stack infinite, and it is drawn with no size.
      guard !host.runtimeIssues.contains(where: { $0.contains("non-finite frame") }) else { return }
      let frames = host.frames(of: "child")
      #expect(frames.count == trees.count)
      for (a, b) in zip(frames, frames.dropFirst()) {
        let gap = horizontal ? b.minX - a.maxX : b.minY - a.maxY
        #expect(gap >= spacing - 1e-6, "\(horizontal ? "HStack" : "VStack")(spacing: \(spacing)) of \(trees): \(a) then \(b)")
      }
    }
  }

  nonisolated static let fixedStacks = Generator<(Bool, CGFloat, [CGSize]), Shrink.None<(Bool, CGFloat, [CGSize])>> { seeded in
    var rng = SplitMix64(seed: seeded.next())
    let horizontal = Bool.random(using: &rng)
    let spacing = CGFloat(Int.random(in: 0...20, using: &rng))
    let sizes = (0..<Int.random(in: 1...20, using: &rng)).map { _ in
      CGSize(width: Int.random(in: 0...60, using: &rng), height: Int.random(in: 0...60, using: &rng))
    }
    return (horizontal, spacing, sizes)
  }

  @Test("A stack with spacing ≥ 0 never overlaps its fixed-size children along its axis")
  func stacksDoNotOverlap() async {
    await propertyCheck(count: Self.count, input: Self.fixedStacks) { horizontal, spacing, sizes in
      let children = ForEach(sizes.indices, id: \.self) { i in
        Color.red.frame(width: sizes[i].width, height: sizes[i].height).accessibilityIdentifier("child")
      }
      let host =
        horizontal
        ? LayoutHost(HStack(spacing: spacing) { children }, size: Self.window)
        : LayoutHost(VStack(spacing: spacing) { children }, size: Self.window)
      let frames = host.frames(of: "child")
      #expect(frames.count == sizes.count)
      for (a, b) in zip(frames, frames.dropFirst()) {
        let gap = horizontal ? b.minX - a.maxX : b.minY - a.maxY
        #expect(
          gap >= spacing - 1e-6, "\(horizontal ? "HStack" : "VStack")(spacing: \(spacing)) of \(sizes): \(a) then \(b)")
      }
    }
  }
}
