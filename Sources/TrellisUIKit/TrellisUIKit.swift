// `import UIKit` for a package's own build on Linux, aliased as `TrellisSwiftUI` is
// (`-module-alias UIKit=TrellisUIKit`): the UIKit names of Sources/Trellis/UIKit.
@_exported import Trellis
