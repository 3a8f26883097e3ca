import Geometry

/// How to make a frame from the last one when only a scroll offset changed: copy the pixels
/// that stay in view by the scroll, then draw only ``repaint``.
public struct ScrollBlit: Equatable, Sendable {
    /// The device pixels to copy, in the last frame.
    public let source: PixelRect
    /// How far the content moved, in device pixels (positive: right).
    public let dx: Int
    /// How far the content moved, in device pixels (positive: down).
    public let dy: Int
    /// What to draw after the copy: the pixels scrolled into view, and those under anything
    /// drawn over the content (scroll indicators) in either frame.
    public let repaint: [PixelRect]

    /// Where `source` lands.
    public var destination: PixelRect { source.offsetBy(dx: dx, dy: dy) }
}

extension DisplayList {
    /// The largest error, in device pixels, allowed when comparing positions computed through
    /// different offsets: far below what changes a pixel (Cairo's grid is 1/256 pixel).
    static let positionTolerance = 1e-6

    /// How to turn `previous`'s pixels into this frame's by a copy, when the two differ only in
    /// where one view's clipped content is scrolled to, by whole device pixels; nil when they
    /// differ otherwise (draw the whole frame then).
    ///
    /// The copy is exact because, pixel by pixel, each frame is made by the operations that
    /// touch that pixel, in order. The checks:
    /// - everything before that view's content is the same in both frames, and in the
    ///   viewport it ends with one opaque, square fill over the whole copied area (the
    ///   background the content is drawn on does not move with it);
    /// - the viewport's clip is upright, and the copied pixels lie wholly inside it;
    /// - the content's operations that touch the copied pixels are the same in both, moved by
    ///   the scroll (their clips too), and none is a layer;
    /// - after the content, the operations are the same except those that touch the
    ///   viewport, whose pixels in both frames are drawn again.
    public func scrollBlit(since previous: DisplayList) -> ScrollBlit? {
        let old = previous.operations
        let new = operations
        guard previous.pixelBounds == pixelBounds, previous.scale == scale else { return nil }
        // Cairo cuts a shape by a path clip through a mask, whose edge pixels a copy could not
        // be trusted to reproduce: such a frame is drawn whole.
        guard !clips.contains(where: { $0.path != nil }) else { return nil }
        var start = 0
        while start < min(old.count, new.count), sameInPrefix(old[start], new[start], previous: previous) {
            start += 1
        }
        guard start < min(old.count, new.count), case .beginScrolledContent(let before) = old[start],
            case .beginScrolledContent(let after) = new[start], before.clip == after.clip, before.layerDepth == 0,
            Self.isUpright(before.matrix), Self.sameLinearPart(before.matrix, after.matrix)
        else { return nil }
        guard let dx = Self.wholePixels(after.matrix.tx - before.matrix.tx),
            let dy = Self.wholePixels(after.matrix.ty - before.matrix.ty), dx != 0 || dy != 0,
            let viewport = viewport(inside: after.clip)
        else { return nil }
        let inner = viewport.inner
        let kept = inner.intersection(inner.offsetBy(dx: dx, dy: dy))
        guard !kept.isEmpty, hasUniformBackdrop(before: start, over: inner) else { return nil }
        let sharedClips = clipsMade(before: start)
        var repaint = viewport.outer.subtracting(kept)
        guard let oldEnd = Self.endOfContent(old, from: start), let newEnd = Self.endOfContent(new, from: start),
            sameContent(
                previous: previous, old[(start + 1)..<oldEnd], new[(start + 1)..<newEnd], touching: kept,
                inside: inner, dx: dx, dy: dy, sharedClips: sharedClips, repaint: &repaint)
        else { return nil }
        guard
            sameAfterContent(
                previous: previous, old[(oldEnd + 1)...], new[(newEnd + 1)...], viewport: viewport.outer, kept: kept,
                dx: dx, dy: dy, sharedClips: sharedClips, repaint: &repaint)
        else { return nil }
        guard holdWholeClipSensitiveDrawings(in: &repaint) else { return nil }
        return ScrollBlit(source: kept.offsetBy(dx: -dx, dy: -dy), dx: dx, dy: dy, repaint: repaint)
    }

