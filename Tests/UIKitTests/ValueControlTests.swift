import Testing

@testable import UIKit

/// A control placed at `frame` in a window, and the events its actions saw, by name.
@MainActor
final class ControlScene<Control: UIControl> {
    let window: UIWindow
    let control: Control
    let pointer: Pointer
    var events: [String] = []

    init(_ control: Control, frame: CGRect) {
        let (window, controller) = makeWindow()
        self.window = window
        self.control = control
        control.frame = frame
        controller.view.addSubview(control)
        window.layoutIfNeeded()
        pointer = Pointer(window)
        let named: [(String, UIControl.Event)] = [
            ("value", .valueChanged), ("primary", .primaryActionTriggered), ("up inside", .touchUpInside),
        ]
        for (name, event) in named {
            control.addAction(UIAction { [unowned self] _ in events.append(name) }, for: event)
        }
    }

    /// The events seen so far, then forgets them.
    func takeEvents() -> [String] {
        defer { events.removeAll() }
        return events
    }
}

@MainActor
@Suite("UISwitch")
struct UISwitchTests {
    /// The switch at (100, 100), 51 × 31: its thumb, and the track's colour.
    func parts(of control: UISwitch) -> (thumb: CGRect, track: UIColor?) {
        let track = control.subviews[0]
        return (track.subviews[0].frame, track.backgroundColor)
    }

    @Test func aClickTogglesTheSwitchAndSendsValueChangedThenThePrimaryAction() {
        let scene = ControlScene(UISwitch(), frame: CGRect(x: 100, y: 100, width: 51, height: 31))
        #expect(parts(of: scene.control).thumb.minX == 2)
        #expect(parts(of: scene.control).track == UISwitch.offTrackColor)
        scene.pointer.click(110, 115)
        #expect(scene.control.isOn)
        #expect(scene.takeEvents() == ["value", "primary", "up inside"])
        scene.window.layoutIfNeeded()
        #expect(parts(of: scene.control).thumb.minX == 22)
        #expect(parts(of: scene.control).track == UIColor.systemGreen)
        scene.pointer.click(110, 115)
        #expect(!scene.control.isOn)
        #expect(scene.takeEvents() == ["value", "primary", "up inside"])
    }

    @Test func aDragEndsOnTheSideWhereItIsLifted() {
        let scene = ControlScene(UISwitch(), frame: CGRect(x: 100, y: 100, width: 51, height: 31))
        // From the left half to the right: on.
        scene.pointer.down(105, 115)
        scene.pointer.move(120, 115)
        scene.pointer.move(145, 115)
        scene.pointer.up(145, 115)
        #expect(scene.control.isOn)
        #expect(scene.takeEvents() == ["value", "primary", "up inside"])
        // Over to the left and back to the right before lifting: still on, nothing sent.
        scene.pointer.down(145, 115)
        scene.pointer.move(105, 115)
        scene.pointer.move(140, 115)
        scene.pointer.up(140, 115)
        #expect(scene.control.isOn)
        #expect(scene.takeEvents() == ["up inside"])
    }

    @Test func codeSetsTheValueSilentlyAndTheSizeIsFixed() {
        let scene = ControlScene(UISwitch(), frame: CGRect(x: 100, y: 100, width: 51, height: 31))
        scene.control.setOn(true, animated: true)
        scene.control.isOn = true
        #expect(scene.control.isOn)
        #expect(scene.takeEvents().isEmpty)
        scene.control.onTintColor = .systemPink
        #expect(parts(of: scene.control).track == UIColor.systemPink)

        let sized = UISwitch(frame: CGRect(x: 5, y: 6, width: 200, height: 100))
        #expect(sized.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        #expect(sized.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(sized.style == .sliding)
    }

