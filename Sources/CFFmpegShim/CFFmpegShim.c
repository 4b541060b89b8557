#include "CFFmpegShim.h"
#include <libavutil/error.h>
#include <libavutil/avutil.h>
#include <libavutil/frame.h>
#include <errno.h>
#include <string.h>
#include <limits.h>
#include <stdlib.h>

int avshim_error_eof(void) { return AVERROR_EOF; }
int avshim_error_eagain(void) { return AVERROR(EAGAIN); }
int avshim_error_einval(void) { return AVERROR(EINVAL); }
int64_t avshim_nopts_value(void) { return AV_NOPTS_VALUE; }

uint8_t *avshim_frame_data(struct AVFrame *frame, int plane) { return frame->data[plane]; }
int avshim_frame_linesize(const struct AVFrame *frame, int plane) { return frame->linesize[plane]; }
void avshim_frame_set_data(struct AVFrame *frame, int plane, uint8_t *data, int linesize) {
  frame->data[plane] = data;
  frame->linesize[plane] = linesize;
}

static inline uint8_t unpremul(unsigned c, unsigned a) {
  unsigned v = (c * 255u + a / 2u) / a;
  return (uint8_t)(v > 255u ? 255u : v);
}

void avshim_unpremultiply(const uint8_t *src, ptrdiff_t src_stride, uint8_t *dst, ptrdiff_t dst_stride,
                          int width, int height, int swap_rb) {
  for (int y = 0; y < height; y++) {
    const uint8_t *s = src + y * src_stride;
    uint8_t *d = dst + y * dst_stride;
    for (int x = 0; x < width; x++, s += 4, d += 4) {
      unsigned b = s[0], g = s[1], r = s[2], a = s[3];
      if (a == 0) {
        b = g = r = 0;
      } else if (a != 255) {
        b = unpremul(b, a); g = unpremul(g, a); r = unpremul(r, a);
      }
      if (swap_rb) { d[0] = (uint8_t)r; d[1] = (uint8_t)g; d[2] = (uint8_t)b; }
      else { d[0] = (uint8_t)b; d[1] = (uint8_t)g; d[2] = (uint8_t)r; }
      d[3] = (uint8_t)a;
    }
  }
}

void avshim_premultiply(uint8_t *bgra, ptrdiff_t stride, int width, int height) {
  for (int y = 0; y < height; y++) {
    uint8_t *p = bgra + y * stride;
    for (int x = 0; x < width; x++, p += 4) {
      unsigned a = p[3];
      if (a == 255) continue;
      for (int k = 0; k < 3; k++) p[k] = (uint8_t)((p[k] * a + 127u) / 255u);
    }
  }
}

void avshim_alpha_to_plane(const uint8_t *bgra, ptrdiff_t stride, int width, int height,
                           uint8_t *plane, ptrdiff_t plane_stride, int depth) {
  const unsigned max = (1u << depth) - 1u;
  for (int y = 0; y < height; y++) {
    const uint8_t *p = bgra + y * stride + 3;
    uint8_t *d = plane + y * plane_stride;
    if (depth <= 8) {
      for (int x = 0; x < width; x++) d[x] = p[x * 4];
    } else {
      for (int x = 0; x < width; x++) {
        const unsigned v = (p[x * 4] * max + 127u) / 255u;
        d[2 * x] = (uint8_t)v; d[2 * x + 1] = (uint8_t)(v >> 8);
      }
    }
  }
}

void avshim_alpha_from_plane(const uint8_t *plane, ptrdiff_t plane_stride, int depth,
                             uint8_t *bgra, ptrdiff_t stride, int width, int height) {
  const unsigned max = (1u << depth) - 1u;
  for (int y = 0; y < height; y++) {
    const uint8_t *s = plane + y * plane_stride;
    uint8_t *p = bgra + y * stride + 3;
    if (depth <= 8) {
      for (int x = 0; x < width; x++) p[x * 4] = s[x];
    } else {
      for (int x = 0; x < width; x++) {
        const unsigned v = (unsigned)s[2 * x] | (unsigned)s[2 * x + 1] << 8;
        p[x * 4] = (uint8_t)((v * 255u + max / 2u) / max);
      }
    }
  }
}

