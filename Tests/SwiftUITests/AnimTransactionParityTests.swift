@_spi(AnimRender) import SwiftUI
import XCTest

// Transactions (WWDC23 "Explore SwiftUI animation", "Transaction"): `.transaction` in its three forms,
// custom `TransactionKey`s read in `.transaction(value:)`, `withTransaction`, `disablesAnimations`.

private struct TransactionOverride: View {
  @State var selected = false
  var body: some View {
    Text("C")
      .offset(x: selected ? 80 : 0)
      .transaction { $0.animation = .bouncy }
      .onTapGesture {
        withAnimation(.linear) { selected.toggle() }
      }
  }
}

private struct TappedKey: TransactionKey {
  static let defaultValue = false
}

extension Transaction {
  fileprivate var wasTapped: Bool {
    get { self[TappedKey.self] }
    set { self[TappedKey.self] = newValue }
  }
}

private struct KeyedTransaction: View {
  @State var selected = false
  var body: some View {
    Text("D")
      .offset(y: selected ? 50 : 0)
      .transaction(value: selected) {
        $0.animation = $0.wasTapped ? .easeOut(duration: 1) : .smooth
      }
      .onTapGesture {
        withTransaction(\.wasTapped, true) { selected.toggle() }
      }
  }
}

private struct ScopedTransactions: View {
  @State var on = false
  var body: some View {
    VStack {
      Text("F")
        .transaction { $0.animation = .easeIn(duration: 0.6) } body: {
          $0.offset(x: on ? 40 : 0)
        }
        .opacity(on ? 0.5 : 1)
      Text("G")
        .offset(y: on ? 20 : 0)
        .animation(.linear(duration: 1))
      Text("H")
        .offset(x: on ? -30 : 0)
        .transaction { $0.disablesAnimations = true }
        .animation(.bouncy, value: on)
    }
    .onTapGesture {
      withTransaction(Transaction(animation: .easeOut(duration: 0.4))) { on.toggle() }
    }
  }
}

/// The first offset modifier's (x, y) in an inspect line.
private func firstOffset(_ line: String) -> (x: Double, y: Double)? {
  guard let r = line.range(of: #""name":"offset","x":(-?[0-9.e-]+),"y":(-?[0-9.e-]+)"#, options: .regularExpression) else { return nil }
  let parts = line[r].split(separator: ",").map { $0.split(separator: ":").last.map(String.init) ?? "" }
  guard parts.count == 3, let x = Double(parts[1]), let y = Double(parts[2]) else { return nil }
  return (x, y)
}

final class AnimTransactionParityTests: XCTestCase {
  /// `.transaction { $0.animation = .bouncy }` replaces `withAnimation(.linear)`: 0.3 s after the tap the
  /// offset has overshot 80, which the bouncy spring does and a linear animation never would.
  func testTransactionOverridesAnimation() throws {
    let scene = _scene(width: 200, height: 200, taps: [0.2]) { TransactionOverride() }
    let x = try XCTUnwrap(firstOffset(try inspectLines(compiled: scene, at: [0.5])[0])).x
    XCTAssertGreaterThan(x, 80)
    try assertMatchesRecording(scene, at: [0, 0.3, 0.5, 0.8, 2])
  }

  /// `withTransaction(\.wasTapped, true)` sets no animation; `.transaction(value:)` reads the key and
  /// animates: mid-way the offset is between its ends.
  func testTransactionKeyAndValueTransaction() throws {
    let scene = _scene(width: 200, height: 200, taps: [0.2]) { KeyedTransaction() }
    let y = try XCTUnwrap(firstOffset(try inspectLines(compiled: scene, at: [0.7])[0])).y
    XCTAssertTrue(y > 0 && y < 50, "\(y)")
    try assertMatchesRecording(scene, at: [0, 0.4, 0.7, 1.5])
  }

  /// `transaction(_:body:)`, the deprecated `animation(_:)`, `disablesAnimations` and
  /// `withTransaction(Transaction(animation:))` together: mid-way every part is between its ends.
  func testScopedTransactionsAndDeprecatedAnimation() throws {
    let scene = _scene(width: 200, height: 200, taps: [0.2]) { ScopedTransactions() }
    let end = try inspectLines(compiled: scene, at: [2])[0]
    XCTAssertTrue(end.contains("\"x\":40") && end.contains("\"y\":20") && end.contains("\"x\":-30"), end)
    try assertMatchesRecording(scene, at: [0, 0.3, 0.5, 0.7, 1.0, 2])
  }
}
