import Foundation
import Testing
import Trellis
import TrellisSwiftData

@Suite("Model contexts: insert, fetch, save, rollback")
struct ModelContextTests {
  @Test("Without sort descriptors a fetch gives the models in the order they were inserted")
  func insertionOrder() throws {
    let context = ModelContext(try memoryContainer(Note.self))
    for title in ["c", "a", "b"] { context.insert(Note(title: title)) }
    try context.save()
    context.insert(Note(title: "d"))
    #expect(try context.fetch(FetchDescriptor<Note>()).map(\.title) == ["c", "a", "b", "d"])
  }

  @Test("A predicate, sort descriptors, an offset and a limit select and order the models")
  func predicateSortAndLimit() throws {
    let context = ModelContext(try memoryContainer(Note.self))
    for (title, priority) in [("a", 1), ("b", 5), ("c", 3), ("d", 4), ("e", 0)] {
      context.insert(Note(title: title, priority: priority))
    }
    var descriptor = FetchDescriptor<Note>(
      predicate: #Predicate { $0.priority > 0 }, sortBy: [SortDescriptor(\.priority, order: .reverse)])
    #expect(try context.fetch(descriptor).map(\.title) == ["b", "d", "c", "a"])
    descriptor.fetchOffset = 1
    descriptor.fetchLimit = 2
    #expect(try context.fetch(descriptor).map(\.title) == ["d", "c"])
    #expect(try context.fetchCount(FetchDescriptor<Note>(predicate: #Predicate { $0.title == "e" })) == 1)
  }

  @Test("Fetching a model twice in a context gives the same object")
  func identity() throws {
    let container = try memoryContainer(Note.self)
    let writer = ModelContext(container)
    writer.insert(Note(title: "once"))
    try writer.save()
    let reader = ModelContext(container)
    let first = try reader.fetch(FetchDescriptor<Note>())
    let second = try reader.fetch(FetchDescriptor<Note>())
    #expect(first.count == 1)
    #expect(first[0] === second[0])
    #expect(first[0].persistentModelID == second[0].persistentModelID)
  }

  @Test("Saved attributes read back exactly in a new container on the same file: dates, arrays, enums, optionals")
  func diskRoundTrip() throws {
    let url = try temporaryStoreURL("roundtrip")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let created = Date(timeIntervalSinceReferenceDate: 12_345.678_901)
    do {
      let container = try ModelContainer(for: Note.self, configurations: ModelConfiguration(url: url))
      let context = ModelContext(container)
      let note = Note(title: "Groceries", created: created, priority: 2)
      note.tags = ["milk", "eggs"]
      note.mood = .busy
      note.scratch = "not stored"
      context.insert(note)
      try context.save()
    }
    let container = try ModelContainer(for: Note.self, configurations: ModelConfiguration(url: url))
    let notes = try ModelContext(container).fetch(FetchDescriptor<Note>())
    #expect(notes.count == 1)
    #expect(notes.first?.title == "Groceries")
    #expect(notes.first?.created == created)
    #expect(notes.first?.priority == 2)
    #expect(notes.first?.tags == ["milk", "eggs"])
    #expect(notes.first?.mood == .busy)
    #expect(notes.first?.scratch == "transient")
  }

  @Test("Rollback removes unsaved inserts, brings deleted models back and restores changed values")
  func rollback() throws {
    let context = ModelContext(try memoryContainer(Note.self))
    let kept = Note(title: "kept")
    let deleted = Note(title: "deleted")
    context.insert(kept)
    context.insert(deleted)
    try context.save()
    kept.title = "changed"
    context.delete(deleted)
    context.insert(Note(title: "new"))
    #expect(context.hasChanges)
    context.rollback()
    #expect(!context.hasChanges)
    #expect(kept.title == "kept")
    #expect(try context.fetch(FetchDescriptor<Note>()).map(\.title) == ["kept", "deleted"])
  }

  @Test("Setting a to-one relationship adds the model to the inverse to-many relationship")
  func inverseIsKept() throws {
    let context = ModelContext(try memoryContainer(Folder.self))
    let folder = Folder(name: "Inbox")
    context.insert(folder)
    let page = Page(number: 1)
    context.insert(page)
    page.folder = folder
    #expect(folder.pages.map(\.number) == [1])
    let other = Folder(name: "Archive")
    context.insert(other)
    other.pages.append(page)
    #expect(page.folder === other)
    #expect(folder.pages.isEmpty)
  }

  @Test("Relationships read back from the store, to-many in their order")
  func relationshipsRoundTrip() throws {
    let container = try memoryContainer(Folder.self)
    let writer = ModelContext(container)
    let folder = Folder(name: "Inbox")
    writer.insert(folder)
    for number in [3, 1, 2] { folder.pages.append(Page(number: number)) }
    try writer.save()
    let reader = ModelContext(container)
    let read = try #require(try reader.fetch(FetchDescriptor<Folder>()).first)
    #expect(read.pages.map(\.number) == [3, 1, 2])
    #expect(read.pages.allSatisfy { $0.folder === read })
  }

  @Test("Deleting a model with a cascade rule deletes its related models")
  func cascade() throws {
    let context = ModelContext(try memoryContainer(Folder.self))
    let folder = Folder(name: "Inbox")
    context.insert(folder)
    folder.pages = [Page(number: 1), Page(number: 2)]
    try context.save()
    context.delete(folder)
    try context.save()
    #expect(try context.fetchCount(FetchDescriptor<Page>()) == 0)
  }

  @Test("Deleting the to-one side with the nullify rule takes the model out of the inverse")
  func nullify() throws {
    let context = ModelContext(try memoryContainer(Folder.self))
    let folder = Folder(name: "Inbox")
    context.insert(folder)
    let page = Page(number: 1, folder: folder)
    context.insert(page)
    #expect(folder.pages.count == 1)
    context.delete(page)
    #expect(folder.pages.isEmpty)
  }

  @Test("A model property read is observed: changing it tells an observer")
  func observation() throws {
    let context = ModelContext(try memoryContainer(Note.self))
    let note = Note(title: "before")
    context.insert(note)
    let changed = Flag()
    withObservationTracking {
      _ = note.title
    } onChange: {
      changed.set()
    }
    note.title = "after"
    #expect(changed.value)
  }
}

/// A flag set from an observation's change handler.
final class Flag: @unchecked Sendable {
  private(set) var value = false
  func set() { value = true }
}

@MainActor
@Suite("Autosave and upserts within one save")
struct AutosaveTests {
  @Test("The main context saves a change by itself once the main queue runs")
  func mainContextAutosaves() async throws {
    let container = try memoryContainer(Note.self)
    container.mainContext.insert(Note(title: "autosaved"))
    #expect(try ModelContext(container).fetchCount(FetchDescriptor<Note>()) == 0)
    try await Task.sleep(for: .milliseconds(100))
    #expect(!container.mainContext.hasChanges)
    #expect(try ModelContext(container).fetch(FetchDescriptor<Note>()).map(\.title) == ["autosaved"])
  }

