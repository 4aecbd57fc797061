import Foundation
import TrellisCore

// The keyboard a text field asks for, and the kind of content it holds: UIKit's types that
// SwiftUI's `keyboardType(_:)` and `textContentType(_:)` take. They change the keyboard and
// AutoFill, which a still picture does not show, so Trellis keeps them in the environment
// (a test can read them there) and draws the field as without them.

/// The kind of keyboard a text field shows, as UIKit names it
/// (https://developer.apple.com/documentation/uikit/uikeyboardtype).
public enum UIKeyboardType: Int, Sendable, Hashable {
  /// The keyboard of the current input method.
  case `default` = 0
  /// A keyboard of ASCII characters.
  case asciiCapable = 1
  /// Numbers and punctuation.
  case numbersAndPunctuation = 2
  /// Characters for typing URLs.
  case URL = 3
  /// Digits 0 to 9.
  case numberPad = 4
  /// A telephone keypad.
  case phonePad = 5
  /// A keypad for a name or a phone number.
  case namePhonePad = 6
  /// Characters for typing email addresses.
  case emailAddress = 7
  /// Digits and a decimal point.
  case decimalPad = 8
  /// Characters for typing posts, with `@` and `#`.
  case twitter = 9
  /// Characters for searching the web.
  case webSearch = 10
  /// Digits 0 to 9 in ASCII.
  case asciiCapableNumberPad = 11

  /// The keyboard for alphabetic input (deprecated in UIKit: use ``asciiCapable``).
  public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The kind of content a text field holds, which AutoFill uses, as UIKit names it
/// (https://developer.apple.com/documentation/uikit/uitextcontenttype).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// UIKit's name of the content type.
  public let rawValue: String

  /// Creates a content type from UIKit's name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A person's full name.
  public static let name = UITextContentType(rawValue: "name")
  /// A name prefix or title, such as "Dr.".
  public static let namePrefix = UITextContentType(rawValue: "namePrefix")
  /// A given name.
  public static let givenName = UITextContentType(rawValue: "givenName")
  /// A middle name.
  public static let middleName = UITextContentType(rawValue: "middleName")
  /// A family name.
  public static let familyName = UITextContentType(rawValue: "familyName")
  /// A name suffix, such as "Jr.".
  public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
  /// A nickname.
  public static let nickname = UITextContentType(rawValue: "nickname")
  /// A job title.
  public static let jobTitle = UITextContentType(rawValue: "jobTitle")
  /// An organisation's name.
  public static let organizationName = UITextContentType(rawValue: "organizationName")
  /// A location.
  public static let location = UITextContentType(rawValue: "location")
  /// A full street address.
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  /// The first line of a street address.
  public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
  /// The second line of a street address.
  public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
  /// A city.
  public static let addressCity = UITextContentType(rawValue: "addressCity")
  /// A state or province.
  public static let addressState = UITextContentType(rawValue: "addressState")
  /// A city and a state.
  public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
  /// A sublocality.
  public static let sublocality = UITextContentType(rawValue: "sublocality")
  /// A country's name.
  public static let countryName = UITextContentType(rawValue: "countryName")
  /// A postal code.
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  /// An email address.
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  /// A URL.
  public static let URL = UITextContentType(rawValue: "URL")
  /// A credit card number.
  public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
  /// An account's user name.
  public static let username = UITextContentType(rawValue: "username")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password, which AutoFill can suggest.
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  /// A one-time code, such as one from a text message.
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  /// A shipment tracking number.
  public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
  /// A flight number.
  public static let flightNumber = UITextContentType(rawValue: "flightNumber")
  /// A date and time.
  public static let dateTime = UITextContentType(rawValue: "dateTime")
  /// A birthdate.
  public static let birthdate = UITextContentType(rawValue: "birthdate")
  /// A credit card's security code.
  public static let creditCardSecurityCode = UITextContentType(rawValue: "creditCardSecurityCode")
  /// A credit card's expiration date.
  public static let creditCardExpiration = UITextContentType(rawValue: "creditCardExpiration")
  /// The name on a credit card.
  public static let creditCardName = UITextContentType(rawValue: "creditCardName")
}

extension EnvironmentValues {
  /// The keyboard text fields here ask for (``View/keyboardType(_:)``).
  @Entry var keyboardType: UIKeyboardType = .default

  /// The content type text fields here declare (``View/textContentType(_:)``).
  @Entry var textContentType: UITextContentType?
}

nonisolated extension View {
  /// Sets the keyboard that text fields in this view show when they are being edited.
  ///
  /// ```swift
  /// TextField("Email", text: $email).keyboardType(.emailAddress)
  /// ```
  ///
  /// A still picture shows no keyboard: the field is drawn as without the modifier.
  public func keyboardType(_ type: UIKeyboardType) -> some View {
    environment(\.keyboardType, type)
  }

  /// Sets the kind of content text fields in this view hold, which AutoFill uses.
  ///
  /// ```swift
  /// SecureField("Password", text: $password).textContentType(.password)
  /// ```
  ///
  /// AutoFill does not exist in a still picture: the field is drawn as without the modifier.
  public func textContentType(_ textContentType: UITextContentType?) -> some View {
    environment(\.textContentType, textContentType)
  }
}
