// `import Trellis` brings the whole view API along, as `import SwiftUI` does.
@_exported import TrellisCore
