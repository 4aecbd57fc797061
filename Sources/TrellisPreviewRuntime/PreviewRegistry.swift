import CTrellisPreviewSections
import Foundation
import Trellis

/// The `#Preview`s of the running program, found where the macro recorded them.
///
/// Each `#Preview` places a record in the program's `swift5_tests` section (see ``Trellis/Preview``);
/// the registry walks the section between the bounds the linker gives it and calls the accessor
/// of each record of Trellis' kind. Records of other kinds — Swift Testing's tests — are skipped.
public enum PreviewRegistry {
  /// Every `#Preview` linked into the program, in the order of their files, lines and columns.
  public static func macroPreviews() -> [Preview] {
    guard let start = trellis_preview_section_start(), let end = trellis_preview_section_end(), start < end else {
      return []
    }
    typealias Accessor = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeRawPointer?, UInt) -> Bool
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
