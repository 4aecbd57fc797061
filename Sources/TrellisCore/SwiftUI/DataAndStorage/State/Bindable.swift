import Foundation
import Observation

/// A property wrapper type that supports creating bindings to the mutable properties of
/// `@Observable` objects.
///
/// ```swift
/// struct BookEditor: View {
///     @Bindable var book: Book
///     var body: some View { TextField("Title", text: $book.title) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// The wrapper itself, whose members are bindings to the object's properties.
  public var projectedValue: Bindable<Value> { self }

  /// Creates a bindable object from an observable one.
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Creates a bindable object from an observable one.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Creates a bindable from the value of another.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// A binding to a property of the object: `$book.title`.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}
