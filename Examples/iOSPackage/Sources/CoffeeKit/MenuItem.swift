import Foundation

/// A drink on the menu.
public struct MenuItem: Identifiable, Hashable, Sendable {
  public let id: Int
  public let name: String
  public let price: Decimal
  public let isSeasonal: Bool

  public init(id: Int, name: String, price: Decimal, isSeasonal: Bool = false) {
    self.id = id
    self.name = name
    self.price = price
    self.isSeasonal = isSeasonal
  }

  public static let samples: [MenuItem] = [
    MenuItem(id: 1, name: "Espresso", price: 2.8),
    MenuItem(id: 2, name: "Flat White", price: 3.9),
    MenuItem(id: 3, name: "Pumpkin Latte", price: 4.6, isSeasonal: true),
  ]
}
