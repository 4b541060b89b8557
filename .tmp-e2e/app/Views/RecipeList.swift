import SwiftUI

struct RecipeList: View {
  var body: some View {
    VStack { ForEach(Recipe.samples) { RecipeRow(recipe: $0) } }.padding()
  }
}

struct RecipeList_Previews: PreviewProvider {
  static var previews: some View {
    RecipeList()
    Text("second")
  }
}