    @Test func aSwitchKeepsItsSizeBesideALabelAndDrawsAtItWhenStretched() {
        let (window, controller) = makeWindow()
        let label = UILabel()
        label.text = "Wi-Fi"
        let control = UISwitch()
        let row = UIStackView(arrangedSubviews: [label, control])
        row.frame = CGRect(x: 0, y: 0, width: 300, height: 31)
        controller.view.addSubview(row)
        window.layoutIfNeeded()
        #expect(control.frame.width == 51)
        #expect(label.frame.width == 249)

        let stretched = UISwitch()
        stretched.frame.size = CGSize(width: 200, height: 60)
        controller.view.addSubview(stretched)
        window.layoutIfNeeded()
        #expect(parts(of: stretched).thumb == CGRect(x: 2, y: 2, width: 27, height: 27))
        #expect(stretched.subviews[0].frame == CGRect(x: 0, y: 0, width: 51, height: 31))
    }

    @Test func aDisabledSwitchIgnoresClicks() {
        let scene = ControlScene(UISwitch(), frame: CGRect(x: 100, y: 100, width: 51, height: 31))
        scene.control.isEnabled = false
        scene.pointer.click(110, 115)
        #expect(!scene.control.isOn)
        #expect(scene.takeEvents().isEmpty)
    }
}

@MainActor
@Suite("UISegmentedControl")
struct UISegmentedControlTests {
    @Test func itemsMakeEquallyWideSegmentsSizedToTheWidestTitle() {
        let control = UISegmentedControl(items: ["One", "Two", "Three hundred"])
        #expect(control.numberOfSegments == 3)
        #expect(control.titleForSegment(at: 2) == "Three hundred")
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        let size = control.intrinsicContentSize
        #expect(size.height == 32)
        let title = UILabel()
        title.font = .systemFont(ofSize: 13, weight: .semibold)
        title.text = "Three hundred"
        let widest = title.intrinsicContentSize.width + 24
        #expect(abs(size.width - 3 * widest) < 0.5)
        #expect(control.frame.size == size)

        control.apportionsSegmentWidthsByContent = true
        #expect(control.intrinsicContentSize.width < size.width - 10)
        control.setWidth(100, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 100)
        #expect(control.intrinsicContentSize.width > 100 + widest)
    }

    @Test func aClickSelectsASegmentOnceUnlessMomentary() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        let scene = ControlScene(control, frame: CGRect(x: 0, y: 100, width: 300, height: 32))
        scene.pointer.click(150, 116)  // the middle third
        #expect(control.selectedSegmentIndex == 1)
        #expect(scene.takeEvents() == ["value", "primary", "up inside"])
        scene.pointer.click(160, 116)
        #expect(scene.takeEvents() == ["up inside"])
        scene.pointer.click(250, 116)
        #expect(control.selectedSegmentIndex == 2)
        #expect(scene.takeEvents() == ["value", "primary", "up inside"])

        control.isMomentary = true
        scene.pointer.click(250, 116)
        #expect(scene.takeEvents() == ["value", "primary", "up inside"])

