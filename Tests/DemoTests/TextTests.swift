import CairoRendering
import Geometry
import Rendering
import Testing
import Views

/// Text through Pango: wrapping, line limits, ellipsis, baselines, and the button's states.
@MainActor
@Suite("Pango text")
struct TextTests {
    let measurer = PangoTextMeasurer()
    let text = "The quick brown fox jumps over the lazy dog, twice over, to wrap a few lines"

    /// A laid-out window of `size` with `label` across its top, measured with Pango.
    func windowTopped(by label: Label, size: Size) -> Window {
        TextSystem.measurer = measurer
        let window = Window(size: size)
        window.addSubview(label)
        label.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
        label.trailingAnchor.constraint(equalTo: window.trailingAnchor).isActive = true
        label.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
        window.layout()
        return window
    }

    /// A large batch is shared with a helper thread, whose Pango font map is its own: every
    /// text measures as it does alone on the main thread, in every script, style and width.
    /// Only Latin text is shared (see `PangoTextMeasurer`).
    @Test func batchesSharedWithAHelperThreadMeasureAsSingleTexts() {
        let texts = ["Hello, this is label nº ", "مرحبا بالعالم ", "日本語のテキスト ", "Ünïcødé ✓ ", "fi ffl AV To "]
        let styles = [
            TextStyle(font: .system(size: 17)),
            TextStyle(font: Font(size: 13, weight: .bold), numberOfLines: 0, lineBreakMode: .byWordWrapping),
            TextStyle(font: Font(family: "DejaVu Serif", size: 21), alignment: .center, numberOfLines: 2),
        ]
        let requests = (0..<300).map { index in
            TextMeasurementRequest(
                text: texts[index % texts.count] + String(repeating: "word ", count: index % 9) + "\(index)",
                style: styles[index % styles.count], maxWidth: index % 4 == 0 ? nil : Double(60 + index % 90))
        }
        let helperBefore = measurer.measuredByHelper

        let batch = measurer.measure(requests)

        let single = requests.map { measurer.measure($0.text, style: $0.style, maxWidth: $0.maxWidth) }
        let differing = zip(batch, single).filter { $0 != $1 }.count
        #expect(batch.count == single.count && differing == 0, "\(differing) of \(single.count) measured differently")
        // Only text the font draws itself is shared (two groups of five): the rest stays here.
        let latin = requests.filter { measurer.wouldShare($0.text, in: $0.style.font) }.count
        #expect(latin == 120)
        #expect(measurer.measuredByHelper > helperBefore, "the helper thread measured none")
        #expect(measurer.measuredByHelper - helperBefore <= latin)
        // A small batch stays on the calling thread.
        let helperAfter = measurer.measuredByHelper
        #expect(measurer.measure(Array(requests.prefix(10))) == Array(single.prefix(10)))
        #expect(measurer.measuredByHelper == helperAfter)
    }

