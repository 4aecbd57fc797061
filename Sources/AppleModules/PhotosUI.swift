// `import PhotosUI` in a preview runner: `PhotosPicker` as the button it is, with no picker to
// present (Sources/TrellisPhotosUI, docs/MediaKits.md).
@_exported import TrellisPhotosUI
