import Foundation

struct Recipe: Identifiable, Hashable {
  let id = UUID()
  var name: String
  var minutes: Int
  var grams: Double

  static let samples = [
    Recipe(name: "V60", minutes: 3, grams: 15),
    Recipe(name: "AeroPress", minutes: 2, grams: 17),
    Recipe(name: "Cold Brew", minutes: 720, grams: 80),
  ]
}
