import SwiftUI

struct RecipeRow: View {
  var recipe: Recipe
  var body: some View {
    HStack {
      Text(recipe.name)
      Spacer()
      #if os(iOS)
      Text("\(recipe.minutes) min").foregroundStyle(Color(.brand))
      #else
      Text("desktop")
      #endif
    }
  }
}

#Preview("Row") { RecipeRow(recipe: Recipe.samples[0]) }
