import CTrellisPreviewSections
import Foundation
import Trellis

/// The bounds of a `swift5_tests` section: where one linked image (a program or a shared
/// library) keeps its `#Preview` records.
///
/// The linker's `__start_`/`__stop_` symbols are hidden, so each image sees only its own section:
/// a runner that links the preview kit as a shared library passes its own bounds, read by code
/// compiled into the runner (`trellis_preview_section_start()` of `CTrellisPreviewSections`).
public struct PreviewRecordSection: @unchecked Sendable {
  /// The section's first byte, or `nil` when the image has none.
  public var start: UnsafeRawPointer?
  /// The byte after its last.
  public var end: UnsafeRawPointer?

  /// A section between `start` and `end`.
  public init(start: UnsafeRawPointer?, end: UnsafeRawPointer?) {
    self.start = start
    self.end = end
  }

  /// The section of the image this library is linked into: the program, when Trellis is linked
  /// statically into it.
  public static var linkedImage: PreviewRecordSection {
    PreviewRecordSection(start: trellis_preview_section_start(), end: trellis_preview_section_end())
  }
}

/// The `#Preview`s of the running program, found where the macro recorded them.
///
/// Each `#Preview` places a record in the program's `swift5_tests` section (see ``Trellis/Preview``);
/// the registry walks the section between the bounds the linker gives it and calls the accessor
/// of each record of Trellis' kind. Records of other kinds — Swift Testing's tests — are skipped.
public enum PreviewRegistry {
  /// Every `#Preview` recorded in `section`, in the order of their files, lines and columns.
  public static func macroPreviews(in section: PreviewRecordSection = .linkedImage) -> [Preview] {
    guard let start = section.start, let end = section.end, start < end else {
      return []
    }
    typealias Accessor = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeRawPointer?, UInt) -> Bool
    // Invariants (docs/UnsafeCode.md): the section holds records laid out as `__PreviewRecord`
    // (Swift Testing's record layout), which the loads below read only when a whole record fits
    // before `end`; a record of kind `__previewRecordKind` was written by `#Preview`, whose
    // accessor initialises a `Preview` at its first argument and returns `true`, or returns
    // `false` and leaves it uninitialised. A type's metadata pointer is one word.
    assert(MemoryLayout<Any.Type>.size == MemoryLayout<UnsafeRawPointer>.size)
    let stride = MemoryLayout<__PreviewRecord>.stride
    let type = unsafeBitCast(Preview.self as Any.Type, to: UnsafeRawPointer.self)
    var previews: [Preview] = []
    var record = start
    while record + stride <= end {
      if record.load(as: UInt32.self) == __previewRecordKind,
        let accessor = record.load(fromByteOffset: MemoryLayout<UInt>.stride, as: Accessor?.self)
      {
        let storage = UnsafeMutablePointer<Preview>.allocate(capacity: 1)
        if accessor(UnsafeMutableRawPointer(storage), type, nil, 0) {
          previews.append(storage.move())
        }
        storage.deallocate()
      }
      record += stride
    }
    return previews.sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
  }
}
