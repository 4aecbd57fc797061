import Foundation
import Testing
import Trellis
import TrellisSwiftData
import TrellisTesting

/// A list of the notes a `@Query` fetches, as an app writes it.
struct NoteList: View {
  @Query(sort: \Note.title) private var notes: [Note]

  var body: some View {
    VStack {
      ForEach(notes) { note in
        Text(note.title)
      }
    }
  }
}

/// The notes of priority above 1, newest priority first.
struct UrgentNotes: View {
  @Query(filter: #Predicate<Note> { $0.priority > 1 }, sort: \Note.priority, order: .reverse)
  private var notes: [Note]

  var body: some View {
    VStack {
      ForEach(notes) { note in
        Text(note.title)
      }
    }
  }
}

extension LayoutHost {
  /// The strings of every `Text` on screen, in tree order.
  var texts: [String] {
    (root?.allNodes ?? []).compactMap { node in
      guard node.name.hasPrefix("Text \""), node.name.hasSuffix("\"") else { return nil }
      return String(node.name.dropFirst(6).dropLast())
    }
  }
}

@MainActor
@Suite("@Query views")
struct QueryViewTests {
  @Test("A @Query view shows a model inserted into its context after the next update")
  func updatesAfterInsert() throws {
    let container = try memoryContainer(Note.self)
    container.mainContext.insert(Note(title: "b"))
    let host = LayoutHost(NoteList().modelContainer(container), device: .iPhone)
    #expect(host.texts == ["b"])
    container.mainContext.insert(Note(title: "a"))
    host.update()
    #expect(host.texts == ["a", "b"])
  }

  @Test("A @Query view drops a model deleted from its context after the next update")
  func updatesAfterDelete() throws {
    let container = try memoryContainer(Note.self)
    let doomed = Note(title: "a")
    container.mainContext.insert(doomed)
    container.mainContext.insert(Note(title: "b"))
    try container.mainContext.save()
    let host = LayoutHost(NoteList().modelContainer(container), device: .iPhone)
    #expect(host.texts == ["a", "b"])
    container.mainContext.delete(doomed)
    host.update()
    #expect(host.texts == ["b"])
  }

  @Test("A view reading a model's property shows the property's new value after the next update")
  func updatesAfterPropertyChange() throws {
    let container = try memoryContainer(Note.self)
    let note = Note(title: "draft")
    container.mainContext.insert(note)
    let host = LayoutHost(NoteList().modelContainer(container), device: .iPhone)
    note.title = "final"
    host.update()
    #expect(host.texts == ["final"])
  }

  @Test("filter:, sort: and order: select and order a query's models")
  func filterSortOrder() throws {
    let container = try memoryContainer(Note.self)
    for (title, priority) in [("low", 1), ("high", 9), ("mid", 5)] {
      container.mainContext.insert(Note(title: title, priority: priority))
    }
    let host = LayoutHost(UrgentNotes().modelContainer(container), device: .iPhone)
    #expect(host.texts == ["high", "mid"])
  }

  @Test("modelContainer(for:inMemory:) gives the view an empty container that keeps what the view inserts")
  func containerForTypes() throws {
    let host = LayoutHost(Inserting().modelContainer(for: Note.self, inMemory: true), device: .iPhone)
    #expect(host.runtimeIssues.isEmpty)
    #expect(host.texts == ["Add"])
    #expect(host.tap("add"))
    host.update()
    #expect(host.texts == ["Add", "added"])
    #expect(host.tap("add"))
    host.update()
    #expect(host.texts == ["Add", "added", "added"])
  }

  @Test("A @Query without a container reports SwiftUI's message and shows nothing")
  func missingContainer() {
    let host = LayoutHost(NoteList(), device: .iPhone)
    #expect(host.texts == [])
    #expect(host.runtimeIssues.contains("Set a .modelContext in view's environment to use Query"))
  }

  @Test("Inserting into the environment's context without a container reports that none is active")
  func insertWithoutContainer() {
    let host = LayoutHost(Inserting(), device: .iPhone)
    #expect(host.tap("add"))
    host.update()
    #expect(
      host.runtimeIssues.contains { $0.hasPrefix("No container: failed to find a currently active container for Note") }
    )
  }
}

/// A button that inserts a note into the environment's context, and the notes it fetches.
struct Inserting: View {
  @Environment(\.modelContext) private var modelContext
  @Query private var notes: [Note]

  var body: some View {
    VStack {
      Button("Add") { modelContext.insert(Note(title: "added")) }
        .accessibilityIdentifier("add")
      ForEach(notes) { note in
        Text(note.title)
      }
    }
  }
}

/// Sample data as previews write it: a container made on the main actor, filled through its
/// main context.
@MainActor
let previewContainer: ModelContainer = {
  let container = try! ModelContainer(for: Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
  for title in ["one", "two"] { container.mainContext.insert(Note(title: title)) }
  return container
}()

@MainActor
@Suite("Preview idioms")
struct PreviewIdiomTests {
  @Test("A view given a main-actor container with sample data inserted in its main context shows that data")
  func mainActorSampleData() {
    let host = LayoutHost(NoteList().modelContainer(previewContainer), device: .iPhone)
    #expect(host.texts == ["one", "two"])
  }
}

/// An editor of one note, as edit forms bind a model: `@Bindable` and `$note.title`.
struct NoteEditor: View {
  @Bindable var note: Note

  var body: some View {
    TextField("Title", text: $note.title)
      .accessibilityIdentifier("title")
  }
}

@MainActor
@Suite("Editing models")
struct ModelEditingTests {
  @Test("Text entered in a field bound with @Bindable to a model's property changes the model and its query's view")
  func bindableEdit() throws {
    let container = try memoryContainer(Note.self)
    let note = Note(title: "draft")
    container.mainContext.insert(note)
    let host = LayoutHost(
      VStack {
        NoteEditor(note: note)
        NoteList()
      }.modelContainer(container), device: .iPhone)
    #expect(host.enterText("final", into: "title"))
    host.update()
    #expect(note.title == "final")
    #expect(container.mainContext.hasChanges)
    #expect(host.texts.contains("final"))
  }
}
