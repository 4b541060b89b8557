// Hot pixel loops for the Cairo rasterizer's layer effects, kept in C so debug builds stay usable
// (unoptimised Swift is ~50x slower on per-pixel loops). All buffers are premultiplied BGRA, 4 bytes a pixel.
#ifndef ANIMRENDER_PIXEL_KERNELS_H
#define ANIMRENDER_PIXEL_KERNELS_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/// ⌈2³² / d⌉: (n · m) >> 32 equals n / d exactly for every n ≤ 256·d while d < 4096 (checked
/// exhaustively), and costs a multiply instead of a division, which matters in unoptimised builds.
static inline uint64_t animrender_reciprocal(int d) {
  return (((uint64_t)1 << 32) + (uint64_t)d - 1) / (uint64_t)d;
}

/// One horizontal box blur of width 2r+1 over `count` pixels of `line` (zeros beyond both ends).
static inline void animrender_box_line(uint8_t *line, uint8_t *scratch, int count, int r) {
  const int width = 2 * r + 1, half = width / 2;
  const uint64_t inv = animrender_reciprocal(width);
  int s[4] = {0, 0, 0, 0};
  for (int j = 0; j < r && j < count; j++)
    for (int c = 0; c < 4; c++) s[c] += line[j * 4 + c];
  for (int i = 0; i < count; i++) {
    int add = i + r, drop = i - r;
    if (add < count) for (int c = 0; c < 4; c++) s[c] += line[add * 4 + c];
    for (int c = 0; c < 4; c++) scratch[i * 4 + c] = (uint8_t)(((uint64_t)(s[c] + half) * inv) >> 32);
    if (drop >= 0) for (int c = 0; c < 4; c++) s[c] -= line[drop * 4 + c];
  }
  memcpy(line, scratch, (size_t)count * 4);
}

/// Box blurs the region [x0, x1) × [y0, y1) of `data` in place: every radius in `radii` along rows,
/// then every radius along columns (column sums run over whole rows, so memory is read in order).
/// Returns 0 if memory could not be allocated.
static inline int animrender_box_blur(uint8_t *data, int stride, int x0, int y0, int x1, int y1,
                                      const int *radii, int passes) {
  const int w = x1 - x0, h = y1 - y0;
  if (w <= 0 || h <= 0) return 1;
  uint8_t *scratch = (uint8_t *)malloc((size_t)(w > h ? w : h) * 4);
  uint8_t *copy = (uint8_t *)malloc((size_t)w * h * 4);
  int *sums = (int *)malloc((size_t)w * 4 * sizeof(int));
  if (!scratch || !copy || !sums) { free(scratch); free(copy); free(sums); return 0; }
  for (int y = y0; y < y1; y++) {
    uint8_t *row = data + (size_t)y * stride + (size_t)x0 * 4;
    for (int p = 0; p < passes; p++) if (radii[p] > 0) animrender_box_line(row, scratch, w, radii[p]);
  }
  for (int p = 0; p < passes; p++) {
    const int r = radii[p];
    if (r <= 0) continue;
    const int width = 2 * r + 1, half = width / 2;
    const uint64_t inv = animrender_reciprocal(width);
    for (int y = 0; y < h; y++) memcpy(copy + (size_t)y * w * 4, data + (size_t)(y0 + y) * stride + (size_t)x0 * 4, (size_t)w * 4);
    memset(sums, 0, (size_t)w * 4 * sizeof(int));
    for (int y = 0; y < r && y < h; y++) {
      const uint8_t *src = copy + (size_t)y * w * 4;
      for (int i = 0; i < w * 4; i++) sums[i] += src[i];
    }
    for (int y = 0; y < h; y++) {
      int add = y + r, drop = y - r;
      if (add < h) { const uint8_t *src = copy + (size_t)add * w * 4; for (int i = 0; i < w * 4; i++) sums[i] += src[i]; }
      uint8_t *dst = data + (size_t)(y0 + y) * stride + (size_t)x0 * 4;
      for (int i = 0; i < w * 4; i++) dst[i] = (uint8_t)(((uint64_t)(sums[i] + half) * inv) >> 32);
      if (drop >= 0) { const uint8_t *src = copy + (size_t)drop * w * 4; for (int i = 0; i < w * 4; i++) sums[i] -= src[i]; }
    }
  }
  free(scratch); free(copy); free(sums);
  return 1;
}

/// Averages k×k blocks of the region [x0, x1) × [y0, y1) of `src` into `dst` (⌈w/k⌉ × ⌈h/k⌉ pixels),
/// counting pixels past the region's right and bottom edges as transparent: an exact box filter.
static inline void animrender_box_downsample(const uint8_t *src, int srcStride, int x0, int y0, int x1, int y1,
                                             int k, uint8_t *dst, int dstStride) {
  const int w = x1 - x0, h = y1 - y0, dw = (w + k - 1) / k, dh = (h + k - 1) / k, area = k * k, half = area / 2;
  for (int dy = 0; dy < dh; dy++) {
    uint8_t *out = dst + (size_t)dy * dstStride;
    for (int dx = 0; dx < dw; dx++) {
      int sum[4] = {0, 0, 0, 0};
      for (int y = y0 + dy * k; y < y0 + dy * k + k && y < y1; y++) {
        const uint8_t *row = src + (size_t)y * srcStride;
        for (int x = x0 + dx * k; x < x0 + dx * k + k && x < x1; x++)
          for (int c = 0; c < 4; c++) sum[c] += row[x * 4 + c];
      }
      for (int c = 0; c < 4; c++) out[dx * 4 + c] = (uint8_t)((sum[c] + half) / area);
    }
  }
}

#endif
