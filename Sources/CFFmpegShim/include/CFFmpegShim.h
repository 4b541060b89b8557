#ifndef CFFMPEG_SHIM_H
#define CFFMPEG_SHIM_H
#include <stdint.h>
#include <stddef.h>

// FFmpeg's function-like macros (AVERROR, AVERROR_EOF, AV_NOPTS_VALUE, ...) do not import into
// Swift; these wrappers give them names Swift can call. The pixel loops live here too: they run
// once per pixel per frame, and C keeps them fast in debug builds as well.

int avshim_error_eof(void);
int avshim_error_eagain(void);
int avshim_error_einval(void);
int64_t avshim_nopts_value(void);

// AVFrame's data/linesize are C arrays (8-tuples in Swift); these read them by plane index.
struct AVFrame;
uint8_t *avshim_frame_data(struct AVFrame *frame, int plane);
int avshim_frame_linesize(const struct AVFrame *frame, int plane);
void avshim_frame_set_data(struct AVFrame *frame, int plane, uint8_t *data, int linesize);

// Premultiplied BGRA → straight colour, rounded to nearest (round(c·255/a)); alpha 0 → all zero.
// `swap_rb` writes RGBA instead of BGRA. `dst` may equal `src`.
void avshim_unpremultiply(const uint8_t *src, ptrdiff_t src_stride, uint8_t *dst, ptrdiff_t dst_stride,
                          int width, int height, int swap_rb);

// Straight BGRA → premultiplied in place: c·a/255 rounded to nearest. Exact inverse of
// `avshim_unpremultiply` on premultiplied input (c ≤ a).
void avshim_premultiply(uint8_t *bgra, ptrdiff_t stride, int width, int height);

// swscale rounds 8-bit alpha to 10/12 bits and back with a bias (measured: 102 → 410/1023 → 103).
// These write an alpha plane exactly: v·(2^depth−1)/255 rounded, and back. Samples of more than
// 8 bits are little-endian uint16.
void avshim_alpha_to_plane(const uint8_t *bgra, ptrdiff_t stride, int width, int height,
                           uint8_t *plane, ptrdiff_t plane_stride, int depth);
void avshim_alpha_from_plane(const uint8_t *plane, ptrdiff_t plane_stride, int depth,
                             uint8_t *bgra, ptrdiff_t stride, int width, int height);

// Premultiplied BGRA composited over an opaque matte colour: c + (255 − a)·m / 255, alpha 255.
// `dst` may equal `src`.
void avshim_composite_over(const uint8_t *src, ptrdiff_t src_stride, uint8_t *dst, ptrdiff_t dst_stride,
                           int width, int height, int r, int g, int b);

// Copies a `width`×`height` BGRA image into a larger one and fills the extra right columns and
// bottom rows by repeating the last column and row (so odd sizes can be padded to even for 4:2:0).
void avshim_pad_replicate(const uint8_t *src, ptrdiff_t src_stride, int width, int height,
                          uint8_t *dst, ptrdiff_t dst_stride, int dst_width, int dst_height);

// ---- GIF palette support ----------------------------------------------------------------------

// Exact colour histogram: `counts` has 1<<24 entries indexed r<<16 | g<<8 | b. Pixels whose alpha
// is below `alpha_threshold` are counted in `*transparent` instead; others are un-premultiplied
// first. A negative `alpha_threshold` means opaque output: colours are taken as composited over black.
void avshim_histogram_add(const uint8_t *bgra, ptrdiff_t stride, int width, int height, int alpha_threshold,
                          uint32_t *counts, uint64_t *transparent);
// Number of distinct colours counted.
int64_t avshim_histogram_distinct(const uint32_t *counts);
// Every counted colour as rgb triples with its pixel count, in index order.
void avshim_histogram_collect(const uint32_t *counts, uint8_t *rgb, double *weights);
// Folds the counts into 6-bit-per-channel bins with exact weighted colour sums (for clips with
// too many distinct colours to cluster one by one). Arrays of 1<<18 and 3<<18, zeroed by the caller.
void avshim_histogram_bins6(const uint32_t *counts, double *bin_weights, double *bin_sums);

// Nearest-palette-colour cache for exact 24-bit lookups: 1<<24 uint8 indices plus a bitmap of
// 1<<24 bits saying which are filled. The caller allocates and zeroes both once per clip.
typedef struct {
  uint8_t *index;
  uint8_t *filled;
  const uint8_t *palette;  // rgb triples
  int count;               // opaque entries in `palette`
  uint8_t *by_green;       // 4·count bytes of scratch, filled by avshim_nearest_cache_prepare
} avshim_nearest_cache;

// Sorts the palette by green into `by_green` so lookups can stop searching early (≈10× fewer
// distance computations than a linear scan of 256 entries). Call once after setting `palette`.
void avshim_nearest_cache_prepare(avshim_nearest_cache *cache);

enum { AVSHIM_DITHER_NONE = 0, AVSHIM_DITHER_BAYER = 1, AVSHIM_DITHER_FLOYD_STEINBERG = 2 };

// Maps premultiplied BGRA to palette indices. Pixels with alpha below `alpha_threshold` become
// `transparent_index` (if ≥ 0). `errors` is scratch for Floyd–Steinberg: 2·(width+2)·3 int32s.
// `bayer_strength` is the ordered-dither amplitude in 8-bit levels (peak to peak).
void avshim_map_to_palette(const uint8_t *bgra, ptrdiff_t stride, int width, int height, int alpha_threshold,
                           uint8_t *dst, ptrdiff_t dst_stride, int transparent_index,
                           avshim_nearest_cache *cache, int dither, int bayer_strength, int32_t *errors);

// Index of the palette entry nearest (squared RGB distance) to r,g,b among the first `count`.
int avshim_nearest(const uint8_t *palette, int count, int r, int g, int b);

// `avshim_nearest` for `n` rgb triples at once (palette refinement assigns every histogram bin).
void avshim_nearest_many(const uint8_t *colors, int n, const uint8_t *palette, int count, int32_t *out);

#endif
