import Foundation

/// The SF Symbols names Trellis knows, the Material Icons glyph that draws each, and the size
/// of each symbol's frame.
///
/// SF Symbols ship only with Apple's systems; Material Icons (Apache 2.0, Debian's
/// `fonts-material-design-icons-iconfont`) has a glyph for the common ones, reached by a
/// ligature name. A symbol's frame is sized as SF Symbols size it (docs/TextRendering.md §10):
/// from real SwiftUI frames where they are published, else from the Material glyph's own ink
/// box, scaled by the factor that maps those published symbols' glyphs to their frames; the
/// small and large scales are 0.8 and 1.3 times the font size, as Apple documents them.
enum SymbolCatalog {
  /// The Material Icons ligature for an SF Symbols name, or `nil` for a name Trellis does not know.
  static func ligature(for name: String) -> String? { ligatures[name] ?? commonLigatures[name] }

  /// Every known name.
  static var names: [String] { Set(ligatures.keys).union(commonLigatures.keys).sorted() }

  /// The factor a symbol's point size is multiplied by at each scale: Apple documents the small
  /// scale as about 20 % smaller than medium and the large scale as about 30 % larger
  /// (`NSImage.SymbolScale`), which the published frame of a large `globe` confirms.
  static func scaleFactor(_ scale: Image.Scale) -> CGFloat {
    switch scale {
    case .small: 0.8
    case .medium: 1
    case .large: 1.3
    }
  }

  /// The size of the symbol's frame at the medium scale, in em of its font, given the ink box
  /// of its Material glyph in em: a published size, the enclosure of the circled symbols, or
  /// the ink box times ``glyphToFrame``.
  static func emSize(named name: String, inkBox: CGSize) -> CGSize {
    let base = name.hasSuffix(".fill") ? String(name.dropLast(5)) : name
    if let measured = measuredSizes[name] ?? measuredSizes[base] { return measured }
    if isEnclosedInCircle(name) { return CGSize(width: circleSide, height: circleSide) }
    return CGSize(width: inkBox.width * glyphToFrame, height: inkBox.height * glyphToFrame)
  }

  /// Whether the symbol is drawn in a circle (`xmark.circle`, `person.crop.circle.fill`,
  /// `circle`…): SF Symbols gives every such enclosure the same size.
  static func isEnclosedInCircle(_ name: String) -> Bool {
    name.split(separator: ".").contains("circle")
  }

  /// The side of a circled symbol's frame, in em: `checkmark.circle.fill` is 17 × 17 at
  /// 17 points and 16 × 16 at 16 points in SwiftUI.
  static let circleSide: CGFloat = 1

  /// How much larger an SF symbol's frame is than the ink of the Material glyph standing in for
  /// it (whose artwork fills 20 of the 24 units of its em): the geometric mean of that ratio,
  /// width and height, over the symbols whose SwiftUI frames are published (``measuredSizes``).
  static let glyphToFrame: CGFloat = 1.38

  /// Medium-scale frames of real SwiftUI symbols, in em, for a symbol and its `.fill` variant,
  /// which SF Symbols draws in the same box. Sources: docs/TextRendering.md §10. Frames read from
  /// 3× screens are taken at the middle of their last pixel.
  static let measuredSizes: [String: CGSize] = [
    // ≈ 20.5 × 17.5 at 17 points.
    "heart": CGSize(width: 20.5 / 17, height: 17.5 / 17),
    // 18.667 × 18 at 17 points (iOS 16 to 26).
    "star": CGSize(width: 18.5 / 17, height: 17.833 / 17),
    // 20 × 17.667 at 17 points, in a `Label` (iOS 16 to 18).
    "house": CGSize(width: 19.833 / 17, height: 17.5 / 17),
  ]

