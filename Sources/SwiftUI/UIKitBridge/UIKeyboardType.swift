import Foundation

/// UIKit's `UIKeyboardType`, which `keyboardType(_:)` takes (https://developer.apple.com/documentation/uikit/uikeyboardtype).
/// A render shows no keyboard; the type only has to exist.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
       decimalPad, twitter, webSearch, asciiCapableNumberPad
}
