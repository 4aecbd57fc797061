import Foundation

/// A list's selection, type-erased: which tags are selected, and what a tap on a tagged row does.
///
/// A row's tag is its `tag(_:)`, or the identifier of the `ForEach` element it comes from. A tag
/// matches the selection by the rule of `Controls/Picker/Tag.swift` (a tag of the selection's
/// value type, or written for its optional). On iOS outside edit mode a tap selects the row
/// alone, for a single selection and for a set.
struct ListSelection {
  let isSelected: (any ViewTag) -> Bool
  let select: (any ViewTag) -> Void

  init<Value: Hashable>(_ binding: Binding<Value?>) {
    // A matching tag is a `Value?`; a tag of `nil` stands for no row.
    func value(_ tag: any ViewTag) -> Value? { tag.value(as: Value?.self) ?? nil }
    isSelected = { tag in value(tag).map { $0 == binding.wrappedValue } ?? false }
    select = { tag in
      if let selected = value(tag) { binding.wrappedValue = selected }
    }
  }

  init<Value: Hashable>(_ binding: Binding<Value>) {
    isSelected = { tag in tag.value(as: Value.self).map { $0 == binding.wrappedValue } ?? false }
    select = { tag in
      if let value = tag.value(as: Value.self) { binding.wrappedValue = value }
    }
  }

  init<Value: Hashable>(_ binding: Binding<Set<Value>>) {
    isSelected = { tag in tag.value(as: Value.self).map { binding.wrappedValue.contains($0) } ?? false }
    select = { tag in
      if let value = tag.value(as: Value.self) { binding.wrappedValue = [value] }
    }
  }
}
