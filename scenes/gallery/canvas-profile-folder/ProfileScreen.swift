import SwiftUI

/// A profile screen: a brand-coloured band that runs up under the status bar, the header card over
/// it, statistics and a list of links. The band is lifted and lengthened by the top safe-area inset
/// the `GeometryReader` reports, a pattern apps use to draw a header under the Dynamic Island.
struct ProfileScreen: View {
    var body: some View {
        GeometryReader { proxy in
            VStack(alignment: .leading, spacing: 16) {
                ProfileHeader(name: "Robin Meyer", handle: "@robin")
                    .shadow(color: .black.opacity(0.12), radius: 10, y: 4)
                    .padding(.top, 60)
                HStack(spacing: 8) {
                    StatPill(symbol: "star.fill", value: "4.9")
                    StatPill(symbol: "person.2.fill", value: "1.2k")
                    StatPill(symbol: "photo.on.rectangle", value: "86")
                }
                VStack(spacing: 0) {
                    link("bookmark.fill", "Saved", .orange)
                    link("clock.arrow.circlepath", "History", .blue)
                    link("gearshape.fill", "Settings", .gray)
                }
                .background(Color("Surface"), in: RoundedRectangle(cornerRadius: 14, style: .continuous))
            }
            .padding(.horizontal, 20)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .background(alignment: .top) {
                // The band starts at the screen's top edge: the reader's top inset lifts it there.
                Color(.brandPrimary)
                    .frame(height: 120 + proxy.safeAreaInsets.top)
                    .offset(y: -proxy.safeAreaInsets.top)
            }
        }
        .background(Color(.systemGroupedBackground))
    }

    private func link(_ symbol: String, _ title: String, _ tint: Color) -> some View {
        HStack(spacing: 12) {
            Image(systemName: symbol)
                .font(.system(size: 14, weight: .semibold))
                .foregroundStyle(.white)
                .frame(width: 28, height: 28)
                .background(tint, in: RoundedRectangle(cornerRadius: 7, style: .continuous))
            Text(title)
            Spacer()
            Image(systemName: "chevron.forward").font(.footnote.weight(.semibold)).foregroundStyle(.tertiary)
        }
        .padding(.horizontal, 14)
        .frame(height: 48)
    }
}

struct ProfileScreen_Previews: PreviewProvider {
    static var previews: some View {
        ProfileScreen()
            .previewDevice("iPhone 16 Pro")
            .previewDisplayName("Profile")
    }
}