        control.setEnabled(false, forSegmentAt: 0)
        scene.pointer.click(50, 116)
        #expect(control.selectedSegmentIndex == 2)
        #expect(scene.takeEvents() == ["up inside"])
    }

    @Test func theSelectedSegmentIsRaisedUnderItsTitle() {
        let control = UISegmentedControl(items: ["A", "B"])
        let scene = ControlScene(control, frame: CGRect(x: 0, y: 100, width: 200, height: 32))
        let selection = control.subviews[0]
        #expect(selection.isHidden)
        control.selectedSegmentIndex = 1
        #expect(scene.takeEvents().isEmpty)
        scene.window.layoutIfNeeded()
        #expect(!selection.isHidden)
        #expect(selection.frame == CGRect(x: 102, y: 2, width: 96, height: 28))
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func aSegmentsActionRunsWhenItIsSelected() {
        var ran: [String] = []
        let actions = ["Day", "Week"].map { title in
            UIAction(title: title) { action in
                ran.append("\(title) from \((action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? -2)")
            }
        }
        let control = UISegmentedControl(frame: .zero, actions: actions)
        let scene = ControlScene(control, frame: CGRect(x: 0, y: 100, width: 200, height: 32))
        #expect(control.titleForSegment(at: 1) == "Week")
        scene.pointer.click(150, 116)
        #expect(ran == ["Week from 1"])
        #expect(scene.takeEvents() == ["value", "primary", "up inside"])
        #expect(control.segmentIndex(identifiedBy: actions[0].identifier) == 0)
    }

    @Test func titleAttributesSetTheFontAndColourOfEachState() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        control.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 20)], for: .normal)
        control.selectedSegmentIndex = 1
        let labels = control.subviews.compactMap { $0 as? UILabel }
        #expect(labels.map(\.textColor) == [UIColor.label, UIColor.white])
        // The selected state has no font of its own: the normal one's serves.
        #expect(labels.allSatisfy { $0.font == UIFont.systemFont(ofSize: 20) })
        #expect(control.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == UIColor.white)
    }

    @Test func theSelectionFollowsItsSegmentThroughInsertionsAndRemovals() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 1, animated: false)
        #expect(control.selectedSegmentIndex == 2)
        #expect(control.titleForSegment(at: 2) == "B")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)

        // Observers see the index follow its segment.
        control.insertSegment(withTitle: "A", at: 0, animated: false)
        control.selectedSegmentIndex = 0
        var seen: [Int] = []
        let token = control.observe(\.selectedSegmentIndex, options: [.new]) { _, change in
            seen.append(change.newValue ?? -2)
        }
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        control.removeAllSegments()
        #expect(seen == [1, UISegmentedControl.noSegment])
        token.invalidate()
    }
}

@MainActor
@Suite("UISlider")
struct UISliderTests {
    /// A slider 228 points wide at (50, 100): its thumb's centre travels 200 points, from x 64.
    func makeScene() -> ControlScene<UISlider> {
        ControlScene(UISlider(), frame: CGRect(x: 50, y: 100, width: 228, height: 31))
    }

    @Test func theValueStaysInItsRange() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        slider.value = 2
        #expect(slider.value == 1)
        slider.maximumValue = 10
        slider.value = 5
        slider.minimumValue = 6
        #expect(slider.value == 6)
        slider.maximumValue = 4
        #expect(slider.minimumValue == 4 && slider.value == 4)
    }

    @Test func draggingTheThumbChangesTheValueAsItGoes() {
        let scene = makeScene()
        scene.pointer.down(64, 115)
        scene.pointer.move(114, 115)
        #expect(abs(scene.control.value - 0.25) < 0.001)
        scene.pointer.move(164, 115)
        #expect(abs(scene.control.value - 0.5) < 0.001)
        #expect(scene.takeEvents() == ["value", "primary", "value", "primary"])
        scene.pointer.move(400, 115)
        scene.pointer.up(400, 115)
        #expect(scene.control.value == 1)
        #expect(scene.takeEvents() == ["value", "primary"])
        let thumb = scene.control.thumbRect(
            forBounds: scene.control.bounds, trackRect: scene.control.trackRect(forBounds: scene.control.bounds),
            value: scene.control.value)
        #expect(thumb == CGRect(x: 200, y: 1.5, width: 28, height: 28))
    }

    @Test func aSliderThatIsNotContinuousReportsOnceWhenLifted() {
        let scene = makeScene()
        scene.control.isContinuous = false
        scene.pointer.down(64, 115)
        scene.pointer.move(114, 115)
        scene.pointer.move(164, 115)
        #expect(scene.takeEvents().isEmpty)
        scene.pointer.up(164, 115)
        #expect(abs(scene.control.value - 0.5) < 0.001)
        #expect(scene.takeEvents() == ["value", "primary", "up inside"])
    }

    @Test func theSliderFollowsItsSuperviewsTintAndFadesWhenDisabled() {
        let (window, controller) = makeWindow()
        controller.view.tintColor = .systemPink
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        controller.view.addSubview(slider)
        window.layoutIfNeeded()
        let minimumTrack = slider.subviews[1]
        #expect(minimumTrack.backgroundColor == UIColor.systemPink)
        slider.isEnabled = false
        #expect(slider.subviews.allSatisfy { $0.alpha == 0.5 })
        var seen: [Float] = []
        let token = slider.observe(\.value, options: [.new]) { _, change in seen.append(change.newValue ?? -1) }
        slider.value = 0.5
        slider.maximumValue = 0.25
        #expect(seen == [0.5, 0.25])
        token.invalidate()
    }

    @Test func aSliderDisabledByItsOwnActionLetsTheDragGo() {
        let scene = makeScene()
        scene.control.addAction(
            UIAction { action in (action.sender as? UIControl)?.isEnabled = false }, for: .valueChanged)
        scene.pointer.down(64, 115)
        scene.pointer.move(114, 115)
        scene.pointer.move(164, 115)
        #expect(!scene.control.isTracking && !scene.control.isHighlighted)
        scene.pointer.up(164, 115)
        #expect(abs(scene.control.value - 0.25) < 0.001)
        #expect(!scene.control.isTracking && !scene.control.isHighlighted)
        #expect(scene.takeEvents() == ["value", "primary"])
    }

    @Test func aTouchOnTheTrackAwayFromTheThumbDoesNotMoveIt() {
        let scene = makeScene()
        scene.pointer.down(200, 115)
        scene.pointer.move(220, 115)
        scene.pointer.up(220, 115)
        #expect(scene.control.value == 0)
        #expect(scene.takeEvents().isEmpty)
    }
}

