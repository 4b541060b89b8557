import SwiftUI

/// The header of a profile: avatar, name and a follow button, sized by its content. Colours and the
/// avatar come from the folder's asset catalog, by generated name (`Color(.brandPrimary)`,
/// `Image(.avatar)`) and by string (`Color("Surface")`).
struct ProfileHeader: View {
    let name: String
    let handle: String
    @State private var following = false

    var body: some View {
        HStack(spacing: 14) {
            Image(.avatar)
                .resizable()
                .scaledToFill()
                .frame(width: 56, height: 56)
                .clipShape(Circle())
                .overlay(Circle().stroke(Color(.brandPrimary), lineWidth: 2))
            VStack(alignment: .leading, spacing: 2) {
                Text(name).font(.headline)
                Text(handle).font(.subheadline).foregroundStyle(.secondary)
            }
            Button {
                withAnimation(.snappy) { following.toggle() }
            } label: {
                Label(following ? "Following" : "Follow", systemImage: following ? "checkmark" : "plus")
                    .font(.footnote.weight(.semibold))
                    .padding(.horizontal, 12)
                    .frame(height: 30)
                    .foregroundStyle(following ? Color(.brandPrimary) : .white)
                    .background(following ? Color(.brandPrimary).opacity(0.15) : Color(.brandPrimary), in: Capsule())
            }
            .buttonStyle(.plain)
        }
        .padding(16)
        .background(Color("Surface"), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    }
}

/// A statistic under the header.
struct StatPill: View {
    let symbol: String
    let value: String

    var body: some View {
        Label(value, systemImage: symbol)
            .font(.caption.weight(.medium))
            .padding(.horizontal, 10)
            .frame(height: 26)
            .background(Color(.brandPrimary).opacity(0.12), in: Capsule())
            .foregroundStyle(Color(.brandPrimary))
    }
}

#Preview("Header", traits: .sizeThatFitsLayout) {
    ProfileHeader(name: "Robin Meyer", handle: "@robin")
        .padding()
}

struct StatPill_Previews: PreviewProvider {
    static var previews: some View {
        StatPill(symbol: "star.fill", value: "4.9 rating")
            .padding(8)
            .previewLayout(.sizeThatFits)
    }
}
