import Foundation
import TrellisSwiftData

/// The models the tests store: attributes of several kinds, a unique attribute, a to-many
/// relationship with a cascade rule and its inverse.
@Model
final class Note {
  var title: String
  var created: Date
  var priority: Int = 0
  var tags: [String] = []
  var mood: Mood? = nil
  @Transient var scratch = "transient"

  init(title: String, created: Date = Date(timeIntervalSinceReferenceDate: 0), priority: Int = 0) {
    self.title = title
    self.created = created
    self.priority = priority
  }
}

/// A Codable enum attribute.
enum Mood: String, Codable {
  case calm, busy
}

@Model
final class Folder {
  @Attribute(.unique) var name: String
  @Relationship(deleteRule: .cascade, inverse: \Page.folder) var pages: [Page] = []

  init(name: String) {
    self.name = name
  }
}

@Model
final class Page {
  var number: Int
  var folder: Folder?

  init(number: Int, folder: Folder? = nil) {
    self.number = number
    self.folder = folder
  }
}

@Model
final class Person {
  @Attribute(.unique) var email: String
  var name: String

  init(email: String, name: String) {
    self.email = email
    self.name = name
  }
}

/// A new in-memory container of `types`.
func memoryContainer(_ types: any PersistentModel.Type...) throws -> ModelContainer {
  try ModelContainer(for: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
}

/// A new empty folder for a store file, removed by the caller.
func temporaryStoreURL(_ name: String) throws -> URL {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftdata-tests-\(name)-\(getpid())")
  try? FileManager.default.removeItem(at: folder)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder.appendingPathComponent("default.store")
}
