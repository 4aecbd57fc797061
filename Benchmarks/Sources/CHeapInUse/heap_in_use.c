#include "heap_in_use.h"
#include <stdlib.h>  // defines __GLIBC__ and __GLIBC_MINOR__ where glibc is the C library

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>
// Chunks from the arenas (uordblks) and chunks mmapped on their own (hblkhd): glibc mmaps a
// request above its threshold (128 KiB at first, raised up to 32 MiB as such chunks are freed),
// so a large tree's arrays land in one or the other depending on what the process allocated
// and freed before: the sum counts them either way.
size_t heap_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
}
#else
size_t heap_in_use(void) { return 0; }
#endif
