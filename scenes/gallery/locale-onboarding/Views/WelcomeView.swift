//
//  WelcomeView.swift
//  Onboarding
//

import SwiftUI

struct WelcomeView: View {
    let name: String
    @State private var notify = true
    @State private var shown = false

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Welcome")
                .font(.largeTitle.bold())
            Text("Hello, \(name)!")
                .font(.title3)
            Text("Your data stays on this device.")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Toggle("Notifications", isOn: $notify)
            Label("Privacy", systemImage: "lock.fill")
            Text("Sign out", tableName: "Settings")
                .foregroundStyle(.red)
            Spacer()
            Button("Continue") { }
                .buttonStyle(.borderedProminent)
                .frame(maxWidth: .infinity)
        }
        .padding(24)
        .opacity(shown ? 1 : 0)
        .onAppear { withAnimation(.easeOut(duration: 0.4)) { shown = true } }
    }
}

#Preview("Welcome", traits: .fixedLayout(width: 320, height: 420)) {
    WelcomeView(name: "Ada")
}
