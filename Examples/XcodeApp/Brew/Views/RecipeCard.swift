import SwiftUI

struct RecipeCard: View {
  var recipe: Recipe

  var body: some View {
    HStack {
      Circle()
        .fill(.crema)
        .frame(width: 36, height: 36)
        .overlay {
          Image(systemName: "cup.and.saucer.fill")
            .foregroundStyle(.white)
        }
      VStack(alignment: .leading) {
        Text(recipe.name)
          .font(.headline)
        Text("brew_minutes \(recipe.minutes)")
          .font(.subheadline)
          .foregroundStyle(.secondary)
      }
    }
  }
}

#Preview("Card", traits: .sizeThatFitsLayout) {
  RecipeCard(recipe: Recipe.samples[0])
    .padding()
}
