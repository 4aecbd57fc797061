import CPangoCairo
import Foundation

/// A private fontconfig configuration holding exactly the files of a ``FontSet``.
///
/// Made once per process and shared by every text engine: fontconfig configurations are
/// immutable once built and safe to query from several threads.
final class FontConfiguration: @unchecked Sendable {
  let config: OpaquePointer
  let fontSet: FontSet

  init(fontSet: FontSet) throws {
    guard let config = FcConfigCreate() else { throw FontSetError.unreadableFont("(fontconfig configuration)") }
    let loaded = Self.bitmapScaling.withCString { rules in
      rules.withMemoryRebound(to: FcChar8.self, capacity: Self.bitmapScaling.utf8.count + 1) {
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
  }

  deinit { FcConfigDestroy(config) }

  /// A fontconfig rule that scales bitmap fonts to the size asked for.
  ///
  /// Noto Color Emoji holds bitmaps at one size (109 pixels); without the rule, Pango would
  /// lay emoji out at that size whatever the font size. Debian's own configuration does the
  /// same (`10-scale-bitmap-fonts.conf`), but a private configuration starts empty.
  private static let bitmapScaling = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig>
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
    </fontconfig>
    """

  /// The process's configuration, made from the installed font set on first use.
  static let shared: Result<FontConfiguration, FontSetError> = Result {
    try FontConfiguration(fontSet: FontSet.locate())
  }.mapError { $0 as? FontSetError ?? .unreadableFont("\($0)") }
}
