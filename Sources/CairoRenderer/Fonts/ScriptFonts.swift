/// The fonts text falls back to for scripts the design fonts lack: Debian's Noto packages, in a pinned order.
///
/// iOS's system font cascades from SF Pro to a font per script (Geeza Pro for Arabic, Hiragino and
/// PingFang for CJK, Kohinoor for Devanagari, …; see `CTFontCopyDefaultCascadeListForLanguages` in
/// Apple's Core Text reference). animrender does the same with Noto, one family per script, so a
/// localised app renders instead of failing on its first Korean or Arabic character. Pango walks the
/// family list in order for every character, so the order below decides which font draws it:
/// - `scriptFamilies` come right after the design font and colour emoji. Each covers one script the
///   design fonts and DejaVu lack or cover poorly (Arabic and Hebrew in DejaVu have no proper shaping).
/// - `lateFamilies` come after DejaVu Sans, so symbols DejaVu already drew keep their look; they add
///   CJK (Han, kana, Hangul) and the symbol blocks nothing earlier has.
///
/// Han characters take the Simplified Chinese face (`Noto Sans CJK SC`), as iOS does when no Japanese or
/// Chinese language is preferred; kana and Hangul are the same in every face.
public enum ScriptFonts {
  /// One fallback family and where its files come from.
  public struct Family: Hashable, Sendable {
    public var name: String
    public var package: String
    public var paths: [String]
  }

  static let core = "/usr/share/fonts/truetype/noto/"
  static let cjk = "/usr/share/fonts/opentype/noto/"

  /// Script families tried before DejaVu Sans: file stems in `fonts-noto-core`, Regular and Bold each.
  static let scriptStems: [(family: String, stem: String)] = [
    ("Noto Sans Arabic", "NotoSansArabic"), ("Noto Sans Hebrew", "NotoSansHebrew"),
    ("Noto Sans Thai", "NotoSansThai"), ("Noto Sans Devanagari", "NotoSansDevanagari"),
    ("Noto Sans Bengali", "NotoSansBengali"), ("Noto Sans Tamil", "NotoSansTamil"),
    ("Noto Sans Telugu", "NotoSansTelugu"), ("Noto Sans Gujarati", "NotoSansGujarati"),
    ("Noto Sans Gurmukhi", "NotoSansGurmukhi"), ("Noto Sans Kannada", "NotoSansKannada"),
    ("Noto Sans Malayalam", "NotoSansMalayalam"), ("Noto Sans Oriya", "NotoSansOriya"),
    ("Noto Sans Sinhala", "NotoSansSinhala"), ("Noto Sans Khmer", "NotoSansKhmer"),
    ("Noto Sans Lao", "NotoSansLao"), ("Noto Sans Myanmar", "NotoSansMyanmar"),
    ("Noto Sans Georgian", "NotoSansGeorgian"), ("Noto Sans Armenian", "NotoSansArmenian"),
    ("Noto Sans Ethiopic", "NotoSansEthiopic"), ("Noto Sans Cherokee", "NotoSansCherokee"),
    ("Noto Sans Thaana", "NotoSansThaana"), ("Noto Sans Canadian Aboriginal", "NotoSansCanadianAboriginal"),
  ]

  /// Families tried right after the design font and colour emoji.
  public static let scriptFamilies: [Family] = scriptStems.map { entry in
    Family(name: entry.family, package: "fonts-noto-core",
           paths: ["\(core)\(entry.stem)-Regular.ttf", "\(core)\(entry.stem)-Bold.ttf"])
  }

  /// Families tried after DejaVu Sans: CJK (one collection file holds all five regional faces) and symbols.
  public static let lateFamilies: [Family] = [
    Family(name: "Noto Sans CJK SC", package: "fonts-noto-cjk",
           paths: ["\(cjk)NotoSansCJK-Regular.ttc", "\(cjk)NotoSansCJK-Bold.ttc"]),
    Family(name: "Noto Sans Symbols", package: "fonts-noto-core",
           paths: ["\(core)NotoSansSymbols-Regular.ttf", "\(core)NotoSansSymbols-Bold.ttf"]),
    Family(name: "Noto Sans Symbols2", package: "fonts-noto-core", paths: ["\(core)NotoSansSymbols2-Regular.ttf"]),
  ]

  /// Every file of both lists, for `PinnedFonts.files` (and so the pixel fingerprint).
  public static var files: [PinnedFonts.File] {
    (scriptFamilies + lateFamilies).flatMap { family in
      family.paths.map { PinnedFonts.File(path: $0, package: family.package) }
    }
  }
}
