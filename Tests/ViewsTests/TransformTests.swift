import Geometry
import Layout
import Rendering
import TestSupport
import Testing

@testable import Views

@MainActor
@Suite("Transforms")
struct TransformTests {
    @Test func concatenationAppliesTheReceiverFirstAndInversionUndoesIt() {
        let scale = Transform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0)
        let move = Transform.translation(dx: 10, dy: 20)
        #expect(scale.concatenating(move).apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 23))
        #expect(move.concatenating(scale).apply(to: Point(x: 1, y: 1)) == Point(x: 22, y: 63))
        let both = scale.concatenating(move)
        let back = both.inverted.apply(to: both.apply(to: Point(x: 7, y: -4)))
        expectClose(back.x, 7)
        expectClose(back.y, -4)
        expectRect(scale.apply(to: Rect(x: 1, y: 1, width: 2, height: 2)), 2, 3, 4, 6)
    }

    @Test func aViewIsDrawnTransformedAboutItsCentreWithItsSubviews() {
        let box = TestView("box", width: 100, height: 100)
        box.backgroundColor = .systemRed
        let child = TestView("child")
        child.backgroundColor = .systemBlue
        box.addSubview(child)
        LayoutConstraint.activate(child.edgeConstraints(equalTo: box, insets: EdgeInsets(all: 25)))
        let window = Window(size: Size(width: 400, height: 400))
        window.addSubview(box)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 100),
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        window.layout()
        box.transform = Transform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)

        let canvas = RecordingCanvas(size: window.size)
        window.draw(into: canvas)
        #expect(canvas.commands.contains(.fill(Rect(x: 50, y: 50, width: 200, height: 200), .systemRed)))
        #expect(canvas.commands.contains(.fill(Rect(x: 100, y: 100, width: 100, height: 100), .systemBlue)))
        expectRect(box.frame, 100, 100, 100, 100, "the frame stays the laid-out one")
    }

    @Test func transformsAnimate() {
        let box = TestView("box", height: 100)
        let window = host(box)
        window.animateChanges(at: 0, duration: 1) { box.transform = Transform(a: 3, b: 0, c: 0, d: 3, tx: 0, ty: 0) }
        _ = window.advanceTransition(to: 0.5)
        #expect(box.presentation?.transform.a == 2)
    }
}

@MainActor
@Suite("Image placement")
struct ImagePlacementTests {
    @Test func contentModesPlaceTheImageAsUIKitDoes() {
        let bounds = Rect(x: 0, y: 0, width: 200, height: 100)
        let image = Size(width: 50, height: 50)
        func place(_ mode: ImageView.ContentMode) -> Rect { ImageView.placement(of: image, in: bounds, mode: mode) }
        expectRect(place(.scaleToFill), 0, 0, 200, 100)
        expectRect(place(.scaleAspectFit), 50, 0, 100, 100)
        expectRect(place(.scaleAspectFill), 0, -50, 200, 200)
        expectRect(place(.center), 75, 25, 50, 50)
        expectRect(place(.top), 75, 0, 50, 50)
        expectRect(place(.bottomRight), 150, 50, 50, 50)
        expectRect(place(.left), 0, 25, 50, 50)
    }
}
