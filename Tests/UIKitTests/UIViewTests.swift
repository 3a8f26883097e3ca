import Geometry
import Rendering
import Testing
import Views

@testable import UIKit

/// A view that records the bounds each of its layout passes sees.
final class BoundsRecorder: UIView {
    var boundsSeen: [CGRect] = []
    override func layoutSubviews() { boundsSeen.append(bounds) }
}

/// A row that lays out its dot by hand: 10 × 10 points, 10 in from its top and trailing edge.
final class DottedRow: UIView {
    let dot = BoundsRecorder()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(dot)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override func layoutSubviews() {
        super.layoutSubviews()
        dot.frame = CGRect(x: bounds.width - 20, y: 10, width: 10, height: 10)
    }
}

@MainActor
@Suite("UIView")
struct UIViewTests {
    @Test func aViewGivenOnlyAFrameKeepsIt() {
        let (window, controller) = makeWindow()
        let box = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        controller.view.addSubview(box)
        window.layoutIfNeeded()

        #expect(box.translatesAutoresizingMaskIntoConstraints)
        #expect(box.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(box.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 11, y: 22))
        #expect(box.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(box.center == CGPoint(x: 60, y: 45))
    }

    /// A view centred between two others by equal gaps, each an offset between anchors.
    @Test func anOffsetBetweenAnchorsIsADimension() {
        let (window, controller) = makeWindow()
        let (left, middle, right) = (UIView(), UIView(), UIView())
        for view in [left, middle, right] {
            view.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(view)
        }
        let root = controller.view!
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            left.widthAnchor.constraint(equalToConstant: 40),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            right.widthAnchor.constraint(equalToConstant: 60),
            middle.widthAnchor.constraint(equalToConstant: 100),
            left.trailingAnchor.anchorWithOffset(to: middle.leadingAnchor).constraint(
                equalTo: middle.trailingAnchor.anchorWithOffset(to: right.leadingAnchor)),
            middle.topAnchor.anchorWithOffset(to: left.topAnchor).constraint(equalToConstant: 25),
            middle.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        window.layoutIfNeeded()

        #expect(middle.frame.minX == 140)
        #expect(left.frame.minY == 25)
        // The guides that measure the offsets are not the app's.
        #expect(root.layoutGuides.isEmpty)
    }

