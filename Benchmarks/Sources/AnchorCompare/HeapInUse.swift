import CHeapInUse

/// The bytes the process has allocated and not freed, or `nil` where the C library does not
/// say. Unlike the resident size, it falls when memory is freed, so the difference around a
/// host is what the host holds.
func heapInUse() -> Int? {
  let bytes = heap_in_use()
  return bytes > 0 ? Int(bytes) : nil
}