    /// Whether a drawing's pixels depend on whether a clip cuts it, beyond which pixels it
    /// keeps. Cairo composites glyphs that a clip cuts through a mask, and those it holds whole
    /// directly; it rasterises a curved or slanted shape that a clip cuts after intersecting
    /// it with the clip; either rounds some edge pixels differently. Upright rectangles are
    /// boxes, which it cuts exactly; paths are taken as curved. A blurred shadow is an image on
    /// whole pixels, which a clip cuts exactly; one drawn with a hard edge is a path.
    public static func dependsOnClipShape(_ operation: DrawOperation) -> Bool {
        guard isUpright(operation.matrix) else { return true }
        switch operation.drawing {
        case .text, .image: return true
        case .path(let painted):
            guard case .shadow(let shadow, _) = painted.paint else { return true }
            // Measured on the path's bounds, control points included: never smaller than the
            // shape's box a backend measures, so a shadow blurred there is never taken as hard.
            let moved = painted.path.bounds.offsetBy(dx: shadow.offsetX, dy: shadow.offsetY)
            return Shadow.isDrawnHard(
                deviceBounds: operation.matrix.apply(to: moved), deviceBlur: shadow.deviceBlur(under: operation.matrix))
        case .fill(_, let cornerRadius), .stroke(_, _, let cornerRadius): return cornerRadius > 0
        }
    }

    /// ``dependsOnClipShape(_:)``, or drawn under a clip to a path anywhere in its chain: Cairo
    /// cuts by such a clip through a mask, whose edge pixels may differ when another clip (a
    /// region drawn again) cuts too.
    public func dependsOnClip(_ operation: DrawOperation) -> Bool {
        if Self.dependsOnClipShape(operation) { return true }
        var index = operation.clip
        while index != DisplayList.noClip {
            if clips[index].path != nil { return true }
            index = clips[index].parent
        }
        return false
    }

    /// Grows `repaint` until every drawing it touches that ``dependsOnClip(_:)`` lies
    /// wholly inside it: a backend then draws those under their own clips only, as a full frame
    /// does (the pixels they change are all in `repaint`). False if one of them is in a layer,
    /// where a backend cannot draw it apart from the layer's clip (draw the frame whole then).
    private func holdWholeClipSensitiveDrawings(in repaint: inout [PixelRect]) -> Bool {
        var grown = true
        while grown {
            grown = false
            var layerDepth = 0
            for operation in operations {
                switch operation {
                case .beginLayer: layerDepth += 1
                case .endLayer: layerDepth -= 1
                case .draw(let drawing) where dependsOnClip(drawing):
                    let bounds = drawing.pixelBounds.intersection(pixelBounds)
                    guard repaint.contains(where: { $0.intersects(bounds) }) else { continue }
                    guard layerDepth == 0 else { return false }
                    guard !repaint.contains(where: { $0.contains(bounds) }) else { continue }
                    repaint.append(bounds)
                    grown = true
                default: break
                }
            }
        }
        return true
    }

    /// Where this frame's pixels differ from `previous`'s when the two make the same calls but
    /// for what some drawings paint or where (a colour, a text, a rectangle, a transform): the
    /// pixels of each such drawing in both frames; empty when the frames are the same; nil when
    /// they differ otherwise (then draw the whole frame, or see ``scrollBlit(since:)``). A
    /// fading scroll indicator changes only its own pixels.
    public func changedPixels(since previous: DisplayList) -> [PixelRect]? {
        let old = previous.operations
        let new = operations
        guard old.count == new.count, previous.pixelBounds == pixelBounds, previous.scale == scale else { return nil }
        var changed: [PixelRect] = []
        for (a, b) in zip(old, new) where !sameInPrefix(a, b, previous: previous) {
            guard case .draw(let x) = a, case .draw(let y) = b, x.clip == y.clip else { return nil }
            changed.append(x.pixelBounds.intersection(pixelBounds))
            changed.append(y.pixelBounds.intersection(pixelBounds))
        }
        changed.removeAll { $0.isEmpty }
        guard holdWholeClipSensitiveDrawings(in: &changed) else { return nil }
        return changed
    }

    // MARK: - Comparing operations

    /// Whether two operations at the same place of two frames whose earlier operations are all
    /// the same are the same: clips made so far have the same indices in both.
    private func sameInPrefix(_ a: Operation, _ b: Operation, previous: DisplayList) -> Bool {
        switch (a, b) {
        case (.save, .save), (.restore, .restore), (.endLayer, .endLayer), (.endScrolledContent, .endScrolledContent):
            return true
        case (.clip(let i), .clip(let j)):
            return i == j && Self.sameClipNode(previous.clips[i], clips[j], dx: 0, dy: 0, exactly: true)
        case (.draw(let x), .draw(let y)):
            return x.clip == y.clip && x.drawing == y.drawing && x.rect == y.rect && x.matrix == y.matrix
        case (.beginLayer(let x), .beginLayer(let y)):
            return x == y
        case (.beginScrolledContent(let x), .beginScrolledContent(let y)):
            return x.clip == y.clip && x.matrix == y.matrix
        default:
            return false
        }
    }

