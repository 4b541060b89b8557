import Foundation

/// UIKit's `UITextContentType` (https://developer.apple.com/documentation/uikit/uitextcontenttype), which
/// `textContentType(_:)` takes so a sign-in or address form gets AutoFill. A render shows no keyboard
/// and no AutoFill, so the type only has to exist with UIKit's names.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let name = UITextContentType(rawValue: "name")
  public static let givenName = UITextContentType(rawValue: "given-name")
  public static let familyName = UITextContentType(rawValue: "family-name")
  public static let nickname = UITextContentType(rawValue: "nickname")
  public static let organizationName = UITextContentType(rawValue: "organization")
  public static let jobTitle = UITextContentType(rawValue: "job-title")
  public static let location = UITextContentType(rawValue: "location")
  public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
  public static let streetAddressLine1 = UITextContentType(rawValue: "address-line1")
  public static let streetAddressLine2 = UITextContentType(rawValue: "address-line2")
  public static let addressCity = UITextContentType(rawValue: "address-level2")
  public static let addressState = UITextContentType(rawValue: "address-level1")
  public static let postalCode = UITextContentType(rawValue: "postal-code")
  public static let countryName = UITextContentType(rawValue: "country-name")
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
  public static let emailAddress = UITextContentType(rawValue: "email")
  public static let URL = UITextContentType(rawValue: "url")
  public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "new-password")
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
}

/// UIKit's `UITextAutocapitalizationType`, which the deprecated `autocapitalization(_:)` takes.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}
