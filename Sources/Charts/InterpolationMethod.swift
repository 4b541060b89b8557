import Foundation
import SwiftUI

/// Swift Charts' `InterpolationMethod` (https://developer.apple.com/documentation/charts/interpolationmethod):
/// how a line or area joins its points.
public struct InterpolationMethod: Equatable {
  enum Kind: Equatable { case linear, catmullRom, monotone, stepStart, stepCenter, stepEnd }
  let kind: Kind
  public static var linear: InterpolationMethod { InterpolationMethod(kind: .linear) }
  public static var catmullRom: InterpolationMethod { InterpolationMethod(kind: .catmullRom) }
  public static var monotone: InterpolationMethod { InterpolationMethod(kind: .monotone) }
  public static var stepStart: InterpolationMethod { InterpolationMethod(kind: .stepStart) }
  public static var stepCenter: InterpolationMethod { InterpolationMethod(kind: .stepCenter) }
  public static var stepEnd: InterpolationMethod { InterpolationMethod(kind: .stepEnd) }
  @available(*, unavailable, message: "animrender: cardinal interpolation is not supported yet")
  public static var cardinal: InterpolationMethod { .linear }
  @available(*, unavailable, message: "animrender: cardinal interpolation is not supported yet")
  public static func cardinal(tension: CGFloat) -> InterpolationMethod { .linear }
  @available(*, unavailable, message: "animrender: catmullRom(alpha:) is not supported yet")
  public static func catmullRom(alpha: CGFloat) -> InterpolationMethod { .linear }
}
