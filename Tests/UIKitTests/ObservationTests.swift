import Testing

@testable import UIKit

@MainActor
@Suite("Key-value observation")
struct ObservationTests {
    @Test func observingIsHiddenReportsNewAndOldValues() {
        let view = UIView()
        var changes: [(Bool?, Bool?)] = []
        let token = view.observe(\.isHidden, options: [.new, .old]) { _, change in
            changes.append((change.newValue, change.oldValue))
        }
        view.isHidden = true
        view.isHidden = true
        view.isHidden = false
        #expect(changes.count == 2)
        #expect(changes.first?.0 == true && changes.first?.1 == false)
        #expect(changes.last?.0 == false && changes.last?.1 == true)
        token.invalidate()
        view.isHidden = true
        #expect(changes.count == 2)
    }

    @Test func releasingTheTokenStopsTheObservation() {
        let view = UIView()
        var calls = 0
        var token: NSKeyValueObservation? = view.observe(\.alpha) { _, _ in calls += 1 }
        view.alpha = 0.5
        #expect(calls == 1)
        #expect(token != nil)
        token = nil
        view.alpha = 0.2
        #expect(calls == 1)
    }

    @Test func initialCallsOnceBeforeObserveReturns() {
        let view = UIView()
        var values: [Bool?] = []
        let token = view.observe(\.isHidden, options: [.initial, .new]) { _, change in values.append(change.newValue) }
        #expect(values == [false])
        withExtendedLifetime(token) {}
    }

    @Test func framesMovedByLayoutAreObserved() {
        let (window, controller) = makeWindow()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            width, box.heightAnchor.constraint(equalToConstant: 20),
            box.topAnchor.constraint(equalTo: controller.view.topAnchor),
            box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
        ])
        window.layoutIfNeeded()
        var widths: [CGFloat] = []
        let token = box.observe(\.frame, options: [.new]) { _, change in widths.append(change.newValue?.width ?? -1) }
        width.constant = 80
        window.layoutIfNeeded()
        #expect(widths == [80])
        withExtendedLifetime(token) {}
    }

    @Test func aSmartSpacerHidesWithItsView() {
        let row = UIView()
        let spacer = UIView()
        let token = row.observe(\.isHidden, options: [.new]) { [weak spacer] _, change in
            spacer?.isHidden = change.newValue ?? false
        }
        row.isHidden = true
        #expect(spacer.isHidden)
        row.isHidden = false
        #expect(!spacer.isHidden)
        withExtendedLifetime(token) {}
    }

    @Test func scrollOffsetsAreObserved() {
        let scroll = UIScrollView()
        var offsets: [CGPoint] = []
        let token = scroll.observe(\.contentOffset, options: [.new]) { _, change in
            offsets.append(change.newValue ?? .zero)
        }
        scroll.contentOffset = CGPoint(x: 0, y: 30)
        #expect(offsets == [CGPoint(x: 0, y: 30)])
        withExtendedLifetime(token) {}
    }
}