void avshim_composite_over(const uint8_t *src, ptrdiff_t src_stride, uint8_t *dst, ptrdiff_t dst_stride,
                           int width, int height, int r, int g, int b) {
  for (int y = 0; y < height; y++) {
    const uint8_t *s = src + y * src_stride;
    uint8_t *d = dst + y * dst_stride;
    for (int x = 0; x < width; x++, s += 4, d += 4) {
      const unsigned k = 255u - s[3];
      unsigned vb = s[0] + (k * (unsigned)b + 127u) / 255u, vg = s[1] + (k * (unsigned)g + 127u) / 255u,
               vr = s[2] + (k * (unsigned)r + 127u) / 255u;
      d[0] = (uint8_t)(vb > 255u ? 255u : vb); d[1] = (uint8_t)(vg > 255u ? 255u : vg);
      d[2] = (uint8_t)(vr > 255u ? 255u : vr); d[3] = 255;
    }
  }
}

void avshim_pad_replicate(const uint8_t *src, ptrdiff_t src_stride, int width, int height,
                          uint8_t *dst, ptrdiff_t dst_stride, int dst_width, int dst_height) {
  for (int y = 0; y < dst_height; y++) {
    const uint8_t *s = src + (y < height ? y : height - 1) * src_stride;
    uint8_t *d = dst + y * dst_stride;
    memmove(d, s, (size_t)width * 4);  // d == s when padding in place
    for (int x = width; x < dst_width; x++) memcpy(d + x * 4, s + (width - 1) * 4, 4);
  }
}

// ---- GIF palette support ----------------------------------------------------------------------

void avshim_histogram_add(const uint8_t *bgra, ptrdiff_t stride, int width, int height, int alpha_threshold,
                          uint32_t *counts, uint64_t *transparent) {
  uint64_t clear = 0;
  for (int y = 0; y < height; y++) {
    const uint8_t *p = bgra + y * stride;
    for (int x = 0; x < width; x++, p += 4) {
      unsigned a = p[3], b = p[0], g = p[1], r = p[2];
      if (alpha_threshold >= 0) {
        if ((int)a < alpha_threshold || a == 0) { clear++; continue; }
      } else {
        a = 255;  // opaque mode: premultiplied colour is the colour composited over black
      }
      if (a != 255) { b = unpremul(b, a); g = unpremul(g, a); r = unpremul(r, a); }
      uint32_t *c = counts + ((r << 16) | (g << 8) | b);
      if (*c != UINT32_MAX) (*c)++;  // saturate rather than wrap in very long clips
    }
  }
  *transparent += clear;
}

int64_t avshim_histogram_distinct(const uint32_t *counts) {
  int64_t n = 0;
  for (int i = 0; i < (1 << 24); i++) n += counts[i] != 0;
  return n;
}

void avshim_histogram_collect(const uint32_t *counts, uint8_t *rgb, double *weights) {
  int64_t k = 0;
  for (int i = 0; i < (1 << 24); i++) {
    if (!counts[i]) continue;
    rgb[k * 3] = (uint8_t)(i >> 16); rgb[k * 3 + 1] = (uint8_t)(i >> 8); rgb[k * 3 + 2] = (uint8_t)i;
    weights[k++] = counts[i];
  }
}

void avshim_histogram_bins6(const uint32_t *counts, double *bin_weights, double *bin_sums) {
  for (int i = 0; i < (1 << 24); i++) {
    if (!counts[i]) continue;
    const int r = i >> 16, g = (i >> 8) & 255, b = i & 255;
    const int bin = ((r >> 2) << 12) | ((g >> 2) << 6) | (b >> 2);
    const double w = counts[i];
    bin_weights[bin] += w;
    bin_sums[bin * 3] += w * r; bin_sums[bin * 3 + 1] += w * g; bin_sums[bin * 3 + 2] += w * b;
  }
}

