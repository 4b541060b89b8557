// Pixel loops for the rasterizer's colour, projection and opacity effects, in C for the same reason as
// pixel_kernels.h (debug builds of per-pixel Swift are far too slow). Premultiplied BGRA, 4 bytes a pixel.
#ifndef ANIMRENDER_EFFECT_KERNELS_H
#define ANIMRENDER_EFFECT_KERNELS_H

#include <math.h>
#include <stdint.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

static inline uint8_t animrender_clamp_byte(float v) {
  return v <= 0 ? 0 : v >= 255 ? 255 : (uint8_t)(v + 0.5f);
}

#if defined(__SSE2__)
/// `animrender_clamp_byte` on four lanes, stored as the four bytes at `p`: clamped to 0…255, plus one
/// half, truncated (the same bytes as the scalar function).
static inline void animrender_store_bytes_ps(uint8_t *p, __m128 v) {
  v = _mm_add_ps(_mm_min_ps(_mm_max_ps(v, _mm_setzero_ps()), _mm_set1_ps(255.0f)), _mm_set1_ps(0.5f));
  __m128i q = _mm_cvttps_epi32(v);
  q = _mm_packs_epi32(q, q);
  q = _mm_packus_epi16(q, q);
  int32_t bytes = _mm_cvtsi128_si32(q);
  __builtin_memcpy(p, &bytes, 4);
}
#endif

/// Applies a 4×5 colour matrix `m` (rows r, g, b, a; columns r, g, b, a, 1; straight colours in 0…1)
/// to [x0, x1) × [y0, y1): unpremultiply, multiply, clamp, premultiply. Transparent pixels are
/// treated as transparent black, so a matrix with constant terms can make them visible.
static inline void animrender_color_matrix(uint8_t *data, int stride, int x0, int y0, int x1, int y1, const float *m) {
#if defined(__SSE2__)
  // Lane i computes row i of the matrix with the scalar loop's products and sums, in its order.
  const __m128 c0 = _mm_setr_ps(m[0], m[5], m[10], m[15]), c1 = _mm_setr_ps(m[1], m[6], m[11], m[16]);
  const __m128 c2 = _mm_setr_ps(m[2], m[7], m[12], m[17]), c3 = _mm_setr_ps(m[3], m[8], m[13], m[18]);
  const __m128 c4 = _mm_setr_ps(m[4], m[9], m[14], m[19]);
  const __m128 zero = _mm_setzero_ps(), one = _mm_set1_ps(1);
#endif
  for (int y = y0; y < y1; y++) {
    uint8_t *p = data + (size_t)y * stride + (size_t)x0 * 4;
    for (int x = x0; x < x1; x++, p += 4) {
      // One reciprocal per pixel (none for opaque pixels, the common case under a material): divisions
      // dominate this loop otherwise.
      float a = p[3] * (1.0f / 255.0f), r = 0, g = 0, b = 0;
      if (p[3] == 255) {
        const float k = 1.0f / 255.0f;
        r = p[2] * k; g = p[1] * k; b = p[0] * k;
      } else if (p[3] > 0) {
        const float k = 1.0f / (float)p[3];
        r = p[2] * k; g = p[1] * k; b = p[0] * k;
      }
#if defined(__SSE2__)
      __m128 o = _mm_add_ps(_mm_add_ps(_mm_add_ps(_mm_add_ps(_mm_mul_ps(c0, _mm_set1_ps(r)), _mm_mul_ps(c1, _mm_set1_ps(g))),
                                                  _mm_mul_ps(c2, _mm_set1_ps(b))), _mm_mul_ps(c3, _mm_set1_ps(a))), c4);
      o = _mm_min_ps(_mm_max_ps(o, zero), one);
      float lanes[4];
      _mm_storeu_ps(lanes, o);
      float oa = lanes[3] * 255.0f;
      // Bytes b, g, r, a: rows 2, 1, 0 times oa, then oa.
      animrender_store_bytes_ps(p, _mm_mul_ps(_mm_setr_ps(lanes[2], lanes[1], lanes[0], 1), _mm_set1_ps(oa)));
#else
      float o[4];
      for (int i = 0; i < 4; i++) {
        float v = m[i * 5] * r + m[i * 5 + 1] * g + m[i * 5 + 2] * b + m[i * 5 + 3] * a + m[i * 5 + 4];
        o[i] = v < 0 ? 0 : v > 1 ? 1 : v;
      }
      float oa = o[3] * 255.0f;
      p[3] = animrender_clamp_byte(oa);
      p[2] = animrender_clamp_byte(o[0] * oa);
      p[1] = animrender_clamp_byte(o[1] * oa);
      p[0] = animrender_clamp_byte(o[2] * oa);
#endif
    }
  }
}

