import SwiftIfConfig
import SwiftSyntax

/// The build a scene's `#if` is evaluated against: an iPhone app as Xcode builds it for a device in the
/// Debug configuration, since scene code is written for iOS and compiled here only to render it.
///
/// Conditions follow "Conditional Compilation Block" in The Swift Programming Language
/// (https://docs.swift.org/swift-book/documentation/the-swift-programming-language/statements/#Conditional-Compilation-Block).
public struct IOSBuildConfiguration: BuildConfiguration {
  /// `swift(>=…)`: the language mode scenes are compiled in (`-swift-version 5` means 5.10 on a 6.x compiler).
  public var languageVersion: VersionTuple
  /// `compiler(>=…)`: the toolchain's version.
  public var compilerVersion: VersionTuple
  /// `-D` conditions: Xcode's Debug configuration defines `DEBUG`.
  public var customConditions: Set<String> = ["DEBUG"]

  /// Modules an iOS app can import whose view-code API the scene's compilation provides
  /// (Foundation from the toolchain; SwiftUI, UIKit, Combine and Observation through animrender's module;
  /// Charts through animrender's `Charts` module, beside `SwiftUI` in the Modules folder).
  public static let importableModules: Set<String> = ["Swift", "SwiftUI", "Charts", "UIKit", "Combine", "Foundation", "Observation", "_Concurrency"]

  public init(languageVersion: VersionTuple = VersionTuple(5, 10), compilerVersion: VersionTuple = VersionTuple(6, 0)) {
    self.languageVersion = languageVersion
    self.compilerVersion = compilerVersion
  }

  /// The compiler version in `swiftc -version`'s text ("Swift version 6.3.1 (swift-6.3.1-RELEASE)").
  public static func compilerVersion(fromVersionText text: String) -> VersionTuple? {
    guard let range = text.range(of: "Swift version ") else { return nil }
    let digits = text[range.upperBound...].prefix { $0.isNumber || $0 == "." }
    return VersionTuple(parsing: String(digits))
  }

  public func isCustomConditionSet(name: String) -> Bool { customConditions.contains(name) }
  public func hasFeature(name: String) -> Bool { false }
  /// Attributes `hasAttribute(…)` asks about in app code that the compiler accepts.
  public func hasAttribute(name: String) -> Bool { ["retroactive", "preconcurrency", "MainActor", "Sendable", "available"].contains(name) }
  public func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
    importPath.first.map { Self.importableModules.contains($0.1) } ?? false
  }
  public func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
  public func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
  /// Neither `simulator` nor `macCatalyst`: a device build.
  public func isActiveTargetEnvironment(name: String) -> Bool { false }
  /// Apple platforms have the Objective-C runtime.
  public func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
  /// arm64 (not arm64e) has no pointer authentication.
  public func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
  public func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
  public var targetPointerBitWidth: Int { 64 }
  public var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
  public var endianness: Endianness { .little }
}