@MainActor
@Suite("UIProgressView and UIActivityIndicatorView")
struct ProgressIndicatorTests {
    @Test func theBarFillsItsShareOfTheWidth() {
        let (window, controller) = makeWindow()
        let bar = UIProgressView(progressViewStyle: .default)
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        bar.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
        controller.view.addSubview(bar)
        bar.progress = 0.25
        window.layoutIfNeeded()
        let track = bar.subviews[0]
        let fill = track.subviews[0]
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 50, height: 4))
        #expect(fill.backgroundColor == UIColor.systemBlue)
        #expect(track.layer.cornerRadius == 2)
        // The view's own background is the app's.
        bar.backgroundColor = .systemYellow
        window.layoutIfNeeded()
        #expect(bar.backgroundColor == UIColor.systemYellow)
        bar.progress = 3
        #expect(bar.progress == 1)
        #expect(fill.frame.width == 200)
        bar.progressTintColor = .systemRed
        bar.progressViewStyle = .bar
        #expect(fill.backgroundColor == UIColor.systemRed)
        #expect(track.layer.cornerRadius == 0)
    }

    @Test func aPlainControlLeavesThePrimaryActionToButtonsAndValueControls() {
        let scene = ControlScene(UIControl(), frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.pointer.click(50, 50)
        #expect(scene.takeEvents() == ["up inside"])
    }

    @Test func aSpinnerDrawsAtItsStylesSizeCentredInItsBounds() {
        let spinner = UIActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        spinner.layoutIfNeeded()
        // The top spoke: 20 × 0.1 points thick, 20 × 0.28 long, at the top of a 20-point circle.
        let top = spinner.subviews[0].frame
        #expect(abs(top.midX - 100) < 0.001 && abs(top.minY - 40) < 0.001)
        #expect(abs(top.width - 2) < 0.001 && abs(top.height - 5.6) < 0.001)
    }

    @Test func aSpinnerShowsOnlyWhileItAnimates() {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .medium).frame.size == CGSize(width: 20, height: 20))
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        // Out of a window, nothing steps.
        #expect(!spinner.isStepping)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
        let fresh = UIActivityIndicatorView(style: .medium)
        fresh.hidesWhenStopped = false
        #expect(!fresh.isHidden)
        fresh.hidesWhenStopped = true
        #expect(fresh.isHidden)
    }

    @Test func theSpokesTurnInAWindowAndStopWithTheSpinner() async {
        let (window, controller) = makeWindow()
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.color = .systemRed
        controller.view.addSubview(spinner)
        window.layoutIfNeeded()
        #expect(spinner.subviews.count == 8)
        #expect(spinner.subviews[0].alpha == 1)
        #expect(spinner.subviews[1].alpha < 0.5)
        #expect(spinner.subviews[0].backgroundColor == UIColor.systemRed)
        spinner.startAnimating()
        #expect(spinner.isStepping)
        #expect(await eventually { spinner.brightestSpoke >= 2 })
        #expect(spinner.subviews[spinner.brightestSpoke].alpha == 1)
        spinner.stopAnimating()
        #expect(!spinner.isStepping)
        let stopped = spinner.brightestSpoke
        spinner.removeFromSuperview()
        spinner.startAnimating()
        #expect(!spinner.isStepping && spinner.brightestSpoke == stopped)
        // Back in a window, it turns again.
        controller.view.addSubview(spinner)
        #expect(spinner.isStepping)
        #expect(await eventually { spinner.brightestSpoke != stopped })
        spinner.stopAnimating()
    }
}

