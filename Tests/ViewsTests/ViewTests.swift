import Geometry
import Layout
import Rendering
import TestSupport
import Testing

@testable import Views

@MainActor
@Suite("Views")
struct ViewTests {
    /// A window with a scroll view (offset 0,100) holding a 400×2000 column with a box at y 300.
    @MainActor
    final class Scene {
        let scroll = ScrollingStackView(axis: .vertical, id: "scroll")
        let top = TestView("top", height: 300)
        let box = TestView("box", height: 50)
        let rest = TestView("rest", height: 1650)
        let window: Window

        init() {
            for view in [top, box, rest] { scroll.addArrangedSubview(view) }
            window = host(scroll)
            scroll.setContentOffset(Point(x: 0, y: 100), animated: false)
        }
    }

    @Test func framesBoundsAndWindowFrames() {
        let scene = Scene()

        #expect(scene.box.frame == Rect(x: 0, y: 300, width: 400, height: 50))
        #expect(scene.box.windowFrame == Rect(x: 0, y: 200, width: 400, height: 50))
        #expect(scene.scroll.bounds == Rect(x: 0, y: 100, width: 400, height: 600))
        #expect(scene.box.center == Point(x: 200, y: 325))
    }

    /// The shadows of `canvas`'s commands, with the bounds each may darken (window coordinates).
    static func shadows(_ canvas: RecordingCanvas) -> [Rect] {
        canvas.commands.compactMap { if case .shadow(let rect, _) = $0 { rect } else { nil } }
    }

    /// A view's shadow is drawn under its background, moved and widened by its blur; a view
    /// that clips to its bounds or has no background (and no shadow path) casts none.
    @Test func aShadowIsDrawnUnderTheBackgroundItIsCastFrom() {
        let scene = Scene()
        let grey = Color(red: 0.5, green: 0.5, blue: 0.5)
        scene.box.backgroundColor = grey
        scene.box.shadow = Shadow(color: .black, blurRadius: 2, offsetX: 3, offsetY: 4)
        let canvas = RecordingCanvas(size: scene.window.size)
        scene.window.draw(into: canvas)
        let shadow = canvas.commands.firstIndex { if case .shadow = $0 { true } else { false } }
        let fill = canvas.commands.firstIndex(of: .fill(scene.box.windowFrame, grey))
        #expect(shadow != nil && fill != nil && shadow! < fill!)
        // The box at (0, 200) 400 × 50, moved by (3, 4), widened by three deviations (6).
        #expect(Self.shadows(canvas) == [Rect(x: -3, y: 198, width: 412, height: 62)])
        // As strong as the background is opaque.
        scene.box.backgroundColor = grey.withAlpha(0.5)
        let faint = RecordingCanvas(size: scene.window.size)
        scene.window.draw(into: faint)
        #expect(
            faint.commands.contains(.shadow(Rect(x: -3, y: 198, width: 412, height: 62), Color.black.withAlpha(0.5))))

