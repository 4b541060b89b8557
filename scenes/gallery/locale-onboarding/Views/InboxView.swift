//
//  InboxView.swift
//  Onboarding
//

import SwiftUI

struct InboxView: View {
    let unread: Int
    let title = "Inbox"

    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                Image(systemName: unread == 0 ? "tray" : "tray.full.fill")
                    .font(.system(size: 44))
                    .foregroundStyle(.tint)
                Text("\(unread) new messages")
                    .font(.headline)
                // A String is shown as it is, never looked up (as in SwiftUI).
                Text(title)
                    .font(.caption)
                Text(verbatim: "Welcome")
                    .font(.caption)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .navigationTitle("Inbox")
        }
    }
}

#Preview("One message", traits: .fixedLayout(width: 320, height: 300)) {
    InboxView(unread: 1)
}

#Preview("Three messages", traits: .fixedLayout(width: 320, height: 300)) {
    InboxView(unread: 3)
}
