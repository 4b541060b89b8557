/// The page's files, embedded in the binary by SwiftPM (`.embedInCode`), keyed by URL path.
enum PageAssets {
  static let files: [String: (bytes: [UInt8], type: String)] = [
    "/": (PackageResources.index_html, "text/html; charset=utf-8"),
    "/index.html": (PackageResources.index_html, "text/html; charset=utf-8"),
    "/preview.css": (PackageResources.preview_css, "text/css; charset=utf-8"),
    "/preview.js": (PackageResources.preview_js, "text/javascript; charset=utf-8"),
  ]
}
