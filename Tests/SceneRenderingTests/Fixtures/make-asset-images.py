#!/usr/bin/env python3
"""Writes the asset catalogs used by the tests and the gallery: Tests/SceneRenderingTests/Fixtures/Assets.xcassets and
scenes/gallery/Assets.xcassets. Every image is drawn here from geometry (no outside artwork): PNGs by a
tiny rasterizer with 4x4 supersampling, JPEGs converted from those PNGs by ffmpeg, SVG and PDF written
as text. Run from the repository root: python3 Tests/SceneRenderingTests/Fixtures/make-asset-images.py"""
import json, math, os, struct, subprocess, zlib

def png(path, w, h, shade):
    """shade(x, y) -> (r, g, b, a) in 0..1 at a point in pixel units; averaged over 4x4 samples."""
    rows = bytearray()
    for y in range(h):
        rows.append(0)
        for x in range(w):
            acc = [0.0] * 4
            for sy in range(4):
                for sx in range(4):
                    r, g, b, a = shade(x + (sx + 0.5) / 4, y + (sy + 0.5) / 4)
                    acc[0] += r * a; acc[1] += g * a; acc[2] += b * a; acc[3] += a
            a = acc[3] / 16
            px = [acc[i] / acc[3] if acc[3] > 0 else 0 for i in range(3)] + [a]
            rows.extend(max(0, min(255, round(v * 255))) for v in px)
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b""))

def jpeg(png_path, jpg_path):
    subprocess.run(["ffmpeg", "-loglevel", "error", "-y", "-i", png_path, "-q:v", "2", jpg_path], check=True)
    os.remove(png_path)

def contents(folder, body):
    os.makedirs(folder, exist_ok=True)
    body = dict(body); body["info"] = {"author": "xcode", "version": 1}
    with open(os.path.join(folder, "Contents.json"), "w") as f:
        json.dump(body, f, indent=2, sort_keys=True); f.write("\n")

def colorset(root, name, any_color, dark=None):
    entries = [{"color": any_color, "idiom": "universal"}]
    if dark: entries.append({"appearances": [{"appearance": "luminosity", "value": "dark"}], "color": dark, "idiom": "universal"})
    contents(os.path.join(root, name + ".colorset"), {"colors": entries})

def srgb(r, g, b, a="1.000", space="srgb"):
    return {"color-space": space, "components": {"red": r, "green": g, "blue": b, "alpha": a}}

def imageset(root, name, files, properties=None):
    folder = os.path.join(root, name + ".imageset")
    os.makedirs(folder, exist_ok=True)
    images = []
    for scale, filename, draw in files:
        draw(os.path.join(folder, filename))
        entry = {"filename": filename, "idiom": "universal"}
        if scale: entry["scale"] = scale
        images.append(entry)
    body = {"images": images}
    if properties: body["properties"] = properties
    contents(folder, body)

def solid(c):
    return lambda x, y: c

def circle(cx, cy, r, inside, outside=(0, 0, 0, 0)):
    return lambda x, y: inside if (x - cx) ** 2 + (y - cy) ** 2 <= r * r else outside

def avatar(size):
    """A person on a teal disc: head and shoulders, drawn at any pixel size."""
    s = size / 100
    def shade(x, y):
        x, y = x / s, y / s
        if (x - 50) ** 2 + (y - 50) ** 2 > 50 ** 2: return (0, 0, 0, 0)
        if (x - 50) ** 2 + (y - 40) ** 2 <= 17 ** 2: return (0.98, 0.85, 0.72, 1)          # face
        if (x - 50) ** 2 / 34 ** 2 + (y - 92) ** 2 / 30 ** 2 <= 1: return (0.96, 0.55, 0.25, 1)  # sweater
        t = y / 100
        return (0.15 + 0.1 * t, 0.55 - 0.15 * t, 0.62 - 0.1 * t, 1)                          # background
    return shade