/// Thresholds [x0, x1) × [y0, y1) by alpha: a pixel whose alpha lies in [lo, hi] (0…255) becomes the
/// premultiplied colour (b, g, r, a), every other one transparent.
static inline void animrender_alpha_threshold(uint8_t *data, int stride, int x0, int y0, int x1, int y1, int lo, int hi,
                                              uint8_t b, uint8_t g, uint8_t r, uint8_t a) {
  for (int y = y0; y < y1; y++) {
    uint8_t *p = data + (size_t)y * stride + (size_t)x0 * 4;
    for (int x = x0; x < x1; x++, p += 4) {
      int in = p[3] > 0 && p[3] >= lo && p[3] <= hi;
      p[0] = in ? b : 0; p[1] = in ? g : 0; p[2] = in ? r : 0; p[3] = in ? a : 0;
    }
  }
}

/// Makes [x0, x1) × [y0, y1) opaque: each colour divided by its alpha, alpha set to 1 (an opaque
/// blur's normalisation: the blurred colours weighted only by the pixels that were there).
static inline void animrender_make_opaque(uint8_t *data, int stride, int x0, int y0, int x1, int y1) {
  for (int y = y0; y < y1; y++) {
    uint8_t *p = data + (size_t)y * stride + (size_t)x0 * 4;
    for (int x = x0; x < x1; x++, p += 4) {
      int a = p[3];
      if (a == 0 || a == 255) continue;
      for (int c = 0; c < 3; c++) { int v = (p[c] * 255 + a / 2) / a; p[c] = (uint8_t)(v > 255 ? 255 : v); }
      p[3] = 255;
    }
  }
}

/// `floor` of a finite double within int range, as an int: the kernels are built for baseline x86-64,
/// where `floor` is a libm call (SSE4.1's `roundsd` is not assumed), two per bilinear sample.
static inline int animrender_floor_int(double v) {
  int i = (int)v;
  return i - (v < (double)i);
}

/// Premultiplied bilinear sample of `src` (w × h) at (sx, sy) in pixel-centre coordinates; zero outside.
static inline void animrender_bilinear(const uint8_t *src, int stride, int w, int h, double sx, double sy, float out[4]) {
  double fx = sx - 0.5, fy = sy - 0.5;
  int ix = animrender_floor_int(fx), iy = animrender_floor_int(fy);
  float tx = (float)(fx - ix), ty = (float)(fy - iy);
  float wts[4] = {(1 - tx) * (1 - ty), tx * (1 - ty), (1 - tx) * ty, tx * ty};
  int xs[4] = {ix, ix + 1, ix, ix + 1}, ys[4] = {iy, iy, iy + 1, iy + 1};
  out[0] = out[1] = out[2] = out[3] = 0;
  for (int k = 0; k < 4; k++) {
    if (xs[k] < 0 || ys[k] < 0 || xs[k] >= w || ys[k] >= h || wts[k] == 0) continue;
    const uint8_t *p = src + (size_t)ys[k] * stride + (size_t)xs[k] * 4;
    for (int c = 0; c < 4; c++) out[c] += wts[k] * p[c];
  }
}

#if defined(__SSE2__)
/// The four channels of the pixel at `p` as floats.
static inline __m128 animrender_pixel_ps(const uint8_t *p) {
  int32_t v;
  __builtin_memcpy(&v, p, 4);
  __m128i zero = _mm_setzero_si128();
  __m128i px = _mm_unpacklo_epi16(_mm_unpacklo_epi8(_mm_cvtsi32_si128(v), zero), zero);
  return _mm_cvtepi32_ps(px);
}

