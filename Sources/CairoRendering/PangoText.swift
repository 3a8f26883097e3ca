internal import CCairo
internal import CPango
import Dispatch
import Geometry
import Rendering
import Synchronization

/// Text through Pango: one place configures a layout from a ``TextStyle``, so measuring and
/// drawing agree to the pixel.
enum PangoText {
    /// A layout for `context` that measures in unhinted points: measuring and drawing use the
    /// same layout settings, so text measured to fit a width fits it when drawn (hinted metrics
    /// would round advances up on screen and wrap or ellipsize text that measured as fitting).
    /// The layout's context comes from `fontMap`, or from the calling thread's default font
    /// map when nil.
    static func makeLayout(for context: OpaquePointer, fontMap: UnsafeMutablePointer<PangoFontMap>? = nil)
        -> OpaquePointer
    {
        let layout: OpaquePointer
        if let fontMap {
            let pangoContext = pango_font_map_create_context(fontMap)!
            pango_cairo_update_context(context, pangoContext)
            layout = pango_layout_new(pangoContext)!
            g_object_unref(UnsafeMutableRawPointer(pangoContext))  // the layout holds it
        } else {
            layout = pango_cairo_create_layout(context)!
        }
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
        cairo_font_options_destroy(options)
        pango_layout_context_changed(layout)
        return layout
    }

    /// A new Pango description of `font` (the caller frees it).
    static func fontDescription(of font: Rendering.Font) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, font.weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        return description
    }

    /// Sets text, font, width, wrapping, line limit, ellipsis and alignment on a Pango layout.
    /// `height` is the box the text is drawn in: with no line limit (`numberOfLines` 0) the
    /// text wraps freely and only the last line that fits it is truncated, as UILabel does.
    static func configure(
        _ layout: OpaquePointer, text: String, style: TextStyle, width: Double?, height: Double? = nil
    ) {
        pango_layout_set_text(layout, text, -1)
        let description = fontDescription(of: style.font)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        if let width, width > 0 {
            pango_layout_set_width(layout, Int32((width * Double(PANGO_SCALE)).rounded(.down)))
        } else {
            pango_layout_set_width(layout, -1)
        }
        switch style.lineBreakMode {
        case .byWordWrapping:
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        case .byCharWrapping:
            pango_layout_set_wrap(layout, PANGO_WRAP_CHAR)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        case .byTruncatingTail:
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_ellipsize(layout, width == nil ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END)
        }
        // A negative height is a line count: Pango ellipsizes after that many lines. Without a
        // line limit, Pango's default (-1) would ellipsize after the first line: so the limit is
        // the box's height when drawing, and nothing (no ellipsis) when measuring.
        if style.numberOfLines > 0 {
            pango_layout_set_height(layout, Int32(-style.numberOfLines))
        } else if let height, height > 0 {
            pango_layout_set_height(layout, Int32((height * Double(PANGO_SCALE)).rounded(.down)))
        } else {
            pango_layout_set_height(layout, -1)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        }
        let alignment: PangoAlignment =
            switch style.alignment {
            case .left: PANGO_ALIGN_LEFT
            case .center: PANGO_ALIGN_CENTER
            case .right: PANGO_ALIGN_RIGHT
            }
        pango_layout_set_alignment(layout, alignment)
    }
}

/// Measures text with Pango on a 1×1 image surface (no X server needed).
///
/// Each call shapes the text: views keep their own measurements (a label measures its text
/// once), so a cache here would hold one more copy of every string ever shown, never freed.
///
/// A large batch (``measure(_:)``) is shared with a helper thread, which measures with a
/// Pango font map of its own: shaping is most of a long list's first layout, and the machine
/// has a core to spare then. Pango's objects are safe on two threads when each has its own
/// font map, but cairo (1.16) links the font faces both maps make from one font file into one
/// list without a lock. So the two threads never load a font at the same time:
/// - each loads a batch's fonts before they share it, one thread after the other;
/// - they share only texts whose characters the font itself draws, below U+0250 (Latin, for
///   most fonts), so no text makes either load a fallback font;
/// - the helper starts afresh past 64 fonts, before its font map would drop (and later
///   reload) the first ones.
///
/// Other texts are measured on the calling thread once the helper is done.
@MainActor
public final class PangoTextMeasurer: TextMeasurer {
    private let layout = PangoMeasuringLayout(fontMap: nil)
    /// The helper thread's layout, made for the first large batch.
    private var helperLayout: PangoMeasuringLayout?
    private let helperQueue = DispatchQueue(label: "PangoTextMeasurer.helper", qos: .userInitiated)
    /// By font: which characters below U+0250 it draws itself (from `PangoMeasuringLayout.loadFont`).
    private var drawnCharacters: [Rendering.Font: [Bool]] = [:]
    /// The fonts the helper's font map has loaded.
    private var helperFonts: Set<Rendering.Font> = []
    /// How many texts of batches the helper thread measured: tests check that it takes part.
    package private(set) var measuredByHelper = 0

