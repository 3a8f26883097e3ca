import Foundation
import Testing

@testable import UIKit

/// The visual format language: what a format parses to, the constraints it makes, and where
/// a bad format is reported.
@MainActor
@Suite("Visual format")
struct VisualFormatTests {
    /// A 300 × 100 container at (0, 0) in a window, margins 10 on every side, with `names`
    /// as subviews laid out by constraints only.
    @MainActor
    final class Scene {
        let window: UIWindow
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        var views: [String: UIView] = [:]

        init(_ names: [String]) {
            (window, _) = makeWindow()
            window.rootViewController?.view.addSubview(container)
            container.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            for name in names {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
                views[name] = view
            }
        }

        /// Activates the constraints of each format and lays the window out.
        func apply(
            _ formats: [String], options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil
        ) {
            for format in formats {
                NSLayoutConstraint.activate(
                    NSLayoutConstraint.constraints(
                        withVisualFormat: format, options: options, metrics: metrics, views: views))
            }
            window.layoutIfNeeded()
        }

        func frame(_ name: String) -> CGRect { views[name]!.frame }
    }

    private func parse(_ format: String, metrics: [String: Double] = [:]) throws(VisualFormat.ParseError)
        -> VisualFormat
    {
        try VisualFormat(parsing: format) { metrics[$0] }
    }