@MainActor
@Suite("UIStepper and UIPageControl")
struct StepperAndPageControlTests {
    @Test func aStepperStepsWithinItsRangeOrGoesRound() {
        let stepper = UIStepper()
        stepper.maximumValue = 2
        let scene = ControlScene(stepper, frame: CGRect(origin: CGPoint(x: 100, y: 100), size: UIStepper.standardSize))
        #expect(stepper.intrinsicContentSize == UIStepper.standardSize)
        let plus = (x: CGFloat(100 + 70), y: CGFloat(116))
        let minus = (x: CGFloat(100 + 20), y: CGFloat(116))
        scene.pointer.click(plus.x, plus.y)
        #expect(stepper.value == 1)
        #expect(scene.takeEvents() == ["value", "primary", "up inside"])
        scene.pointer.click(plus.x, plus.y)
        scene.pointer.click(plus.x, plus.y)  // at the top: nothing
        #expect(stepper.value == 2)
        #expect(scene.takeEvents() == ["value", "primary", "up inside", "up inside"])
        stepper.wraps = true
        scene.pointer.click(plus.x, plus.y)
        #expect(stepper.value == 0)
        scene.pointer.click(minus.x, minus.y)
        #expect(stepper.value == 2)
        stepper.value = 7  // code clamps and sends nothing
        #expect(stepper.value == 2)
        _ = scene.takeEvents()
        stepper.maximumValue = 1
        #expect(stepper.value == 1)
        #expect(scene.takeEvents().isEmpty)
    }

    @Test func aPageControlMovesOnePageTowardsAClick() {
        let pages = UIPageControl()
        pages.numberOfPages = 3
        let scene = ControlScene(pages, frame: CGRect(x: 100, y: 100, width: 200, height: 26))
        scene.window.layoutIfNeeded()
        #expect(pages.subviews.count == 3)
        scene.pointer.click(280, 113)
        #expect(pages.currentPage == 1)
        #expect(scene.takeEvents() == ["value", "primary", "up inside"])
        scene.pointer.click(110, 113)
        #expect(pages.currentPage == 0)
        scene.pointer.click(110, 113)  // no page before the first
        #expect(pages.currentPage == 0)
        #expect(scene.takeEvents() == ["value", "primary", "up inside", "up inside"])
        pages.numberOfPages = 1
        #expect(!pages.isHidden)
        pages.hidesForSinglePage = true
        #expect(pages.isHidden)
        #expect(pages.subviews[0].backgroundColor == .label)
    }
}