    @Test func settingFrameAndCenterMovesAFrameBasedView() {
        let (window, controller) = makeWindow()
        let box = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        controller.view.addSubview(box)
        box.center = CGPoint(x: 200, y: 300)
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 150, y: 275, width: 100, height: 50))
        #expect(box.backing.windowFrame.minX == 150)

        box.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 190, y: 295, width: 20, height: 10))
    }

    @Test func theRootViewFollowsTheWindowSize() {
        let (window, controller) = makeWindow()
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 400, height: 600))

        window.resize(to: CGSize(width: 300, height: 500))
        window.layoutIfNeeded()

        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 300, height: 500))
    }

    @Test func constraintsPlaceViewsThatDoNotTranslateTheirMask() {
        let (window, controller) = makeWindow()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        let height = box.heightAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -16),
            box.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor, constant: 8),
            height,
        ])
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 16, y: 8, width: 368, height: 40))

        height.constant = 90
        window.layoutIfNeeded()
        #expect(box.frame.height == 90)
    }

    @Test func constraintsByAttributeAndMarginAttributes() {
        let (window, controller) = makeWindow()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: box, attribute: .leading, relatedBy: .equal, toItem: controller.view, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: box, attribute: .top, relatedBy: .equal, toItem: controller.view, attribute: .top, multiplier: 1,
                constant: 30),
            NSLayoutConstraint(
                item: box, attribute: .width, relatedBy: .equal, toItem: controller.view, attribute: .width,
                multiplier: 0.5, constant: 0),
            NSLayoutConstraint(
                item: box, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 10),
        ])
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 16, y: 30, width: 200, height: 10))
        #expect(UILayoutPriority.defaultHigh - 1 == UILayoutPriority(749))
    }

    /// A view controller's root view has UIKit's system minimum margins, 16 points at the sides
    /// and none at the top and bottom, and keeps smaller ones from taking effect unless the
    /// controller lets them; other views have 8 points on each side.
    @Test func aRootViewHasTheSystemMinimumMargins() {
        let (window, controller) = makeWindow()
        let box = UIView()
        controller.view.addSubview(box)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(box.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        box.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
            box.topAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 16, y: 0, width: 368, height: 10))

        controller.view.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 40)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 40))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 40))
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 4, y: 4, width: 356, height: 10))
    }

    @Test func aStackViewArrangesItsSubviewsWithConstraints() {
        let (window, controller) = makeWindow()
        let labels = (1...3).map { index -> UILabel in
            let label = UILabel()
            label.text = "Row \(index)"
            return label
        }
        let stack = UIStackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.spacing = 10
        stack.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        controller.view.addSubview(stack)
        window.layoutIfNeeded()

        #expect(labels.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        #expect(stack.arrangedSubviews == labels)
        #expect(labels[0].frame.minY == 0)
        #expect(labels[1].frame.minY == labels[0].frame.maxY + 10)
        #expect(labels[0].frame.width == 400)

        labels[1].isHidden = true
        window.layoutIfNeeded()
        #expect(labels[2].frame.minY == labels[0].frame.maxY + 10)

        stack.removeArrangedSubview(labels[0])
        #expect(stack.arrangedSubviews == [labels[1], labels[2]] && labels[0].superview === stack)
        labels[2].removeFromSuperview()
        #expect(stack.arrangedSubviews == [labels[1]])
        stack.insertArrangedSubview(labels[2], at: 0)
        #expect(stack.arrangedSubviews == [labels[2], labels[1]])
    }

    /// The pattern from before content guides: a stack pinned to a scroll view's four edges and
    /// to its width defines the content size, and its rows scroll, as on iOS.
    @Test func aStackPinnedToAScrollViewsEdgesDefinesItsContentSize() {
        let (window, controller) = makeWindow()
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(scroll)
        let stack = UIStackView()
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: controller.view.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scroll.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            stack.widthAnchor.constraint(equalTo: scroll.widthAnchor),
        ])
        let rows = (0..<50).map { _ in UIView() }
        for row in rows {
            row.heightAnchor.constraint(equalToConstant: 40).isActive = true
            stack.addArrangedSubview(row)
        }
        window.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 400, height: 2000))
        #expect(rows[49].frame == CGRect(x: 0, y: 1960, width: 400, height: 40))
        scroll.contentOffset = CGPoint(x: 0, y: 1400)
        #expect(rows[49].convert(CGPoint.zero, to: nil).y == 560)
    }

    /// A subview that follows its scroll view's size with an autoresizing mask follows its
    /// frame, not its content size: the mask resizes subviews with the bounds.
    @Test func anAutoresizingSubviewOfAScrollViewFollowsItsFrame() {
        let (window, controller) = makeWindow()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        controller.view.addSubview(scroll)
        scroll.contentSize = CGSize(width: 1000, height: 3000)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 50))
        header.autoresizingMask = [.flexibleWidth]
        scroll.addSubview(header)
        window.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 1000, height: 3000))
        #expect(header.frame == CGRect(x: 0, y: 0, width: 400, height: 50))
        scroll.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        window.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 300, height: 50))
    }

    /// A view whose window was released without removing it keeps the frame set afterwards
    /// when it goes into another window.
    @Test func aViewOutlivingItsWindowTakesItsNewFrameIntoTheNext() {
        let view = UIView(frame: CGRect(x: -100, y: 20, width: 10, height: 10))
        do {
            let (first, controller) = makeWindow(width: 200, height: 200)
            controller.view.addSubview(view)
            first.layoutIfNeeded()
        }
        #expect(view.superview == nil)
        view.frame = CGRect(x: 20, y: 30, width: 40, height: 50)
        let (second, controller) = makeWindow(width: 200, height: 200)
        controller.view.addSubview(view)
        second.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 30, width: 40, height: 50))
    }

    /// An arranged view with a required height of its own conflicts with the stack's hiding
    /// constraint while hidden (logged, as on iOS) and gets its height back when shown.
    @Test func aHiddenRowWithARequiredHeightGetsItBackWhenShown() {
        let (window, controller) = makeWindow()
        let stack = UIStackView()
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: controller.view.topAnchor),
            stack.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        let banner = UIView()
        banner.heightAnchor.constraint(equalToConstant: 50).isActive = true
        let footer = UIView()
        footer.heightAnchor.constraint(equalToConstant: 20).isActive = true
        stack.addArrangedSubview(banner)
        stack.addArrangedSubview(footer)
        window.layoutIfNeeded()
        #expect(banner.frame.height == 50 && footer.frame.minY == 50)
        banner.isHidden = true
        window.layoutIfNeeded()
        #expect(banner.frame.height == 0 && footer.frame.minY == 0)
        banner.isHidden = false
        window.layoutIfNeeded()
        #expect(banner.frame.height == 50 && footer.frame.minY == 50)
    }

    /// A view that constrains its own height, added before its mask is turned off: the mask's
    /// zero height wins at first, and the view's own height holds once the mask is off.
    /// UIKit makes autoresizing constraints at the layout pass: a view that sizes itself and is
    /// added before its mask is turned off conflicts with none, and nothing is logged.
    @Test func aSelfSizedViewAddedBeforeItsMaskIsTurnedOffKeepsItsHeight() {
        let (window, controller) = makeWindow()
        var messages: [String] = []
        window.backing.layoutEngine.log = { messages.append($0) }
        let separator = UIView()
        separator.heightAnchor.constraint(equalToConstant: 1).isActive = true
        controller.view.addSubview(separator)
        separator.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            separator.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            separator.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
        ])
        window.layoutIfNeeded()
        #expect(separator.frame == CGRect(x: 0, y: 100, width: 400, height: 1))
        #expect(messages.isEmpty)
        #expect(separator.constraints.allSatisfy { !$0.constraint.isBroken })
    }

    /// A conflict with autoresizing constraints that is over by the layout pass (the frame
    /// changed to agree) is not logged, and nothing stays broken.
    @Test func aConflictWithTheMaskOverBeforeTheLayoutPassIsNotLogged() {
        let (window, controller) = makeWindow()
        var messages: [String] = []
        window.backing.layoutEngine.log = { messages.append($0) }
        let box = UIView(frame: .zero)
        let height = box.heightAnchor.constraint(equalToConstant: 44)
        height.isActive = true
        controller.view.addSubview(box)
        box.frame = CGRect(x: 0, y: 0, width: 50, height: 44)
        window.layoutIfNeeded()
        #expect(messages.isEmpty)
        #expect(!height.constraint.isBroken && box.frame.height == 44)
    }

    /// A conflict with autoresizing constraints that still stands at the layout pass is logged
    /// then, once, and the view's own constraint gives way; moved elsewhere, the view conflicts
    /// with its new autoresizing constraints, logged once more.
    @Test func aConflictWithTheMaskIsLoggedAtTheLayoutPass() {
        let (window, controller) = makeWindow()
        var messages: [String] = []
        window.backing.layoutEngine.log = { messages.append($0) }
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        box.heightAnchor.constraint(equalToConstant: 44).isActive = true
        controller.view.addSubview(box)
        #expect(messages.isEmpty)
        window.layoutIfNeeded()
        #expect(messages.count == 1 && messages[0].contains("h=--- v=---"))
        #expect(box.frame.height == 20)
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(messages.count == 1)

        let other = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        controller.view.addSubview(other)
        other.addSubview(box)
        window.layoutIfNeeded()
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(messages.count == 2)
        #expect(box.frame.height == 20)
    }

    /// A button and an image view sized to fit take their content's size; a plain view keeps
    /// its own.
    @Test func sizeToFitSizesButtonsAndImageViewsToTheirContent() {
        let button = UIButton(type: .system)
        button.setTitle("Retry", for: .normal)
        button.frame.origin = CGPoint(x: 10, y: 20)
        button.sizeToFit()
        #expect(button.frame.origin == CGPoint(x: 10, y: 20))
        #expect(button.frame.size == button.intrinsicContentSize && button.frame.width > 30)

        let image = UIImage(Rendering.Image(size: Geometry.Size(width: 24, height: 12), storage: [1] as AnyObject))
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        imageView.image = image
        imageView.sizeToFit()
        #expect(imageView.frame.size == CGSize(width: 24, height: 12))

        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 70, height: 40))
        plain.sizeToFit()
        #expect(plain.frame.size == CGSize(width: 70, height: 40))
    }

    /// An application that counts the frames asked of it.
    final class FrameCountingApplication: UIApplication {
        var frameRequests = 0
        override func setNeedsDisplay() { frameRequests += 1 }
    }

    /// Every change that moves layout asks for a frame, as a constraint's constant does, so that
    /// one made outside an event (a timer, a task) reaches the screen.
    @Test func layoutChangesAskForAFrame() {
        let (window, controller) = makeWindow()
        let stack = UIStackView()
        controller.view.addSubview(stack)
        let optional = stack.widthAnchor.constraint(equalToConstant: 100)
        optional.priority = .defaultLow
        optional.isActive = true
        window.layoutIfNeeded()
        let application = FrameCountingApplication()
        UIApplication.current = application
        defer { UIApplication.current = nil }
        let changes: [(String, () -> Void)] = [
            ("priority", { optional.priority = .defaultHigh }),
            ("margins", { stack.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }),
            ("directional margins", { stack.directionalLayoutMargins = NSDirectionalEdgeInsets() }),
            ("hugging", { stack.setContentHuggingPriority(.required, for: .horizontal) }),
            ("resistance", { stack.setContentCompressionResistancePriority(.required, for: .vertical) }),
            ("mask", { stack.autoresizingMask = [.flexibleWidth] }),
            ("baseline-relative", { stack.isBaselineRelativeArrangement = true }),
            ("margins-relative", { stack.isLayoutMarginsRelativeArrangement = true }),
            ("minimum margins", { controller.viewRespectsSystemMinimumLayoutMargins = false }),
        ]
        for (name, change) in changes {
            let before = application.frameRequests
            change()
            #expect(application.frameRequests > before, "\(name)")
        }
    }

    /// A content size set by code reads back at once and bounds programmatic scrolling before
    /// the next layout, as UIKit's stored property does.
    @Test func aContentSizeSetTakesEffectAtOnce() {
        let (window, controller) = makeWindow()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        controller.view.addSubview(scroll)
        window.layoutIfNeeded()
        scroll.contentSize = CGSize(width: 400, height: 2000)
        #expect(scroll.contentSize == CGSize(width: 400, height: 2000))
        scroll.scrollRectToVisible(CGRect(x: 0, y: 1900, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 1350))
        window.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 400, height: 2000))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 1350))
    }

    /// A view outside any window keeps its frame when laid out, its subviews are laid out
    /// inside it, and it keeps that frame when it joins a window.
    @Test func aViewLaidOutOutsideAWindowKeepsItsFrame() {
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 320, height: 100))
        let title = UIView()
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
            title.topAnchor.constraint(equalTo: card.topAnchor),
            title.heightAnchor.constraint(equalToConstant: 30),
        ])
        card.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 10, y: 20, width: 320, height: 100))
        #expect(title.frame == CGRect(x: 8, y: 0, width: 304, height: 30))

        card.frame.size.width = 200
        card.layoutIfNeeded()
        #expect(title.frame.width == 184)

        let (window, controller) = makeWindow()
        controller.view.addSubview(card)
        window.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(title.frame == CGRect(x: 8, y: 0, width: 184, height: 30))
        card.frame.origin.x = 50
        window.layoutIfNeeded()
        #expect(card.frame.minX == 50)
    }

    /// A button follows its title label's font, changed after it was laid out.
    @Test func aButtonGrowsWithItsTitleLabelsFont() {
        let (window, controller) = makeWindow()
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            button.topAnchor.constraint(equalTo: controller.view.topAnchor),
        ])
        window.layoutIfNeeded()
        let small = button.frame.size
        button.titleLabel?.font = .boldSystemFont(ofSize: 28)
        window.layoutIfNeeded()
        #expect(button.frame.width > small.width && button.frame.height > small.height)
        #expect(button.frame.size == button.intrinsicContentSize)
    }

    /// Frames set in a layoutSubviews() override stand once the pass returns, the subviews'
    /// own layoutSubviews() see them, and they are what is laid out and drawn.
    @Test func framesSetInLayoutSubviewsStand() {
        let (window, controller) = makeWindow()
        let row = DottedRow(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        controller.view.addSubview(row)
        window.layoutIfNeeded()
        #expect(row.dot.frame == CGRect(x: 180, y: 10, width: 10, height: 10))
        #expect(row.dot.boundsSeen.first == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(row.dot.backing.layoutFrame == Rect(x: 180, y: 10, width: 10, height: 10))
    }

    /// Inside an animation, frames a layoutSubviews() override sets are where the views go and
    /// where the animation ends, with or without a layoutIfNeeded() in the block.
    @Test func framesSetInLayoutSubviewsStandInsideAnAnimation() {
        UIApplication.current = UIApplication()
        defer { UIApplication.current = nil }
        for laysOutInBlock in [true, false] {
            let (window, controller) = makeWindow()
            window.makeKeyAndVisible()
            let row = DottedRow()
            row.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(row)
            let width = row.widthAnchor.constraint(equalToConstant: 200)
            NSLayoutConstraint.activate([
                width, row.heightAnchor.constraint(equalToConstant: 40),
                row.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                row.topAnchor.constraint(equalTo: controller.view.topAnchor),
            ])
            window.layoutIfNeeded()
            #expect(row.dot.frame.minX == 180)

            UIView.animate(withDuration: 0.3) {
                width.constant = 300
                if laysOutInBlock { window.layoutIfNeeded() }
            }
            #expect(row.frame.width == 300, "layout in the block: \(laysOutInBlock)")
            #expect(row.dot.frame.minX == 280, "layout in the block: \(laysOutInBlock)")
            window.root.advanceTransition(to: .infinity)
            #expect(row.dot.backing.layoutFrame.minX == 280, "layout in the block: \(laysOutInBlock)")
        }
    }

    /// An animation started from a layout callback joins the layout's and does not lay out
    /// again (it recursed until the stack ran out); each callback runs once per pass.
    @Test func anAnimationFromALayoutCallbackDoesNotRecurse() {
        final class Fading: UIViewController {
            let badge = UIView()
            var passes = 0
            override func viewDidLoad() { view.addSubview(badge) }
            override func viewDidLayoutSubviews() {
                passes += 1
                UIView.animate(withDuration: 0.2) { self.badge.alpha = self.badge.alpha == 1 ? 0.5 : 1 }
            }
        }
        UIApplication.current = UIApplication()
        defer { UIApplication.current = nil }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let controller = Fading()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.passes == 1)
        controller.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(controller.passes == 2)
    }

    /// Accessibility properties are kept and read back; labels and buttons describe themselves,
    /// and a subclass's override is what is read.
    @Test func accessibilityPropertiesAreKeptWithUIKitsDefaults() {
        let plain = UIView()
        #expect(!plain.isAccessibilityElement && plain.accessibilityLabel == nil && plain.accessibilityTraits == .none)
        plain.accessibilityIdentifier = "card"
        plain.isAccessibilityElement = true
        plain.accessibilityTraits = [.header, .selected]
        plain.accessibilityHint = "Opens the card"
        #expect(plain.accessibilityIdentifier == "card" && plain.isAccessibilityElement)
        #expect(plain.accessibilityTraits == [.header, .selected] && plain.accessibilityHint == "Opens the card")

        let label = UILabel()
        label.text = "Total"
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Total")
        #expect(label.accessibilityTraits == .staticText)
        label.accessibilityLabel = "Sum"
        #expect(label.accessibilityLabel == "Sum")

        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        #expect(button.accessibilityLabel == "Send" && button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])

        final class Badge: UIView {
            override var accessibilityLabel: String? {
                get { "3 new" }
                set {}
            }
        }
        #expect(Badge().accessibilityLabel == "3 new")
    }

    @Test func hitTestingFollowsUIKitRules() {
        let (window, controller) = makeWindow()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(back)
        controller.view.addSubview(front)
        window.layoutIfNeeded()

        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === front)
        front.alpha = 0.005
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        front.alpha = 1
        front.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        back.isHidden = true
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === controller.view)
        #expect(UILabel().isUserInteractionEnabled == false)
    }

    @Test func theResponderChainRunsViewSuperviewControllerWindow() {
        let (window, controller) = makeWindow()
        let child = UIView()
        controller.view.addSubview(child)

        #expect(child.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        #expect(child.window === window)
    }

    @Test func viewWithTagSearchesItselfFirstThenDepthFirst() {
        let root = UIView()
        let a = UIView()
        let b = UIView()
        a.tag = 7
        b.tag = 7
        root.addSubview(a)
        a.addSubview(b)
        #expect(root.viewWithTag(7) === a)
        #expect(b.viewWithTag(7) === b)
        #expect(root.viewWithTag(8) == nil)
    }

    @Test func layerStylingReachesTheDrawnView() {
        let view = UIView()
        view.layer.cornerRadius = 8
        view.layer.borderWidth = 2
        view.layer.borderColor = UIColor.systemRed.cgColor
        view.layer.masksToBounds = true
        #expect(view.backing.cornerRadius == 8)
        #expect(view.backing.borderWidth == 2)
        #expect(view.backing.borderColor == UIColor.systemRed.color)
        #expect(view.clipsToBounds)
    }

    @Test func systemColoursHaveUIKitsValues() {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        #expect(UIColor.systemBlue.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue, alpha].map { Int(($0 * 255).rounded()) } == [0, 122, 255, 255])
        #expect(UIColor(white: 0.5, alpha: 1) == UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(UIFont.boldSystemFont(ofSize: 18).pointSize == 18)
        let wrapped = UIColor(hue: -0.25, saturation: 1, brightness: 1, alpha: 1)
        #expect(wrapped == UIColor(hue: 0.75, saturation: 1, brightness: 1, alpha: 1))
        #expect(UIEvent.EventType.scroll.rawValue == 10 && UIEvent.EventType.transform.rawValue == 14)
    }

    @Test func insertingAboveOrBelowASiblingCountsWithoutTheMovedView() {
        let root = UIView()
        let (a, b, c) = (UIView(), UIView(), UIView())
        for view in [a, b, c] { root.addSubview(view) }
        root.insertSubview(a, aboveSubview: b)
        #expect(root.subviews == [b, a, c])
        root.insertSubview(c, belowSubview: b)
        #expect(root.subviews == [c, b, a])
        root.insertSubview(c, belowSubview: a)  // c moves forwards past b
        #expect(root.subviews == [b, c, a])
        #expect(a.backing.superview?.subviews.map { $0 === a.backing } == [false, false, true])
    }
}