def sneaker(w, h):
    """A side view of a trainer: sole, upper and a stripe, on transparency."""
    def shade(x, y):
        u, v = x / w, y / h
        if 0.05 <= u <= 0.95 and 0.72 <= v <= 0.86: return (0.95, 0.95, 0.95, 1)               # sole
        if 0.08 <= u <= 0.92 and 0.86 < v <= 0.9: return (0.3, 0.3, 0.32, 1)                    # tread
        top = 0.25 + 0.35 * max(0, 0.55 - u) / 0.55                                             # heel collar
        if 0.08 <= u <= 0.9 and v < 0.72 and v >= top + 0.25 * max(0, u - 0.45) / 0.45:
            if abs((u - 0.3) - (v - 0.45) * 0.6) < 0.05: return (1, 1, 1, 1)                    # stripe
            return (0.86, 0.18, 0.27, 1)                                                        # upper
        return (0, 0, 0, 0)
    return shade

def glyph(size):
    """A bell-like badge: opaque ink on transparency, meant to be tinted (template)."""
    s = size / 24
    def shade(x, y):
        x, y = x / s, y / s
        if (x - 12) ** 2 + (y - 12) ** 2 <= 9 ** 2 and not ((x - 12) ** 2 + (y - 12) ** 2 <= 4 ** 2): return (0, 0, 0, 1)
        return (0, 0, 0, 0)
    return shade

HERO_SVG = """<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#8EC5FC"/><stop offset="1" stop-color="#E0C3FC"/>
    </linearGradient>
  </defs>
  <rect width="240" height="160" rx="18" fill="url(#sky)"/>
  <circle cx="178" cy="48" r="22" fill="#FFD166"/>
  <path d="M0 130 L60 70 L105 112 L150 60 L240 140 L240 160 L0 160 Z" fill="#3A506B"/>
  <path d="M60 70 L75 85 L62 82 L50 90 Z M150 60 L166 76 L150 72 L138 80 Z" fill="#FFFFFF"/>
  <path d="M0 150 Q60 120 120 145 T240 140 L240 160 L0 160 Z" fill="#5BC0BE"/>
</svg>
"""

def pdf_star(path, size=48):
    """A five-pointed star, filled orange, as a one-page PDF written by hand."""
    pts = []
    for i in range(10):
        r = size * (0.48 if i % 2 == 0 else 0.2)
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((size / 2 + r * math.cos(a), size / 2 - r * math.sin(a)))  # PDF y is up
    ops = "0.98 0.55 0.1 rg\n" + f"{pts[0][0]:.3f} {pts[0][1]:.3f} m\n" + "".join(f"{x:.3f} {y:.3f} l\n" for x, y in pts[1:]) + "h f\n"
    objects = [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {size} {size}] /Contents 4 0 R /Resources << >> >>",
        f"<< /Length {len(ops)} >>\nstream\n{ops}endstream",
    ]
    out = "%PDF-1.4\n"
    offsets = []
    for i, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += f"{i} 0 obj\n{body}\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n" + "".join(f"{o:010d} 00000 n \n" for o in offsets)
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n"
    with open(path, "w") as f: f.write(out)

def write_text(text):
    def draw(path):
        with open(path, "w") as f: f.write(text)
    return draw