        scene.box.clipsToBounds = true
        let clipped = RecordingCanvas(size: scene.window.size)
        scene.window.draw(into: clipped)
        #expect(Self.shadows(clipped).isEmpty)
        scene.box.clipsToBounds = false
        scene.box.backgroundColor = nil
        let bare = RecordingCanvas(size: scene.window.size)
        scene.window.draw(into: bare)
        #expect(Self.shadows(bare).isEmpty)
        var path = Path()
        path.addRect(Rect(x: 10, y: 10, width: 20, height: 20))
        scene.box.shadowPath = path
        let shaped = RecordingCanvas(size: scene.window.size)
        scene.window.draw(into: shaped)
        #expect(Self.shadows(shaped) == [Rect(x: 7, y: 208, width: 32, height: 32)])
    }

    /// A view looks for subviews as far past what it draws as their shadows reach, whether a
    /// subview had its shadow when added or was given it after; the margin only grows.
    @Test func aSuperviewLooksAsFarAsItsSubviewsShadowsReach() {
        let parent = View()
        let early = View()
        early.shadow = Shadow(color: .black, blurRadius: 2, offsetX: 0, offsetY: 4)
        #expect(parent.settings.subviewShadowMargin == 0)
        parent.addSubview(early)
        #expect(parent.settings.subviewShadowMargin == 10)  // 3 × 2 + 4
        let late = View()
        parent.addSubview(late)
        late.shadow = Shadow(color: .black, blurRadius: 5, offsetX: -3, offsetY: 1)
        #expect(parent.settings.subviewShadowMargin == 18)
        late.shadow = nil
        early.shadow = Shadow(color: .clear, blurRadius: 50, offsetX: 0, offsetY: 0)
        #expect(parent.settings.subviewShadowMargin == 18)
        #expect(early.settings.subviewShadowMargin == 0)
    }

    /// A view scrolled just out of view whose shadow reaches into it is drawn (its shadow);
    /// scrolled further, it is not.
    @Test func aShadowCastIntoViewFromOutsideItIsDrawn() {
        let scene = Scene()
        scene.top.backgroundColor = .black
        scene.top.shadow = Shadow(color: .black, blurRadius: 2, offsetX: 0, offsetY: 4)
        // The top view ends at 300: 5 points above the viewport, its shadow 10 points below it.
        scene.scroll.setContentOffset(Point(x: 0, y: 305), animated: false)
        scene.window.layout()
        let near = RecordingCanvas(size: scene.window.size)
        scene.window.draw(into: near)
        #expect(Self.shadows(near).count == 1)

        scene.scroll.setContentOffset(Point(x: 0, y: 320), animated: false)
        scene.window.layout()
        let far = RecordingCanvas(size: scene.window.size)
        scene.window.draw(into: far)
        #expect(Self.shadows(far).isEmpty)
    }

    @Test func hitTestingFindsTheDeepestVisibleView() {
        let scene = Scene()

        #expect(scene.window.view(at: Point(x: 10, y: 220)) === scene.box)
        #expect(scene.window.view(at: Point(x: 10, y: 100)) === scene.top)
        scene.box.isHidden = true
        #expect(scene.window.view(at: Point(x: 10, y: 220)) === scene.scroll.stackView)
        scene.box.isHidden = false
        scene.box.isUserInteractionEnabled = false
        #expect(scene.window.view(at: Point(x: 10, y: 220)) !== scene.box)
        #expect(scene.window.view(at: Point(x: 500, y: 10)) == nil)
    }

    @Test func pointsConvertThroughScrollOffsets() {
        let scene = Scene()

        let inWindow = scene.box.convert(Point(x: 5, y: 5), to: nil)
        let back = scene.box.convert(inWindow, from: nil)
        let inScroll = scene.box.convert(Point(x: 5, y: 5), to: scene.scroll)

        #expect(inWindow == Point(x: 5, y: 205))
        #expect(back == Point(x: 5, y: 5))
        #expect(inScroll == Point(x: 5, y: 305))  // content coordinates
    }

    @Test func observationsEndWithTheirTokens() {
        let view = View(id: "watched")
        var seen: [Bool] = []
        var token: Observation? = view.observe(.isHidden) { seen.append($0.isHidden) }

        view.isHidden = true
        view.isHidden = true  // the same value: no notification
        view.isHidden = false
        token = nil
        view.isHidden = true

        #expect(seen == [true, false])
        #expect(view.observerCount(for: .isHidden) == 0)
        #expect(token == nil)
    }

    @Test func eachViewsRarelySetAppearanceIsItsOwn() {
        func hasInitialSettings(_ view: View) -> Bool {
            view.borderColor == .black && view.borderWidth == 0 && view.cornerRadius == 0 && !view.clipsToBounds
                && view.transform.isIdentity && view.layoutMargins == EdgeInsets(all: 8)
                && view.safeAreaInsets == .zero && view.observerCount(for: .alpha) == 0
        }
        let before = View(id: "before")
        var tokens: [Observation] = []
        // Each setting first set on a view of its own: none may reach the others' settings.
        let changes: [(View) -> Void] = [
            { $0.borderColor = .white }, { $0.borderWidth = 2 }, { $0.cornerRadius = 6 },
            { $0.clipsToBounds = true }, { $0.transform = .translation(dx: 5, dy: 0) },
            { $0.layoutMargins = EdgeInsets(all: 3) },
            { $0.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0) },
            { tokens.append($0.observe(.alpha) { _ in }) },
        ]
        for (index, change) in changes.enumerated() {
            let changed = View(id: "changed-\(index)")
            change(changed)
            #expect(!hasInitialSettings(changed), "change \(index)")
            #expect(hasInitialSettings(before), "change \(index)")
            #expect(hasInitialSettings(View(id: "after-\(index)")), "change \(index)")
        }
        #expect(tokens.count == 1)
    }

    @Test func smartSpacersFollowTheirViewAndLeaveNoObserverBehind() {
        let row = TestView("row", height: 40)
        var spacer: SpacerView? = row.createSpacer(24)
        let stack = StackView(arrangedSubviews: [row, spacer!, TestView("next", height: 40)])
        stack.axis = .vertical
        let window = host(stack)
        let next = stack.arrangedSubviews[2]
        #expect(next.frame.minY == 64)

        row.isHidden = true
        window.layout()
        #expect(spacer!.isHidden)
        #expect(next.frame.minY == 0)
        row.isHidden = false
        window.layout()
        #expect(next.frame.minY == 64)

        spacer!.removeFromSuperview()
        spacer = nil
        #expect(row.observerCount(for: .isHidden) == 0)  // the spacer's went with it (the stack registers none)
    }

    @Test func hiddenViewsAreNotDrawnAndAlphaIsALayer() {
        let a = TestView("a", height: 30)
        a.backgroundColor = .systemRed
        let b = TestView("b", height: 30)
        b.backgroundColor = .systemGreen
        let stack = StackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        let window = host(stack)
        b.isHidden = true
        window.layout()
        let canvas = RecordingCanvas(size: window.size)

        window.draw(into: canvas)

        #expect(canvas.commands.contains(.fill(a.windowFrame, .systemRed)))
        #expect(a.windowFrame.height == 600)  // b collapsed, a fills the pinned stack
        #expect(!canvas.commands.contains { if case .fill(_, .systemGreen) = $0 { true } else { false } })
    }

    /// Answers fixed metrics and records what it was asked.
    final class FixedMeasurer: TextMeasurer {
        var requests: [(String, TextStyle, Double?)] = []
        func measure(_ text: String, style: TextStyle, maxWidth: Double?) -> TextMetrics {
            requests.append((text, style, maxWidth))
            return TextMetrics(width: 77, height: 21, firstBaseline: 16, lastBaseline: 16)
        }
    }

    @Test func labelsMeasureThroughTheTextSystem() {
        let previous = TextSystem.measurer
        let measurer = FixedMeasurer()
        TextSystem.measurer = measurer
        defer { TextSystem.measurer = previous }
        let label = Label(text: "Hello", font: .system(size: 10))
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 50

        let size = label.intrinsicContentSize

        #expect(size == Size(width: 77, height: 21))
        #expect(label.firstBaselineOffsetFromTop == 16 && label.lastBaselineOffsetFromBottom == 5)
        #expect(measurer.requests.count == 1 && measurer.requests[0].0 == "Hello" && measurer.requests[0].2 == 50)
        label.text = ""
        #expect(label.intrinsicContentSize == .zero)
    }

    /// Answers by the text's length and records single requests and batches apart.
    final class BatchRecordingMeasurer: TextMeasurer {
        var singles: [String] = []
        var batches: [[TextMeasurementRequest]] = []
        func measure(_ text: String, style: TextStyle, maxWidth: Double?) -> TextMetrics {
            singles.append(text)
            return metrics(of: text)
        }
        func measure(_ requests: [TextMeasurementRequest]) -> [TextMetrics] {
            batches.append(requests)
            return requests.map { metrics(of: $0.text) }
        }
        func metrics(of text: String) -> TextMetrics {
            TextMetrics(width: Double(10 * text.count), height: 20, firstBaseline: 15, lastBaseline: 15)
        }
    }

    /// A layout pass measures its labels in one batch (which Pango's measurer shares between
    /// threads), and only those not measured yet; what a label reports is the batch's answer.
    @Test func aLayoutPassMeasuresItsLabelsInOneBatch() {
        let previous = TextSystem.measurer
        let measurer = BatchRecordingMeasurer()
        TextSystem.measurer = measurer
        defer { TextSystem.measurer = previous }
        let labels = (1...30).map { Label(text: String(repeating: "x", count: $0), id: "label-\($0)") }
        let stack = StackView(arrangedSubviews: labels)
        stack.axis = .vertical
        let window = host(stack)

        window.layout()

        #expect(measurer.batches.count == 1 && measurer.singles.isEmpty)
        #expect(measurer.batches.first?.map(\.text) == labels.map(\.text))
        for (index, label) in labels.enumerated() {
            #expect(label.frame.height == 20 && label.intrinsicContentSize.width == Double(10 * (index + 1)))
        }
        labels[4].text = "changed"
        labels[9].text = "again"
        window.layout()
        #expect(measurer.batches.count == 2 && measurer.batches[1].map(\.text) == ["changed", "again"])
        #expect(measurer.singles.isEmpty)
    }

    /// UIKit wraps a multi-line label at the width layout gives it (a second layout pass), not
    /// at a width set by hand: a narrower window makes the label taller and moves what is below.
    @Test func multiLineLabelsWrapAtTheWidthLayoutGivesThem() {
        let label = Label(text: String(repeating: "wrapping words ", count: 12), font: .system(size: 12), id: "long")
        label.numberOfLines = 0
        let below = TestView("below", height: 10)
        let stack = StackView(arrangedSubviews: [label, below])
        stack.axis = .vertical
        let window = Window(size: Size(width: 200, height: 600))
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        func wrappedHeight(_ width: Double) -> Double {
            TextSystem.measurer.measure(label.text, style: label.style, maxWidth: width).height
        }
        let oneLine = TextSystem.measurer.measure(label.text, style: label.style, maxWidth: nil).height

        window.layout()
        expectRect(label.frame, 0, 0, 200, wrappedHeight(200), "at 200")
        #expect(wrappedHeight(200) > oneLine)
        #expect(below.frame.minY == label.frame.maxY)

        window.resize(to: Size(width: 100, height: 600))
        window.layout()
        expectRect(label.frame, 0, 0, 100, wrappedHeight(100), "at 100")
        #expect(wrappedHeight(100) > wrappedHeight(200))
        #expect(below.frame.minY == label.frame.maxY)
    }

    @Test func buttonsFireUnlessDisabled() {
        let button = Button(title: "Go")
        var taps = 0
        button.action = { taps += 1 }

        button.sendAction()
        button.isEnabled = false
        button.sendAction()

        #expect(taps == 1)
        #expect(button.contentHuggingPriority(for: .vertical) == .defaultHigh)
        #expect(button.contentHuggingPriority(for: .horizontal) == .defaultLow)
    }

    @Test func marginAndSafeAreaGuides() {
        let view = TestView("box")
        let window = host(view)
        view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.safeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let margins = view.layoutMarginsGuide
        let safe = view.safeAreaLayoutGuide

        window.layout()

        #expect(margins.layoutFrame == Rect(x: 2, y: 1, width: 394, height: 596))
        #expect(safe.layoutFrame == Rect(x: 0, y: 10, width: 400, height: 590))
    }
}

