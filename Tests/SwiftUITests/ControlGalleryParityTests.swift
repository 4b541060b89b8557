import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// The gallery's control scenes, compiled (each in its own namespace) and interpreted from their files.

enum G_ctl_checkout_stepper {
// A checkout line: a quantity stepper bounded to 1…5, the total that follows it, and a large prominent Pay
// button. Each scene tap presses + (and the Pay button's action, which does nothing here).
struct Checkout: View {
    @State private var quantity = 3
    let price = 4.5

    var body: some View {
        VStack(spacing: 16) {
            Stepper("Coffee beans × \(quantity)", value: $quantity, in: 1...5)
            HStack {
                Text("Total")
                    .foregroundStyle(.secondary)
                Spacer()
                Text("$\(String(format: "%.2f", Double(quantity) * price))")
                    .font(.headline)
            }
            Button("Pay") { }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
        }
        .padding(20)
    }
}

}
enum G_ctl_controls_sheet {
// Every control at rest, for the light and dark contact sheet in README:
//   animrender scenes/gallery/ctl-controls-sheet.swift-dsl --at 0.5 --color-scheme light|dark
struct ControlsSheet: View {
    @State private var on = true
    @State private var off = false
    @State private var volume = 0.6
    @State private var quantity = 2
    @State private var name = ""
    @State private var secret = "secret"
    @State private var size = 1

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 10) {
                Button("Plain") { }.buttonStyle(.plain)
                Button("Bordered") { }.buttonStyle(.bordered)
                Button("Prominent") { }.buttonStyle(.borderedProminent)
                Button("Link") { }
            }
            HStack(spacing: 10) {
                Button("Mini") { }.controlSize(.mini)
                Button("Small") { }.controlSize(.small)
                Button("Large") { }.controlSize(.large)
                Button("Delete", systemImage: "trash", role: .destructive) { }
            }
            .buttonStyle(.bordered)
            Toggle("Notifications", isOn: $on)
            Toggle("Low Power Mode", isOn: $off)
            Slider(value: $volume)
            Stepper("Quantity: \(quantity)", value: $quantity, in: 0...9)
            ProgressView(value: 0.4)
            HStack(spacing: 16) {
                ProgressView()
                Picker("Size", selection: $size) {
                    Text("Small").tag(0)
                    Text("Medium").tag(1)
                    Text("Large").tag(2)
                }
                .pickerStyle(.segmented)
            }
            TextField("Name", text: $name)
                .textFieldStyle(.roundedBorder)
            SecureField("Password", text: $secret)
                .textFieldStyle(.roundedBorder)
            HStack {
                Picker("Sort", selection: $size) {
                    Text("Newest").tag(0)
                    Text("Oldest").tag(1)
                }
                Spacer()
                Link("Privacy Policy", destination: URL(string: "https://example.com")!)
            }
        }
        .padding(20)
    }
}

}
enum G_ctl_custom_button_style {
// A custom ButtonStyle as apps define one: a gradient capsule behind the label, dimmed while pressed.
// Scene taps are instants, so `configuration.isPressed` is false in every frame.
struct GradientButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 24)
            .padding(.vertical, 12)
            .background(
                Capsule().fill(LinearGradient(colors: [.purple, .blue], startPoint: .leading, endPoint: .trailing))
            )
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

struct Onboarding: View {
    @State private var step = 1

    var body: some View {
        VStack(spacing: 16) {
            Text("Step \(step) of 3")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Button("Continue") { step += 1 }
                .buttonStyle(GradientButtonStyle())
            Button("Skip") { }
                .buttonStyle(.plain)
                .foregroundStyle(.secondary)
        }
    }
}

}
enum G_ctl_download_progress {
// A download row: a spinner while waiting, then a linear progress bar that fills with animation, and a
// bordered Cancel button. The download "starts" at 0.5 s (a tap) and reaches 100 % in 1.5 s.
struct DownloadRow: View {
    @State private var progress = 0.0
    @State private var started = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Image(systemName: "doc.zipper")
                    .font(.title2)
                    .foregroundStyle(.blue)
                Text("Assets.zip")
                    .font(.headline)
                Spacer()
                if !started {
                    ProgressView()
                }
            }
            ProgressView("Downloading…", value: progress, total: 1)
            Button("Cancel", role: .destructive) { }
                .buttonStyle(.bordered)
                .controlSize(.small)
        }
        .padding(20)
        .onTapGesture {
            started = true
            withAnimation(.linear(duration: 1.5)) { progress = 1 }
        }
    }
}

}
enum G_ctl_like_button {
// A like button as apps write it with iOS 15+ button styles: a prominent pink capsule with a heart symbol
// and a count, which fills when tapped. Tapped at 0.5 s.
struct LikeButton: View {
    @State private var liked = false
    @State private var likes = 128

