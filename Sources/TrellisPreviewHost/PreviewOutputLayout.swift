import Foundation
import Trellis
import TrellisPreviewRuntime

/// Where the files of a preview's render go: `<folder>/<file or provider>/<name>/<variant>.png`,
/// with the layout JSON beside the picture as `<variant>.json`.
///
/// Each part of the preview's identifier becomes a folder name with every character other than
/// letters, digits, `-`, `_` and `.` replaced by `_` (and no leading dot), so that any preview
/// name gives a path that every file system and every CI artifact store accepts.
public enum PreviewOutputLayout {
  /// The path of the picture of `preview` in `variant`, relative to the output folder.
  public static func imagePath(preview: String, variant: PreviewVariant, format: PictureFormat) -> String {
    folder(of: preview) + "/" + variant.name + "." + format.rawValue
  }

  /// The path of the layout JSON of `preview` in `variant`, relative to the output folder.
  public static func layoutPath(preview: String, variant: PreviewVariant) -> String {
    folder(of: preview) + "/" + variant.name + ".json"
  }

  /// A file name of `preview`'s, without extension: its identifier's parts, made safe, joined
  /// by `-` (`Badge/Badge` → `Badge-Badge`), for `trellis render`'s default output.
  public static func fileName(of preview: String) -> String {
    preview.split(separator: "/").map { safe(String($0)) }.joined(separator: "-")
  }

  /// The folder of a preview's files: its identifier's parts, made safe.
  static func folder(of preview: String) -> String {
    preview.split(separator: "/").map { safe(String($0)) }.joined(separator: "/")
  }

  /// `name` with only letters, digits, `-`, `_` and `.`, and no leading dot.
  static func safe(_ name: String) -> String {
    var result = String(
      name.unicodeScalars.map { scalar -> Character in
        let allowed =
          scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar))
        return allowed ? Character(scalar) : "_"
      })
    while result.hasPrefix(".") { result = "_" + result.dropFirst() }
    return result.isEmpty ? "_" : result
  }

  /// One job for each preview and variant, writing under `folder`.
  public static func jobs(
    previews: [String], variants: [PreviewVariant], format: PictureFormat, folder: URL
  ) -> [PreviewRenderJob] {
    previews.flatMap { preview in
      variants.map { variant in
        PreviewRenderJob(
          preview: preview, variant: variant, format: format,
          imagePath: folder.appendingPathComponent(imagePath(preview: preview, variant: variant, format: format)).path,
          layoutPath: folder.appendingPathComponent(layoutPath(preview: preview, variant: variant)).path)
      }
    }
  }
}
