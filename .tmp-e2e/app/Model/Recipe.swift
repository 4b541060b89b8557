import Foundation

struct Recipe: Identifiable {
  let id = UUID()
  var name: String
  var minutes: Int
  static let samples = [Recipe(name: "Pancakes", minutes: 20), Recipe(name: "Soup", minutes: 45)]
}
