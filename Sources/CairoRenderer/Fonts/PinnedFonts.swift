import Graphics

/// The font files animrender renders with, and how SwiftUI's font designs map onto them.
///
/// Only these files are visible to text layout, so output never depends on what else a machine has
/// installed. Choices (all Debian bookworm packages):
/// - `.default` → Inter (`fonts-inter`), the closest free relative of SF Pro; like SF Pro, sizes of
///   20 pt and above use the Display optical size (`Inter Display`).
/// - `.serif` → DejaVu Serif (`fonts-dejavu-core`; italics from `fonts-dejavu-extra`), standing in for New York.
///   DejaVu's obliques and extra-light weight come from `fonts-dejavu-extra` too.
/// - `.rounded` → Comfortaa (`fonts-comfortaa`), a rounded-terminal sans standing in for SF Pro Rounded
///   (weights 300, 400, 700 only; others snap to the nearest).
/// - `.monospaced` → DejaVu Sans Mono (`fonts-dejavu-core`), standing in for SF Mono.
/// - Colour emoji → Noto Color Emoji (`fonts-noto-color-emoji`, CBDT bitmaps, one 109 px strike).
/// - Symbols no other font has → DejaVu Sans (`fonts-dejavu-core`).
/// - Other scripts (Arabic, Hebrew, Thai, Devanagari, CJK, …) → Noto (`fonts-noto-core`, `fonts-noto-cjk`),
///   in the order of ``ScriptFonts``.
/// - `Image(systemName:)` beyond the built-in vector symbols → Material Design Icons 1.6.50
///   (`fonts-materialdesignicons-webfont`, SIL OFL 1.1 font, icons CC BY), by ViewRuntime's `SymbolNames` table.
public struct PinnedFonts: Hashable, Sendable {
  /// One font file and the Debian package that installs it.
  public struct File: Hashable, Sendable {
    public var path: String
    public var package: String
    public init(path: String, package: String) { self.path = path; self.package = package }
  }

  public var files: [File]
  /// Family names per design, most preferred first; the emoji and fallback families are appended.
  public var families: [FontDescriptor.Design: String]
  /// Family used instead of `families[.default]` at `displaySizeThreshold` points and above.
  public var displayFamily: String?
  public var displaySizeThreshold: Double
  public var emojiFamily: String
  public var fallbackFamily: String
  /// The icon font `Image(systemName:)` draws symbols beyond the built-in ones from (nil: none).
  public var iconFamily: String?
  /// Per-script families tried after colour emoji and before `fallbackFamily`.
  public var scriptFamilies: [String] = []
  /// Families tried after `fallbackFamily` (CJK, extra symbols).
  public var lateFamilies: [String] = []

  public init(
    files: [File], families: [FontDescriptor.Design: String], displayFamily: String?,
    displaySizeThreshold: Double, emojiFamily: String, fallbackFamily: String
  ) {
    self.files = files; self.families = families; self.displayFamily = displayFamily
    self.displaySizeThreshold = displaySizeThreshold; self.emojiFamily = emojiFamily
    self.fallbackFamily = fallbackFamily
  }

