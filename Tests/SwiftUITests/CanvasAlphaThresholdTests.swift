import Foundation
import Graphics
@_spi(AnimRender) import SwiftUI
import XCTest

// The "metaballs" canvas: symbols drawn in a layer under an alpha threshold over a blur.
private struct Goo: View {
  var body: some View {
    Canvas { context, size in
      context.addFilter(.alphaThreshold(min: 0.5, color: .purple))
      context.addFilter(.blur(radius: 10))
      context.drawLayer { ctx in
        if let ball = ctx.resolveSymbol(id: 0) { ctx.draw(ball, at: CGPoint(x: size.width / 2, y: size.height / 2)) }
      }
    } symbols: {
      Circle().frame(width: 40, height: 40).tag(0)
    }
  }
}

final class CanvasAlphaThresholdTests: XCTestCase {
  /// The drawing's layer carries both filters: the blur's radius and the threshold's range and colour.
  func testTheLayerCarriesTheBlurAndTheThreshold() throws {
    let list = try displayLists(compiled: _scene(width: 100, height: 100) { Goo() }, at: [0])[0]
    let layers = list.items.compactMap { item -> LayerEffect? in if case .beginLayer(let e) = item { return e } else { return nil } }
    let layer = try XCTUnwrap(layers.first { $0.alphaThreshold != nil }, "\(layers)")
    XCTAssertEqual(layer.blurRadius, 10)
    XCTAssertEqual(layer.alphaThreshold?.min, 0.5)
    XCTAssertEqual(layer.alphaThreshold?.max, 1)
    XCTAssertEqual(layer.alphaThreshold?.color.red ?? 0, 0.686, accuracy: 0.01, "system purple")
  }
}
