//
//  OnboardingApp.swift
//  Onboarding
//
//  A folder laid out as a localized Xcode app target: the App, a Views group, a string catalog
//  (Localizable.xcstrings: German and French, with a plural) and a Settings table in the older
//  xx.lproj/Settings.strings files. Render it in a language, e.g.
//    animrender scenes/gallery/locale-onboarding --preview Welcome --locale de_DE --out welcome.png --at 1
//    animrender test --previews scenes/gallery/locale-onboarding --golden goldens/ --locale en,de,fr
//

import SwiftUI

@main
struct OnboardingApp: App {
    var body: some Scene {
        WindowGroup {
            WelcomeView(name: "Ada")
        }
    }
}
