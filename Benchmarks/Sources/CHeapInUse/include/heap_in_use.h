#pragma once
#include <stddef.h>

/// The bytes the process has allocated with malloc and not freed, mmapped chunks included
/// (glibc's mallinfo2), or 0 where glibc does not say.
size_t heap_in_use(void);
