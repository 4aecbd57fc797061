import Trellis

struct RecipeScreen: View {
    @State private var showsNutrition = false
    @State private var servings = 2
    private let ingredients = ["200 g spaghetti", "2 cloves garlic", "3 tbsp olive oil", "1 tsp chilli flakes", "Parsley"]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Text("Spaghetti aglio e olio")
                        .font(.largeTitle.bold())
                    HStack(spacing: 16) {
                        Label("20 min", systemImage: "clock")
                        Label("Easy", systemImage: "flame")
                        Label("Vegan", systemImage: "leaf")
                    }
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    Stepper("Servings: \(servings)", value: $servings, in: 1...8)
                    Text("Ingredients")
                        .font(.title2.bold())
                    VStack(alignment: .leading, spacing: 8) {
                        ForEach(ingredients, id: \.self) { ingredient in
                            HStack(alignment: .firstTextBaseline) {
                                Text("•")
                                Text(ingredient)
                            }
                        }
                    }
                    DisclosureGroup("Nutrition", isExpanded: $showsNutrition) {
                        LabeledContent("Calories", value: "520 kcal")
                        LabeledContent("Protein", value: "14 g")
                    }
                    .accessibilityIdentifier("nutrition")
                    Text("Method")
                        .font(.title2.bold())
                    Text("Cook the pasta. Meanwhile, warm the oil with sliced garlic and chilli until golden. Toss with the pasta and a splash of cooking water; finish with parsley.")
                }
                .padding()
            }
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
