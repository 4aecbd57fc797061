// The bounds of the `swift5_tests` section of the program, which the linker defines for every
// section whose name is a C identifier. `#Preview` records its previews there (see
// TrellisPreviewMacros); Swift Testing's runtime, which reads the same section, declares the
// same symbols. Weak: a program without the section has them as null.
#ifndef TRELLIS_PREVIEW_SECTIONS_H
#define TRELLIS_PREVIEW_SECTIONS_H

#if defined(__ELF__)
extern const char __start_swift5_tests[] __attribute__((weak, visibility("hidden")));
extern const char __stop_swift5_tests[] __attribute__((weak, visibility("hidden")));

static inline const void *trellis_preview_section_start(void) { return __start_swift5_tests; }
static inline const void *trellis_preview_section_end(void) { return __stop_swift5_tests; }
#else
static inline const void *trellis_preview_section_start(void) { return 0; }
static inline const void *trellis_preview_section_end(void) { return 0; }
#endif

#endif
