import Foundation
import Testing

@testable import TrellisCore
import TrellisCoreTestSupport

/// `@AppStorage` reads the host's own store (or the one `store:` or `defaultAppStorage` names),
/// answers its default for a missing or mistyped value, and writes through to every view that
/// reads the key. `@SceneStorage` does the same with the host's scene storage.
@MainActor
@Suite("State: AppStorage and SceneStorage")
struct StorageTests {
  private func texts(_ host: LayoutHost) -> [String] {
    host.root?.allNodes.map(\.name).filter { $0.hasPrefix("Text") } ?? []
  }

  private struct Preview: View {
    @AppStorage("showPreview") private var showPreview = true
    var body: some View {
      Text("preview \(showPreview)")
        .accessibilityIdentifier("toggle")
        .onTapGesture { showPreview.toggle() }
    }
  }

  @Test("A key the store does not hold reads as the default")
  func defaultValue() {
    let host = LayoutHost(Preview(), size: phone)
    #expect(texts(host) == ["Text \"preview true\""])
  }

  @Test("A host's store starts empty: it never reads the machine's defaults")
  func hostStoreStartsEmpty() {
    UserDefaults.standard.set(false, forKey: "showPreview")
    defer { UserDefaults.standard.removeObject(forKey: "showPreview") }
    let host = LayoutHost(Preview(), size: phone)
    #expect(host.appStorage.object(forKey: "showPreview") == nil)
    #expect(texts(host) == ["Text \"preview true\""])
  }

  @Test("A value a test seeds in the host's store is read, and the view shows it")
  func seededValue() {
    let host = LayoutHost(Preview(), size: phone)
    host.appStorage.set(false, forKey: "showPreview")
    #expect(texts(host) == ["Text \"preview false\""])
  }

  @Test("A write through the property lands in the store and survives a re-layout")
  func writeThrough() {
    let host = LayoutHost(Preview(), size: phone)
    host.tap("toggle")
    #expect(host.appStorage.object(forKey: "showPreview") as? Bool == false)
    host.relayout(size: CGSize(width: 320, height: 480))
    #expect(texts(host) == ["Text \"preview false\""])
  }

  /// Two views reading one key: a write through one shows in the other.
  private struct TwoReaders: View {
    var body: some View {
      VStack {
        Preview()
        Reader()
      }
    }
  }

  private struct Reader: View {
    @AppStorage("showPreview") private var showPreview = true
    var body: some View { Text("reader \(showPreview)") }
  }

  @Test("Every view reading a key is brought up to date by a write through another")
  func sharedKey() {
    let host = LayoutHost(TwoReaders(), size: phone)
    host.tap("toggle")
    #expect(texts(host) == ["Text \"preview false\"", "Text \"reader false\""])
  }

  @Test("A stored value of another type reads as the default", arguments: ["yes", "1.5", "2"])
  func typeMismatch(stored: String) {
    let host = LayoutHost(Preview(), size: phone)
    host.appStorage.set(stored == "yes" ? stored as Any : Double(stored)! as Any, forKey: "showPreview")
    #expect(texts(host) == ["Text \"preview true\""])
  }

  private enum Sort: String { case name, date }
  private enum Level: Int { case low = 1, high = 2 }

  /// One property of each kind.
  private struct Kinds: View {
    @AppStorage("int") var int = 1
    @AppStorage("double") var double = 0.5
    @AppStorage("string") var string = "a"
    @AppStorage("url") var url = URL(string: "https://example.com")!
    @AppStorage("date") var date = Date(timeIntervalSinceReferenceDate: 0)
    @AppStorage("data") var data = Data([1])
    @AppStorage("sort") var sort = Sort.name
    @AppStorage("level") var level = Level.low
    @AppStorage("optional") var optional: String?
    @AppStorage("optionalSort") var optionalSort: Sort?
    var body: some View {
      Text(
        "\(int) \(double) \(string) \(url.host ?? "") \(date.timeIntervalSinceReferenceDate) \(data.count) "
          + "\(sort.rawValue) \(level.rawValue) \(optional ?? "nil") \(optionalSort?.rawValue ?? "nil")")
    }
  }