@MainActor
@Suite("CGAffineTransform")
struct AffineTransformTests {
    @Test func scalingTranslatingAndRotatingFollowCoreGraphics() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let turned = CGPoint(x: 1, y: 0).applying(quarter)
        #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12)
        #expect(t.concatenating(t.inverted()).isIdentity)
        #expect(CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(scaleX: 3, y: 3)).width == 6)
    }

    @Test func aViewsTransformReachesItsBacking() {
        let view = UIView()
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(view.backing.transform.a == 0.5)
        #expect(view.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        view.transform = .identity
        #expect(view.backing.transform.isIdentity)
    }
}

@MainActor
@Suite("Image views")
struct ImageViewTests {
    @Test func anImageViewMadeWithAnImageShowsItAtItsSize() {
        let image = UIImage(Rendering.Image(size: Geometry.Size(width: 10, height: 20), storage: [1] as AnyObject))
        let view = UIImageView(image: image)
        #expect(view.frame.size == CGSize(width: 10, height: 20))
        #expect(view.intrinsicContentSize == CGSize(width: 10, height: 20))
        #expect((view.backing as? ImageView)?.image != nil)
        view.contentMode = .scaleAspectFill
        #expect((view.backing as? ImageView)?.contentMode == .scaleAspectFill)
        #expect(!view.isUserInteractionEnabled)
    }
}

