@_exported import Foundation
internal import Geometry

// `import UIKit` gives Foundation (CGFloat, CGRect, CGPoint, CGSize, ProcessInfo, Date…), as on
// iOS. The toolkit's own modules stay internal: their names (`View`, `Label`, `Size`…) never
// reach an app's namespace.

extension CGRect {
    init(_ rect: Rect) {
        self.init(
            x: CGFloat(rect.minX), y: CGFloat(rect.minY), width: CGFloat(rect.width), height: CGFloat(rect.height))
    }

    var rect: Rect {
        Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height))
    }
}

extension CGPoint {
    init(_ point: Point) { self.init(x: CGFloat(point.x), y: CGFloat(point.y)) }
    var point: Point { Point(x: Double(x), y: Double(y)) }
}

extension CGSize {
    init(_ size: Size) { self.init(width: CGFloat(size.width), height: CGFloat(size.height)) }
    var size: Size { Size(width: Double(width), height: Double(height)) }
}