    @Test func aFormatParsesIntoViewsAndConnections() throws {
        let parsed = try parse("H:|-[a]-20-[b(>=50@750,==a)]-(>=gap)-|", metrics: ["gap": 12])
        #expect(parsed.orientation == .horizontal)
        #expect(parsed.leadingEdge == .standard)
        #expect(parsed.views.map(\.name) == ["a", "b"])
        #expect(parsed.connections == [.predicates([VisualFormat.Predicate(object: .constant(20))])])
        #expect(
            parsed.views[1].predicates == [
                VisualFormat.Predicate(relation: .greaterThanOrEqual, object: .constant(50), priority: 750),
                VisualFormat.Predicate(object: .view(name: "a", position: 25)),
            ])
        #expect(
            parsed.trailingEdge
                == .predicates([VisualFormat.Predicate(relation: .greaterThanOrEqual, object: .constant(12))]))
        let vertical = try parse(" V : [ top ] [ bottom ] ")
        #expect(vertical.orientation == .vertical)
        #expect(vertical.connections == [.flush])
        #expect(vertical.leadingEdge == nil && vertical.trailingEdge == nil)
    }

    /// Each mistake is reported with UIKit's wording and a caret under where reading stopped.
    @Test func aBadFormatSaysWhatAndWhere() {
        func failure(_ format: String) -> VisualFormat.ParseError? {
            do throws(VisualFormat.ParseError) {
                _ = try parse(format, metrics: ["m": 4])
                return nil
            } catch {
                return error
            }
        }
        #expect(
            failure("H:|-[a")
                == VisualFormat.ParseError(
                    reason: "Expected a ']' here. That is how you give the end of a view.", format: "H:|-[a",
                    position: 6))
        #expect(failure("[a]-10[b]")?.reason == "Expected a '-' here")
        #expect(failure("[a]-10[b]")?.position == 6)
        #expect(failure("[a(>=nope)]")?.reason == nil, "a name in a view's predicate may be a view")
        #expect(failure("[a]-(==nope)-[b]")?.reason == "nope is not a key in the metrics dictionary.")
        #expect(failure("[a]-(==nope)-[b]")?.position == 7)
        #expect(failure("|-[]")?.reason == "Expected a view")
        #expect(failure("[a(10@2000)]")?.reason == "A priority must be between 1 and 1000")
        #expect(failure("[a]|[b]")?.reason == "Expected the end of the format")
        #expect(
            failure("[a(x)")?.description
                == "Unable to parse constraint format: \nExpected a ']' here. That is how you give the end of a view. \n[a(x) \n     ^"
        )
    }

    /// `|-` and `-|` reach the superview's margins, a bare `-` between siblings is 8 points,
    /// a number is that many points from the edge, and a view's predicate sizes it.
    @Test func standardSpacesAndNumbersPlaceTheViews() {
        let scene = Scene(["a", "b"])
        scene.apply(["H:|-[a]-[b(==a)]-|", "V:|-20-[a(30)]", "V:[b(h)]-5-|"], metrics: ["h": 40])
        #expect(scene.frame("a") == CGRect(x: 10, y: 20, width: 136, height: 30))
        #expect(scene.frame("b") == CGRect(x: 154, y: 55, width: 136, height: 40))
    }

    /// Flush views touch, `|` with nothing between is the superview's edge itself, and metrics
    /// may be any number type.
    @Test func flushViewsAndMetricsOfEveryNumberType() {
        let scene = Scene(["a", "b", "c"])
        scene.apply(
            ["H:|[a][b(w)][c(==w2)]|", "V:|-top-[a(h)]", "V:|[b(h)]", "V:|[c(h)]"],
            metrics: ["w": 60, "w2": CGFloat(40.5), "top": NSNumber(value: 7), "h": Float(10)])
        #expect(scene.frame("a") == CGRect(x: 0, y: 7, width: 199.5, height: 10))
        #expect(scene.frame("b") == CGRect(x: 199.5, y: 0, width: 60, height: 10))
        #expect(scene.frame("c") == CGRect(x: 259.5, y: 0, width: 40.5, height: 10))
    }

    /// A space's constraint reads `later edge = earlier edge + space`, with the predicate's
    /// relation and priority; a size predicate constrains the view alone.
    @Test func theConstraintsReadAsUIKitWritesThem() throws {
        let scene = Scene(["a", "b"])
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "[a(<=50@250)]-(>=30@750)-[b]-|", metrics: nil, views: scene.views)
        #expect(made.count == 3)
        let size = made[0]
        #expect(size.firstItem === scene.views["a"] && size.firstAttribute == .width && size.secondItem == nil)
        #expect(size.relation == .lessThanOrEqual && size.constant == 50 && size.priority.rawValue == 250)
        let space = made[1]
        #expect(space.firstItem === scene.views["b"] && space.firstAttribute == .leading)
        #expect(space.secondItem === scene.views["a"] && space.secondAttribute == .trailing)
        #expect(space.relation == .greaterThanOrEqual && space.constant == 30 && space.priority.rawValue == 750)
        let edge = made[2]
        #expect(edge.firstItem === scene.container && edge.firstAttribute == .trailing, "its margins' trailing edge")
        #expect(edge.secondItem === scene.views["b"] && edge.secondAttribute == .trailing && edge.constant == 0)
        #expect(made.allSatisfy { !$0.isActive })
    }

    /// Alignment options align every view across the axis; right to left lays the first view
    /// rightmost; baseline spacing runs between baselines.
    @Test func optionsAlignAndReverseAndMeasureBaselines() throws {
        let scene = Scene(["a", "b"])
        scene.apply(["H:|-10-[a(50)]-10-[b(60)]"], options: [.alignAllCenterY, .directionRightToLeft])
        scene.apply(["V:|[a(20)]", "V:[b(40)]"])
        #expect(scene.frame("a") == CGRect(x: 240, y: 0, width: 50, height: 20))
        #expect(scene.frame("b") == CGRect(x: 170, y: -10, width: 60, height: 40))

        let labels = ["top": UILabel(), "bottom": UILabel()]
        let baselines = NSLayoutConstraint.constraints(
            withVisualFormat: "V:[top]-12-[bottom]", options: .spacingBaselineToBaseline, metrics: nil, views: labels)
        #expect(baselines.map(\.firstAttribute) == [.firstBaseline])
        #expect(baselines.map(\.secondAttribute) == [.lastBaseline])
    }

    /// Mistakes that need the views: an unknown name, a `|` beside a view with no superview,
    /// and an alignment along the format's own axis.
    @Test func mistakesAboutTheViewsAreReported() {
        let scene = Scene(["a"])
        func reason(_ format: String, options: NSLayoutConstraint.FormatOptions = [], views: [String: Any]? = nil)
            -> String?
        {
            do throws(VisualFormat.ParseError) {
                _ = try NSLayoutConstraint.makeConstraints(
                    withVisualFormat: format, options: options, metrics: nil, views: views ?? scene.views)
                return nil
            } catch {
                return error.reason
            }
        }
        #expect(reason("H:[a]-[ghost]") == "ghost is not a key in the views dictionary.")
        #expect(reason("H:[a]", views: ["a": "a string"]) == "a is not a view in the views dictionary.")
        #expect(
            reason("|[loose]", views: ["loose": UIView()])
                == "Unable to interpret '|' character, because the related view doesn't have a superview")
        #expect(
            reason("V:[a]", options: .alignAllTop)
                == "Options mask required views to be aligned on a vertical edge, which is not allowed for layout "
                + "that is also vertical.")
        #expect(reason("H:|-[a]-|") == nil)
    }
}
