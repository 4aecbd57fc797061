import Foundation

/// A `Contents.json` file of an asset catalog, read leniently: what is not there, or not of the
/// expected type, reads as `nil`.
struct AssetJSON {
  /// A JSON object.
  struct Object {
    let values: [String: Any]

    func string(_ key: String) -> String? { values[key] as? String }
    func dictionary(_ key: String) -> Object? { (values[key] as? [String: Any]).map(Object.init) }
    func array(_ key: String) -> [Object] {
      (values[key] as? [Any] ?? []).compactMap { ($0 as? [String: Any]).map(Object.init) }
    }
    func bool(_ key: String) -> Bool? {
      switch values[key] {
      case let value as Bool: value
      case let value as NSNumber: value.boolValue
      case let value as String: ["true", "yes", "1"].contains(value.lowercased())
      default: nil
      }
    }
    /// A number or a string, as it was written.
    func raw(_ key: String) -> Any? { values[key] }
  }

  /// The file's top-level object, or `nil` when it could not be read.
  let object: Object?
  /// Why the file could not be read, if it could not.
  let problem: String?

  /// The largest `Contents.json` read: 4 MiB, far more than any asset needs.
  static let byteLimit = 4 << 20

  /// Reads the file at `url`: only a regular file (a FIFO would block), of at most
  /// `byteLimit` bytes, holding a JSON object. With `optional`, a missing file is no problem.
  static func read(_ url: URL, optional: Bool = false) -> AssetJSON {
    guard let stamp = FileStamp(path: url.path) else {
      return AssetJSON(object: nil, problem: optional ? nil : "'\(url.path)' is missing")
    }
    guard stamp.isRegularFile else {
      return AssetJSON(object: nil, problem: "'\(url.path)' is not a regular file")
    }
    guard stamp.size <= byteLimit else {
      return AssetJSON(object: nil, problem: "'\(url.path)' is larger than \(byteLimit >> 20) MiB")
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      return AssetJSON(object: nil, problem: "'\(url.path)' cannot be read")
    }
    guard let value = try? JSONSerialization.jsonObject(with: data), let values = value as? [String: Any] else {
      return AssetJSON(object: nil, problem: "'\(url.path)' is not a JSON object")
    }
    return AssetJSON(object: Object(values: values), problem: nil)
  }
}

/// The conditions an entry of an image, colour or symbol set applies under.
struct AssetVariant: Hashable, Sendable {
  /// `universal`, `iphone`, `ipad`, `mac`, …
  var idiom: String
  /// The luminosity appearance: `light`, `dark`, or `nil` for any.
  var luminosity: String?
  /// Whether the entry is for increased contrast.
  var isHighContrast: Bool
  /// `sRGB`, `display-P3`, or `nil` for any gamut.
  var gamut: String?

  init(_ entry: AssetJSON.Object) {
    idiom = entry.string("idiom") ?? "universal"
    var luminosity: String?
    var isHighContrast = false
    for appearance in entry.array("appearances") {
      switch appearance.string("appearance") {
      case "luminosity": luminosity = appearance.string("value")
      case "contrast": isHighContrast = appearance.string("value") == "high"
      default: break
      }
    }
    self.luminosity = luminosity
    self.isHighContrast = isHighContrast
    gamut = entry.string("display-gamut")
  }

  /// How well the entry fits a device of `idiom` in `scheme`: `nil` when it does not apply,
  /// else higher for a closer fit (the device's idiom before `universal`, the scheme's
  /// appearance before any).
  func rank(idiom device: DeviceIdiom, scheme: ColorScheme) -> Int? {
    guard !isHighContrast else { return nil }
    var rank = 0
    switch idiom {
    case device.rawValue: rank += 4
    case "universal": break
    default: return nil
    }
    switch luminosity {
    case nil: break
    case "light": if scheme == .light { rank += 2 } else { return nil }
    case "dark": if scheme == .dark { rank += 2 } else { return nil }
    default: return nil
    }
    // iPhones and iPads have Display P3 screens: a P3 variant before an sRGB one.
    switch gamut {
    case nil: break
    case "display-P3": rank += 1
    default: break
    }
    return rank
  }
}
