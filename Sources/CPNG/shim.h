#ifndef TRELLIS_CPNG_SHIM_H
#define TRELLIS_CPNG_SHIM_H

// libpng, with one entry point Swift can call: libpng reports errors by `longjmp`, which must
// never cross Swift frames, so the `setjmp` and every libpng call live in this C function.
#include <png.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

// The bytes of an encoded PNG, in a buffer that grows as libpng writes.
typedef struct {
  unsigned char *bytes;
  size_t length;
  size_t capacity;
} trellis_png_buffer;

static inline void trellis_png_buffer_free(trellis_png_buffer *buffer) {
  free(buffer->bytes);
  buffer->bytes = NULL;
  buffer->length = buffer->capacity = 0;
}

static inline void trellis_png_append(png_structp png, png_bytep data, size_t length) {
  trellis_png_buffer *buffer = (trellis_png_buffer *)png_get_io_ptr(png);
  if (buffer->length + length > buffer->capacity) {
    size_t capacity = buffer->capacity ? buffer->capacity : 1 << 16;
    while (capacity < buffer->length + length) capacity *= 2;
    unsigned char *grown = (unsigned char *)realloc(buffer->bytes, capacity);
    if (!grown) png_error(png, "out of memory");
    buffer->bytes = grown;
    buffer->capacity = capacity;
  }
  memcpy(buffer->bytes + buffer->length, data, length);
  buffer->length += length;
}

static inline void trellis_png_flush(png_structp png) { (void)png; }

static inline void trellis_png_ignore_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

static inline void trellis_png_fail(png_structp png, png_const_charp message) {
  (void)message;
  png_longjmp(png, 1);
}

// Cairo's own conversion (cairo-png.c, `unpremultiply_data`): a native-endian premultiplied
// ARGB pixel to straight-alpha RGBA bytes, rounded to nearest, so that pixels are what
// `cairo_surface_write_to_png` wrote.
static inline void trellis_png_unpremultiply(png_structp png, png_row_infop row, png_bytep data) {
  (void)png;
  for (size_t i = 0; i < row->rowbytes; i += 4) {
    uint8_t *b = &data[i];
    uint32_t pixel;
    memcpy(&pixel, b, sizeof pixel);
    uint32_t alpha = pixel >> 24;
    if (alpha == 0) {
      b[0] = b[1] = b[2] = b[3] = 0;
    } else {
      b[0] = (uint8_t)((((pixel >> 16) & 0xff) * 255 + alpha / 2) / alpha);
      b[1] = (uint8_t)((((pixel >> 8) & 0xff) * 255 + alpha / 2) / alpha);
      b[2] = (uint8_t)(((pixel & 0xff) * 255 + alpha / 2) / alpha);
      b[3] = (uint8_t)alpha;
    }
  }
}

// Whether every pixel of a premultiplied ARGB32 image is opaque: then the PNG is RGB, as
// Cairo writes it (cairo-png.c, `write_png`).
static inline int trellis_png_is_opaque(const unsigned char *pixels, int width, int height, int stride) {
  for (int y = 0; y < height; y++) {
    const uint32_t *row = (const uint32_t *)(const void *)(pixels + (size_t)y * (size_t)stride);
    for (int x = 0; x < width; x++) {
      if ((row[x] >> 24) != 0xff) return 0;
    }
  }
  return 1;
}

// Encodes a Cairo ARGB32 image (premultiplied, native-endian 32-bit pixels, rows `stride`
// bytes apart) as a PNG into `buffer`, with zlib's `level` and the PNG `filters` given:
// RGB when the image is opaque, RGBA (straight alpha) otherwise, with a white bKGD chunk,
// the same pixels and chunks as `cairo_surface_write_to_png_stream`. Returns 1 on success,
// 0 on failure (the buffer then holds nothing).
static inline int trellis_png_encode_argb32(const unsigned char *pixels, int width, int height, int stride,
                                            int level, int filters, trellis_png_buffer *buffer) {
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, trellis_png_fail,
                                            trellis_png_ignore_warning);
  if (!png) return 0;
  png_infop info = png_create_info_struct(png);
  png_bytepp volatile rows = NULL;
  if (!info || setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, info ? &info : NULL);
    free(rows);
    trellis_png_buffer_free(buffer);
    return 0;
  }
  rows = (png_bytepp)malloc(sizeof(png_bytep) * (size_t)height);
  if (!rows) png_error(png, "out of memory");
  for (int y = 0; y < height; y++) rows[y] = (png_bytep)(pixels + (size_t)y * (size_t)stride);
  int opaque = trellis_png_is_opaque(pixels, width, height, stride);

  png_set_write_fn(png, buffer, trellis_png_append, trellis_png_flush);
  png_set_compression_level(png, level);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
  png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
               opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_color_16 white = {0, 255, 255, 255, 255};
  png_set_bKGD(png, info, &white);
  png_write_info(png, info);
  if (opaque) {
    // The rows are read as they are: libpng drops the unused alpha byte and, on a
    // little-endian machine, swaps Cairo's B, G, R byte order into R, G, B.
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    png_set_filler(png, 0, PNG_FILLER_AFTER);
    png_set_bgr(png);
#else
    png_set_filler(png, 0, PNG_FILLER_BEFORE);
#endif
  } else {
    png_set_write_user_transform_fn(png, trellis_png_unpremultiply);
  }
  png_write_image(png, rows);
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  free(rows);
  return 1;
}

#endif
