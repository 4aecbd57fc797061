import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// The shortcuts resolution takes for speed (Benchmarks/README.md "Step 4 (resolve)" and "Step 5
/// (resolve)") give the answers of the code they replaced.
@MainActor
@Suite("Engine: resolution shortcuts")
struct ResolutionShortcutTests {
  /// An identifier whose hash is the same for every value: each one after the first makes the
  /// hash come again, so the identifiers themselves must be compared.
  struct CollidingID: Hashable, CustomStringConvertible {
    let value: Int
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
    var description: String { "#\(value)" }
  }

  @Test(
    "The layout direction reads the same through its key path and its key",
    arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func layoutDirectionAgreesWithItsKey(direction: LayoutDirection) {
    var byPath = EnvironmentValues()
    byPath.layoutDirection = direction
    var byKey = EnvironmentValues()
    byKey[LayoutDirectionKey.self] = direction
    #expect(byPath[LayoutDirectionKey.self] == direction)
    #expect(byKey.layoutDirection == direction)
    #expect(byKey.contains(LayoutDirectionKey.self))
  }

  @Test("An environment with nothing set reads every key's default")
  func unsetKeysReadTheirDefaults() {
    let environment = EnvironmentValues()
    #expect(environment.layoutDirection == .leftToRight)
    #expect(environment.displayScale == 1)
    #expect(!environment.contains(LayoutDirectionKey.self))
  }

  @Test(
    "ForEach identifiers that share a hash are reported only when equal",
    arguments: [
      ([1, 2, 3], [String]()),
      ([1, 2, 1], ["#1"]),
      ([1, 1, 2, 2], ["#1", "#2"]),
    ])
  func collidingIdentifiersAreComparedExactly(values: [Int], repeated: [String]) {
    let ids = values.map(CollidingID.init)
    let host = LayoutHost(
      VStack { ForEach(ids, id: \.self) { _ in Color.red.frame(height: 10).accessibilityIdentifier("row") } },
      size: CGSize(width: 100, height: 100))
    #expect(host.frames(of: "row").count == values.count)
    #expect(host.runtimeIssues.count == repeated.count)
    for (issue, id) in zip(host.runtimeIssues, repeated) {
      #expect(issue.contains("the ID \(id) occurs multiple times"))
    }
  }

  @Test("An element's identity is made from its identifier's hash, with or without the hash at hand")
  func identityComesFromTheIdentifierHash() {
    let root = ViewIdentity.root
    let first = root.appending(identifier: CollidingID(value: 1))
    let second = root.appending(identifier: CollidingID(value: 2))
    // Made from the hash, as before the shortcut: two identifiers of one hash share an identity.
    #expect(first == second)
    #expect(root.appending(identifierHash: CollidingID(value: 1).hashValue) == first)
  }

  @Test(
    "ForEach over an integer range makes one view per integer, each with its own value",
    arguments: [0..<0, 2..<5, -3..<1])
  func integerRangeMakesEachElement(range: Range<Int>) {
    let host = LayoutHost(
      VStack(spacing: 0) {
        ForEach(range, id: \.self) { value in Color.red.frame(height: 10).accessibilityIdentifier("row \(value)") }
      },
      size: CGSize(width: 100, height: 100))
    for (position, value) in range.enumerated() {
      #expect(host.frames(of: "row \(value)").count == 1)
      // The stack, 10 points a row, is centred in the 100-point host.
      #expect(host.unroundedFrame(of: "row \(value)")?.minY == CGFloat(50 - 5 * range.count + 10 * position))
    }
    #expect(host.runtimeIssues.isEmpty)
  }

  // MARK: Step 5

  @Test(
    "The colour scheme reads the same through its key path and its key", arguments: [ColorScheme.light, .dark])
  func colorSchemeAgreesWithItsKey(scheme: ColorScheme) {
    var byPath = EnvironmentValues()
    byPath.colorScheme = scheme
    var byKey = EnvironmentValues()
    byKey[ColorSchemeKey.self] = scheme
    #expect(byPath[ColorSchemeKey.self] == scheme)
    #expect(byKey.colorScheme == scheme)
    #expect(byKey.contains(ColorSchemeKey.self))
    #expect(!EnvironmentValues().contains(ColorSchemeKey.self))
  }

  @Test("A copy of an environment keeps its values and objects when the original changes")
  func environmentCopiesAreIndependent() {
    final class Model {}
    let (first, second) = (Model(), Model())
    var original = EnvironmentValues()
    original.colorScheme = .dark
    original.displayScale = 3
    original.setObject(first, of: ObjectIdentifier(Model.self))
    let copy = original
    original.colorScheme = .light
    original.displayScale = 2
    original.setObject(second, of: ObjectIdentifier(Model.self))
    #expect(copy.colorScheme == .dark)
    #expect(copy.displayScale == 3)
    #expect(copy.object(of: ObjectIdentifier(Model.self)) === first)
    #expect(original.colorScheme == .light)
    #expect(original.displayScale == 2)
    #expect(original.object(of: ObjectIdentifier(Model.self)) === second)
  }

  @Test("Only a range whose elements are their own identifiers skips the search for repeated identifiers")
  func distinctIdentifiersAreKnownOnlyForRanges() {
    func distinct<D, I, C>(_ forEach: ForEach<D, I, C>) -> Bool { forEach.identifiersAreDistinct }
    #expect(distinct(ForEach(0..<3) { _ in EmptyView() }))
    #expect(distinct(ForEach(0..<3, id: \.self) { _ in EmptyView() }))
    #expect(!distinct(ForEach(0..<3, id: \.bitWidth) { _ in EmptyView() }))
    #expect(!distinct(ForEach([1, 1], id: \.self) { _ in EmptyView() }))
  }

  @Test("A range identified by another key path still reports its repeated identifiers")
  func rangeWithRepeatedKeyPathIdentifiersIsReported() {
    let host = LayoutHost(
      VStack { ForEach(0..<3, id: \.bitWidth) { _ in Color.red.frame(height: 10).accessibilityIdentifier("row") } },
      size: CGSize(width: 100, height: 100))
    #expect(host.frames(of: "row").count == 3)
    #expect(host.runtimeIssues.count == 2)
    #expect(host.runtimeIssues.allSatisfy { $0.contains("the ID 64 occurs multiple times") })
  }

  /// Notes, as it is resolved, how many modifiers were resolved before it and the identity its
  /// view has; it resolves its content through the escaping `body`.
  struct DepthProbe: ViewModifier {
    typealias Body = Never
    let record: Record

    final class Record {
      var seen: [(depth: Int, identity: ViewIdentity)] = []
    }

    func body(content: Content) -> Never { preconditionFailure("primitive") }

    static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
      modifier.record.seen.append((inputs.modifierDepth, inputs.identity))
      body(inputs)
    }
  }