    /// Batches with fewer texts to share than this are measured on the calling thread:
    /// handing work over costs tens of microseconds, a few texts' worth.
    static let smallestSharedBatch = 64
    /// How many texts either thread takes at a time from a shared batch.
    nonisolated static let sharedBatchChunk = 8
    /// The most fonts the helper loads before it starts afresh: Pango keeps 256 font sets
    /// per font map, and would drop the oldest past that.
    static let mostHelperFonts = 64
    /// The most fonts whose drawn characters are remembered (a few hundred bytes each).
    static let mostRememberedFonts = 256

    /// A measurer with its own Pango layout.
    public init() {}

    isolated deinit {}

    /// The size of `text` in `style`, in points rounded up, wrapped at `maxWidth` (nil: one line per paragraph),
    /// with its first and last baselines measured from the top.
    public func measure(_ text: String, style: TextStyle, maxWidth: Double?) -> TextMetrics {
        layout.measure(text, style: style, maxWidth: maxWidth)
    }

    /// The metrics of each request, in order. When a batch holds at least 64 texts whose
    /// characters their font draws itself (Latin text, for most fonts), this thread and a
    /// helper thread measure those together, in chunks each takes in turn.
    public func measure(_ requests: [TextMeasurementRequest]) -> [TextMetrics] {
        guard requests.count >= Self.smallestSharedBatch else { return requests.map(measureHere) }
        // Most batches are in one font or a few: a list, not a set of every request's font.
        var fonts: [Rendering.Font] = []
        for request in requests where !fonts.contains(request.style.font) { fonts.append(request.style.font) }
        if drawnCharacters.count > Self.mostRememberedFonts { drawnCharacters = [:] }
        for font in fonts where drawnCharacters[font] == nil { drawnCharacters[font] = layout.loadFont(font) }
        // By position in `fonts`: a short search per text, where a dictionary would hash each font.
        let drawn = fonts.map { drawnCharacters[$0]! }
        let shared = requests.indices.filter { index in
            let font = fonts.firstIndex(of: requests[index].style.font)!
            return Self.drawsEveryCharacter(of: requests[index].text, drawn: drawn[font])
        }
        guard shared.count >= Self.smallestSharedBatch else { return requests.map(measureHere) }
        let helper = helperLoading(fonts)
        let batch = SharedMeasurementBatch(requests, indices: shared)
        let helperCountBefore = helper.measuredCount
        // A group, not a semaphore: it is left once the work item, and its reference to the
        // helper's layout, are released, so the layout is freed on this thread.
        let helperDone = DispatchGroup()
        helperQueue.async(group: helperDone) { batch.measureChunks(with: helper, startingWithTheFirst: true) }
        batch.measureChunks(with: layout, startingWithTheFirst: false)
        helperDone.wait()
        measuredByHelper += helper.measuredCount - helperCountBefore
        var metrics = batch.results()
        for index in requests.indices where metrics[index] == nil { metrics[index] = measureHere(requests[index]) }
        return metrics.map { $0! }
    }

    /// Where Pango puts the caret before the character at `offset` (UTF-16), laid out as
    /// ``measure(_:style:maxWidth:)`` lays the text out.
    public func caretRect(in text: String, at offset: Int, style: TextStyle, maxWidth: Double?) -> Rect {
        layout.caretRect(in: text, at: offset, style: style, maxWidth: maxWidth)
    }

    /// The character boundary Pango finds nearest `point` (see
    /// ``caretRect(in:at:style:maxWidth:)``).
    public func caretOffset(in text: String, nearest point: Point, style: TextStyle, maxWidth: Double?) -> Int {
        layout.caretOffset(in: text, nearest: point, style: style, maxWidth: maxWidth)
    }

    private func measureHere(_ request: TextMeasurementRequest) -> TextMetrics {
        layout.measure(request.text, style: request.style, maxWidth: request.maxWidth)
    }

