import Geometry
import Testing
import Views

@testable import UIKit

// Nested in the presentation suite, which runs its tests one at a time: the pages appear in the
// application's window.
extension PresentationTests {
    @MainActor
    @Suite("UIPageViewController")
    struct UIPageViewControllerTests {
        /// Three pages from a data source that counts them, and a delegate that records.
        @MainActor
        final class Pages: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
            let pages = (0..<3).map { _ in AppearanceRecorder() }
            var calls: [String] = []

            func name(_ controller: UIViewController?) -> String {
                controller.flatMap { page in pages.firstIndex { $0 === page } }.map { "p\($0)" } ?? "none"
            }

            func pageViewController(
                _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
            ) -> UIViewController? {
                guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
                return pages[index - 1]
            }
            func pageViewController(
                _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
            ) -> UIViewController? {
                guard let index = pages.firstIndex(where: { $0 === viewController }), index < pages.count - 1 else {
                    return nil
                }
                return pages[index + 1]
            }
            func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
            func presentationIndex(for pageViewController: UIPageViewController) -> Int {
                pages.firstIndex { $0 === pageViewController.viewControllers?.first } ?? 0
            }
            func pageViewController(
                _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
            ) {
                calls.append("will \(name(pendingViewControllers.first))")
            }
            func pageViewController(
                _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                previousViewControllers: [UIViewController], transitionCompleted completed: Bool
            ) {
                calls.append("did \(name(previousViewControllers.first)) \(completed)")
            }
        }

        /// A 300 × 400 screen showing a page view controller over its root, on the first page.
        @MainActor
        final class Scene {
            let screen = PresentationTests.Screen()
            let pages = Pages()
            let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            let pointer: Pointer

            init() {
                pointer = Pointer(screen.window)
                // Programmatic motions on the pointer's clock, which the test moves.
                controller.pager.scroll.clock = { [unowned pointer] in pointer.time }
                controller.dataSource = pages
                controller.delegate = pages
                controller.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
                screen.root.addChild(controller)
                controller.view.frame = screen.root.view.bounds
                screen.root.view.addSubview(controller.view)
                controller.didMove(toParent: screen.root)
                screen.window.layoutIfNeeded()
            }

            var shown: String { pages.name(controller.viewControllers?.first) }

            /// A drag across the pages, then the motion it leaves run to its end.
            func drag(by distance: CGFloat, holdBeforeRelease: Bool) {
                screen.window.layoutIfNeeded()
                pointer.down(150, 200)
                for step in 1...5 { pointer.move(150 + distance * CGFloat(step) / 5, 200) }
                if holdBeforeRelease {
                    pointer.wait(0.3)
                    pointer.move(150 + distance, 200)
                }
                pointer.up(150 + distance, 200)
                finishMotion()
            }

            func finishMotion() {
                // Twice: a motion may start another (a snap to the page).
                _ = controller.pager.advance(to: pointer.time + 5)
                _ = controller.pager.advance(to: pointer.time + 10)
                screen.window.layoutIfNeeded()
            }
        }

        /// The first page shows, a child of the page view controller, with the indicator's dots
        /// under it; its neighbour is asked for but not shown.
        @Test func theFirstPageShowsAsAChildWithTheDots() {
            let scene = Scene()
            let (controller, pages) = (scene.controller, scene.pages)
            #expect(scene.shown == "p0")
            #expect(controller.children.count == 1 && controller.children.first === pages.pages[0])
            #expect(pages.pages[0].view.window === scene.screen.window)
            #expect(pages.pages[1].viewIfLoaded?.window == nil)
            #expect(controller.pageIndicator.numberOfPages == 3 && controller.pageIndicator.currentPage == 0)
            #expect(!controller.pageIndicator.isHidden)
            #expect(pages.pages[0].view.frame.size == CGSize(width: 300, height: 400 - UIPageControl.height))
        }

