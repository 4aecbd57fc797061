#ifndef TRELLIS_CPANGOCAIRO_SHIM_H
#define TRELLIS_CPANGOCAIRO_SHIM_H

// Pango and Cairo, with the fontconfig glue that lets Trellis load its own font files.
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <fontconfig/fontconfig.h>
#include <fontconfig/fcfreetype.h>
#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <malloc.h>

// GObject's cast macros do not import into Swift; these typed helpers stand in for them.
static inline void trellis_g_object_unref(void *object) {
  if (object) g_object_unref(object);
}

static inline PangoFcFontMap *trellis_fc_font_map(PangoFontMap *map) {
  return PANGO_FC_FONT_MAP(map);
}

static inline PangoCairoFontMap *trellis_cairo_font_map(PangoFontMap *map) {
  return PANGO_CAIRO_FONT_MAP(map);
}

// The bytes allocated with malloc and not freed, across arenas and mmapped blocks (glibc):
// what the render memory tests compare before and after many renders.
static inline size_t trellis_heap_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
}

#endif
