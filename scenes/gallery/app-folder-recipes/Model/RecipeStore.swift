//
//  RecipeStore.swift
//  Recipes
//

import Combine
import Foundation

final class RecipeStore: ObservableObject {
    @Published var recipes: [Recipe]
    @Published var favorites: Set<Int> = [2]

    init(recipes: [Recipe] = Recipe.samples) {
        self.recipes = recipes
    }

    func isFavorite(_ recipe: Recipe) -> Bool {
        favorites.contains(recipe.id)
    }

    func toggleFavorite(_ recipe: Recipe) {
        if favorites.contains(recipe.id) {
            favorites.remove(recipe.id)
        } else {
            favorites.insert(recipe.id)
        }
    }
}