  @Test("Modifiers resolved without an escaping closure count the modifiers before them as before")
  func immediateModifiersKeepModifierDepths() {
    let record = DepthProbe.Record()
    let probe = DepthProbe(record: record)
    // Outermost first: the frame, a probe, the padding, a probe, the concatenation (a probe,
    // then an offset), the colour.
    let view = Color.red.modifier(_OffsetEffect(offset: .zero).concat(probe)).modifier(probe).padding(3)
      .modifier(probe).frame(width: 40)
    let host = LayoutHost(view.accessibilityIdentifier("color"), size: CGSize(width: 100, height: 100))
    #expect(record.seen.map(\.depth) == [2, 4, 5])
    #expect(Set(record.seen.map(\.identity)).count == 1)
    #expect(host.unroundedFrame(of: "color") == CGRect(x: 30, y: 0, width: 40, height: 100))
    #expect(host.runtimeIssues.isEmpty)
  }

  /// Keeps its content for a geometry reader, which resolves it during layout.
  struct ResolvedLater: ViewModifier {
    func body(content: Content) -> some View {
      GeometryReader { _ in content.padding(2).accessibilityIdentifier("content") }
    }
  }

  @Test("A modifier's content kept for a geometry reader resolves during layout")
  func contentKeptForLaterResolves() {
    let host = LayoutHost(
      Color.red.accessibilityIdentifier("color").modifier(ResolvedLater()), size: CGSize(width: 100, height: 100))
    #expect(host.unroundedFrame(of: "content") == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(host.unroundedFrame(of: "color") == CGRect(x: 2, y: 2, width: 96, height: 96))
    #expect(host.runtimeIssues.isEmpty)
  }

  /// Each container type names its node itself (`LayoutContainer.containerName`, step 12): the
  /// name is the one the look-up by type gave, the type's without its generic arguments.
  @Test(
    "A container's own name is its type's name without generic arguments",
    arguments: [
      (HStack<EmptyView>.containerName, typeName(HStack<EmptyView>.self)),
      (VStack<EmptyView>.containerName, typeName(VStack<EmptyView>.self)),
      (ZStack<EmptyView>.containerName, typeName(ZStack<EmptyView>.self)),
      (Grid<EmptyView>.containerName, typeName(Grid<EmptyView>.self)),
      (LazyVStack<EmptyView>.containerName, typeName(LazyVStack<EmptyView>.self)),
      (LazyHStack<EmptyView>.containerName, typeName(LazyHStack<EmptyView>.self)),
      (LazyVGrid<EmptyView>.containerName, typeName(LazyVGrid<EmptyView>.self)),
      (LazyHGrid<EmptyView>.containerName, typeName(LazyHGrid<EmptyView>.self)),
    ])
  func containerNameIsTypeName(_ names: (own: String, byType: String)) {
    #expect(names.own == names.byType)
  }

  /// The stacks' layout facts are known without a look-up (`LayoutTypeFacts.stack`, step 12):
  /// they are the facts the look-up finds.
  @Test("The stacks' known layout facts are the ones found by type")
  func stackLayoutFactsMatchTheLookUp() {
    for facts in [
      LayoutTypeFacts(of: HStackLayout.self), LayoutTypeFacts(of: VStackLayout.self),
      LayoutTypeFacts(of: ZStackLayout.self),
    ] {
      #expect(facts.mayHaveInstanceProperties == LayoutTypeFacts.stack.mayHaveInstanceProperties)
      #expect(facts.isLazy == LayoutTypeFacts.stack.isLazy)
    }
  }
}
