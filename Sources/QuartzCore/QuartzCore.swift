/// Core Animation here is part of UIKit: `import QuartzCore` brings its layers and animations.
@_exported import UIKit