    /// Whether the drawing `y` of this frame is `x` of `previous` moved by (`dx`, `dy`) device pixels.
    private func sameMoved(
        _ x: DrawOperation, _ y: DrawOperation, previous: DisplayList, dx: Int, dy: Int, sharedClips: Int
    ) -> Bool {
        x.drawing == y.drawing && x.rect == y.rect && Self.sameMoved(x.matrix, y.matrix, dx: dx, dy: dy)
            && sameClip(x.clip, y.clip, previous: previous, dx: dx, dy: dy, sharedClips: sharedClips)
    }

    /// Whether clip `j` of this frame is clip `i` of `previous` moved by (`dx`, `dy`): clips
    /// made after the first `sharedClips` (those of the compared part) compare by value, moved;
    /// older ones, the same in both frames, must be the same clip.
    private func sameClip(_ i: Int, _ j: Int, previous: DisplayList, dx: Int, dy: Int, sharedClips: Int) -> Bool {
        var i = i
        var j = j
        while i >= sharedClips || j >= sharedClips {
            guard i >= sharedClips, j >= sharedClips else { return false }
            let a = previous.clips[i]
            let b = clips[j]
            guard Self.sameClipNode(a, b, dx: dx, dy: dy, exactly: false) else { return false }
            i = a.parent
            j = b.parent
        }
        return i == j
    }

    private static func sameClipNode(_ a: Clip, _ b: Clip, dx: Int, dy: Int, exactly: Bool) -> Bool {
        guard a.rect == b.rect, a.cornerRadius == b.cornerRadius, a.path == b.path, a.rule == b.rule else {
            return false
        }
        return exactly ? a.matrix == b.matrix && a.parent == b.parent : sameMoved(a.matrix, b.matrix, dx: dx, dy: dy)
    }

    private static func sameMoved(_ a: Transform, _ b: Transform, dx: Int, dy: Int) -> Bool {
        sameLinearPart(a, b) && abs(b.tx - a.tx - Double(dx)) < positionTolerance
            && abs(b.ty - a.ty - Double(dy)) < positionTolerance
    }

    private static func sameLinearPart(_ a: Transform, _ b: Transform) -> Bool {
        a.a == b.a && a.b == b.b && a.c == b.c && a.d == b.d
    }

    private static func isUpright(_ matrix: Transform) -> Bool { matrix.b == 0 && matrix.c == 0 }

    private static func wholePixels(_ distance: Double) -> Int? {
        let whole = distance.rounded()
        guard abs(distance - whole) < positionTolerance, abs(whole) < Double(Int32.max) else { return nil }
        return Int(whole)
    }

    // MARK: - The parts of a frame