/// `animrender_bilinear` on all four channels at once, with the same products and sums in the same order
/// (bit-identical results): every tap inside the source takes the vector path, others add nothing.
static inline __m128 animrender_bilinear_ps(const uint8_t *src, int stride, int w, int h, double sx, double sy) {
  double fx = sx - 0.5, fy = sy - 0.5;
  int ix = animrender_floor_int(fx), iy = animrender_floor_int(fy);
  float tx = (float)(fx - ix), ty = (float)(fy - iy);
  float wts[4] = {(1 - tx) * (1 - ty), tx * (1 - ty), (1 - tx) * ty, tx * ty};
  __m128 out = _mm_setzero_ps();
  if (ix >= 0 && iy >= 0 && ix + 1 < w && iy + 1 < h) {
    // All four taps inside (a zero weight adds +0, as skipping it would).
    const uint8_t *p0 = src + (size_t)iy * stride + (size_t)ix * 4, *p1 = p0 + stride;
    out = _mm_add_ps(out, _mm_mul_ps(_mm_set1_ps(wts[0]), animrender_pixel_ps(p0)));
    out = _mm_add_ps(out, _mm_mul_ps(_mm_set1_ps(wts[1]), animrender_pixel_ps(p0 + 4)));
    out = _mm_add_ps(out, _mm_mul_ps(_mm_set1_ps(wts[2]), animrender_pixel_ps(p1)));
    return _mm_add_ps(out, _mm_mul_ps(_mm_set1_ps(wts[3]), animrender_pixel_ps(p1 + 4)));
  }
  int xs[4] = {ix, ix + 1, ix, ix + 1}, ys[4] = {iy, iy, iy + 1, iy + 1};
  for (int k = 0; k < 4; k++) {
    if (xs[k] < 0 || ys[k] < 0 || xs[k] >= w || ys[k] >= h || wts[k] == 0) continue;
    const uint8_t *p = src + (size_t)ys[k] * stride + (size_t)xs[k] * 4;
    out = _mm_add_ps(out, _mm_mul_ps(_mm_set1_ps(wts[k]), animrender_pixel_ps(p)));
  }
  return out;
}
#endif

/// Draws `src` through a projective transform into the cleared `dst` (same size) over [x0, x1) × [y0, y1):
/// every destination pixel is mapped back by `inv` (3×3, row vectors: x' = (x·m0 + y·m3 + m6) / w with
/// w = x·m2 + y·m5 + m8) and sampled bilinearly from `src`, `samples` × `samples` (1…3) times per pixel
/// where the projection shrinks the source. Points behind the eye (w ≤ 0) are left transparent.
/// Only source pixels inside [sx0, sx1) × [sy0, sy1) are read (the layer's content).
static inline void animrender_warp(const uint8_t *src, int srcStride, uint8_t *dst, int dstStride, int w, int h,
                                   int x0, int y0, int x1, int y1, const double *inv, int samples,
                                   int sx0, int sy0, int sx1, int sy1) {
  samples = samples < 1 ? 1 : samples > 3 ? 3 : samples;
  const float n2 = (float)(samples * samples);
  double offsets[3];
  for (int i = 0; i < samples; i++) offsets[i] = (i + 0.5) / samples;
  for (int y = y0; y < y1; y++) {
    uint8_t *out = dst + (size_t)y * dstStride + (size_t)x0 * 4;
    for (int x = x0; x < x1; x++, out += 4) {
#if defined(__SSE2__)
      // Four channels a vector: the scalar loop below, lane by lane (same results, to the bit).
      __m128 acc = _mm_setzero_ps();
#else
      float acc[4] = {0, 0, 0, 0};
#endif
      for (int j = 0; j < samples; j++) {
        for (int i = 0; i < samples; i++) {
          double px = x + offsets[i], py = y + offsets[j];
          double hw = px * inv[2] + py * inv[5] + inv[8];
          if (!(hw > 1e-9)) continue;
          double sx = (px * inv[0] + py * inv[3] + inv[6]) / hw, sy = (px * inv[1] + py * inv[4] + inv[7]) / hw;
          if (sx < sx0 - 1 || sy < sy0 - 1 || sx > sx1 + 1 || sy > sy1 + 1) continue;
#if defined(__SSE2__)
          acc = _mm_add_ps(acc, animrender_bilinear_ps(src, srcStride, w, h, sx, sy));
#else
          float s[4];
          animrender_bilinear(src, srcStride, w, h, sx, sy, s);
          for (int c = 0; c < 4; c++) acc[c] += s[c];
#endif
        }
      }
#if defined(__SSE2__)
      // Dividing by 1 or 4 is multiplying by 1 or 0.25, exactly (powers of two): a division's latency
      // per pixel was a tenth of the warp. Nine samples keep the division (1/9 is not exact).
      animrender_store_bytes_ps(out, samples == 3 ? _mm_div_ps(acc, _mm_set1_ps(n2)) : _mm_mul_ps(acc, _mm_set1_ps(1 / n2)));
#else
      for (int c = 0; c < 4; c++) out[c] = animrender_clamp_byte(acc[c] / n2);
#endif
    }
  }
}

#endif