    /// The helper's layout with `fonts` loaded, one after the other while this thread waits;
    /// a new one past `mostHelperFonts`.
    private func helperLoading(_ fonts: [Rendering.Font]) -> PangoMeasuringLayout {
        let new = fonts.filter { !helperFonts.contains($0) }
        if helperLayout == nil || helperFonts.count + new.count > Self.mostHelperFonts {
            helperLayout = PangoMeasuringLayout(fontMap: pango_cairo_font_map_new())
            helperFonts = []
        }
        let helper = helperLayout!
        for font in fonts where !helperFonts.contains(font) {
            helperQueue.sync { _ = helper.loadFont(font) }
            helperFonts.insert(font)
        }
        return helper
    }

    /// Whether `drawn` (by code point) holds every character of `text`.
    nonisolated static func drawsEveryCharacter(of text: String, drawn: [Bool]) -> Bool {
        text.unicodeScalars.allSatisfy { Int($0.value) < drawn.count && drawn[Int($0.value)] }
    }

    /// Whether the batches of this measurer would share `text` in `font` with the helper: its
    /// characters are below U+0250, and the font draws each of them itself.
    package func wouldShare(_ text: String, in font: Rendering.Font) -> Bool {
        if drawnCharacters[font] == nil { drawnCharacters[font] = layout.loadFont(font) }
        return Self.drawsEveryCharacter(of: text, drawn: drawnCharacters[font]!)
    }
}

/// A Pango layout for measuring, with the cairo context it was made for. Used by one thread
/// at a time: the main thread's, or the helper's (its font map is its own). Unchecked: the
/// measurer hands only the helper's layout to the helper's queue, and waits for it.
final class PangoMeasuringLayout: @unchecked Sendable {
    private let surface: OpaquePointer
    private let context: OpaquePointer
    private let layout: OpaquePointer
    /// The font map it owns, if not the thread's default one.
    private let fontMap: UnsafeMutablePointer<PangoFontMap>?
    /// Texts measured: read once the threads are done.
    private(set) var measuredCount = 0

