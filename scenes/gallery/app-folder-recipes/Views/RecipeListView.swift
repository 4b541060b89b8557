//
//  RecipeListView.swift
//  Recipes
//

import SwiftUI

struct RecipeListView: View {
    @EnvironmentObject private var store: RecipeStore
    @State private var appeared = false

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Recipes")
                .font(.largeTitle.bold())
            ForEach(Array(store.recipes.enumerated()), id: \.element.id) { index, recipe in
                RecipeRowView(recipe: recipe, isFavorite: store.isFavorite(recipe))
                    .opacity(appeared ? 1 : 0)
                    .offset(y: appeared ? 0 : 24)
                    .animation(.spring(duration: 0.5).delay(Double(index) * 0.12), value: appeared)
                    .onTapGesture {
                        withAnimation(.snappy) { store.toggleFavorite(recipe) }
                    }
            }
            Spacer()
        }
        .padding()
        .onAppear { appeared = true }
        #if os(iOS)
        .background(Color(uiColor: .systemGroupedBackground))
        #else
        .background(Color.gray)
        #endif
    }
}

struct RecipeListView_Previews: PreviewProvider {
    static var previews: some View {
        RecipeListView()
            .environmentObject(RecipeStore())
            .previewDisplayName("All recipes")
        RecipeListView()
            .environmentObject(RecipeStore(recipes: Array(Recipe.samples.prefix(2))))
            .previewDisplayName("Two recipes")
    }
}

#Preview("Recipe list") {
    RecipeListView()
        .environmentObject(RecipeStore())
}