    var body: some View {
        Button(liked ? "Liked" : "Like", systemImage: liked ? "heart.fill" : "heart") {
            liked.toggle()
            likes += liked ? 1 : -1
        }
        .buttonStyle(.borderedProminent)
        .buttonBorderShape(.capsule)
        .controlSize(.large)
        .tint(liked ? .pink : .gray)

        Text("\(likes) likes")
            .font(.footnote)
            .foregroundStyle(.secondary)
    }
}

}
enum G_ctl_segmented_filter {
// A segmented filter above a list: the tap selects the next segment, the selection plate slides across,
// and the rows below change.
enum Filter: String, CaseIterable {
    case all = "All"
    case unread = "Unread"
    case flagged = "Flagged"
}

struct Inbox: View {
    @State private var filter: Filter = .all

    var rows: [String] {
        switch filter {
        case .all: return ["Lunch on Friday?", "Your receipt", "Build passed"]
        case .unread: return ["Lunch on Friday?"]
        case .flagged: return ["Build passed"]
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Picker("Filter", selection: $filter) {
                ForEach(Filter.allCases, id: \.self) { f in
                    Text(f.rawValue).tag(f)
                }
            }
            .pickerStyle(.segmented)
            ForEach(rows, id: \.self) { row in
                Label(row, systemImage: "envelope")
            }
            Spacer()
        }
        .padding(16)
    }
}

}
enum G_ctl_settings_toggles {
// A settings list of switches: tapping flips every toggle at once (scene taps press every control), and the
// knobs slide while the tracks cross-fade between grey and green. Airplane Mode is flipped again with an
// explicit spring by a timer, to show a toggle following its transaction's animation.
struct SettingsToggles: View {
    @State private var airplane = false
    @State private var wifi = true
    @State private var bluetooth = true

    var body: some View {
        VStack(spacing: 14) {
            Toggle("Airplane Mode", systemImage: "airplane", isOn: $airplane)
            Divider()
            Toggle("Wi-Fi", systemImage: "wifi", isOn: $wifi)
            Divider()
            Toggle(isOn: $bluetooth) {
                Text("Bluetooth")
            }
            .tint(.blue)
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemGroupedBackground)))
        .padding(16)
        .task {
            try? await Task.sleep(for: .seconds(1.2))
            withAnimation(.spring(duration: 0.5)) { airplane.toggle() }
        }
    }
}

}
enum G_ctl_sign_in {
// A sign-in form: rounded-border fields (the e-mail filled in, the password shown as bullets, a placeholder
// in the empty one), a full-width prominent button and a link.
struct SignIn: View {
    @State private var email = "anna@example.com"
    @State private var password = "hunter22"
    @State private var code = ""

    var body: some View {
        VStack(spacing: 12) {
            Text("Welcome back")
                .font(.title2)
                .bold()
            TextField("E-mail", text: $email)
            SecureField("Password", text: $password)
            TextField("One-time code", text: $code)
            Button {
            } label: {
                Text("Sign In")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            Link("Forgot password?", destination: URL(string: "https://example.com/reset")!)
                .font(.footnote)
        }
        .textFieldStyle(.roundedBorder)
        .padding(24)
    }
}

}
enum G_ctl_volume_slider {
// A volume slider with speaker symbols at its ends; a tap turns the volume up with an ease-out animation,
// and the thumb and fill glide to the new value.
struct Volume: View {
    @State private var volume = 0.25

