/// CoreGraphics here is part of UIKit: `import CoreGraphics` brings its contexts, paths,
/// colours, gradients and images.
@_exported import UIKit
