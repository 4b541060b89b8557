//
//  Recipe.swift
//  Recipes
//

import Foundation

struct Recipe: Identifiable, Hashable {
    enum Course: String, CaseIterable {
        case breakfast = "Breakfast"
        case main = "Main"
        case dessert = "Dessert"

        var symbol: String {
            switch self {
            case .breakfast: "sun.max.fill"
            case .main: "flame.fill"
            case .dessert: "star.fill"
            }
        }
    }

    let id: Int
    var name: String
    var course: Course
    var minutes: Int
    var rating: Int

    var durationText: String {
        minutes < 60 ? "\(minutes) min" : "\(minutes / 60) h \(minutes % 60) min"
    }
}

extension Recipe {
    static let samples: [Recipe] = [
        Recipe(id: 1, name: "Buttermilk Pancakes", course: .breakfast, minutes: 25, rating: 4),
        Recipe(id: 2, name: "Tomato Soup", course: .main, minutes: 40, rating: 5),
        Recipe(id: 3, name: "Slow Braised Beans", course: .main, minutes: 95, rating: 3),
        Recipe(id: 4, name: "Lemon Tart", course: .dessert, minutes: 70, rating: 5),
    ]
}
