// `import TrellisRender` brings the whole view API along, as `import SwiftUI` does.
@_exported import Trellis
