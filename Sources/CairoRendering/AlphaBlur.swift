import Rendering

/// A blur of an 8-bit alpha bitmap that approaches a Gaussian: three box blurs each way. Boxes
/// add their variances, and three in a row are within a few percent of the bell curve, at a
/// cost per pixel that does not grow with the radius (a running sum).
enum AlphaBlur {
    /// The radii of the three boxes (each `2r + 1` pixels wide) whose variances add up to
    /// `sigma`² as nearly as whole pixels allow: the two odd widths around the ideal one, as
    /// many of each as come closest.
    static func boxRadii(sigma: Double) -> [Int] {
        let passes = 3.0
        let idealWidth = (12 * sigma * sigma / passes + 1).squareRoot()
        var lower = Int(idealWidth.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let width = Double(lower)
        // How many of the passes take the lower width, solving for the total variance.
        let lowerCount = Int(
            ((12 * sigma * sigma - passes * width * width - 4 * passes * width - 3 * passes) / (-4 * width - 4))
                .rounded())
        return (0..<Int(passes)).map { $0 < lowerCount ? (lower - 1) / 2 : (upper - 1) / 2 }
    }

    /// Blurs the `width` × `height` pixels at `pixels` (rows `stride` bytes apart) in place, by
    /// a Gaussian of `sigma` pixels. Pixels beyond the edges count as 0.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma >= Shadow.hardEdgeBelow, width > 0, height > 0 else { return }
        let radii = boxRadii(sigma: sigma)
        var line = [Int](repeating: 0, count: max(width, height))
        for row in 0..<height {
            for radius in radii {
                boxBlur(pixels + row * stride, count: width, step: 1, radius: radius, scratch: &line)
            }
        }
        for column in 0..<width {
            for radius in radii {
                boxBlur(pixels + column, count: height, step: stride, radius: radius, scratch: &line)
            }
        }
    }

    /// One box blur of `count` pixels `step` bytes apart: each becomes the mean of the `2 ×
    /// radius + 1` around it, rounded.
    static func boxBlur(
        _ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, scratch line: inout [Int]
    ) {
        guard radius > 0 else { return }
        for index in 0..<count { line[index] = Int(start[index * step]) }
        let width = 2 * radius + 1
        // The sum of the window around pixel 0: pixels 0 ... radius (those before are 0).
        var sum = 0
        for index in 0...min(radius, count - 1) { sum += line[index] }
        for index in 0..<count {
            start[index * step] = UInt8((sum + width / 2) / width)
            let entering = index + radius + 1
            let leaving = index - radius
            if entering < count { sum += line[entering] }
            if leaving >= 0 { sum -= line[leaving] }
        }
    }
}