  @Test("Two models inserted with the same unique value in one save become one, with the later one's values")
  func upsertWithinOneSave() throws {
    let context = ModelContext(try memoryContainer(Person.self))
    context.insert(Person(email: "a@example.com", name: "First"))
    let later = Person(email: "a@example.com", name: "Later")
    context.insert(later)
    try context.save()
    let people = try context.fetch(FetchDescriptor<Person>())
    #expect(people.map(\.name) == ["Later"])
    #expect(people.first === later)
  }
}

@Suite("Save notifications")
struct SaveNotificationTests {
  @Test("didSave names the identifiers of the models inserted, updated and deleted")
  func didSave() throws {
    let context = ModelContext(try memoryContainer(Note.self))
    let kept = Note(title: "kept")
    let doomed = Note(title: "doomed")
    context.insert(kept)
    context.insert(doomed)
    try context.save()
    kept.title = "changed"
    context.delete(doomed)
    let added = Note(title: "added")
    context.insert(added)
    let received = Received()
    let observer = NotificationCenter.default.addObserver(forName: ModelContext.didSave, object: context, queue: nil) {
      received.info = $0.userInfo as? [String: [PersistentIdentifier]] ?? [:]
    }
    defer { NotificationCenter.default.removeObserver(observer) }
    try context.save()
    #expect(received.info["insertedIdentifiers"] == [added.persistentModelID])
    #expect(received.info["updatedIdentifiers"] == [kept.persistentModelID])
    #expect(received.info["deletedIdentifiers"] == [doomed.persistentModelID])
  }
}

/// What a notification observer received.
final class Received: @unchecked Sendable {
  var info: [String: [PersistentIdentifier]] = [:]
}

@MainActor
@Suite("Saves merged into other contexts")
struct MergeTests {
  @Test("A model changed and saved in another context reads its new value in the main context, and its view shows it")
  func updateMerged() throws {
    let container = try memoryContainer(Note.self)
    let note = Note(title: "before")
    container.mainContext.insert(note)
    try container.mainContext.save()
    let host = LayoutHost(NoteList().modelContainer(container), device: .iPhone)
    let other = ModelContext(container)
    let copy = try #require(try other.fetch(FetchDescriptor<Note>()).first)
    #expect(copy !== note)
    copy.title = "after"
    try other.save()
    #expect(note.title == "after")
    host.update()
    #expect(host.texts == ["after"])
  }

