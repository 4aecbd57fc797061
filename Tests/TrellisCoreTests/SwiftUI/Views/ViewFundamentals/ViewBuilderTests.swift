import Testing
import TrellisCore
import TrellisCoreTestSupport

/// `@ViewBuilder` content becomes the subviews a container lays out.
@MainActor
@Suite("View machinery: builders")
struct ViewBuilderTests {
  private func ids(_ view: some View) -> [String] {
    let host = LayoutHost(view, size: CGSize(width: 200, height: 200))
    return (host.root?.allNodes ?? []).flatMap(\.identifiers)
  }

  struct Conditional: View {
    let flag: Bool
    var body: some View {
      HStack {
        if flag {
          Color.red.accessibilityIdentifier("yes")
        } else {
          Color.blue.accessibilityIdentifier("no")
        }
      }
    }
  }

  @Test("if/else builds the branch taken")
  func ifElseBuildsOneBranch() {
    #expect(ids(Conditional(flag: true)) == ["yes"])
    #expect(ids(Conditional(flag: false)) == ["no"])
  }

  struct Switched: View {
    let value: Int
    var body: some View {
      VStack {
        switch value {
        case 0: Color.red.accessibilityIdentifier("zero")
        case 1: Color.green.accessibilityIdentifier("one")
        default: Color.blue.accessibilityIdentifier("many")
        }
      }
    }
  }

  @Test("switch builds the case taken")
  func switchBuildsOneCase() {
    #expect(ids(Switched(value: 0)) == ["zero"])
    #expect(ids(Switched(value: 1)) == ["one"])
    #expect(ids(Switched(value: 7)) == ["many"])
  }

  struct Optional: View {
    let name: String?
    var body: some View {
      HStack {
        Color.red.accessibilityIdentifier("always")
        if let name { Text(name).accessibilityIdentifier("name") }
      }
    }
  }

  @Test("An if without else, or an optional binding, adds nothing when false")
  func optionalContentIsAbsentWhenNil() {
    #expect(ids(Optional(name: nil)) == ["always"])
    #expect(ids(Optional(name: "x")) == ["always", "name"])
  }

  @Test("ForEach makes one view per element, in order")
  func forEachMakesOneViewPerElement() {
    let host = LayoutHost(
      HStack(spacing: 0) { ForEach(["a", "b", "c"], id: \.self) { Color.red.frame(width: 10).accessibilityIdentifier($0) } },
      size: CGSize(width: 200, height: 200))
    #expect(host.unroundedFrame(of: "a")?.minX == 85)
    #expect(host.unroundedFrame(of: "b")?.minX == 95)
    #expect(host.unroundedFrame(of: "c")?.minX == 105)
  }

  struct Item: Identifiable {
    let id: Int
  }

  @Test("ForEach over identifiable data and over a range")
  func forEachOverIdentifiableAndRange() {
    let identifiable = LayoutHost(VStack { ForEach([Item(id: 1), Item(id: 2)]) { _ in Color.red.accessibilityIdentifier("row") } }, size: CGSize(width: 200, height: 200))
    let range = LayoutHost(VStack { ForEach(0..<4) { _ in Color.red.accessibilityIdentifier("row") } }, size: CGSize(width: 200, height: 200))
    #expect(identifiable.frames(of: "row").count == 2)
    #expect(range.frames(of: "row").count == 4)
  }

  @Test("A modifier on a Group applies to each of its views")
  func groupModifierAppliesToEach() {
    let host = LayoutHost(
      HStack(spacing: 0) {
        Group {
          Color.red.accessibilityIdentifier("a")
          Color.blue.accessibilityIdentifier("b")
        }
        .frame(width: 30, height: 30)
      },
      size: CGSize(width: 200, height: 200))
    #expect(host.unroundedFrame(of: "a") == CGRect(x: 70, y: 85, width: 30, height: 30))
    #expect(host.unroundedFrame(of: "b") == CGRect(x: 100, y: 85, width: 30, height: 30))
  }

  @Test("EmptyView takes no place and no spacing")
  func emptyViewTakesNoPlace() {
    let host = LayoutHost(
      HStack {
        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a")
        EmptyView()
        Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("b")
      },
      size: CGSize(width: 200, height: 200))
    #expect(host.unroundedFrame(of: "b")!.minX - host.unroundedFrame(of: "a")!.maxX == 8)
  }

  @Test("AnyView lays out exactly as the view it wraps")
  func anyViewIsTransparent() {
    let plain = LayoutHost(Color.red.frame(width: 30, height: 20).accessibilityIdentifier("v"), size: CGSize(width: 200, height: 200))
    let erased = LayoutHost(AnyView(AnyView(Color.red.frame(width: 30, height: 20).accessibilityIdentifier("v"))), size: CGSize(width: 200, height: 200))
    #expect(plain.unroundedFrame(of: "v") == erased.unroundedFrame(of: "v"))
  }

  struct TwoRoots: View {
    var body: some View {
      Color.red.frame(width: 50, height: 50).accessibilityIdentifier("top")
      Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("bottom")
    }
  }

  @Test("A body with several top-level views at the root is stacked in an implicit VStack")
  func severalRootViewsFormImplicitVStack() {
    let host = LayoutHost(TwoRoots(), size: CGSize(width: 200, height: 200))
    #expect(host.root?.name == "VStack")
    #expect(host.unroundedFrame(of: "top") == CGRect(x: 75, y: 46, width: 50, height: 50))
    #expect(host.unroundedFrame(of: "bottom") == CGRect(x: 75, y: 104, width: 50, height: 50))
  }

  struct Card: ViewModifier {
    func body(content: Content) -> some View {
      content.padding(10).background(Color.gray.accessibilityIdentifier("card"))
    }
  }

  @Test("A custom ViewModifier's body wraps the content")
  func customViewModifierWrapsContent() {
    let host = LayoutHost(Color.red.frame(width: 20, height: 20).accessibilityIdentifier("content").modifier(Card()), size: CGSize(width: 200, height: 200))
    #expect(host.unroundedFrame(of: "card") == CGRect(x: 80, y: 80, width: 40, height: 40))
    #expect(host.unroundedFrame(of: "content") == CGRect(x: 90, y: 90, width: 20, height: 20))
  }
}