  @Test("Each kind of value reads its default, then what the store holds")
  func kinds() {
    let host = LayoutHost(Kinds(), size: CGSize(width: 2000, height: 100))
    #expect(texts(host) == ["Text \"1 0.5 a example.com 0.0 1 name 1 nil nil\""])
    let store = host.appStorage
    store.set(7, forKey: "int")
    store.set(3, forKey: "double")
    store.set("b", forKey: "string")
    store.set("https://swift.org", forKey: "url")
    store.set(Date(timeIntervalSinceReferenceDate: 60), forKey: "date")
    store.set(Data([1, 2, 3]), forKey: "data")
    store.set("date", forKey: "sort")
    store.set(2, forKey: "level")
    store.set("set", forKey: "optional")
    store.set("name", forKey: "optionalSort")
    #expect(texts(host) == ["Text \"7 3.0 b swift.org 60.0 3 date 2 set name\""])
  }

  /// Writes an optional and a raw-representable value through their bindings.
  private struct Writer: View {
    @AppStorage("optional") var optional: Int?
    @AppStorage("sort") var sort = Sort.name
    var body: some View {
      Text("\(optional.map(String.init) ?? "nil") \(sort.rawValue)")
        .accessibilityIdentifier("write")
        .onTapGesture {
          optional = optional == nil ? 5 : nil
          $sort.wrappedValue = .date
        }
    }
  }

  @Test("Optionals write their value or remove the key; raw-representable values write their raw value")
  func writesOfOptionalsAndRawValues() {
    let host = LayoutHost(Writer(), size: phone)
    host.tap("write")
    #expect(host.appStorage.object(forKey: "optional") as? Int == 5)
    #expect(host.appStorage.object(forKey: "sort") as? String == "date")
    #expect(texts(host) == ["Text \"5 date\""])
    host.tap("write")
    #expect(host.appStorage.object(forKey: "optional") == nil)
    #expect(texts(host) == ["Text \"nil date\""])
  }

  @Test("defaultAppStorage(_:) sets the store of the views inside; store: names one for a property")
  func explicitStores() throws {
    let seeded = try #require(UserDefaults(suiteName: "Trellis.Tests.\(UUID().uuidString)"))
    seeded.set(false, forKey: "showPreview")
    let host = LayoutHost(Preview().defaultAppStorage(seeded), size: phone)
    #expect(texts(host) == ["Text \"preview false\""])
    host.tap("toggle")
    #expect(seeded.bool(forKey: "showPreview"))
    #expect(host.appStorage.object(forKey: "showPreview") == nil)
  }

  private struct Draft: View {
    @SceneStorage("draft") private var draft = ""
    @SceneStorage("selection") private var selection: Int?
    var body: some View {
      Text("draft \(draft) \(selection.map(String.init) ?? "none")")
        .accessibilityIdentifier("draft")
        .onTapGesture {
          draft += "x"
          selection = 3
        }
    }
  }

  @Test("SceneStorage reads its default, a seeded value, and writes to the host's scene storage")
  func sceneStorage() {
    let host = LayoutHost(Draft(), size: phone)
    #expect(texts(host) == ["Text \"draft  none\""])
    host.sceneStorage.set("Hi", forKey: "draft")
    #expect(texts(host) == ["Text \"draft Hi none\""])
    host.tap("draft")
    #expect(host.sceneStorage.string(forKey: "draft") == "Hix")
    #expect(texts(host) == ["Text \"draft Hix 3\""])
  }

  @Test("Two hosts are two scenes: their scene storage is not shared")
  func scenesAreSeparate() {
    let first = LayoutHost(Draft(), size: phone)
    let second = LayoutHost(Draft(), size: phone)
    first.tap("draft")
    #expect(texts(second) == ["Text \"draft  none\""])
  }
}
