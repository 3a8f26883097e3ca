internal import CCairo
import Geometry
import Rendering

#if canImport(Glibc)
    import Glibc
#endif

extension CairoCanvas {
    /// Paints `shadow` of `path`'s inside: the shape is filled into an alpha bitmap of the
    /// device pixels the shadow can reach and the clip shows, blurred there, and painted through
    /// in the shadow's colour.
    ///
    /// A blur finer than `Shadow.hardEdgeBelow`, or larger than `Shadow.largestBlurredArea`,
    /// fills the moved shape instead.
    ///
    /// What a pixel shows does not depend on the clip: the bitmap lies on whole device pixels,
    /// and it takes in every pixel of the shape whose blur reaches a pixel the clip shows (the
    /// three boxes reach no further than three deviations), so a strip drawn again under its
    /// own clip matches the whole frame, and a shadow moved by whole pixels is the same shadow.
    public func drawShadow(_ shadow: Shadow, of path: Path, rule: FillRule) {
        guard path.isFinite, !path.isEmpty, !shadow.isInvisible else { return }
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_translate(context, shadow.offsetX, shadow.offsetY)
        var userToDevice = cairo_matrix_t()
        cairo_get_matrix(context, &userToDevice)
        let sigma = shadow.deviceBlur(
            under: Transform(
                a: userToDevice.xx, b: userToDevice.yx, c: userToDevice.xy, d: userToDevice.yy, tx: 0, ty: 0))
        cairo_set_source_rgba(context, shadow.color.red, shadow.color.green, shadow.color.blue, shadow.color.alpha)
        CairoCanvas.trace(path, in: context)
        let fillRule = rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
        cairo_set_fill_rule(context, fillRule)
        var clip = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
        cairo_clip_extents(context, &clip.x1, &clip.y1, &clip.x2, &clip.y2)
        guard clip.x2 > clip.x1, clip.y2 > clip.y1 else {
            cairo_new_path(context)
            return
        }
        var shape = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
        cairo_fill_extents(context, &shape.x1, &shape.y1, &shape.x2, &shape.y2)
        let shapeBox = deviceBox(of: shape, userToDevice)
        // Decided by the shape alone, so that every frame decides alike.
        guard !Shadow.isDrawnHard(deviceBounds: shapeBox, deviceBlur: sigma) else {
            cairo_fill(context)
            return
        }
        cairo_new_path(context)
        // Pixels of the shape whose blur can reach a pixel: `reach` around it.
        let reach = (Shadow.reachInDeviations * sigma).rounded(.up) + 1
        let area = shapeBox.insetBy(-reach).intersection(deviceBox(of: clip, userToDevice).insetBy(-reach))
        guard area.width > 0, area.height > 0 else { return }
        let minX = Int(area.minX.rounded(.down))
        let minY = Int(area.minY.rounded(.down))
        let width = Int(area.maxX.rounded(.up)) - minX
        let height = Int(area.maxY.rounded(.up)) - minY

        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)),
            cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS
        else { return }
        defer { cairo_surface_destroy(mask) }
        let maskContext = cairo_create(mask)!
        var toMask = userToDevice
        toMask.x0 -= Double(minX)
        toMask.y0 -= Double(minY)
        cairo_set_matrix(maskContext, &toMask)
        CairoCanvas.trace(path, in: maskContext)
        cairo_set_fill_rule(maskContext, fillRule)
        cairo_fill(maskContext)
        cairo_destroy(maskContext)
        cairo_surface_flush(mask)
        guard let pixels = cairo_image_surface_get_data(mask) else { return }
        AlphaBlur.blur(
            pixels, width: width, height: height, stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma)
        cairo_surface_mark_dirty(mask)
        cairo_identity_matrix(context)
        cairo_mask_surface(context, mask, Double(minX), Double(minY))
    }

    /// The device-space box around a user-space box's four corners.
    private func deviceBox(of box: (x1: Double, y1: Double, x2: Double, y2: Double), _ matrix: cairo_matrix_t) -> Rect {
        var matrix = matrix
        var xs: [Double] = []
        var ys: [Double] = []
        for (x, y) in [(box.x1, box.y1), (box.x2, box.y1), (box.x1, box.y2), (box.x2, box.y2)] {
            var (deviceX, deviceY) = (x, y)
            cairo_matrix_transform_point(&matrix, &deviceX, &deviceY)
            xs.append(deviceX)
            ys.append(deviceY)
        }
        let minX = xs.min()!
        let minY = ys.min()!
        return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}

extension Rect {
    /// The rectangle grown by `-inset` on every side (shrunk by a positive one).
    fileprivate func insetBy(_ inset: Double) -> Rect {
        Rect(x: minX + inset, y: minY + inset, width: width - 2 * inset, height: height - 2 * inset)
    }
}