        /// A drag past half a page turns it: the delegate hears the turn begin and complete, the
        /// old page leaves, the dots follow. A short drag comes back: the turn did not complete.
        /// Before the first page there is nothing to turn to.
        @Test func aDragTurnsThePageAndAShortOneComesBack() {
            let scene = Scene()
            let pages = scene.pages
            scene.drag(by: -200, holdBeforeRelease: true)
            #expect(scene.shown == "p1")
            #expect(pages.calls == ["will p1", "did p0 true"])
            #expect(pages.pages[2].viewIfLoaded?.window == nil, "only the page the drag goes to joins")
            #expect(scene.controller.pageIndicator.currentPage == 1)
            #expect(pages.pages[0].viewIfLoaded?.window == nil)
            #expect(pages.pages[1].calls.contains("willAppear"))
            #expect(scene.controller.children.count == 1)
            #expect(abs(pages.pages[1].view.convert(CGPoint.zero, to: nil).x) < 1e-6)

            scene.drag(by: -60, holdBeforeRelease: true)
            #expect(scene.shown == "p1")
            #expect(pages.calls.suffix(2) == ["will p2", "did p1 false"])
            #expect(scene.controller.pageIndicator.currentPage == 1)

            scene.drag(by: 200, holdBeforeRelease: true)
            scene.drag(by: 200, holdBeforeRelease: true)
            #expect(scene.shown == "p0")
            #expect(scene.controller.pageIndicator.currentPage == 0)
            #expect(abs(pages.pages[0].view.convert(CGPoint.zero, to: nil).x) < 1e-6)
        }

        /// An animated programmatic turn slides to the page and calls its completion; the
        /// delegate hears nothing of it, and the dots come from the data source.
        @Test func anAnimatedTurnSlidesToThePageAndCompletes() {
            let scene = Scene()
            let pages = scene.pages
            var finished: Bool?
            scene.controller.setViewControllers([pages.pages[2]], direction: .forward, animated: true) {
                finished = $0
            }
            scene.finishMotion()
            #expect(finished == true)
            #expect(scene.shown == "p2")
            #expect(pages.calls.isEmpty)
            #expect(scene.controller.pageIndicator.currentPage == 2)
            scene.controller.setViewControllers([pages.pages[0]], direction: .reverse, animated: false)
            #expect(scene.shown == "p0")
            #expect(scene.controller.children.count == 1)
            #expect(scene.controller.pageIndicator.currentPage == 0)

            // A turn interrupted by another ends at once, not finished; the second one wins.
            var first: Bool?
            scene.controller.setViewControllers([pages.pages[2]], direction: .forward, animated: true) { first = $0 }
            scene.controller.setViewControllers([pages.pages[1]], direction: .forward, animated: false)
            #expect(first == false)
            scene.finishMotion()
            #expect(scene.shown == "p1")
            #expect(scene.controller.children == [pages.pages[1]])
            #expect(abs(pages.pages[1].view.convert(CGPoint.zero, to: nil).x) < 1e-6)
        }

        /// A data source set after the first page gives its neighbours (and dots); none, and the
        /// user turns no page.
        @Test func theDataSourceCanComeLaterAndGo() {
            let scene = Scene()
            scene.controller.dataSource = nil
            scene.drag(by: -200, holdBeforeRelease: true)
            #expect(scene.shown == "p0")
            #expect(scene.controller.pageIndicator.isHidden)
            scene.controller.dataSource = scene.pages
            #expect(!scene.controller.pageIndicator.isHidden)
            scene.drag(by: -200, holdBeforeRelease: true)
            #expect(scene.shown == "p1")
        }

        /// The wheel turns a page per notch, to the side it scrolls.
        @Test func theWheelTurnsAPage() {
            let scene = Scene()
            // Shift and the wheel, as the shell reports them: a notch sideways.
            scene.pointer.dispatcher.handleScroll(
                ScrollEvent(
                    deltaX: 1, deltaY: 0, unit: .detents, location: Point(x: 150, y: 200), modifiers: [],
                    time: scene.pointer.time))
            scene.finishMotion()
            #expect(scene.shown == "p1")
            #expect(scene.pages.calls == ["will p1", "did p0 true"])
            #expect(scene.controller.pageIndicator.currentPage == 1)
        }
    }
}