    /// Texts that could make a thread load another font are never shared: characters the font
    /// lacks (control characters draw as boxes from a monospace font) or past Latin. With 63
    /// shareable texts among them, the whole batch stays on this thread.
    @Test func batchesShareOnlyTextTheFontDrawsItself() {
        let style = TextStyle(font: .system(size: 14))
        let unshareable = ["\u{1B}[31mred\u{1B}[0m", "tab\u{7F}", "Ελληνικά", "✓ done", "C1 \u{85} next"]
        for text in unshareable { #expect(!measurer.wouldShare(text, in: style.font), "\(text.debugDescription)") }
        #expect(!measurer.wouldShare("an en dash – is past Latin", in: style.font))
        #expect(measurer.wouldShare("Latin: ÀÉÎÕÜ ǅ ȴ, 0-9", in: style.font))
        let requests =
            (0..<63).map { TextMeasurementRequest(text: "Row \($0)", style: style, maxWidth: nil) }
            + (0..<100).map {
                TextMeasurementRequest(text: unshareable[$0 % unshareable.count] + "\($0)", style: style, maxWidth: nil)
            }
        let helperBefore = measurer.measuredByHelper

        let batch = measurer.measure(requests)

        #expect(measurer.measuredByHelper == helperBefore)
        #expect(batch == requests.map { measurer.measure($0.text, style: $0.style, maxWidth: $0.maxWidth) })
    }

    @Test func wrappingAndLineLimits() {
        let font = Font.system(size: 15)
        let single = measurer.measure(text, style: TextStyle(font: font, numberOfLines: 1), maxWidth: nil)
        let wrapped = measurer.measure(
            text, style: TextStyle(font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping), maxWidth: 120)
        let twoLines = measurer.measure(
            text, style: TextStyle(font: font, numberOfLines: 2, lineBreakMode: .byTruncatingTail), maxWidth: 120)

        #expect(single.width > 400 && single.height < 25)
        #expect(wrapped.width <= 120 && wrapped.height >= 4 * single.height)
        #expect(abs(twoLines.height - 2 * single.height) < 2)
        #expect(wrapped.lastBaseline > wrapped.firstBaseline + 3 * single.height - 1)
        #expect(single.firstBaseline > 10 && single.firstBaseline < single.height)
    }

    /// UILabel with numberOfLines 0 wraps as far as it needs, whatever its line break mode; the
    /// tail truncation only applies to a box too short for the text.
    @Test func unlimitedLinesWrapWithTheDefaultTruncatingMode() throws {
        let font = Font.system(size: 15)
        let unlimited = TextStyle(font: font, numberOfLines: 0, lineBreakMode: .byTruncatingTail)
        let single = measurer.measure(text, style: TextStyle(font: font, numberOfLines: 1), maxWidth: nil)
        let wrapped = measurer.measure(text, style: unlimited, maxWidth: 120)
        #expect(wrapped.width <= 120 && wrapped.height >= 4 * single.height, "\(wrapped)")

        // Laid out in a 200-point window: the second layout pass wraps it, and every line is drawn.
        let label = Label(text: text, font: font, id: "wrapping")
        label.numberOfLines = 0
        let window = windowTopped(by: label, size: Size(width: 200, height: 200))
        let lines = measurer.measure(text, style: label.style, maxWidth: 200)
        #expect(label.frame.height == lines.height && lines.height >= 2 * single.height)

        func render(_ name: String) throws -> PixelImage {
            let path = "/tmp/stackdemo-wrap-\(name)-\(ObjectIdentifier(label).hashValue).png"
            try ImageRenderer.writePNG(size: window.size, scale: 1, to: path) { window.draw(into: $0) }
            return try PixelImage(contentsOf: path)
        }
        let drawn = try render("tail")
        let lastLine = Int(lines.height - single.height)..<Int(lines.height)
        #expect((0..<200).contains { x in lastLine.contains { drawn.rgb(x: x, y: $0) != 0xFFFFFF } })
        // Nothing was truncated: the same text drawn with word wrapping (which never
        // ellipsizes) is pixel for pixel the same. Drawing with other metrics than measuring
        // wrapped one word later and cut the last line short.
        label.lineBreakMode = .byWordWrapping
        window.layout()
        let reference = try render("word")
        let differing = (0..<200).reduce(0) { count, y in
            count + (0..<200).filter { drawn.rgb(x: $0, y: y) != reference.rgb(x: $0, y: y) }.count
        }
        #expect(differing == 0, "pixels that differ from the word-wrapped drawing")
    }

    @Test func aTruncatedLabelEndsInAnEllipsisInsideItsFrame() throws {
        let label = Label(text: text, font: .system(size: 15), id: "long")
        let window = windowTopped(by: label, size: Size(width: 200, height: 60))
        let path = "/tmp/stackdemo-ellipsis-\(ObjectIdentifier(label).hashValue).png"

        try ImageRenderer.writePNG(size: window.size, scale: 1, to: path) { window.draw(into: $0) }
        let image = try PixelImage(contentsOf: path)

        // Compressed to 200 points (resistance 750 loses to the required edges); the text stops
        // before the right edge with an ellipsis instead of being cut mid-glyph.
        #expect(label.frame.width == 200)
        let inked = (0..<200).filter { x in (0..<20).contains { image.rgb(x: x, y: $0) != 0xFFFFFF } }
        #expect(inked.max()! < 200 && inked.max()! > 150)
    }

    /// A scrolling list draws the same labels frame after frame into one surface (a window's
    /// back buffer): with a cache that the shell keeps, each is shaped once while it stays in
    /// view and brought up to date with the context once, labels that scroll in are shaped as
    /// they come, those that left are freed, and the pixels are those of shaping each time.
    @Test func textShapedInOneFrameIsReusedInTheNext() throws {
        TextSystem.measurer = measurer
        let window = Window(size: Size(width: 200, height: 100))
        let scroll = ScrollingStackView(axis: .vertical)
        window.addSubview(scroll)
        for constraint in scroll.edgeConstraints(equalTo: window) { constraint.isActive = true }
        for index in 1...40 { scroll.addArrangedSubview(Label(text: "Row \(index)", font: .system(size: 15))) }
        window.layout()
        let cache = TextLayoutCache()
        let backBuffer = ImageSurface(size: window.size, scale: 1)
        let path = "/tmp/stackdemo-text-cache-\(ObjectIdentifier(cache).hashValue).png"
        func drawWindow(_ canvas: Canvas) {
            canvas.fill(Rect(origin: .zero, size: window.size), color: .white, cornerRadius: 0)
            window.draw(into: canvas)
        }
        func render(cached: Bool) throws -> PixelImage {
            if cached {
                backBuffer.drawFrame(scale: 1, textLayouts: cache, drawWindow)
                try backBuffer.writePNG(to: path)
            } else {
                try ImageRenderer.writePNG(size: window.size, scale: 1, to: path, draw: drawWindow)
            }
            return try PixelImage(contentsOf: path)
        }
        func differingPixels(_ a: PixelImage, _ b: PixelImage) -> Int {
            (0..<100).reduce(0) { count, y in
                count + (0..<200).filter { a.rgb(x: $0, y: y) != b.rgb(x: $0, y: y) }.count
            }
        }

        let first = try render(cached: true)
        let shapedInView = cache.layoutsMade
        #expect(shapedInView >= 4 && shapedInView < 10, "labels in a 100-point viewport")
        #expect(cache.contextUpdates == shapedInView)
        let second = try render(cached: true)
        #expect(cache.layoutsMade == shapedInView, "a second frame shapes nothing")
        #expect(cache.contextUpdates == shapedInView, "nor brings a layout up to date with the same surface")
        #expect(differingPixels(first, second) == 0)
        #expect(differingPixels(second, try render(cached: false)) == 0, "the same pixels as shaping each time")

        // Scrolled by a few rows: only the rows that came into view are shaped.
        let rowPitch = scroll.arrangedSubviews[1].frame.minY - scroll.arrangedSubviews[0].frame.minY
        scroll.setContentOffset(Point(x: 0, y: 3 * rowPitch), animated: false)
        window.layout()
        let scrolled = try render(cached: true)
        #expect(cache.layoutsMade == shapedInView + 3 && cache.contextUpdates == shapedInView + 3)
        #expect(differingPixels(scrolled, try render(cached: false)) == 0)
        // The rows that left the view were freed at the end of the frame that no longer drew them.
        #expect(cache.count == shapedInView)

        // A new scale on the same surface brings every layout drawn up to date (Pango re-shapes
        // it); at twice the scale, the surface shows the top half of the window.
        let updatesBefore = cache.contextUpdates
        backBuffer.drawFrame(scale: 2, textLayouts: cache, drawWindow)
        #expect(cache.layoutsMade == shapedInView + 3)
        #expect(cache.count > 0 && cache.contextUpdates == updatesBefore + cache.count)
        cache.removeAll()
        #expect(cache.count == 0)
    }

    /// The same text in the same box, drawn at two places in one frame: one layout, shaped and
    /// brought up to date with the context once (a translation does not re-shape it).
    @Test func aLayoutMovedWithinAFrameIsNotShapedAgain() {
        TextSystem.measurer = measurer
        let window = Window(size: Size(width: 200, height: 100))
        let stack = StackView(arrangedSubviews: [Label(text: "Twin"), Label(text: "Twin"), Label(text: "Other")])
        stack.axis = .vertical
        window.addSubview(stack)
        stack.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
        stack.trailingAnchor.constraint(equalTo: window.trailingAnchor).isActive = true
        stack.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
        window.layout()
        let cache = TextLayoutCache()
        ImageSurface(size: window.size, scale: 1).drawFrame(scale: 1, textLayouts: cache) { window.draw(into: $0) }
        #expect(cache.layoutsMade == 2 && cache.contextUpdates == 2)
        #expect(cache.count == 2)
    }

    @Test func aHighlightedButtonTintsItsBackground() {
        TextSystem.measurer = measurer
        let button = Button(title: "Tap")
        let window = Window(size: Size(width: 100, height: 50))
        window.addSubview(button)
        button.leftAnchor.constraint(equalTo: window.leftAnchor).isActive = true
        button.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
        window.layout()
        let plain = RecordingCanvas(size: window.size)
        window.draw(into: plain)

        button.isHighlighted = true
        let highlighted = RecordingCanvas(size: window.size)
        window.draw(into: highlighted)

        #expect(highlighted.commands.count == plain.commands.count + 1)
        #expect(highlighted.commands.contains(.fill(button.windowFrame, Color.black.withAlpha(0.08))))
    }
}
