import CPangoCairo
import Foundation

/// A private fontconfig configuration holding exactly the files of a ``FontSet``.
///
/// Made once per process and shared by every text engine: fontconfig configurations are
/// immutable once built and safe to query from several threads.
///
/// Every face of the set is opened once, here, with a FreeType library of Trellis' own, and
/// handed to Cairo through the fonts' patterns (`FC_FT_FACE`). Cairo 1.16 otherwise opens the
/// files itself and keeps at most ten faces open, closing a face it believes unused to open
/// another; it reads the other font's lock count without that font's mutex, so on several
/// threads it can close a face another thread has just taken (a use after free inside
/// FreeType, seen from 8 threads drawing multi-script text). Faces Cairo is given are never
/// closed by it, and each is still used under Cairo's per-face mutex.
final class FontConfiguration: @unchecked Sendable {
  let config: OpaquePointer
  let fontSet: FontSet
  /// The FreeType library of the faces below; used only here, on one thread.
  private var library: FT_Library?
  /// Every face of the set, alive as long as the configuration (the process, for `shared`).
  private var faces: [FT_Face] = []

  init(fontSet: FontSet) throws {
    guard let config = FcConfigCreate() else { throw FontSetError.unreadableFont("(fontconfig configuration)") }
    let rules = Self.rules
    let loaded = rules.withCString { text in
      text.withMemoryRebound(to: FcChar8.self, capacity: rules.utf8.count + 1) {
        FcConfigParseAndLoadFromMemory(config, $0, 1)
      }
    }
    if loaded == 0 {
      FcConfigDestroy(config)
      throw FontSetError.unreadableFont("(fontconfig rules)")
    }
    for file in fontSet.files {
      let added = file.withCString { path in
        path.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) { FcConfigAppFontAddFile(config, $0) }
      }
      if added == 0 {
        FcConfigDestroy(config)
        throw FontSetError.unreadableFont(file)
      }
    }
    self.config = config
    self.fontSet = fontSet
    attachFaces()
  }

  deinit {
    FcConfigDestroy(config)
    for face in faces { FT_Done_Face(face) }
    if let library { FT_Done_FreeType(library) }
  }

  private let addLock = NSLock()

  /// Adds the font file at `path` to the configuration, opens its faces as `attachFaces()`
  /// does, and returns the families it added; `nil` when fontconfig refuses the file.
  func addFont(atPath path: String) -> [String]? {
    addLock.withLock {
      let before = FcConfigGetFonts(config, FcSetApplication).map { Int($0.pointee.nfont) } ?? 0
      let added = path.withCString { text in
        text.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) { FcConfigAppFontAddFile(config, $0) }
      }
      guard added != 0, let set = FcConfigGetFonts(config, FcSetApplication) else { return nil }
      var families: [String] = []
      for index in before..<Int(set.pointee.nfont) {
        guard let pattern = set.pointee.fonts[index] else { continue }
        var family: UnsafeMutablePointer<FcChar8>?
        if FcPatternGetString(pattern, FC_FAMILY, 0, &family) == FcResultMatch, let family {
          let name = family.withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }
          if !families.contains(name) { families.append(name) }
        }
      }
      attachFaces(from: before)
      return families
    }
  }

  /// Opens each font of the configuration once and records the face in its pattern, so that
  /// Cairo uses that face rather than opening (and closing) the file itself.
  private func attachFaces(from first: Int = 0) {
    if library == nil, FT_Init_FreeType(&library) != 0 { return }
    guard let library, let set = FcConfigGetFonts(config, FcSetApplication), first < Int(set.pointee.nfont) else {
      return
    }
    for index in first..<Int(set.pointee.nfont) {
      guard let pattern = set.pointee.fonts[index] else { continue }
      var file: UnsafeMutablePointer<FcChar8>?
      var faceIndex: Int32 = 0
      guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
      _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &faceIndex)
      var face: FT_Face?
      let opened = file.withMemoryRebound(to: CChar.self, capacity: 1) {
        FT_New_Face(library, $0, FT_Long(faceIndex), &face)
      }
      guard opened == 0, let face else { continue }
      faces.append(face)
      _ = FcPatternAddFTFace(pattern, FC_FT_FACE, face)
    }
  }

  /// The configuration's rules: bitmap fonts scaled to the size asked for, and Inter's faces
  /// scaled horizontally to SF Pro's widths.
  static let rules = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig>
    \(bitmapScaling)
    \(interScaling)
    </fontconfig>
    """

  /// Rules that scale bitmap fonts to the size asked for.
  ///
  /// Noto Color Emoji holds bitmaps at one size (109 pixels); without the rule, Pango would
  /// lay emoji out at that size whatever the font size. Debian's own configuration does the
  /// same (`10-scale-bitmap-fonts.conf`), but a private configuration starts empty.
  private static let bitmapScaling = """
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <edit name="pixelsizefixupfactor" mode="assign">
          <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
        </edit>
      </match>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
        <edit name="matrix" mode="assign">
          <times>
            <name>matrix</name>
            <matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix>
          </times>
        </edit>
        <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
      </match>
    """

  /// Rules that widen each of Inter's faces by its weight's horizontal scale
  /// (``SystemFontMetrics/horizontalScale(weight:)``): a font matrix, which Pango applies both
  /// to the advances it lays out and to the glyphs Cairo draws.
  private static let interScaling: String = {
    // fontconfig's weights of Inter's nine faces, with their OpenType weights.
    let faces = [(0, 100), (40, 200), (50, 300), (80, 400), (100, 500), (180, 600), (200, 700), (205, 800), (210, 900)]
    return faces.map { fontconfigWeight, weight in
      let scale = SystemFontMetrics.horizontalScale(weight: weight)
      return """
          <match target="font">
            <test name="family" compare="eq"><string>Inter</string></test>
            <test name="weight" compare="eq"><int>\(fontconfigWeight)</int></test>
            <edit name="matrix" mode="assign">
              <times>
                <name>matrix</name>
                <matrix><double>\(scale)</double><double>0</double><double>0</double><double>1</double></matrix>
              </times>
            </edit>
          </match>
        """
    }.joined(separator: "\n")
  }()

  /// The process's configuration, made from the installed font set on first use.
  static let shared: Result<FontConfiguration, FontSetError> = Result {
    try FontConfiguration(fontSet: FontSet.locate())
  }.mapError { $0 as? FontSetError ?? .unreadableFont("\($0)") }
}
