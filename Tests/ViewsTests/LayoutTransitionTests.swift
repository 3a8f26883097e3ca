import Geometry
import Layout
import Rendering
import TestSupport
import Testing

@testable import Views

@MainActor
@Suite("Layout transitions")
struct LayoutTransitionTests {
    /// A 400×600 window holding a vertical scrolling stack of 100 rows, 100 points wide and 45
    /// tall, each filled with its own colour: row `i` moves from (0, 45·i) to (100·i, 0) when the
    /// axis changes.
    func colouredRows() -> (rows: [TestView], scroll: ScrollingStackView, window: Window) {
        let rows = (0..<100).map { TestView("row-\($0)", width: 100, height: 45) }
        for (index, row) in rows.enumerated() { row.backgroundColor = colour(index) }
        let scroll = ScrollingStackView(arrangedSubviews: rows, axis: .vertical)
        return (rows, scroll, host(scroll))
    }

    func colour(_ index: Int) -> Color { Color(red: Double(index) / 100, green: 0.5, blue: 0) }

    /// Row `i` can be seen while it moves when 45·i·(1 − p) < 600 and 100·i·p < 400 for some
    /// progress p: rows 0…17. Rows 13…17 are on screen neither before nor after, only mid-way
    /// through the top-left corner. The other 82 take their new frames at once.
    @Test func anAxisChangeAnimatesOnlyTheRowsThatCanBeSeen() {
        let (rows, scroll, window) = colouredRows()
        window.animateChanges(at: 0, duration: 1) { scroll.axis = .horizontal }
        let animated = rows.indices.filter { rows[$0].presentation != nil }
        #expect(animated == Array(0...17))
        #expect(rows[50].frame == Rect(x: 5000, y: 0, width: 100, height: 600))
        _ = window.advanceTransition(to: 2)
        #expect(rows.allSatisfy { $0.presentation == nil })
        #expect(!window.isAnimatingLayout)
    }

    /// A clock its caller drives: paused, the animation needs no frames and stays where it
    /// is; run back to its start with its owner ending it, it is held there, drawn, asking for
    /// no frames, the clock as its owner set it; a later animation clears what it drew.
    @Test func aDrivenClockPausesAndIsHeldAtItsStart() {
        let (rows, scroll, window) = colouredRows()
        let clock = TransitionClock(start: 0, duration: 1)
        clock.isEndedByOwner = true
        clock.run(from: 0.5, at: 0, rate: 0)
        #expect(window.animateChanges(clock: clock, at: 0) { scroll.axis = .horizontal })
        #expect(window.isAnimatingLayout && !window.needsTransitionFrames)
        let midway = rows[1].presentation
        #expect(midway != nil && !window.advanceTransition(to: 5))
        #expect(rows[1].presentation == midway)
        clock.run(from: 0.5, at: 5, rate: -1)
        #expect(window.advanceTransition(to: 5.25))
        #expect(!window.advanceTransition(to: 6))
        #expect(window.isAnimatingLayout && clock.rate == -1 && clock.fraction(at: 7) == 0)
        #expect(rows[1].presentation?.frame.origin == Point(x: 0, y: 45))
        #expect(window.transitionStartStates.contains { $0.view === rows[1] && $0.state.frame.origin.y == 45 })
        // A later animation takes over from what is drawn, and leaves nothing drawn once over.
        window.animateChanges(at: 6, duration: 1) { rows[99].backgroundColor = colour(0) }
        #expect(rows[1].presentation?.frame.origin == Point(x: 0, y: 45))
        #expect(!window.advanceTransition(to: 8))
        #expect(rows.allSatisfy { $0.presentation == nil } && !window.isAnimatingLayout)
    }

