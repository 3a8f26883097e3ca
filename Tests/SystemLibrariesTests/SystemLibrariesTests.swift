import CCairo
import CPango
import CX11
import CXKBCommon
import Testing

/// The four system-library targets resolve, link and load (pkg-config + module maps).
@Suite("System libraries")
struct SystemLibrariesTests {
    @Test func cairoRendersIntoAnImageSurface() {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 4, 4)!
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        cairo_set_source_rgb(context, 1, 0, 0)
        cairo_paint(context)
        cairo_destroy(context)
        cairo_surface_flush(surface)

        let pixel = cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: 1) {
            $0.pointee
        }
        #expect(pixel & 0x00FF_FFFF == 0x00FF_0000)
        #expect(cairo_version() >= 11600)
    }

    @Test func pangoLaysOutTextWithARealFont() {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 200, 50)!
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        let layout = pango_cairo_create_layout(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let font = pango_font_description_from_string("DejaVu Sans 12")
        defer { pango_font_description_free(font) }
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, "Hello", -1)

        var width: Int32 = 0
        var height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)

        #expect(width > 20 && width < 100)
        #expect(height > 10 && height < 30)
    }

    @Test func xkbcommonKnowsKeysymNames() {
        #expect(xkb_keysym_from_name("Page_Down", XKB_KEYSYM_NO_FLAGS) == UInt32(XKB_KEY_Next))
        let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS)
        #expect(context != nil)
        xkb_context_unref(context)
    }

    @Test func xlibIsLinked() {
        // No display is needed to ask Xlib for its thread initialisation, which any libX11 has.
        #expect(XInitThreads() != 0)
        #expect(XA_CARDINAL == 6)
    }
}
