import Foundation

/// A list's selection, type-erased: which tags are selected, and what a tap on a tagged row does.
///
/// A row's tag is its `tag(_:)`, or the identifier of the `ForEach` element it comes from. On
/// iOS outside edit mode a tap selects the row alone, for a single selection and for a set.
struct ListSelection {
  let isSelected: (AnyHashable) -> Bool
  let select: (AnyHashable) -> Void

  init<Value: Hashable>(_ binding: Binding<Value?>) {
    isSelected = { tag in (tag.base as? Value).map { $0 == binding.wrappedValue } ?? false }
    select = { tag in
      if let value = tag.base as? Value { binding.wrappedValue = value }
    }
  }

  init<Value: Hashable>(_ binding: Binding<Value>) {
    isSelected = { tag in (tag.base as? Value).map { $0 == binding.wrappedValue } ?? false }
    select = { tag in
      if let value = tag.base as? Value { binding.wrappedValue = value }
    }
  }

  init<Value: Hashable>(_ binding: Binding<Set<Value>>) {
    isSelected = { tag in (tag.base as? Value).map { binding.wrappedValue.contains($0) } ?? false }
    select = { tag in
      if let value = tag.base as? Value { binding.wrappedValue = [value] }
    }
  }
}
