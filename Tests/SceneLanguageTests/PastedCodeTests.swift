import Foundation
import Graphics
import ViewRuntime
import Testing
@testable import SceneLanguage

/// Longer SwiftUI code as users paste it: imports, #Preview, private helpers, @ViewBuilder functions,
/// ForEach, implicit member chains, String(format:), onAppear animations.
@Suite struct PastedCodeTests {
  static let talk = """
import SwiftUI

enum Phase: CaseIterable {
    case initial
    case move
    case scale

    var verticalOffset: Double {
        switch self {
        case .initial: 0
        case .move, .scale: -64
        }
    }

    var scale: Double {
        switch self {
        case .initial: 1.0
        case .move: 1.1
        case .scale: 1.8
        }
    }
}

struct OverdueReminderView: View {
    var body: some View {
        HStack {
            Image(systemName: "bolt.fill")
            Text("Overdue")
        }
        .phaseAnimator([false, true]) { content, value in
            content
                .foregroundStyle(value ? .red : .primary)
        } animation: { _ in
            .easeInOut(duration: 1.0)
        }
    }
}

struct ReactionView: View {
    var body: some View { Text("👍").font(.system(size: 60)) }
}

struct ContentView: View {
    @State private var reactionCount = 0
    @State private var angle = 0.0
    private let colors: [Color] = [.red, .orange, .yellow]

    var body: some View {
        VStack(spacing: 20) {
            OverdueReminderView()
            ReactionView()
                .phaseAnimator(Phase.allCases, trigger: reactionCount) { content, phase in
                    content
                        .scaleEffect(phase.scale)
                        .offset(y: phase.verticalOffset)
                } animation: { phase in
                    switch phase {
                    case .initial: .smooth
                    case .move: .easeInOut(duration: 0.3)
                    case .scale: .spring(
                        duration: 0.3, bounce: 0.7)
                    }
                }
            HStack {
                ForEach(0..<colors.count, id: \\.self) { i in
                    Circle()
                        .fill(colors[i])
                        .frame(width: 20, height: 20)
                        .rotationEffect(.degrees(angle * Double(i + 1)))
                }
            }
            Button("React") { reactionCount += 1 }
        }
        .padding()
        .onAppear {
            withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) {
                angle = 360
            }
        }
    }
}

#Preview {
    ContentView()
}

"""

  static let chart = """
import SwiftUI

struct Item: Identifiable {
    let id = 0
    var name: String
    var value: Double
}

let palette: [Color] = [.red, .green, .blue]

fileprivate func label(for value: Double) -> String {
    String(format: "%.0f%%", value * 100)
}

struct Bar: View {
    var item: Item
    var color: Color
    var body: some View {
        HStack {
            Text(item.name)
            RoundedRectangle(cornerRadius: 4)
                .fill(color.opacity(0.8))
                .frame(width: 200 * item.value, height: 16)
            Text(label(for: item.value))
        }
    }
}

struct Chart: View {
    @State private var grown = false
    private let items = [Item(name: "A", value: 0.3), Item(name: "B", value: 0.9), Item(name: "C", value: 0.6)]

    @ViewBuilder
    private func header(_ title: String) -> some View {
        if grown {
            Text(title.uppercased()).bold()
        } else {
            Text(title)
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            header("Results")
            ForEach(items.indices, id: \\.self) { i in
                Bar(item: Item(name: items[i].name, value: grown ? items[i].value : 0.05), color: palette[i % palette.count])
            }
        }
        .padding(.horizontal, 12)
        .frame(maxWidth: .infinity)
        .background(.blue.opacity(0.1))
        .animation(.spring(duration: 0.6, bounce: 0.3), value: grown)
        .onTapGesture { grown.toggle() }
    }
}

Scene(width: 320, height: 200, duration: 2, background: Color(red: 0.95, green: 0.95, blue: 1), taps: [0.3]) {
    Chart()
}

"""

  @Test func wwdcStyleScene() throws {
    let program = try SceneProgram(swiftUISource: Self.talk, fileName: "talk.swift-dsl")
    let runtime = try program.makeRuntime(measurer: FixedTextMeasurer())
    let frame = try runtime.inspect(at: 0.5)
    try program.checkErrors()
    #expect(frame.nodes.compactMap(\.text) == ["Overdue", "👍", "React"])
    // The circles rotate with a repeating linear animation started in onAppear: 360° per 2 s, times i + 1.
    let degrees = frame.nodes.filter { $0.shape?.lowercased() == "circle" }.compactMap { $0.modifiers.first { $0.name == "rotationEffect" }?.values["degrees"]?.first }
    #expect(degrees.count == 3)
    #expect(zip(degrees, [90.0, 180, 270]).allSatisfy { abs($0 - $1) < 1e-6 }, "\(degrees)")
  }

  @Test func chartScene() throws {
    let program = try SceneProgram(swiftUISource: Self.chart, fileName: "chart.swift-dsl")
    #expect(program.configuration.width == 320 && program.configuration.duration == 2)
    #expect(try program.backgroundColor() != Color.white.rgba)
    let runtime = try program.makeRuntime(measurer: FixedTextMeasurer())
    #expect(try runtime.inspect(at: 0).nodes.compactMap(\.text) == ["Results", "A", "5%", "B", "5%", "C", "5%"])
    #expect(try runtime.inspect(at: 1.5).nodes.compactMap(\.text) == ["RESULTS", "A", "30%", "B", "90%", "C", "60%"])
    try program.checkErrors()
  }
}