@MainActor
@Suite("Overrides the engine asks for")
struct LayoutOverrideTests {
    /// A label with padding, as iOS apps write them.
    final class PaddedLabel: UILabel {
        override var intrinsicContentSize: CGSize {
            let size = super.intrinsicContentSize
            return CGSize(width: size.width + 20, height: size.height + 10)
        }
    }

    /// A view that sets its constraints up in `updateConstraints`, once.
    final class SelfPinningView: UIView {
        var updates = 0
        override func updateConstraints() {
            if updates == 0 {
                translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    widthAnchor.constraint(equalToConstant: 77), heightAnchor.constraint(equalToConstant: 33),
                    leadingAnchor.constraint(equalTo: superview!.leadingAnchor, constant: 5),
                    topAnchor.constraint(equalTo: superview!.topAnchor, constant: 6),
                ])
            }
            updates += 1
            super.updateConstraints()
        }
    }

    @Test func aLabelSubclassIsSizedByItsOwnIntrinsicSize() {
        let (window, controller) = makeWindow()
        let plain = UILabel()
        let padded = PaddedLabel()
        for label in [plain, padded] {
            label.text = "Padded"
            label.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(label)
            label.topAnchor.constraint(equalTo: controller.view.topAnchor).isActive = true
        }
        window.layoutIfNeeded()
        #expect(padded.frame.width == plain.frame.width + 20)
        #expect(padded.frame.height == plain.frame.height + 10)
    }

    @Test func updateConstraintsRunsOnceAViewIsInAHierarchyAndOnRequest() {
        let (window, controller) = makeWindow()
        let view = SelfPinningView()
        controller.view.addSubview(view)
        window.layoutIfNeeded()
        #expect(view.updates == 1)
        #expect(view.frame == CGRect(x: 5, y: 6, width: 77, height: 33))
        view.setNeedsUpdateConstraints()
        window.layoutIfNeeded()
        #expect(view.updates == 2)
    }
}
