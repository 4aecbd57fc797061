import Foundation

/// The SF Symbols names Trellis knows, and the Material Icons glyph that draws each.
///
/// SF Symbols ship only with Apple's systems; Material Icons (Apache 2.0, Debian's
/// `fonts-material-design-icons-iconfont`) has a glyph for the common ones, reached by a
/// ligature name. A symbol image is sized like a glyph of its font: one em square at the
/// medium scale, 0.8 em small and 1.3 em large.
enum SymbolCatalog {
  /// The Material Icons ligature for an SF Symbols name, or `nil` for a name Trellis does not know.
  static func ligature(for name: String) -> String? { ligatures[name] }

  /// Every known name.
  static var names: [String] { ligatures.keys.sorted() }

  /// The side of the symbol's square for a font and scale, in points.
  static func side(fontSize: CGFloat, scale: Image.Scale) -> CGFloat {
    switch scale {
    case .small: fontSize * 0.8
    case .medium: fontSize
    case .large: fontSize * 1.3
    }
  }

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
    "line.horizontal.3": "menu", "ellipsis": "more_horiz", "ellipsis.circle": "more_horiz", "play": "play_arrow",
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