@MainActor
@Suite("Layout animation")
struct LayoutAnimationTests {
    /// A window over a vertical stack of three rows, 100 points high each.
    private func threeRows() -> (stack: StackView, rows: [TestView], window: Window) {
        let stack = StackView(id: "stack")
        stack.axis = .vertical
        let rows = (0..<3).map { TestView("row\($0)", height: 100) }
        for row in rows { stack.addArrangedSubview(row) }
        return (stack, rows, host(stack))
    }

    @Test func aRowBeingHiddenDrawsItsLabelAtTheAnimatedSize() {
        let stack = StackView(id: "stack")
        stack.axis = .vertical
        let rows = (0..<3).map { index -> View in
            let row = View(id: "row\(index)")
            let label = Label(text: "Row \(index)")
            row.addSubview(label)
            LayoutConstraint.activate([
                label.leftAnchor.constraint(equalTo: row.leftAnchor, constant: 16),
                label.topAnchor.constraint(equalTo: row.topAnchor, constant: 12),
                label.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -12),
            ])
            stack.addArrangedSubview(row)
            return row
        }
        let window = host(stack)
        window.animateChanges(at: 0, duration: 1) { rows[1].isHidden = true }
        _ = window.advanceTransition(to: 0.1)

        let canvas = RecordingCanvas(size: window.size)
        window.draw(into: canvas)
        let boxes = canvas.commands.compactMap { command -> Rect? in
            if case .text("Row 1", let box) = command { box } else { nil }
        }
        // The label's final height is negative (its row collapses to 0); mid-way it still shows.
        #expect(boxes.count == 1)
        #expect(boxes.allSatisfy { $0.height > 0 })