int avshim_nearest(const uint8_t *palette, int count, int r, int g, int b) {
  int best = 0, best_d = INT_MAX;
  for (int i = 0; i < count; i++) {
    int dr = r - palette[i * 3], dg = g - palette[i * 3 + 1], db = b - palette[i * 3 + 2];
    int d = dr * dr + dg * dg + db * db;
    if (d < best_d) { best_d = d; best = i; if (d == 0) break; }
  }
  return best;
}

void avshim_nearest_many(const uint8_t *colors, int n, const uint8_t *palette, int count, int32_t *out) {
  for (int i = 0; i < n; i++) out[i] = avshim_nearest(palette, count, colors[i * 3], colors[i * 3 + 1], colors[i * 3 + 2]);
}

static int compare_green(const void *a, const void *b) {
  const uint8_t *x = a, *y = b;
  if (x[0] != y[0]) return (int)x[0] - (int)y[0];
  return (int)x[3] - (int)y[3];  // stable: ties keep palette order, so results match a linear scan
}

void avshim_nearest_cache_prepare(avshim_nearest_cache *c) {
  for (int i = 0; i < c->count; i++) {
    c->by_green[i * 4] = c->palette[i * 3 + 1];
    c->by_green[i * 4 + 1] = c->palette[i * 3];
    c->by_green[i * 4 + 2] = c->palette[i * 3 + 2];
    c->by_green[i * 4 + 3] = (uint8_t)i;
  }
  qsort(c->by_green, (size_t)c->count, 4, compare_green);
}

// Nearest entry by squared distance, searching outward from the entries with the closest green
// and stopping in each direction once the green difference alone exceeds the best distance.
// Ties go to the lower palette index, as in `avshim_nearest`.
static int nearest_sorted(const avshim_nearest_cache *c, int r, int g, int b) {
  const uint8_t *e = c->by_green;
  int lo = 0, hi = c->count;
  while (lo < hi) { int mid = (lo + hi) / 2; if (e[mid * 4] < g) lo = mid + 1; else hi = mid; }
  int best = -1, best_d = INT_MAX;
  int down = lo - 1, up = lo;
  while (down >= 0 || up < c->count) {
    if (up < c->count) {
      const uint8_t *p = e + up * 4;
      int dg = p[0] - g;
      if (dg * dg > best_d) up = c->count;
      else {
        int dr = p[1] - r, db = p[2] - b, d = dg * dg + dr * dr + db * db;
        if (d < best_d || (d == best_d && p[3] < best)) { best_d = d; best = p[3]; }
        up++;
      }
    }
    if (down >= 0) {
      const uint8_t *p = e + down * 4;
      int dg = g - p[0];
      if (dg * dg > best_d) down = -1;
      else {
        int dr = p[1] - r, db = p[2] - b, d = dg * dg + dr * dr + db * db;
        if (d < best_d || (d == best_d && p[3] < best)) { best_d = d; best = p[3]; }
        down--;
      }
    }
  }
  return best < 0 ? 0 : best;
}

static inline int lookup(avshim_nearest_cache *c, int r, int g, int b) {
  unsigned key = ((unsigned)r << 16) | ((unsigned)g << 8) | (unsigned)b;
  if (c->filled[key >> 3] & (1u << (key & 7))) return c->index[key];
  int i = nearest_sorted(c, r, g, b);
  c->index[key] = (uint8_t)i;
  c->filled[key >> 3] |= (uint8_t)(1u << (key & 7));
  return i;
}

static inline int clamp255(int v) { return v < 0 ? 0 : (v > 255 ? 255 : v); }