    /// A layout on `fontMap`, or on the calling thread's default font map when nil; the
    /// layout takes over the reference to a given font map.
    init(fontMap: UnsafeMutablePointer<PangoFontMap>?) {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        context = cairo_create(surface)
        self.fontMap = fontMap
        layout = PangoText.makeLayout(for: context, fontMap: fontMap)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
        if let fontMap { g_object_unref(UnsafeMutableRawPointer(fontMap)) }
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Texts that load what measuring in a font may need besides the font itself: the
    /// ellipsis, and the metrics of an empty line (which Pango takes from its language's
    /// sample text).
    static let fontLoadingProbes = ["Ag…", "…", ""]

    /// Loads `font` into this layout's font map, with what ``fontLoadingProbes`` load, and
    /// returns which characters below U+0250 the font draws itself, by code point.
    func loadFont(_ font: Rendering.Font) -> [Bool] {
        let style = TextStyle(font: font)
        for probe in Self.fontLoadingProbes { _ = metrics(of: probe, style: style, maxWidth: nil) }
        let description = PangoText.fontDescription(of: font)
        defer { pango_font_description_free(description) }
        guard let loaded = pango_context_load_font(pango_layout_get_context(layout), description) else {
            return []
        }
        defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        return (0..<Self.latinEnd).map { pango_font_has_char(loaded, gunichar($0)) != 0 }
    }

    /// The end of Latin Extended-B: characters from here on are never shared.
    static let latinEnd = 0x250

    /// The metrics of `text`, counted in ``measuredCount``.
    func measure(_ text: String, style: TextStyle, maxWidth: Double?) -> TextMetrics {
        measuredCount += 1
        return metrics(of: text, style: style, maxWidth: maxWidth)
    }

    /// The strong caret before the character at UTF-16 `offset`, in points (see
    /// ``PangoTextMeasurer/caretRect(in:at:style:maxWidth:)``).
    func caretRect(in text: String, at offset: Int, style: TextStyle, maxWidth: Double?) -> Rect {
        PangoText.configure(layout, text: text, style: style, width: maxWidth)
        var strong = PangoRectangle()
        pango_layout_get_cursor_pos(layout, Int32(Self.byteIndex(ofUTF16Offset: offset, in: text)), &strong, nil)
        let scale = Double(PANGO_SCALE)
        return Rect(
            x: Double(strong.x) / scale, y: Double(strong.y) / scale, width: 0, height: Double(strong.height) / scale)
    }

    /// The character boundary nearest `point` (see
    /// ``PangoTextMeasurer/caretOffset(in:nearest:style:maxWidth:)``), as a UTF-16 offset.
    func caretOffset(in text: String, nearest point: Point, style: TextStyle, maxWidth: Double?) -> Int {
        PangoText.configure(layout, text: text, style: style, width: maxWidth)
        var index: Int32 = 0
        var trailing: Int32 = 0
        // Outside the text, Pango answers the nearest position on the nearest line.
        _ = pango_layout_xy_to_index(layout, Self.pangoUnits(point.x), Self.pangoUnits(point.y), &index, &trailing)
        let utf8 = text.utf8
        let byte = min(max(Int(index), 0), utf8.count)
        guard var position = utf8.index(utf8.startIndex, offsetBy: byte, limitedBy: utf8.endIndex) else {
            return text.utf16.count
        }
        // Pango names the grapheme under the point and whether its trailing edge is nearer.
        if trailing > 0, position < text.endIndex { position = text.index(after: position) }
        return text.utf16.distance(from: text.utf16.startIndex, to: position)
    }

    /// `points` in Pango units, within what they can hold (NaN as 0).
    static func pangoUnits(_ points: Double) -> Int32 {
        let units = (points * Double(PANGO_SCALE)).rounded()
        guard !units.isNaN else { return 0 }
        return Int32(min(max(units, Double(Int32.min)), Double(Int32.max)))
    }

    /// The UTF-8 byte index (Pango's) of UTF-16 `offset` in `text`, clamped to the text.
    static func byteIndex(ofUTF16Offset offset: Int, in text: String) -> Int {
        let utf16 = text.utf16
        let position = utf16.index(utf16.startIndex, offsetBy: min(max(offset, 0), utf16.count))
        return text.utf8.distance(from: text.utf8.startIndex, to: position)
    }

    private func metrics(of text: String, style: TextStyle, maxWidth: Double?) -> TextMetrics {
        PangoText.configure(layout, text: text, style: style, width: maxWidth)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        let firstBaseline = Double(pango_layout_get_baseline(layout)) / scale
        var lastBaseline = firstBaseline
        let lines = pango_layout_get_line_count(layout)
        if lines > 1, let iterator = pango_layout_get_iter(layout) {
            while pango_layout_iter_next_line(iterator) != 0 {}
            lastBaseline = Double(pango_layout_iter_get_baseline(iterator)) / scale
            pango_layout_iter_free(iterator)
        }
        return TextMetrics(
            width: (Double(logical.width) / scale).rounded(.up), height: (Double(logical.height) / scale).rounded(.up),
            firstBaseline: firstBaseline, lastBaseline: lastBaseline)
    }
}

/// A batch two threads measure together: each takes the next chunk of the shared requests
/// until none is left, and writes the metrics of its chunks only. The helper takes the first
/// chunk, so it always takes part however late it starts.
private final class SharedMeasurementBatch: @unchecked Sendable {
    private let requests: [TextMeasurementRequest]
    /// The requests to share, by index in `requests`.
    private let indices: [Int]
    /// By position in `indices`.
    private let metrics: UnsafeMutableBufferPointer<TextMetrics>
    /// The first position not taken yet (the first chunk is the helper's).
    private let nextChunk = Atomic<Int>(PangoTextMeasurer.sharedBatchChunk)

    init(_ requests: [TextMeasurementRequest], indices: [Int]) {
        self.requests = requests
        self.indices = indices
        metrics = .allocate(capacity: indices.count)
    }

    deinit { metrics.deallocate() }

    /// Measures chunks with `layout` until every shared request is taken, starting with the
    /// first chunk when asked.
    func measureChunks(with layout: PangoMeasuringLayout, startingWithTheFirst: Bool) {
        let chunk = PangoTextMeasurer.sharedBatchChunk
        if startingWithTheFirst { measure(0..<min(chunk, indices.count), with: layout) }
        while true {
            let start = nextChunk.wrappingAdd(chunk, ordering: .relaxed).oldValue
            guard start < indices.count else { return }
            measure(start..<min(start + chunk, indices.count), with: layout)
        }
    }

    private func measure(_ positions: Range<Int>, with layout: PangoMeasuringLayout) {
        for position in positions {
            let request = requests[indices[position]]
            (metrics.baseAddress! + position).initialize(
                to: layout.measure(request.text, style: request.style, maxWidth: request.maxWidth))
        }
    }

    /// The metrics by request, nil for those not shared, once both threads are done.
    func results() -> [TextMetrics?] {
        var results = [TextMetrics?](repeating: nil, count: requests.count)
        for (position, index) in indices.enumerated() { results[index] = metrics[position] }
        return results
    }
}
