import Foundation
import Testing
import TrellisSwiftData

@Suite("Unique values, bad stores and a missing container")
struct StoreErrorTests {
  @Test("Inserting a model whose unique value is stored updates the stored model (an upsert), as SwiftData does")
  func uniqueInsertUpserts() throws {
    let context = ModelContext(try memoryContainer(Person.self))
    context.insert(Person(email: "a@example.com", name: "First"))
    try context.save()
    context.insert(Person(email: "a@example.com", name: "Second"))
    try context.save()
    let people = try ModelContext(context.container).fetch(FetchDescriptor<Person>())
    #expect(people.map(\.name) == ["Second"])
  }

  @Test("Changing a saved model's unique value to another's fails the save with a validation error; nothing is lost")
  func uniqueChangeFails() throws {
    let context = ModelContext(try memoryContainer(Person.self))
    let ada = Person(email: "ada@example.com", name: "Ada")
    context.insert(ada)
    context.insert(Person(email: "alan@example.com", name: "Alan"))
    try context.save()
    ada.email = "alan@example.com"
    #expect(throws: SwiftDataError.modelValidationFailure) { try context.save() }
    #expect(context.hasChanges)
    #expect(ada.email == "alan@example.com")
    let stored = try ModelContext(context.container).fetch(FetchDescriptor<Person>()).map(\.email)
    #expect(stored == ["ada@example.com", "alan@example.com"])
  }

  @Test("A store file that is not a database fails to load with loadIssueModelContainer and is left as it was")
  func corruptStore() throws {
    let url = try temporaryStoreURL("corrupt")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let garbage = Data(repeating: 0x5A, count: 4096)
    try garbage.write(to: url)
    #expect(throws: SwiftDataError.loadIssueModelContainer) {
      try ModelContainer(for: Note.self, configurations: ModelConfiguration(url: url))
    }
    #expect(try Data(contentsOf: url) == garbage)
  }

  @Test("Saving to a read-only store fails with a clear error and keeps the changes in the context")
  func readOnlyStore() throws {
    let url = try temporaryStoreURL("readonly")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    do {
      let context = ModelContext(try ModelContainer(for: Note.self, configurations: ModelConfiguration(url: url)))
      context.insert(Note(title: "saved"))
      try context.save()
    }
    let container = try ModelContainer(for: Note.self, configurations: ModelConfiguration(url: url, allowsSave: false))
    let context = ModelContext(container)
    context.insert(Note(title: "unsaved"))
    let error = #expect(throws: SwiftDataError.self) { try context.save() }
    #expect(error?.description.contains("readonly") == true)
    #expect(context.hasChanges)
    #expect(try context.fetch(FetchDescriptor<Note>()).map(\.title) == ["saved", "unsaved"])
  }

  @Test("A delete rule that denies fails the save while the model still holds related models")
  func denyRule() throws {
    let context = ModelContext(try memoryContainer(Shelf.self))
    let shelf = Shelf()
    context.insert(shelf)
    shelf.books = [Book()]
    try context.save()
    context.delete(shelf)
    #expect(throws: SwiftDataError.modelValidationFailure) { try context.save() }
  }
}

@Model
final class Shelf {
  @Relationship(deleteRule: .deny) var books: [Book] = []
  init() {}
}

@Model
final class Book {
  var title = "Untitled"
  init() {}
}

@Model
final class Team {
  @Relationship(maximumModelCount: 2) var members: [Member] = []
  init() {}
}

@Model
final class Member {
  var name = ""
  init() {}
}

@Suite("Relationship counts")
struct RelationshipCountTests {
  @Test("A to-many relationship holding more than its maximumModelCount fails the save with a validation error")
  func maximumCount() throws {
    let context = ModelContext(try memoryContainer(Team.self))
    let team = Team()
    context.insert(team)
    team.members = [Member(), Member(), Member()]
    #expect(throws: SwiftDataError.modelValidationFailure) { try context.save() }
    team.members.removeLast()
    try context.save()
    #expect(try context.fetchCount(FetchDescriptor<Member>()) == 3)
  }
}

@Model
final class Measurement {
  var value: Double
  init(value: Double) { self.value = value }
}

@Suite("Extreme values")
struct ExtremeValueTests {
  nonisolated static let values: [Double] = [.nan, .infinity, -.infinity, 1e300, -0.0, .leastNonzeroMagnitude]

  @Test("A Double attribute reads back from the store as it was saved", arguments: values)
  func doubleRoundTrip(value: Double) throws {
    let container = try memoryContainer(Measurement.self)
    let writer = ModelContext(container)
    writer.insert(Measurement(value: value))
    try writer.save()
    let read = try #require(try ModelContext(container).fetch(FetchDescriptor<Measurement>()).first)
    #expect(read.value.bitPattern == value.bitPattern || (read.value.isNaN && value.isNaN))
  }
}

@Model
final class Contact {
  #Unique<Contact>([\.givenName, \.familyName])
  #Index<Contact>([\.familyName])
  var givenName: String
  var familyName: String
  var phone: String

  init(givenName: String, familyName: String, phone: String) {
    self.givenName = givenName
    self.familyName = familyName
    self.phone = phone
  }
}

@Suite("#Unique and #Index")
struct UniqueMacroTests {
  @Test("#Unique makes a list of properties unique together: a second insert with the same values upserts")
  func compoundUpsert() throws {
    let context = ModelContext(try memoryContainer(Contact.self))
    context.insert(Contact(givenName: "Ada", familyName: "Lovelace", phone: "1"))
    context.insert(Contact(givenName: "Ada", familyName: "Byron", phone: "2"))
    try context.save()
    context.insert(Contact(givenName: "Ada", familyName: "Lovelace", phone: "3"))
    try context.save()
    let contacts = try ModelContext(context.container).fetch(FetchDescriptor<Contact>())
    #expect(contacts.map(\.phone) == ["3", "2"])
  }
}