def fixture_catalog(root):
    contents(root, {})
    colorset(root, "Gold", srgb("1.000", "0.843", "0.000"), srgb("0xFF", "0xC1", "0x07"))
    colorset(root, "Ink", srgb("51", "102", "153"))
    colorset(root, "Leaf", srgb("0.200", "0.600", "0.400", space="display-p3"))
    colorset(root, "Mist", {"color-space": "gray-gamma-22", "components": {"white": "0.500", "alpha": "0.800"}})
    colorset(root, "Glow", srgb("0.500", "0.214", "0.000", space="extended-linear-srgb"))
    colorset(root, "brand-primary", {"platform": "ios", "reference": "systemPinkColor"})
    # 1x red, 2x green, 3x blue: which one a render draws shows which scale it picked.
    imageset(root, "bear", [
        ("1x", "bear.png", lambda p: png(p, 8, 6, solid((1, 0, 0, 1)))),
        ("2x", "bear@2x.png", lambda p: png(p, 16, 12, solid((0, 1, 0, 1)))),
        ("3x", "bear@3x.png", lambda p: png(p, 24, 18, solid((0, 0, 1, 1)))),
    ])
    imageset(root, "photo", [("1x", "photo.jpg", lambda p: (png(p + ".png", 20, 10, lambda x, y: (1, 0.5, 0, 1) if x < 10 else (0, 0.25, 1, 1)), jpeg(p + ".png", p)))])
    imageset(root, "mark", [("1x", "mark.png", lambda p: png(p, 10, 10, circle(5, 5, 4, (0, 0, 0, 1))))],
             {"template-rendering-intent": "template"})
    # Red in the any appearance, blue in dark mode.
    moon = os.path.join(root, "moon.imageset")
    os.makedirs(moon, exist_ok=True)
    png(os.path.join(moon, "moon.png"), 4, 4, solid((1, 0, 0, 1)))
    png(os.path.join(moon, "moon-dark.png"), 4, 4, solid((0, 0, 1, 1)))
    contents(moon, {"images": [
        {"filename": "moon.png", "idiom": "universal", "scale": "1x"},
        {"appearances": [{"appearance": "luminosity", "value": "dark"}], "filename": "moon-dark.png", "idiom": "universal", "scale": "1x"},
    ]})
    imageset(root, "hero", [(None, "hero.svg", write_text(HERO_SVG))], {"preserves-vector-representation": True})
    icons = os.path.join(root, "Icons")
    contents(icons, {"properties": {"provides-namespace": True}})
    imageset(icons, "star", [(None, "star.pdf", pdf_star)], {"preserves-vector-representation": True})
    group = os.path.join(root, "Plain Group")
    os.makedirs(group, exist_ok=True)
    colorset(group, "Sand", srgb("0.900", "0.800", "0.600"))

def gallery_catalog(root):
    contents(root, {})
    colorset(root, "BrandStart", srgb("0.345", "0.337", "0.839"), srgb("0.490", "0.478", "1.000"))
    colorset(root, "BrandEnd", srgb("0.937", "0.278", "0.435"), srgb("1.000", "0.420", "0.557"))
    colorset(root, "CardBackground", srgb("1.000", "1.000", "1.000"), srgb("0.110", "0.110", "0.118"))
    colorset(root, "CardText", srgb("0.110", "0.110", "0.118"), srgb("0.960", "0.960", "0.970"))
    colorset(root, "Accent Orange", srgb("1.000", "0.584", "0.000", space="display-p3"))
    imageset(root, "avatar", [
        ("1x", "avatar.png", lambda p: png(p, 80, 80, avatar(80))),
        ("2x", "avatar@2x.png", lambda p: png(p, 160, 160, avatar(160))),
    ])
    imageset(root, "sneaker", [("2x", "sneaker@2x.png", lambda p: png(p, 240, 160, sneaker(240, 160)))])
    imageset(root, "onboarding-hills", [(None, "hills.svg", write_text(HERO_SVG))], {"preserves-vector-representation": True})
    imageset(root, "bell-badge", [("2x", "bell@2x.png", lambda p: png(p, 48, 48, glyph(48)))], {"template-rendering-intent": "template"})
    imageset(root, "star-badge", [(None, "star.pdf", pdf_star)], {"preserves-vector-representation": True})
    imageset(root, "landscape", [("1x", "landscape.jpg", lambda p: (png(p + ".png", 160, 100, lambda x, y: (0.3 + 0.5 * y / 100, 0.6 - 0.3 * y / 100, 0.9 - 0.5 * y / 100, 1) if y < 60 + 10 * math.sin(x / 15) else (0.2, 0.5 + 0.2 * x / 160, 0.25, 1)), jpeg(p + ".png", p)))])

if __name__ == "__main__":
    fixture_catalog("Tests/SceneRenderingTests/Fixtures/Assets.xcassets")
    gallery_catalog("scenes/gallery/Assets.xcassets")