  @Test("A model deleted and saved in another context leaves the main context and its query")
  func deleteMerged() throws {
    let container = try memoryContainer(Note.self)
    let note = Note(title: "doomed")
    container.mainContext.insert(note)
    try container.mainContext.save()
    let host = LayoutHost(NoteList().modelContainer(container), device: .iPhone)
    let other = ModelContext(container)
    other.delete(try #require(try other.fetch(FetchDescriptor<Note>()).first))
    try other.save()
    #expect(note.isDeleted)
    host.update()
    #expect(host.texts == [])
  }
}

/// The first version of a model, before a property was added.
@Model
final class Profile {
  var name: String
  init(name: String) { self.name = name }
}

@Suite("A store of an earlier schema")
struct MigrationTests {
  @Test("A property added since the store was written reads its initial value from the old rows")
  func addedPropertyReadsItsDefault() throws {
    let url = try temporaryStoreURL("migration")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    do {
      let context = ModelContext(try ModelContainer(for: Profile.self, configurations: ModelConfiguration(url: url)))
      context.insert(Profile(name: "Ada"))
      try context.save()
    }
    // The same entity (`Profile`), now with two more properties.
    let context = ModelContext(try ModelContainer(for: V2.Profile.self, configurations: ModelConfiguration(url: url)))
    let profiles = try context.fetch(FetchDescriptor<V2.Profile>())
    #expect(profiles.map(\.name) == ["Ada"])
    #expect(profiles.map(\.level) == [1])
    #expect(profiles.map(\.badges) == [[]])
  }

  @Test("A model deleted before it was saved comes back when inserted again")
  func reinsertUnsavedDeleted() throws {
    let context = ModelContext(try memoryContainer(Note.self))
    let note = Note(title: "again")
    context.insert(note)
    context.delete(note)
    context.insert(note)
    try context.save()
    #expect(try ModelContext(context.container).fetch(FetchDescriptor<Note>()).map(\.title) == ["again"])
  }
}

/// The second version of the schema.
enum V2 {
  @Model
  final class Profile {
    var name: String
    var level: Int = 1
    var badges: [String] = []
    init(name: String) { self.name = name }
  }
}