    /// The index of the ``Operation/endScrolledContent`` that closes the content begun at `start`.
    private static func endOfContent(_ operations: [Operation], from start: Int) -> Int? {
        var depth = 0
        for index in start..<operations.count {
            switch operations[index] {
            case .beginScrolledContent: depth += 1
            case .endScrolledContent:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    /// How many clips the operations before `index` made.
    private func clipsMade(before index: Int) -> Int {
        var count = 0
        for operation in operations[..<index] {
            if case .clip = operation { count += 1 }
        }
        return count
    }

    /// The device pixels content under clip `index` may show in (`outer`, any pixel partly
    /// inside) and the pixels it shows in whole (`inner`); nil unless every clip there is
    /// upright (a rounded corner's pixels are left out of `inner`).
    private func viewport(inside index: Int) -> (outer: PixelRect, inner: PixelRect)? {
        var bounds = deviceBounds(ofClip: DisplayList.noClip)
        var whole = bounds
        var index = index
        while index != DisplayList.noClip {
            let clip = clips[index]
            guard Self.isUpright(clip.matrix) else { return nil }
            let rect = clip.matrix.apply(to: clip.rect)
            bounds = bounds.intersection(rect)
            whole = whole.intersection(Self.inset(rect, by: clip.cornerRadius, clip.matrix))
            index = clip.parent
        }
        return (PixelRect(covering: bounds), PixelRect(inside: whole))
    }

    /// Whether, just before `index`, every pixel of `area` shows one opaque fill, so that the
    /// content drawn over it can move without its background moving.
    private func hasUniformBackdrop(before index: Int, over area: PixelRect) -> Bool {
        for position in stride(from: index - 1, through: 0, by: -1) {
            switch operations[position] {
            case .draw(let operation):
                guard operation.pixelBounds.intersects(area) else { continue }
                guard case .fill(let color, let cornerRadius) = operation.drawing, color.alpha >= 1,
                    Self.isUpright(operation.matrix),
                    PixelRect(
                        inside: Self.inset(
                            operation.matrix.apply(to: operation.rect), by: cornerRadius, operation.matrix)
                    )
                    .contains(area),
                    let clipped = viewport(inside: operation.clip), clipped.inner.contains(area)
                else { return false }
                return true
            case .beginLayer, .endLayer:
                return false
            case .save, .restore, .clip, .beginScrolledContent, .endScrolledContent:
                continue
            }
        }
        return false
    }

    /// Whether the two frames' content draws the same, moved by the scroll, in `kept`. What
    /// the viewport (whose pixels wholly inside are `inner`) cuts in either frame is drawn
    /// again, whole, if being cut changes its pixels (``dependsOnClipShape(_:)``).
    private func sameContent(
        previous: DisplayList, _ old: ArraySlice<Operation>, _ new: ArraySlice<Operation>, touching kept: PixelRect,
        inside inner: PixelRect, dx: Int, dy: Int, sharedClips: Int, repaint: inout [PixelRect]
    ) -> Bool {
        guard let before = Self.drawings(old, touching: kept.offsetBy(dx: -dx, dy: -dy)),
            let after = Self.drawings(new, touching: kept), before.count == after.count
        else { return false }
        for (x, y) in zip(before, after) {
            guard sameMoved(x, y, previous: previous, dx: dx, dy: dy, sharedClips: sharedClips) else { return false }
            if dependsOnClip(y), !inner.contains(x.pixelBounds) || !inner.contains(y.pixelBounds) {
                repaint.append(y.pixelBounds.intersection(pixelBounds))
            }
        }
        return true
    }

    /// The drawings among `operations` that touch `area`, in order; nil if there is a layer.
    private static func drawings(_ operations: ArraySlice<Operation>, touching area: PixelRect) -> [DrawOperation]? {
        var found: [DrawOperation] = []
        for operation in operations {
            switch operation {
            case .draw(let drawing) where drawing.pixelBounds.intersects(area): found.append(drawing)
            case .beginLayer, .endLayer: return nil
            default: break
            }
        }
        return found
    }

    /// Whether what is drawn after the content is the same in both frames outside the
    /// viewport; every drawing that touches the viewport, in either frame, adds its pixels (in
    /// this frame, after the copy) to `repaint`.
    private func sameAfterContent(
        previous: DisplayList, _ old: ArraySlice<Operation>, _ new: ArraySlice<Operation>, viewport: PixelRect,
        kept: PixelRect, dx: Int, dy: Int, sharedClips: Int, repaint: inout [PixelRect]
    ) -> Bool {
        func outside(_ operations: ArraySlice<Operation>, moved: Bool) -> [Operation]? {
            var found: [Operation] = []
            for operation in operations {
                switch operation {
                case .draw(let drawing) where drawing.pixelBounds.intersects(viewport):
                    // The old frame's pixels there were copied along with the content.
                    let area =
                        moved
                        ? drawing.pixelBounds.offsetBy(dx: dx, dy: dy).intersection(kept)
                        : drawing.pixelBounds.intersection(viewport)
                    if !area.isEmpty { repaint.append(area) }
                    if !viewport.contains(drawing.pixelBounds) { found.append(operation) }
                case .beginLayer, .endLayer: return nil
                default: found.append(operation)
                }
            }
            return found
        }
        guard let before = outside(old, moved: true), let after = outside(new, moved: false),
            before.count == after.count
        else { return false }
        for (x, y) in zip(before, after) {
            switch (x, y) {
            case (.draw(let a), .draw(let b)):
                guard sameMoved(a, b, previous: previous, dx: 0, dy: 0, sharedClips: sharedClips) else { return false }
            case (.clip(let i), .clip(let j)):
                guard sameClip(i, j, previous: previous, dx: 0, dy: 0, sharedClips: sharedClips) else { return false }
            case (.save, .save), (.restore, .restore), (.endScrolledContent, .endScrolledContent):
                continue
            case (.beginScrolledContent(let a), .beginScrolledContent(let b)):
                guard Self.sameMoved(a.matrix, b.matrix, dx: 0, dy: 0),
                    sameClip(a.clip, b.clip, previous: previous, dx: 0, dy: 0, sharedClips: sharedClips)
                else { return false }
            default:
                return false
            }
        }
        return true
    }

    /// `rect` (device pixels, drawn upright by `matrix`) less a rounded corner's radius (points) on every side.
    private static func inset(_ rect: Rect, by cornerRadius: Double, _ matrix: Transform) -> Rect {
        let radiusX = cornerRadius * abs(matrix.a)
        let radiusY = cornerRadius * abs(matrix.d)
        return Rect(
            x: rect.minX + radiusX, y: rect.minY + radiusY, width: max(0, rect.width - 2 * radiusX),
            height: max(0, rect.height - 2 * radiusY))
    }
}