  /// The Debian bookworm font set (see the type's documentation for the reasoning).
  public static let debian: PinnedFonts = {
    let inter = "/usr/share/fonts/opentype/inter/"
    let interStyles = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
    var files: [File] = []
    for family in ["Inter", "InterDisplay"] {
      for style in interStyles {
        files.append(File(path: "\(inter)\(family)-\(style).otf", package: "fonts-inter"))
        let italic = style == "Regular" ? "Italic" : "\(style)Italic"
        files.append(File(path: "\(inter)\(family)-\(italic).otf", package: "fonts-inter"))
      }
    }
    let dejavu = "/usr/share/fonts/truetype/dejavu/"
    for name in ["DejaVuSans", "DejaVuSans-Bold", "DejaVuSansMono", "DejaVuSansMono-Bold", "DejaVuSerif", "DejaVuSerif-Bold"] {
      files.append(File(path: "\(dejavu)\(name).ttf", package: "fonts-dejavu-core"))
    }
    for name in [
      "DejaVuSans-Oblique", "DejaVuSans-BoldOblique", "DejaVuSansMono-Oblique", "DejaVuSansMono-BoldOblique",
      "DejaVuSerif-Italic", "DejaVuSerif-BoldItalic", "DejaVuSans-ExtraLight",
    ] {
      files.append(File(path: "\(dejavu)\(name).ttf", package: "fonts-dejavu-extra"))
    }
    for name in ["Comfortaa-Light", "Comfortaa-Regular", "Comfortaa-Bold"] {
      files.append(File(path: "/usr/share/fonts/truetype/comfortaa/\(name).ttf", package: "fonts-comfortaa"))
    }
    files.append(File(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", package: "fonts-noto-color-emoji"))
    files.append(File(path: "/usr/share/fonts/truetype/materialdesignicons-webfont/materialdesignicons-webfont.ttf",
                      package: "fonts-materialdesignicons-webfont"))
    files += ScriptFonts.files
    var pinned = PinnedFonts(
      files: files,
      families: [.default: "Inter", .serif: "DejaVu Serif", .rounded: "Comfortaa", .monospaced: "DejaVu Sans Mono"],
      displayFamily: "Inter Display", displaySizeThreshold: 20,
      emojiFamily: "Noto Color Emoji", fallbackFamily: "DejaVu Sans")
    // Symbols by name (SymbolNames in ViewRuntime): Material Design Icons, whose glyphs sit in the
    // Private Use Area, so text never falls back to it.
    pinned.iconFamily = "Material Design Icons"
    pinned.scriptFamilies = ScriptFonts.scriptFamilies.map(\.name)
    pinned.lateFamilies = ScriptFonts.lateFamilies.map(\.name)
    return pinned
  }()

  /// The families Pango tries for `font`, in order: design family, colour emoji, script fonts, the
  /// symbol fallback, then CJK and extra symbols. Each character takes the first family that has it.
  public func fallbackOrder(for font: FontDescriptor) -> [String] {
    var primary = families[font.design] ?? families[.default] ?? fallbackFamily
    if font.design == .symbols, let iconFamily { primary = iconFamily }
    if font.design == .default, let display = displayFamily, font.size >= displaySizeThreshold {
      primary = display
    }
    return [primary, emojiFamily] + scriptFamilies + [fallbackFamily] + lateFamilies
  }

  /// The Pango family list for `font` (``fallbackOrder(for:)``, comma-separated).
  public func familyList(for font: FontDescriptor) -> String {
    fallbackOrder(for: font).joined(separator: ",")
  }

  /// A fonts.conf that pins rendering options and knows no font directories: files are added one by one.
  ///
  /// Grayscale antialiasing, no hinting and no subpixel order make glyph shapes independent of the
  /// device scale and of the machine's own fontconfig settings.
  public var fontsConf: String {
    func alias(_ generic: String, _ family: String) -> String {
      "  <alias binding=\"same\"><family>\(generic)</family><prefer><family>\(family)</family></prefer></alias>\n"
    }
    var xml = """
      <?xml version="1.0"?>
      <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
      <!-- Generated by animrender: only the pinned files exist for this configuration. -->
      <fontconfig>
        <match target="pattern">
          <edit name="hinting" mode="assign"><bool>false</bool></edit>
          <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
          <edit name="autohint" mode="assign"><bool>false</bool></edit>
          <edit name="rgba" mode="assign"><const>none</const></edit>
          <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
          <edit name="embeddedbitmap" mode="assign"><bool>true</bool></edit>
        </match>
        <match target="font">
          <edit name="hinting" mode="assign"><bool>false</bool></edit>
          <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
          <edit name="autohint" mode="assign"><bool>false</bool></edit>
          <edit name="rgba" mode="assign"><const>none</const></edit>
          <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
        </match>
        <!-- Grayscale antialiasing for outlines only: assigning antialias to the colour bitmap font
             makes cairo 1.16 draw its glyphs as empty masks. -->
        <match target="font">
          <test name="outline" compare="eq"><bool>true</bool></test>
          <edit name="antialias" mode="assign"><bool>true</bool></edit>
        </match>
        <!-- Bitmap fonts (the colour emoji strike) are scaled to the requested size, as
             fontconfig's 10-scale-bitmap-fonts.conf does; without it emoji keep their 109 px strike metrics. -->
        <match target="font">
          <test name="outline" compare="eq"><bool>false</bool></test>
          <edit name="pixelsizefixupfactor" mode="assign">
            <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
          </edit>
        </match>
        <match target="font">
          <test name="outline" compare="eq"><bool>false</bool></test>
          <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
          <edit name="matrix" mode="assign">
            <times>
              <name>matrix</name>
              <matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix>
            </times>
          </edit>
          <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
        </match>
        <!-- Synthetic oblique and bold for outline fonts without those faces (90-synthetic.conf),
             never for the emoji bitmaps, which would vanish without their embedded bitmaps. -->
        <match target="font">
          <test name="outline" compare="eq"><bool>true</bool></test>
          <test name="slant"><const>roman</const></test>
          <test target="pattern" name="slant" compare="not_eq"><const>roman</const></test>
          <edit name="matrix" mode="assign">
            <times><name>matrix</name><matrix><double>1</double><double>0.2</double><double>0</double><double>1</double></matrix></times>
          </edit>
          <edit name="slant" mode="assign"><const>oblique</const></edit>
        </match>
        <match target="font">
          <test name="outline" compare="eq"><bool>true</bool></test>
          <test name="weight" compare="less_eq"><const>medium</const></test>
          <test target="pattern" name="weight" compare="more_eq"><const>bold</const></test>
          <edit name="embolden" mode="assign"><bool>true</bool></edit>
          <edit name="weight" mode="assign"><const>bold</const></edit>
        </match>

      """
    xml += alias("sans-serif", families[.default] ?? fallbackFamily)
    xml += alias("serif", families[.serif] ?? fallbackFamily)
    xml += alias("monospace", families[.monospaced] ?? fallbackFamily)
    xml += alias("emoji", emojiFamily)
    xml += "</fontconfig>\n"
    return xml
  }
}
