#include "CImageShim.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <librsvg/rsvg.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <poppler.h>

static void set_error(char *error, size_t size, const char *what, GError *e) {
  if (error && size > 0) snprintf(error, size, "%s%s%s", what, e ? ": " : "", e ? e->message : "");
  if (e) g_error_free(e);
}

uint8_t *imageshim_decode_raster(const uint8_t *data, size_t size, int *width, int *height,
                                 char *error, size_t error_size) {
  GError *e = NULL;
  GdkPixbufLoader *loader = gdk_pixbuf_loader_new();
  if (!gdk_pixbuf_loader_write(loader, data, size, &e) || !gdk_pixbuf_loader_close(loader, &e)) {
    set_error(error, error_size, "cannot decode image", e);
    g_object_unref(loader);
    return NULL;
  }
  GdkPixbuf *pixbuf = gdk_pixbuf_loader_get_pixbuf(loader);
  if (!pixbuf || gdk_pixbuf_get_bits_per_sample(pixbuf) != 8 || gdk_pixbuf_get_colorspace(pixbuf) != GDK_COLORSPACE_RGB) {
    set_error(error, error_size, "cannot decode image: unsupported pixel format", NULL);
    g_object_unref(loader);
    return NULL;
  }
  int w = gdk_pixbuf_get_width(pixbuf), h = gdk_pixbuf_get_height(pixbuf);
  int channels = gdk_pixbuf_get_n_channels(pixbuf), stride = gdk_pixbuf_get_rowstride(pixbuf);
  int alpha = gdk_pixbuf_get_has_alpha(pixbuf);
  const guchar *src = gdk_pixbuf_read_pixels(pixbuf);
  uint8_t *out = malloc((size_t)w * (size_t)h * 4);
  if (!out) { set_error(error, error_size, "out of memory", NULL); g_object_unref(loader); return NULL; }
  for (int y = 0; y < h; y++) {
    const guchar *row = src + (size_t)y * stride;
    uint8_t *dst = out + (size_t)y * w * 4;
    for (int x = 0; x < w; x++) {
      const guchar *p = row + x * channels;
      unsigned a = alpha ? p[3] : 255;
      // Premultiplied, rounded: Cairo's ARGB32 stores B, G, R, A in memory on little-endian machines.
      dst[x * 4 + 0] = (uint8_t)((p[2] * a + 127) / 255);
      dst[x * 4 + 1] = (uint8_t)((p[1] * a + 127) / 255);
      dst[x * 4 + 2] = (uint8_t)((p[0] * a + 127) / 255);
      dst[x * 4 + 3] = (uint8_t)a;
    }
  }
  *width = w; *height = h;
  g_object_unref(loader);
  return out;
}

void imageshim_free(void *pointer) { free(pointer); }

struct imageshim_vector {
  int kind;
  RsvgHandle *svg;
  PopplerDocument *pdf;
  PopplerPage *page;
  GBytes *bytes;
  double width, height;
};

imageshim_vector *imageshim_vector_load(int kind, const uint8_t *data, size_t size, double *width, double *height,
                                        char *error, size_t error_size) {
  GError *e = NULL;
  imageshim_vector *v = calloc(1, sizeof *v);
  if (!v) { set_error(error, error_size, "out of memory", NULL); return NULL; }
  v->kind = kind;
  if (kind == 0) {
    v->svg = rsvg_handle_new_from_data(data, size, &e);
    if (!v->svg) { set_error(error, error_size, "cannot read SVG", e); free(v); return NULL; }
    gdouble w = 0, h = 0;
    if (!rsvg_handle_get_intrinsic_size_in_pixels(v->svg, &w, &h)) {
      // No width/height in absolute units: fall back to the viewBox, as browsers do.
      gboolean has_w, has_h, has_box; RsvgLength lw, lh; RsvgRectangle box;
      rsvg_handle_get_intrinsic_dimensions(v->svg, &has_w, &lw, &has_h, &lh, &has_box, &box);
      if (!has_box) { set_error(error, error_size, "SVG has neither a size nor a viewBox", NULL); g_object_unref(v->svg); free(v); return NULL; }
      w = box.width; h = box.height;
    }
    v->width = w; v->height = h;
  } else {
    v->bytes = g_bytes_new(data, size);
    v->pdf = poppler_document_new_from_bytes(v->bytes, NULL, &e);
    if (!v->pdf) { set_error(error, error_size, "cannot read PDF", e); g_bytes_unref(v->bytes); free(v); return NULL; }
    if (poppler_document_get_n_pages(v->pdf) < 1) {
      set_error(error, error_size, "PDF has no pages", NULL); g_object_unref(v->pdf); g_bytes_unref(v->bytes); free(v); return NULL;
    }
    v->page = poppler_document_get_page(v->pdf, 0);
    poppler_page_get_size(v->page, &v->width, &v->height);
  }
  if (!(v->width > 0 && v->height > 0)) {
    set_error(error, error_size, "image has an empty size", NULL);
    imageshim_vector_free(v);
    return NULL;
  }
  *width = v->width; *height = v->height;
  return v;
}

int imageshim_vector_render(imageshim_vector *v, void *cairo, double width, double height) {
  cairo_t *cr = cairo;
  cairo_save(cr);
  int ok = 1;
  if (v->kind == 0) {
    RsvgRectangle viewport = { 0, 0, width, height };
    GError *e = NULL;
    ok = rsvg_handle_render_document(v->svg, cr, &viewport, &e);
    if (e) g_error_free(e);
  } else {
    cairo_scale(cr, width / v->width, height / v->height);
    poppler_page_render(v->page, cr);
  }
  cairo_restore(cr);
  return ok ? 0 : 1;
}

void imageshim_vector_free(imageshim_vector *v) {
  if (!v) return;
  if (v->svg) g_object_unref(v->svg);
  if (v->page) g_object_unref(v->page);
  if (v->pdf) g_object_unref(v->pdf);
  if (v->bytes) g_bytes_unref(v->bytes);
  free(v);
}
