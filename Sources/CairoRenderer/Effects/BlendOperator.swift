import CCairo
import Graphics

/// SwiftUI's blend modes as Cairo operators (Cairo implements the W3C separable and non-separable
/// blend modes and the Porter–Duff operators: https://www.cairographics.org/operators/).
enum BlendOperator {
  static func cairo(_ mode: BlendMode) -> cairo_operator_t {
    switch mode {
    case .normal: CAIRO_OPERATOR_OVER
    case .multiply: CAIRO_OPERATOR_MULTIPLY
    case .screen: CAIRO_OPERATOR_SCREEN
    case .overlay: CAIRO_OPERATOR_OVERLAY
    case .darken: CAIRO_OPERATOR_DARKEN
    case .lighten: CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
    case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
    case .difference: CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: CAIRO_OPERATOR_EXCLUSION
    case .hue: CAIRO_OPERATOR_HSL_HUE
    case .saturation: CAIRO_OPERATOR_HSL_SATURATION
    case .color: CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
    case .sourceAtop: CAIRO_OPERATOR_ATOP
    case .destinationOver: CAIRO_OPERATOR_DEST_OVER
    case .destinationOut: CAIRO_OPERATOR_DEST_OUT
    // No Cairo operator computes plus-darker; multiply darkens the same pairs (approximation, see BlendMode).
    case .plusDarker: CAIRO_OPERATOR_MULTIPLY
    case .plusLighter: CAIRO_OPERATOR_ADD
    }
  }
}
