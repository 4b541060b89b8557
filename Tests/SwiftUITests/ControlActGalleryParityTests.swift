import Foundation
import Graphics
@_spi(AnimRender) import SwiftUI
import class ViewRuntime.SceneRuntime
import struct ViewRuntime.AnyView
import struct ViewRuntime.InteractionScript
import XCTest

enum A_act_search_field {


// A search field typed into letter by letter; the list below keeps the fruits whose names start with
// the query, and the clear button empties it again.

struct FruitSearch: View {
    @State private var query = ""
    let fruits = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry"]

    var matches: [String] {
        fruits.filter { query.isEmpty || $0.lowercased().hasPrefix(query.lowercased()) }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
                TextField("Search fruit", text: $query)
                Button {
                    query = ""
                } label: {
                    Image(systemName: "xmark.circle.fill").foregroundStyle(.secondary)
                }
                .accessibilityLabel("Clear")
            }
            .padding(10)
            .background(Color(white: 0.93), in: RoundedRectangle(cornerRadius: 10))

            ForEach(matches, id: \.self) { fruit in
                Text(fruit)
            }
            Spacer()
        }
        .padding(20)
    }
}

}
enum A_act_like_buttons {


// Two posts, each with its own like button: the scripted taps address one button at a time by its
// accessibility identifier, so liking one post leaves the other alone.

struct LikeButton: View {
    let id: String
    let likes: Int
    @State private var liked = false

    var body: some View {
        Button {
            withAnimation(.spring(duration: 0.4, bounce: 0.5)) {
                liked.toggle()
            }
        } label: {
            HStack(spacing: 6) {
                Image(systemName: liked ? "heart.fill" : "heart")
                    .foregroundStyle(liked ? Color.red : Color.gray)
                    .scaleEffect(liked ? 1.3 : 1)
                Text("\(likes + (liked ? 1 : 0))")
                    .foregroundStyle(.primary)
            }
        }
        .accessibilityIdentifier(id)
    }
}

struct PostCard: View {
    let title: String
    let id: String
    let likes: Int
    let tint: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            RoundedRectangle(cornerRadius: 12)
                .fill(tint)
                .frame(height: 90)
            HStack {
                Text(title).font(.headline)
                Spacer()
                LikeButton(id: id, likes: likes)
            }
        }
        .padding(14)
        .background(Color(white: 0.95), in: RoundedRectangle(cornerRadius: 18))
    }
}

struct FeedView: View {
    var body: some View {
        VStack(spacing: 16) {
            PostCard(title: "Sunset", id: "like-sunset", likes: 12, tint: .orange)
            PostCard(title: "Harbour", id: "like-harbour", likes: 7, tint: .teal)
        }
        .padding(20)
    }
}

}
enum A_act_long_press_menu {


// Press and hold a photo: it shrinks while pressed; held for half a second, a menu appears. A short
// press only bounces. Choosing "Share" from the menu closes it and says so.

struct PhotoTile: View {
    @State private var isPressing = false
    @State private var showMenu = false
    @State private var chosen = "Hold the photo"

    var body: some View {
        VStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 20)
                .fill(Color.orange)
                .frame(width: 200, height: 140)
                .overlay(Image(systemName: "photo").font(.largeTitle).foregroundStyle(.white))
                .scaleEffect(isPressing ? 0.92 : 1)
                .onLongPressGesture(minimumDuration: 0.5) {
                    withAnimation(.spring(duration: 0.35, bounce: 0.2)) {
                        showMenu = true
                    }
                } onPressingChanged: { pressing in
                    withAnimation(.easeInOut(duration: 0.2)) {
                        isPressing = pressing
                    }
                }
                .accessibilityIdentifier("photo")

            if showMenu {
                VStack(spacing: 8) {
                    ForEach(["Copy", "Share", "Delete"], id: \.self) { item in
                        Button(item) {
                            withAnimation(.easeOut(duration: 0.25)) {
                                chosen = item == "Share" ? "Shared" : item
                                showMenu = false
                            }
                        }
                    }
                }
                .padding(12)
                .background(Color(white: 0.93), in: RoundedRectangle(cornerRadius: 14))
                .transition(.scale.combined(with: .opacity))
            }

