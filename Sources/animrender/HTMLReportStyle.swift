/// The stylesheet and the one line of script of `HTMLReport`, inline so the page needs nothing
/// from the network. Neither contains `<` or `&`, so the page stays well-formed XML.
enum HTMLReportStyle {
  static let css = """
    body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #222; background: #fafafa; }
    h1 { font-size: 22px; margin: 0 0 8px; }
    h2 { font-size: 17px; border-bottom: 1px solid #ccc; padding-bottom: 4px; margin-top: 28px; }
    h3 { font-size: 15px; margin: 0 0 8px; font-family: ui-monospace, monospace; }
    h4 { font-size: 14px; margin: 12px 0 4px; font-family: ui-monospace, monospace; }
    .summary span { display: inline-block; padding: 3px 10px; border-radius: 12px; margin-right: 6px; font-weight: 600; }
    .summary .passed { background: #d7f5dd; color: #14532d; }
    .summary .failed { background: #fde0e0; color: #7f1d1d; }
    .summary .recorded { background: #fdf2d0; color: #713f12; }
    .summary .suites { background: none; font-weight: normal; color: #666; }
    section.suite { background: #fff; border: 1px solid #ddd; border-left: 4px solid #d33; border-radius: 6px; padding: 12px 16px; margin: 12px 0; }
    .message { white-space: pre-wrap; font-family: ui-monospace, monospace; font-size: 12px; color: #7f1d1d; margin: 4px 0; }
    .fingerprint { font-size: 12px; color: #444; background: #f1f1f7; padding: 4px 8px; border-radius: 4px; }
    figure { margin: 0; display: inline-block; vertical-align: top; text-align: center; }
    figcaption { font-size: 12px; color: #555; }
    .side-by-side figure { margin-right: 12px; }
    .side-by-side img, .slider img { width: 240px; image-rendering: pixelated; border: 1px solid #bbb;
      background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
    .slider .stack { position: relative; width: 242px; }
    .slider img { display: block; }
    .slider .over { position: absolute; top: 0; left: 0; clip-path: inset(0 50% 0 0); }
    .slider input { width: 242px; display: block; }
    .filmstrip { display: flex; gap: 6px; overflow-x: auto; padding: 4px 0 8px; }
    .filmstrip img { height: 72px; image-rendering: pixelated; border: 3px solid #9c9; display: block; }
    .filmstrip .failed img { border-color: #d33; }
    .filmstrip .first-failure figcaption { color: #d33; font-weight: 700; }
    svg.curve { background: #fff; border: 1px solid #ddd; margin: 4px 8px 4px 0; }
    svg.curve .expected { stroke: #2563eb; fill: none; stroke-width: 2; }
    svg.curve .actual { stroke: #dc2626; fill: none; stroke-width: 2; stroke-dasharray: 5 3; }
    svg.curve text { font: 11px system-ui, sans-serif; fill: #444; }
    ul.passed, ul.recorded { font-size: 12px; font-family: ui-monospace, monospace; }
    """

  /// The slider's `oninput`: clips the actual image (over the expected one) at the thumb.
  static let sliderScript = "this.previousElementSibling.lastElementChild.style.clipPath='inset(0 '+(100-this.value)+'% 0 0)'"
}
