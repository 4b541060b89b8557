#ifndef CIMAGE_SHIM_H
#define CIMAGE_SHIM_H
#include <stdint.h>
#include <stddef.h>

// Image decoding for asset catalogs behind a plain C interface: Swift sees no GLib, librsvg or poppler
// types, and a cairo_t crosses as a void pointer, so Cairo's declarations live only in CCairo.
// Errors are written into `error` (at most `error_size` bytes, NUL-terminated) and return NULL / nonzero.

// JPEG (and any format gdk-pixbuf reads, itself backed by libjpeg) to premultiplied BGRA rows of
// width * 4 bytes, as Cairo's ARGB32 on little-endian machines. Free the pixels with imageshim_free.
uint8_t *imageshim_decode_raster(const uint8_t *data, size_t size, int *width, int *height,
                                 char *error, size_t error_size);
void imageshim_free(void *pointer);

// A parsed vector image (SVG through librsvg, the first page of a PDF through poppler-glib).
typedef struct imageshim_vector imageshim_vector;
// kind: 0 SVG, 1 PDF. Width and height are the intrinsic size in points (SVG px, PDF pt).
imageshim_vector *imageshim_vector_load(int kind, const uint8_t *data, size_t size, double *width, double *height,
                                        char *error, size_t error_size);
// Draws the image scaled to width x height at the origin of the context's current matrix.
int imageshim_vector_render(imageshim_vector *image, void *cairo, double width, double height);
void imageshim_vector_free(imageshim_vector *image);
#endif