        _ = window.advanceTransition(to: 2)
        let after = RecordingCanvas(size: window.size)
        window.draw(into: after)
        #expect(!after.commands.contains { if case .text("Row 1", _) = $0 { true } else { false } })
    }

    /// A view outside a stack is hidden or shown at once inside an animation, as in UIKit, while
    /// an arranged row collapses as it animates.
    @Test func aViewOutsideAStackHidesAndShowsAtOnceInAnAnimation() {
        let (stack, rows, window) = threeRows()
        let red = Color(red: 1, green: 0, blue: 0)
        let badge = TestView("badge", width: 20, height: 20)
        badge.backgroundColor = red
        stack.addSubview(badge)
        LayoutConstraint.activate([
            badge.leftAnchor.constraint(equalTo: stack.leftAnchor),
            badge.topAnchor.constraint(equalTo: stack.topAnchor),
        ])
        window.layout()
        func badgeIsDrawn() -> Bool {
            let canvas = RecordingCanvas(size: window.size)
            window.draw(into: canvas)
            return canvas.commands.contains { if case .fill(_, red) = $0 { true } else { false } }
        }
        #expect(badgeIsDrawn())

        window.animateChanges(at: 0, duration: 1) {
            badge.isHidden = true
            rows[1].isHidden = true
        }
        _ = window.advanceTransition(to: 0.5)
        #expect(!badgeIsDrawn())
        #expect(rows[1].presentation.map { $0.frame.height > 0 && $0.frame.height < 100 } == true)

        _ = window.advanceTransition(to: 2)
        window.animateChanges(at: 2, duration: 1) { badge.isHidden = false }
        _ = window.advanceTransition(to: 2.1)
        #expect(badgeIsDrawn())
        #expect((badge.presentation?.alpha ?? badge.alpha) == 1)

        // Shown with an opacity that changes with it: the opacity animates from the old one.
        _ = window.advanceTransition(to: 4)
        badge.alpha = 0
        badge.isHidden = true
        window.layout()
        window.animateChanges(at: 4, duration: 1) {
            badge.isHidden = false
            badge.alpha = 1
        }
        _ = window.advanceTransition(to: 4.5)
        #expect(badge.presentation.map { $0.alpha > 0 && $0.alpha < 1 } == true)
    }

    @Test func aNewAnimationStartsFromWhatIsOnScreen() {
        let (_, rows, window) = threeRows()
        window.animateChanges(at: 0, duration: 1) { rows[1].isHidden = true }
        _ = window.advanceTransition(to: 0.5)
        let shown = rows[2].presentation?.frame.minY ?? -1
        #expect(shown > 100 && shown < 200)

        window.animateChanges(at: 0.5, duration: 1) { rows[1].isHidden = false }
        // The reveal starts where the collapse had got to, not from the collapsed end state.
        #expect(rows[2].presentation?.frame.minY == shown)
    }

    /// Views the changes add appear at once (they had no state before); views the changes take
    /// out of the window are not animated; the others move.
    @Test func animatedChangesSkipViewsAddedOrTakenOut() {
        let (stack, rows, window) = threeRows()
        let added = TestView("added", height: 50)
        window.animateChanges(at: 0, duration: 1) {
            rows[0].removeFromSuperview()
            rows[0].alpha = 0.5  // a change it would animate, were it still in the window
            stack.insertArrangedSubview(added, at: 0)
        }
        _ = window.advanceTransition(to: 0.5)
        #expect(rows[0].presentation == nil)
        #expect(added.presentation == nil)
        let moving = rows[1].presentation?.frame.minY ?? -1
        #expect(moving > 50 && moving < 100)
    }

    @Test func aLaterStartShowsTheOldStateUntilThen() {
        let (_, rows, window) = threeRows()
        window.animateChanges(at: 1, duration: 1) { rows[1].isHidden = true }
        #expect(rows[1].isHidden)  // the model is final at once
        _ = window.advanceTransition(to: 0.5)
        #expect(rows[2].presentation?.frame.minY == 200)
        _ = window.advanceTransition(to: 1.5)
        let moving = rows[2].presentation?.frame.minY ?? -1
        #expect(moving > 100 && moving < 200)
    }

    @Test func backgroundColoursAnimateAndAMissingOneFades() {
        let box = TestView("box", height: 100)
        box.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let plain = TestView("plain", height: 100)
        let stack = StackView(arrangedSubviews: [box, plain], id: "stack")
        stack.axis = .vertical
        let window = host(stack)
        window.animateChanges(at: 0, duration: 1) {
            box.backgroundColor = Color(red: 0, green: 0, blue: 1)
            plain.backgroundColor = Color(red: 0, green: 1, blue: 0)
        }
        _ = window.advanceTransition(to: 0.5)
        #expect(box.presentation?.backgroundColor == Color(red: 0.5, green: 0, blue: 0.5))
        #expect(plain.presentation?.backgroundColor == Color(red: 0, green: 1, blue: 0, alpha: 0.5))
        _ = window.advanceTransition(to: 1)
        #expect(box.presentation == nil)
    }
}
