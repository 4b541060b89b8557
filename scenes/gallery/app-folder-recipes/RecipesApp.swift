//
//  RecipesApp.swift
//  Recipes
//
//  A folder laid out as an Xcode app target: the App, a Model group, a Views group and an asset
//  catalog. Render it with a preview or a view, e.g.
//    animrender scenes/gallery/app-folder-recipes --preview "Recipe list" --out list.mp4
//    animrender scenes/gallery/app-folder-recipes --view RecipeListView --out list.png --at 1
//

import SwiftUI

@main
struct RecipesApp: App {
    @StateObject private var store = RecipeStore()

    var body: some Scene {
        WindowGroup {
            RecipeListView()
                .environmentObject(store)
        }
    }
}
