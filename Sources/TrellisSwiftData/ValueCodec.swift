import Foundation
internal import SQLiteNIO

/// How an attribute's value is written to its column and read back: numbers, strings, data and
/// dates natively (a date as seconds since 2001-01-01, as Core Data stores it, so that no
/// precision is lost; NaN as the text `nan`, as SQLite turns a NaN real into `NULL`), any other `Codable` value (enums, structs, arrays) as JSON text with
/// sorted keys.
enum ValueCodec {
  /// The column value of `value`, an attribute's value of type `type`.
  static func encode(_ value: Any, as type: Any.Type) throws -> SQLiteData {
    if let optional = value as? any _OptionalValue {
      guard let wrapped = optional._wrapped else { return .null }
      return try encode(wrapped, as: Swift.type(of: optional)._wrappedType)
    }
    switch value {
    case let value as Bool: return .integer(value ? 1 : 0)
    case let value as Int: return .integer(value)
    case let value as Int8: return .integer(Int(value))
    case let value as Int16: return .integer(Int(value))
    case let value as Int32: return .integer(Int(value))
    case let value as Int64: return .integer(Int(value))
    case let value as UInt: return .integer(Int(truncatingIfNeeded: value))
    case let value as UInt8: return .integer(Int(value))
    case let value as UInt16: return .integer(Int(value))
    case let value as UInt32: return .integer(Int(value))
    case let value as UInt64: return .integer(Int(truncatingIfNeeded: value))
    case let value as Double: return real(value)
    case let value as Float: return real(Double(value))
    case let value as CGFloat: return real(Double(value))
    case let value as String: return .text(value)
    case let value as Data: return .blob(ByteBuffer(bytes: value))
    case let value as Date: return real(value.timeIntervalSinceReferenceDate)
    case let value as UUID: return .text(value.uuidString)
    case let value as URL: return .text(value.absoluteString)
    case let value as any Encodable:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      return .text(String(decoding: try encoder.encode(value), as: UTF8.self))
    default:
      throw SwiftDataError(.unsupportedAttribute, "A value of type \(type) is not Codable: SwiftData cannot store it.")
    }
  }

  /// A floating-point column value; NaN, which SQLite would store as `NULL`, is the text `nan`.
  private static func real(_ value: Double) -> SQLiteData {
    value.isNaN ? .text("nan") : .float(value)
  }

  /// The attribute value of type `type` stored as `value`.
  static func decode(_ value: SQLiteData, as type: Any.Type) throws -> Any {
    if let optional = type as? any _OptionalValue.Type {
      if value.isNull { return optional._none }
      return optional._wrapping(try decode(value, as: optional._wrappedType))
    }
    func integer() throws -> Int {
      guard case .integer(let integer) = value else { throw mismatch(value, type) }
      return integer
    }
    func double() throws -> Double {
      switch value {
      case .float(let double): return double
      case .integer(let integer): return Double(integer)
      case .text("nan"): return .nan
      default: throw mismatch(value, type)
      }
    }
    func text() throws -> String {
      guard case .text(let text) = value else { throw mismatch(value, type) }
      return text
    }
    func exact<T: BinaryInteger>(_: T.Type) throws -> T {
      guard let converted = T(exactly: try integer()) else { throw mismatch(value, type) }
      return converted
    }
    switch type {
    case is Bool.Type: return try integer() != 0
    case is Int.Type: return try integer()
    case is Int8.Type: return try exact(Int8.self)
    case is Int16.Type: return try exact(Int16.self)
    case is Int32.Type: return try exact(Int32.self)
    case is Int64.Type: return Int64(try integer())
    case is UInt.Type: return UInt(truncatingIfNeeded: try integer())
    case is UInt8.Type: return try exact(UInt8.self)
    case is UInt16.Type: return try exact(UInt16.self)
    case is UInt32.Type: return try exact(UInt32.self)
    case is UInt64.Type: return UInt64(truncatingIfNeeded: try integer())
    case is Double.Type: return try double()
    case is Float.Type: return Float(try double())
    case is CGFloat.Type: return CGFloat(try double())
    case is String.Type: return try text()
    case is Data.Type:
      guard case .blob(let buffer) = value else { throw mismatch(value, type) }
      return Data(buffer.readableBytesView)
    case is Date.Type: return Date(timeIntervalSinceReferenceDate: try double())
    case is UUID.Type:
      guard let uuid = UUID(uuidString: try text()) else { throw mismatch(value, type) }
      return uuid
    case is URL.Type:
      guard let url = URL(string: try text()) else { throw mismatch(value, type) }
      return url
    case let decodable as any Decodable.Type:
      return try JSONDecoder().decode(decodable, from: Data(try text().utf8))
    default:
      throw SwiftDataError(.unsupportedAttribute, "A value of type \(type) is not Codable: SwiftData cannot read it.")
    }
  }

  private static func mismatch(_ value: SQLiteData, _ type: Any.Type) -> SwiftDataError {
    SwiftDataError(.corruptStore, "The store holds \(value) where a value of type \(type) was expected.")
  }
}

/// An optional value, whatever it wraps: lets the codec unwrap and make optionals of any type.
protocol _OptionalValue {
  /// The wrapped value, if any.
  var _wrapped: Any? { get }
  /// The wrapped type.
  static var _wrappedType: Any.Type { get }
  /// `nil` of this optional type.
  static var _none: Any { get }
  /// `value`, which is of the wrapped type, as this optional type.
  static func _wrapping(_ value: Any) -> Any
}

extension Optional: _OptionalValue {
  var _wrapped: Any? { self.map { $0 as Any } }
  static var _wrappedType: Any.Type { Wrapped.self }
  static var _none: Any { Optional<Wrapped>.none as Any }
  static func _wrapping(_ value: Any) -> Any { (value as? Wrapped) as Any }
}