    /// Mid-way, a row that is on screen only then is drawn, though its new frame is far off:
    /// the stack finds the rows to draw where they are drawn, not at their frames.
    @Test func aRowOnScreenOnlyMidWayIsDrawn() {
        let (rows, scroll, window) = colouredRows()
        window.animateChanges(at: 0, duration: 1) { scroll.axis = .horizontal }
        // Ease-in-out: at t = 0.274 the progress is 2t² ≈ 0.15, where row 14 is at (210, 536).
        _ = window.advanceTransition(to: 0.274)
        let shown = rows[14].presentation?.frame ?? .zero
        #expect(shown.intersects(Rect(x: 0, y: 0, width: 400, height: 600)))
        #expect(!rows[14].frame.intersects(Rect(x: 0, y: 0, width: 400, height: 600)))
        let canvas = RecordingCanvas(size: window.size)
        window.draw(into: canvas)
        let filled = canvas.commands.contains { command in
            if case .fill(_, let colour) = command { colour == self.colour(14) } else { false }
        }
        #expect(filled)
    }

    /// A view with no area of its own that moves carries its subviews along: it animates when
    /// they can be seen, though its own frame never can.
    @Test func aViewWithNoAreaAnimatesWhenItsSubviewsCanBeSeen() {
        let root = View(id: "root")
        let carrier = View(id: "carrier")
        let box = TestView("box", width: 50, height: 50)
        root.addSubview(carrier)
        carrier.addSubview(box)
        let top = carrier.topAnchor.constraint(equalTo: root.topAnchor)
        LayoutConstraint.activate([
            top, carrier.leftAnchor.constraint(equalTo: root.leftAnchor),
            carrier.widthAnchor.constraint(equalToConstant: 0), carrier.heightAnchor.constraint(equalToConstant: 0),
            box.leftAnchor.constraint(equalTo: carrier.leftAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: carrier.topAnchor, constant: 10),
        ])
        let window = host(root)
        window.animateChanges(at: 0, duration: 1) { top.constant = 200 }
        _ = window.advanceTransition(to: 0.5)
        #expect(carrier.presentation?.frame.minY == 100)
        #expect(box.presentation == nil)  // unchanged where it sits in the carrier
        #expect(carrier.frame.minY == 200)
    }

    /// The moving-rectangle test misses no moment: wherever sampling finds two rectangles,
    /// each moving linearly, intersecting, it answers yes; half of the cases are arranged to
    /// meet only mid-way. Rectangles that pass each other by are told apart.
    @Test(arguments: 0..<200)
    func movingRectanglesMeetWhereverSamplingFindsThemMeeting(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        func random(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &generator) }
        func rect() -> Rect {
            Rect(x: random(-300...300), y: random(-300...300), width: random(0...150), height: random(0...150))
        }
        let (start, end, area, areaEnd) = (rect(), rect(), rect(), rect())
        func at(_ t: Double, _ a: Rect, _ b: Rect) -> Rect {
            Rect(
                x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
                width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
        }
        let sampled = (0...2000).contains { step in
            let t = Double(step) / 2000
            return at(t, start, end).intersects(at(t, area, areaEnd))
        }
        if sampled { #expect(start.meetsWhileMoving(to: end, area, to: areaEnd)) }
    }

    @Test func rectanglesThatPassByDoNotMeet() {
        let box = Rect(x: 0, y: 0, width: 10, height: 10)
        let area = Rect(x: 0, y: 0, width: 100, height: 100)
        // Down the right-hand side, then diagonally past the corner.
        #expect(!box.offsetBy(dx: 150, dy: -50).meetsWhileMoving(to: box.offsetBy(dx: 150, dy: 200), area, to: area))
        #expect(!box.offsetBy(dx: 0, dy: 300).meetsWhileMoving(to: box.offsetBy(dx: 300, dy: 0), area, to: area))
        #expect(box.offsetBy(dx: 0, dy: 150).meetsWhileMoving(to: box.offsetBy(dx: 150, dy: 0), area, to: area))
        // Moving with the area it is in, or still while the area sweeps over it.
        #expect(
            !box.offsetBy(dx: 200, dy: 0).meetsWhileMoving(
                to: box.offsetBy(dx: 400, dy: 0), area, to: area.offsetBy(dx: 200, dy: 0)))
        #expect(
            box.offsetBy(dx: 200, dy: 0).meetsWhileMoving(
                to: box.offsetBy(dx: 200, dy: 0), area, to: area.offsetBy(dx: 300, dy: 0)))
    }
}