// 8×8 Bayer matrix, values 0…63.
static const uint8_t bayer8[8][8] = {
  { 0, 32,  8, 40,  2, 34, 10, 42}, {48, 16, 56, 24, 50, 18, 58, 26},
  {12, 44,  4, 36, 14, 46,  6, 38}, {60, 28, 52, 20, 62, 30, 54, 22},
  { 3, 35, 11, 43,  1, 33,  9, 41}, {51, 19, 59, 27, 49, 17, 57, 25},
  {15, 47,  7, 39, 13, 45,  5, 37}, {63, 31, 55, 23, 61, 29, 53, 21},
};

void avshim_map_to_palette(const uint8_t *bgra, ptrdiff_t stride, int width, int height, int alpha_threshold,
                           uint8_t *dst, ptrdiff_t dst_stride, int transparent_index,
                           avshim_nearest_cache *cache, int dither, int bayer_strength, int32_t *errors) {
  const int ew = width + 2;  // one guard column on each side
  if (dither == AVSHIM_DITHER_FLOYD_STEINBERG) memset(errors, 0, sizeof(int32_t) * 2 * ew * 3);
  for (int y = 0; y < height; y++) {
    const uint8_t *row = bgra + y * stride;
    uint8_t *out = dst + y * dst_stride;
    // Floyd–Steinberg: `cur` holds errors arriving at this row, `nxt` the next row's.
    int32_t *cur = errors + (y & 1) * ew * 3, *nxt = errors + ((y + 1) & 1) * ew * 3;
    if (dither == AVSHIM_DITHER_FLOYD_STEINBERG) memset(nxt, 0, sizeof(int32_t) * ew * 3);
    // Serpentine scan hides the directional streaks of plain left-to-right diffusion.
    const int reverse = (dither == AVSHIM_DITHER_FLOYD_STEINBERG) && (y & 1);
    for (int k = 0; k < width; k++) {
      const int x = reverse ? width - 1 - k : k;
      const uint8_t *p = row + x * 4;
      unsigned a = alpha_threshold < 0 ? 255u : p[3];  // opaque mode: composite over black
      if ((int)a < alpha_threshold || a == 0) {
        out[x] = (uint8_t)(transparent_index >= 0 ? transparent_index : 0);
        if (transparent_index >= 0) continue;
      }
      int b = p[0], g = p[1], r = p[2];
      if (a != 255 && a != 0) { b = unpremul(b, a); g = unpremul(g, a); r = unpremul(r, a); }
      if (dither == AVSHIM_DITHER_BAYER) {
        const int t = ((int)bayer8[y & 7][x & 7] * 2 - 63) * bayer_strength / 128;
        r = clamp255(r + t); g = clamp255(g + t); b = clamp255(b + t);
        out[x] = (uint8_t)lookup(cache, r, g, b);
      } else if (dither == AVSHIM_DITHER_FLOYD_STEINBERG) {
        int32_t *e = cur + (x + 1) * 3;
        const int rr = clamp255(r + e[0]), gg = clamp255(g + e[1]), bb = clamp255(b + e[2]);
        const int i = lookup(cache, rr, gg, bb);
        out[x] = (uint8_t)i;
        const int er = rr - cache->palette[i * 3], eg = gg - cache->palette[i * 3 + 1], eb = bb - cache->palette[i * 3 + 2];
        const int ahead = reverse ? -3 : 3;
        int32_t *n = nxt + (x + 1) * 3;
        // Each share is truncated toward zero, so errors of a level or two die out instead of
        // spreading: areas the palette matches exactly stay clean and compress (and do not crawl).
        e[ahead] += er * 7 / 16; e[ahead + 1] += eg * 7 / 16; e[ahead + 2] += eb * 7 / 16;
        n[-ahead] += er * 3 / 16; n[-ahead + 1] += eg * 3 / 16; n[-ahead + 2] += eb * 3 / 16;
        n[0] += er * 5 / 16; n[1] += eg * 5 / 16; n[2] += eb * 5 / 16;
        n[ahead] += er / 16; n[ahead + 1] += eg / 16; n[ahead + 2] += eb / 16;
      } else {
        out[x] = (uint8_t)lookup(cache, r, g, b);
      }
    }
  }
}