  private static let ligatures: [String: String] = [
    "checkmark": "check", "checkmark.circle": "check_circle_outline", "checkmark.circle.fill": "check_circle",
    "checkmark.square": "check_box", "xmark": "close", "xmark.circle": "highlight_off", "xmark.circle.fill": "cancel",
    "plus": "add", "plus.circle": "add_circle_outline", "plus.circle.fill": "add_circle", "minus": "remove",
    "minus.circle": "remove_circle_outline", "minus.circle.fill": "remove_circle",
    "chevron.right": "chevron_right", "chevron.left": "chevron_left", "chevron.up": "expand_less",
    "chevron.down": "expand_more", "arrow.right": "arrow_forward", "arrow.left": "arrow_back",
    "arrow.up": "arrow_upward", "arrow.down": "arrow_downward", "arrow.clockwise": "refresh",
    "arrow.triangle.2.circlepath": "sync", "star": "star_border", "star.fill": "star", "heart": "favorite_border",
    "heart.fill": "favorite", "person": "person_outline", "person.fill": "person", "person.circle": "account_circle",
    "person.crop.circle": "account_circle", "person.crop.circle.fill": "account_circle", "person.2": "people_outline",
    "person.2.fill": "people", "gear": "settings", "gearshape": "settings", "gearshape.fill": "settings",
    "house": "home", "house.fill": "home", "magnifyingglass": "search", "bell": "notifications_none",
    "bell.fill": "notifications", "envelope": "mail_outline", "envelope.fill": "mail", "trash": "delete_outline",
    "trash.fill": "delete", "pencil": "edit", "square.and.pencil": "create", "square.and.arrow.up": "share",
    "paperplane": "send", "paperplane.fill": "send", "calendar": "calendar_today", "clock": "schedule",
    "clock.fill": "watch_later", "camera": "photo_camera", "camera.fill": "photo_camera", "photo": "image",
    "phone": "phone", "phone.fill": "phone", "message": "chat_bubble_outline", "message.fill": "chat_bubble",
    "bubble.left": "chat_bubble_outline", "bubble.left.fill": "chat_bubble", "info.circle": "info_outline",
    "info.circle.fill": "info", "exclamationmark.triangle": "warning", "exclamationmark.triangle.fill": "warning",
    "exclamationmark.circle": "error_outline", "exclamationmark.circle.fill": "error",
    "questionmark.circle": "help_outline", "questionmark.circle.fill": "help", "lock": "lock_outline",
    "lock.fill": "lock", "lock.open": "lock_open", "wifi": "wifi", "wifi.slash": "wifi_off",
    "battery.100": "battery_full", "bolt": "flash_on", "bolt.fill": "flash_on", "cart": "shopping_cart",
    "cart.fill": "shopping_cart", "creditcard": "credit_card", "bookmark": "bookmark_border",
    "bookmark.fill": "bookmark", "folder": "folder_open", "folder.fill": "folder", "doc": "insert_drive_file",
    "doc.text": "description", "list.bullet": "format_list_bulleted", "line.3.horizontal": "menu",
    "line.horizontal.3": "menu", "ellipsis": "more_horiz", "ellipsis.circle": "pending", "play": "play_arrow",
    "play.fill": "play_arrow", "pause": "pause", "pause.fill": "pause", "stop.fill": "stop",
    "forward.fill": "fast_forward", "backward.fill": "fast_rewind", "speaker.wave.2": "volume_up",
    "speaker.wave.2.fill": "volume_up", "speaker.slash": "volume_off", "speaker.slash.fill": "volume_off",
    "mic": "mic_none", "mic.fill": "mic", "map": "map", "location": "near_me", "location.fill": "near_me",
    "mappin": "place", "mappin.circle": "place", "globe": "public", "sun.max": "wb_sunny", "sun.max.fill": "wb_sunny",
    "moon": "brightness_2", "moon.fill": "brightness_2", "cloud": "cloud_queue", "cloud.fill": "cloud",
    "flame": "whatshot", "flame.fill": "whatshot", "leaf": "eco", "figure.walk": "directions_walk",
    "car": "directions_car", "car.fill": "directions_car", "airplane": "flight", "eye": "visibility",
    "eye.slash": "visibility_off", "hand.thumbsup": "thumb_up", "hand.thumbsup.fill": "thumb_up", "link": "link",
    "tag": "local_offer", "tag.fill": "local_offer", "flag": "outlined_flag", "flag.fill": "flag",
    "chart.bar": "bar_chart", "chart.bar.fill": "bar_chart", "chart.pie": "pie_chart", "chart.pie.fill": "pie_chart",
    "square.grid.2x2": "apps", "slider.horizontal.3": "tune", "power": "power_settings_new", "qrcode": "qr_code",
    "circle": "radio_button_unchecked", "circle.fill": "lens", "square": "check_box_outline_blank",
    "cube": "view_in_ar", "gift": "card_giftcard", "music.note": "music_note", "film": "movie",
    "tv": "tv", "desktopcomputer": "desktop_windows", "laptopcomputer": "laptop", "iphone": "smartphone",
    "printer": "print", "keyboard": "keyboard", "globe.americas": "public", "cart.badge.plus": "add_shopping_cart",
  ]
}
