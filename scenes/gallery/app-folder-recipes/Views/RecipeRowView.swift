//
//  RecipeRowView.swift
//  Recipes
//

import SwiftUI

struct RecipeRowView: View {
    let recipe: Recipe
    var isFavorite = false

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: recipe.course.symbol)
                .foregroundStyle(Color(.tomato))
                .frame(width: 28)
            VStack(alignment: .leading, spacing: 2) {
                Text(recipe.name)
                    .font(.headline)
                Text(recipe.durationText)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Image(systemName: isFavorite ? "heart.fill" : "heart")
                .foregroundStyle(isFavorite ? Color.tomato : Color.secondary)
                .scaleEffect(isFavorite ? 1.2 : 1)
        }
        .padding(12)
        .background(Color("CardBackground"), in: RoundedRectangle(cornerRadius: 12))
    }
}

#Preview("Row") {
    RecipeRowView(recipe: Recipe.samples[1], isFavorite: true)
        .padding()
}
