#ifndef TRELLIS_CRSVG_SHIM_H
#define TRELLIS_CRSVG_SHIM_H

// librsvg reads and draws SVG images (asset catalog images and custom symbols) with Cairo.
#include <librsvg/rsvg.h>

#endif
