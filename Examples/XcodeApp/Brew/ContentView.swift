import SwiftUI

struct ContentView: View {
  @State private var recipes = Recipe.samples

  var body: some View {
    NavigationStack {
      List {
        Section {
          ForEach(recipes) { recipe in
            NavigationLink(value: recipe) {
              RecipeCard(recipe: recipe)
            }
          }
        } footer: {
          Text("recipes_footer \(recipes.count)")
        }
      }
      .navigationTitle("recipes_title")
      .navigationDestination(for: Recipe.self) { recipe in
        Text(recipe.name)
      }
      .toolbar {
        #if os(iOS)
          ToolbarItem(placement: .topBarTrailing) {
            Button("add_recipe", systemImage: "plus") {}
          }
        #else
          ToolbarItem(placement: .automatic) {
            Button("add_recipe") {}
          }
        #endif
      }
    }
  }
}

#Preview {
  ContentView()
}