            Text(chosen).font(.headline)
        }
    }
}

}
/// The gallery's scripted-event scenes, compiled, with the events of their files' `Scene(events:)`;
/// their frames are the ones recorded from the interpreter running those files.
final class ControlActGalleryParityTests: XCTestCase {
  func test_act_search_field() throws {
    let scene = _scene(width: 320, height: 360, duration: 2.5, events: [
      .TypeText("bl", into: "Search fruit", at: 0.5, interval: 0.4),
      .Tap(at: 1.8, on: "Clear"),
    ]) { A_act_search_field.FruitSearch() }
    let runtime = try SceneRuntime(root: ViewRuntime.AnyView(node: scene.rootNode()), canvasSize: CGSize(width: scene.width, height: scene.height),
                                   events: InteractionScript(events: scene.events, sampleRate: scene.fps), measurer: ParityMeasurer())
    let times: [Double] = [0.0, 0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 1.75, 2.0, 2.25, 2.5]
    let lines = try times.enumerated().map { i, t in try runtime.inspect(at: t, frame: i).jsonLine() }
    for (line, t) in zip(lines, times) { XCTAssertFalse(line.contains(#""nodes":[]"#), "the compiled scene drew nothing at \(t)") }
    RecordedOutput.assertMatches(lines)
    // Typing "bl" into the field by its title filters the list.
    let typed = try runtime.inspect(at: 1.5, frame: 90).jsonLine()
    XCTAssertTrue(typed.contains(#""text":"bl""#) && typed.contains("Blueberry") && !typed.contains("Cherry"), typed)
  }
  func test_act_like_buttons() throws {
    let scene = _scene(width: 360, height: 400, duration: 3, events: [
      .Tap(at: 0.5, on: "like-sunset"),
      .Tap(at: 1.4, on: "like-harbour"),
      .Tap(at: 2.2, on: "like-sunset"),
    ]) { A_act_like_buttons.FeedView() }
    let runtime = try SceneRuntime(root: ViewRuntime.AnyView(node: scene.rootNode()), canvasSize: CGSize(width: scene.width, height: scene.height),
                                   events: InteractionScript(events: scene.events, sampleRate: scene.fps), measurer: ParityMeasurer())
    let times: [Double] = [0.0, 0.3, 0.6, 0.9, 1.2, 1.5, 1.8, 2.1, 2.4, 2.7, 3.0]
    let lines = try times.enumerated().map { i, t in try runtime.inspect(at: t, frame: i).jsonLine() }
    for (line, t) in zip(lines, times) { XCTAssertFalse(line.contains(#""nodes":[]"#), "the compiled scene drew nothing at \(t)") }
    RecordedOutput.assertMatches(lines)
  }
  func test_act_long_press_menu() throws {
    let scene = _scene(width: 360, height: 400, duration: 3, events: [
      .LongPress(at: 0.3, on: "photo", duration: 0.2),
      .LongPress(at: 1.0, on: "photo"),
      .Tap(at: 2.2, on: "Share"),
    ]) { A_act_long_press_menu.PhotoTile() }
    let runtime = try SceneRuntime(root: ViewRuntime.AnyView(node: scene.rootNode()), canvasSize: CGSize(width: scene.width, height: scene.height),
                                   events: InteractionScript(events: scene.events, sampleRate: scene.fps), measurer: ParityMeasurer())
    let times: [Double] = [0.0, 0.3, 0.6, 0.9, 1.2, 1.5, 1.8, 2.1, 2.4, 2.7, 3.0]
    let lines = try times.enumerated().map { i, t in try runtime.inspect(at: t, frame: i).jsonLine() }
    for (line, t) in zip(lines, times) { XCTAssertFalse(line.contains(#""nodes":[]"#), "the compiled scene drew nothing at \(t)") }
    RecordedOutput.assertMatches(lines)
  }
}
