#ifndef TRELLIS_CPOPPLER_SHIM_H
#define TRELLIS_CPOPPLER_SHIM_H

// Poppler's GLib interface reads PDF images (vector asset catalog images) and draws them with Cairo.
#include <poppler.h>

#endif
