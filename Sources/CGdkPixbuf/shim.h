#ifndef TRELLIS_CGDKPIXBUF_SHIM_H
#define TRELLIS_CGDKPIXBUF_SHIM_H

// gdk-pixbuf decodes the image formats Cairo cannot read itself, such as JPEG.
#include <gdk-pixbuf/gdk-pixbuf.h>

#endif
