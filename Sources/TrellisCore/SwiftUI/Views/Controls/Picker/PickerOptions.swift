import Foundation

// A picker's options are the views of its content, each with its tag. SwiftUI reads them from
// the content's view list and its traits; Trellis reads them from the content's structure —
// tuples, `ForEach`, `Group`, conditionals, `AnyView` and modifiers — before anything is laid
// out, so that each style can place every option where it draws it. A view of another kind
// (a `Text`, a `Label`, an app's own view) is one option; its tag is the one written on it or
// around it. Tags written inside an app's own view's `body` are not seen [a limitation].

/// One option of a picker's content: the view as written, with its modifiers, and its tag.
struct PickerOption {
  /// Where the option stands in the content: tuple indices, `ForEach` ids and branches, which
  /// keeps its identity when options come and go.
  var path: [AnyHashable]
  /// The option's view.
  var view: AnyView
  /// The option's tag: written with `tag(_:)`, or its `ForEach` element's id; `nil` for an
  /// untagged view, which no selection matches.
  var tag: (any ViewTag)?
}

/// A view that lists its options itself: the structural views of a view builder.
protocol PickerOptionSource {
  /// Appends the options this view holds, under `path`.
  func appendOptions(to options: inout [PickerOption], path: [AnyHashable])
}

/// Reads the options out of a picker's content.
enum PickerOptions {
  /// The options of `content`, in order.
  static func options<Content: View>(of content: Content) -> [PickerOption] {
    var options: [PickerOption] = []
    append(content, to: &options, path: [])
    return options
  }

  /// Appends the options of `view`: those it lists itself, or the view as one option.
  static func append(_ view: any View, to options: inout [PickerOption], path: [AnyHashable]) {
    if let source = view as? any PickerOptionSource {
      source.appendOptions(to: &options, path: path)
    } else {
      options.append(PickerOption(path: path, view: AnyView(view), tag: nil))
    }
  }
}

extension TupleView: PickerOptionSource {
  func appendOptions(to options: inout [PickerOption], path: [AnyHashable]) {
    for (index, element) in elements.enumerated() {
      PickerOptions.append(element, to: &options, path: path + [index])
    }
  }
}

extension ForEach: PickerOptionSource where Content: View {
  /// Each element's views, tagged with the element's id unless they carry a tag of their own
  /// (OpenSwiftUI `Tag.swift`: a `ForEach` sets its tag only where none is set).
  func appendOptions(to options: inout [PickerOption], path: [AnyHashable]) {
    for element in data {
      let id = idForElement(element)
      var elementOptions: [PickerOption] = []
      PickerOptions.append(content(element), to: &elementOptions, path: path + [AnyHashable(id)])
      for var option in elementOptions {
        if option.tag == nil { option.tag = TagValue(tag: id, includeOptional: true) }
        options.append(option)
      }
    }
  }
}

extension Group: PickerOptionSource {
  func appendOptions(to options: inout [PickerOption], path: [AnyHashable]) {
    PickerOptions.append(content, to: &options, path: path)
  }
}

extension _ConditionalContent: PickerOptionSource where TrueContent: View, FalseContent: View {
  func appendOptions(to options: inout [PickerOption], path: [AnyHashable]) {
    switch storage {
    case .trueContent(let content): PickerOptions.append(content, to: &options, path: path + [1])
    case .falseContent(let content): PickerOptions.append(content, to: &options, path: path + [0])
    }
  }
}

extension Optional: PickerOptionSource where Wrapped: View {
  func appendOptions(to options: inout [PickerOption], path: [AnyHashable]) {
    if let view = self { PickerOptions.append(view, to: &options, path: path + [1]) }
  }
}

extension EmptyView: PickerOptionSource {
  func appendOptions(to options: inout [PickerOption], path: [AnyHashable]) {}
}

extension AnyView: PickerOptionSource {
  func appendOptions(to options: inout [PickerOption], path: [AnyHashable]) {
    PickerOptions.append(storage, to: &options, path: path)
  }
}

extension ModifiedContent: PickerOptionSource where Content: View, Modifier: ViewModifier {
  /// The content's options with this modifier applied: one option keeps the whole modified
  /// view; several each get the modifier, as a modifier on a list applies to each of its views.
  /// A tag written here replaces the tags inside, as SwiftUI's outer trait write wins.
  func appendOptions(to options: inout [PickerOption], path: [AnyHashable]) {
    var inner: [PickerOption] = []
    PickerOptions.append(content, to: &inner, path: path)
    let tag = (modifier as? any TagWriting)?.viewTag
    if inner.count == 1 {
      var option = inner[0]
      option.view = AnyView(self)
      if let tag { option.tag = tag }
      options.append(option)
      return
    }
    for var option in inner {
      option.view = AnyView(option.view.modifier(modifier))
      if let tag { option.tag = tag }
      options.append(option)
    }
  }
}