    var body: some View {
        VStack(spacing: 10) {
            Slider(value: $volume, in: 0...1) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker.fill")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3.fill")
            }
            .tint(.orange)
            Text("\(Int(volume * 100)) %")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding(20)
        .onTapGesture {
            withAnimation(.easeOut(duration: 0.6)) { volume = 0.75 }
        }
    }
}

}
final class ControlGalleryParityTests: XCTestCase {
  func test_ctl_checkout_stepper() throws {
    let scene = _scene(width: 320, height: 200, duration: 1.5, taps: [0.4, 0.9]) { G_ctl_checkout_stepper.Checkout() }
    let lines = try inspectLines(compiled: scene, at: [0, 1.5])
    let (first, last) = (lines[0], lines[1])
    XCTAssertTrue(first.contains(#"{"name":"stepper","value":3,"canDecrement":1,"canIncrement":1}"#) && first.contains("$13.50"), lines.joined(separator: "\n"))
    XCTAssertTrue(last.contains(#"{"name":"stepper","value":5,"canDecrement":1,"canIncrement":0}"#) && last.contains("$22.50"), lines.joined(separator: "\n"))
    try assertMatchesRecording(scene, at: [0.0, 0.25, 0.5, 0.75, 1.0, 1.25, 1.5])
  }
  func test_ctl_controls_sheet() throws {
    let scene = _scene(width: 400, height: 560, duration: 1) { G_ctl_controls_sheet.ControlsSheet() }
    let lines = try inspectLines(compiled: scene, at: [0])
    let first = lines[0]
    XCTAssertTrue(["picker", "slider", "stepper", "toggle", "textField", "link", "spinner", "progress"].allSatisfy { first.contains(#""name":"\#($0)""#) }, lines.joined(separator: "\n"))
    try assertMatchesRecording(scene, at: [0.0, 0.167, 0.333, 0.5, 0.667, 0.833, 1.0])
  }
  func test_ctl_custom_button_style() throws {
    let scene = _scene(width: 260, height: 180, duration: 1, taps: [0.5]) { G_ctl_custom_button_style.Onboarding() }
    let lines = try inspectLines(compiled: scene, at: [0, 1.0])
    let (first, last) = (lines[0], lines[1])
    XCTAssertTrue(first.contains(#""style":10"#) && first.contains("Step 1 of 3"), lines.joined(separator: "\n"))
    XCTAssertTrue(last.contains("Step 2 of 3"), lines.joined(separator: "\n"))
    try assertMatchesRecording(scene, at: [0.0, 0.167, 0.333, 0.5, 0.667, 0.833, 1.0])
  }
  func test_ctl_download_progress() throws {
    let scene = _scene(width: 320, height: 170, duration: 2.2, taps: [0.5]) { G_ctl_download_progress.DownloadRow() }
    let lines = try inspectLines(compiled: scene, at: [0, 2.2])
    let (first, last) = (lines[0], lines[1])
    XCTAssertTrue(first.contains(#""name":"spinner""#) && first.contains(#""destructive":1"#), lines.joined(separator: "\n"))
    XCTAssertTrue(last.contains(#"{"name":"progress","fraction":1}"#) && !last.contains(#""name":"spinner""#), lines.joined(separator: "\n"))
    try assertMatchesRecording(scene, at: [0.0, 0.367, 0.733, 1.1, 1.467, 1.833, 2.2])
  }
  func test_ctl_like_button() throws {
    let scene = _scene(width: 240, height: 150, duration: 1.2, taps: [0.5]) { G_ctl_like_button.LikeButton() }
    let lines = try inspectLines(compiled: scene, at: [0, 1.2])
    let (first, last) = (lines[0], lines[1])
    XCTAssertTrue(first.contains("128 likes") && first.contains(#""symbol":"heart""#), lines.joined(separator: "\n"))
    XCTAssertTrue(last.contains("129 likes") && last.contains(#""symbol":"heart.fill""#), lines.joined(separator: "\n"))
    try assertMatchesRecording(scene, at: [0.0, 0.2, 0.4, 0.6, 0.8, 1.0, 1.2])
  }
  func test_ctl_segmented_filter() throws {
    let scene = _scene(width: 320, height: 200, duration: 1.2, taps: [0.4]) { G_ctl_segmented_filter.Inbox() }
    let lines = try inspectLines(compiled: scene, at: [0, 1.2])
    let (first, last) = (lines[0], lines[1])
    XCTAssertTrue(first.contains(#"{"name":"picker","count":3,"selected":0}"#), lines.joined(separator: "\n"))
    XCTAssertTrue(last.contains(#"{"name":"picker","count":3,"selected":1}"#) && !last.contains("Your receipt"), lines.joined(separator: "\n"))
    try assertMatchesRecording(scene, at: [0.0, 0.2, 0.4, 0.6, 0.8, 1.0, 1.2])
  }
  func test_ctl_settings_toggles() throws {
    let scene = _scene(width: 340, height: 240, duration: 2, taps: [0.4]) { G_ctl_settings_toggles.SettingsToggles()
        .background(Color(.systemGroupedBackground)) }
    let lines = try inspectLines(compiled: scene, at: [0])
    let first = lines[0]
    XCTAssertTrue(first.contains(#""symbol":"airplane""#) && first.contains(#"{"name":"toggle","isOn":0}"#), lines.joined(separator: "\n"))
    try assertMatchesRecording(scene, at: [0.0, 0.333, 0.667, 1.0, 1.333, 1.667, 2.0])
  }
  func test_ctl_sign_in() throws {
    let scene = _scene(width: 320, height: 330, duration: 1) { G_ctl_sign_in.SignIn() }
    let lines = try inspectLines(compiled: scene, at: [0])
    let first = lines[0]
    XCTAssertTrue(first.contains("anna@example.com") && first.contains(#""isSecure":1"#) && first.contains(#""text":"One-time code""#), lines.joined(separator: "\n"))
    try assertMatchesRecording(scene, at: [0.0, 0.167, 0.333, 0.5, 0.667, 0.833, 1.0])
  }
  func test_ctl_volume_slider() throws {
    let scene = _scene(width: 320, height: 120, duration: 1.4, taps: [0.4]) { G_ctl_volume_slider.Volume() }
    let lines = try inspectLines(compiled: scene, at: [0, 1.4])
    let (first, last) = (lines[0], lines[1])
    XCTAssertTrue(first.contains(#"{"name":"slider","value":0.25,"fraction":0.25}"#), lines.joined(separator: "\n"))
    XCTAssertTrue(last.contains(#"{"name":"slider","value":0.75,"fraction":0.75}"#), lines.joined(separator: "\n"))
    try assertMatchesRecording(scene, at: [0.0, 0.233, 0.467, 0.7, 0.933, 1.167, 1.4])
  }
}
