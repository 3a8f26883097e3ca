internal import CCairo
import Geometry
import Rendering

extension CairoCanvas {
    /// Draws a recorded frame: all of it, or only what touches `region` (device pixels), clipped
    /// to it. Text left out keeps its shaped layout for the next frame. Text, images and curved
    /// shapes are clipped as in a full frame, not to `region`, which must hold them whole:
    /// Cairo rounds some pixels of what a clip cuts differently from what it holds whole, and
    /// the pixels must be a full frame's.
    package func replay(_ list: DisplayList, in region: [PixelRect]? = nil) {
        if let region {
            cairo_save(context)
            cairo_identity_matrix(context)
            for area in region {
                cairo_rectangle(
                    context, Double(area.minX), Double(area.minY), Double(area.width), Double(area.height))
            }
            cairo_clip(context)
        }
        var layerDepth = 0
        for operation in list.operations {
            switch operation {
            case .save: save()
            case .restore: restore()
            case .clip(let index):
                apply(list.clips[index])
            case .draw(let drawing):
                if let region, !region.contains(where: { $0.intersects(drawing.pixelBounds) }) {
                    if case .text(let text, let style, _) = drawing.drawing {
                        keepText(text, style: style, width: drawing.rect.width, height: drawing.rect.height)
                    }
                    continue
                }
                // The planners leave no such drawing in a layer where `region` reaches.
                if region != nil, layerDepth == 0, list.dependsOnClip(drawing) {
                    cairo_save(context)
                    cairo_reset_clip(context)
                    applyClip(drawing.clip, of: list)
                    setMatrix(drawing.matrix)
                    draw(drawing)
                    cairo_restore(context)
                } else {
                    setMatrix(drawing.matrix)
                    draw(drawing)
                }
            case .beginLayer(let alpha):
                layerDepth += 1
                beginLayer(alpha: alpha)
            case .endLayer:
                layerDepth -= 1
                endLayer()
            case .beginScrolledContent, .endScrolledContent: break
            }
        }
        if region != nil { cairo_restore(context) }
    }

    /// Clips to `list`'s clip `index` and every clip it narrows, outermost first.
    private func applyClip(_ index: Int, of list: DisplayList) {
        guard index != DisplayList.noClip else { return }
        let clip = list.clips[index]
        applyClip(clip.parent, of: list)
        apply(clip)
    }

    /// Narrows the clip to one recorded clip, in its own user space.
    private func apply(_ clip: DisplayList.Clip) {
        setMatrix(clip.matrix)
        if let path = clip.path {
            self.clip(to: path, rule: clip.rule)
        } else {
            self.clip(to: clip.rect, cornerRadius: clip.cornerRadius)
        }
    }

    private func draw(_ operation: DisplayList.DrawOperation) {
        let rect = operation.rect
        switch operation.drawing {
        case .fill(let color, let cornerRadius): fill(rect, color: color, cornerRadius: cornerRadius)
        case .stroke(let color, let lineWidth, let cornerRadius):
            stroke(rect, color: color, lineWidth: lineWidth, cornerRadius: cornerRadius)
        case .text(let text, let style, let color): drawText(text, in: rect, style: style, color: color)
        case .image(let image): drawImage(image, in: rect)
        case .path(let painted):
            switch painted.paint {
            case .fill(let rule): fill(painted.path, color: painted.color, rule: rule)
            case .stroke(let style): stroke(painted.path, color: painted.color, style: style)
            case .gradient(let gradient, let rule): fill(painted.path, gradient: gradient, rule: rule)
            case .shadow(let shadow, let rule): drawShadow(shadow, of: painted.path, rule: rule)
            }
        }
    }

    private func setMatrix(_ transform: Transform) {
        let transform = CairoCanvas.invertible(transform)
        var matrix = cairo_matrix_t(
            xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
        cairo_set_matrix(context, &matrix)
    }
}
