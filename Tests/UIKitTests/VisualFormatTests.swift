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

    private func parse(_ format: String, metrics: [String: Double] = [:], views: Set<String> = [])
        throws(VisualFormat.ParseError) -> VisualFormat
    {
        try VisualFormat(parsing: format, metric: { metrics[$0] }, isView: { views.contains($0) })
    }

    @Test func aFormatParsesIntoViewsAndConnections() throws {
        let parsed = try parse("H:|-[a]-20-[b(>=50@750,==a)]->=gap@p-|", metrics: ["gap": 12, "p": 500], views: ["a"])
        #expect(parsed.orientation == .horizontal)
        #expect(parsed.leadingEdge == VisualFormat.SuperviewEdge(connection: .standard, position: 2))
        #expect(parsed.views.map(\.name) == ["a", "b"])
        #expect(parsed.connections == [.predicates([VisualFormat.Predicate(object: .constant(20))])])
        #expect(
            parsed.views[1].predicates == [
                VisualFormat.Predicate(relation: .greaterThanOrEqual, object: .constant(50), priority: 750),
                VisualFormat.Predicate(object: .view(name: "a", end: 26)),
            ])
        #expect(
            parsed.trailingEdge?.connection
                == .predicates([
                    VisualFormat.Predicate(relation: .greaterThanOrEqual, object: .constant(12), priority: 500)
                ]))
        let vertical = try parse("V:[top][bottom]-(-5.5,<=1e2)-|")
        #expect(vertical.orientation == .vertical)
        #expect(vertical.connections == [.flush])
        #expect(vertical.leadingEdge == nil)
        #expect(
            vertical.trailingEdge?.connection
                == .predicates([
                    VisualFormat.Predicate(object: .constant(-5.5)),
                    VisualFormat.Predicate(relation: .lessThanOrEqual, object: .constant(100)),
                ]))
    }

    /// Each mistake is reported with UIKit's wording and a caret where reading stopped.
    @Test func aBadFormatSaysWhatAndWhere() {
        func failure(_ format: String) -> VisualFormat.ParseError? {
            do throws(VisualFormat.ParseError) {
                _ = try parse(format, metrics: ["m": 4], views: ["a", "b"])
                return nil
            } catch {
                return error
            }
        }
        func reason(_ format: String) -> String? { failure(format)?.reason }
        #expect(
            failure("H:|-[a")
                == VisualFormat.ParseError(
                    reason: "Expected a ']' here. That is how you give the end of a view.", format: "H:|-[a",
                    position: 6))
        #expect(reason("") == "It's an empty string.")
        #expect(reason("[a]-[é]") == "It contains non-ASCII characters.")
        #expect(reason(" V:[a]") == "Expected a view", "no spaces, as UIKit reads it")
        #expect(reason("V:[a] [b]") == "Expected a view or '|'")
        #expect(reason("V[a]") == "Expected ':' after 'V' to specify vertical arrangement")
        #expect(reason("|") == "Expected a connection after the '|' character")
        #expect(reason("[a]-10[b]") == "Expected a '-' here")
        #expect(failure("[a]-10[b]")?.position == 6)
        #expect(reason("[a]-10,20-[b]")?.hasPrefix("Expected a '-' here. To specify a list of constraints") == true)
        #expect(reason("[a]--5-[b]")?.hasPrefix("Cannot tell if this - is a minus sign") == true)
        #expect(reason("[a]-+5-[b]") == "Expected a number or a metric here")
        #expect(reason("[a(>=b)]") == nil, "a view's size may be compared with another's")
        #expect(reason("[a]-(==b)-[b]")?.hasPrefix("It's not possible to set a space equal to the width") == true)
        #expect(
            failure("[a]-(==nope)-[b]")
                == VisualFormat.ParseError(
                    reason: "Encountered metric with name \"nope\", but value was not specified in metrics or views "
                        + "dictionaries", format: "[a]-(==nope)-[b]", position: 11))
        #expect(reason("[a]-(=5)-[b]") == "Unknown relation. Must be ==, >=, or <=")
        #expect(reason("[a]-(5-[b]")?.hasPrefix("Expected a ')' at the end of a constraint modifier") == true)
        #expect(reason("[a(5]") == "A predicate on a view's thickness must end with ')' and the view must end with ']'")
        #expect(reason("[]")?.hasPrefix("Expected a view. View names must start with a letter") == true)
        #expect(
            reason("[a(10@2000)]")
                == "Invalid priority specified: 2000. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
        )
        #expect(reason("[a(10@0)]") == "Invalid priority specified: 0. Priority must be greater than 0")
        #expect(reason("[a]|[b]") == "Expected the end of the format string")
        #expect(
            failure("[a(m)")?.description
                == "Unable to parse constraint format: \nExpected ']' after specifying thickness. \n[a(m) \n     ^")
    }

    /// `|-` and `-|` reach the superview's margins, a bare `-` between siblings is 8 points,
    /// a number is that many points from the edge, and a view's predicate sizes it.
    @Test func standardSpacesAndNumbersPlaceTheViews() {
        let scene = Scene(["a", "b"])
        scene.apply(["H:|-[a]-[b(==a)]-|", "V:|-20-[a(30)]", "V:[b(h)]-5-|"], metrics: ["h": 40])
        #expect(scene.frame("a") == CGRect(x: 10, y: 20, width: 136, height: 30))
        #expect(scene.frame("b") == CGRect(x: 154, y: 55, width: 136, height: 40))
        let tall = Scene(["a"])
        tall.apply(["V:|-[a]-|", "H:|[a]|"])
        #expect(tall.frame("a") == CGRect(x: 0, y: 10, width: 300, height: 80), "the top and bottom margins")
    }

    /// Flush views touch, `|` with nothing between is the superview's edge itself, and metrics
    /// may be any number type.
    @Test func flushViewsAndMetricsOfEveryNumberType() {
        let scene = Scene(["a", "b", "c"])
        scene.apply(
            ["H:|[a][b(w)][c(==w2)]|", "V:|-top-[a(h)]", "V:|[b(h)]", "V:|[c(==h@999)]"],
            metrics: ["w": Int32(60), "w2": CGFloat(40.5), "top": NSNumber(value: 7), "h": Float(10)])
        #expect(scene.frame("a") == CGRect(x: 0, y: 7, width: 199.5, height: 10))
        #expect(scene.frame("b") == CGRect(x: 199.5, y: 0, width: 60, height: 10))
        #expect(scene.frame("c") == CGRect(x: 259.5, y: 0, width: 40.5, height: 10))
    }

    /// In UIKit's order (the leading edge, each view's sizes and the space after it, the
    /// trailing edge, the alignments), each space reads `later edge = earlier edge + space`,
    /// and a space to the superview's margin relates to its margins guide.
    @Test func theConstraintsReadAsUIKitWritesThem() throws {
        let scene = Scene(["a", "b"])
        let (a, b, margins) = (scene.views["a"]!, scene.views["b"]!, scene.container.layoutMarginsGuide)
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-[a(<=50@250)]-(>=30@750)-[b(20)]-|", options: .alignAllCenterX, metrics: nil,
            views: scene.views)
        #expect(made.count == 6)
        #expect(made.allSatisfy { !$0.isActive })
        let top = made[0]
        #expect(top.firstItem === a && top.firstAttribute == .top && top.secondItem === margins)
        #expect(top.secondAttribute == .top && top.constant == 0 && top.relation == .equal)
        let size = made[1]
        #expect(size.firstItem === a && size.firstAttribute == .height && size.secondItem == nil)
        #expect(size.relation == .lessThanOrEqual && size.constant == 50 && size.priority.rawValue == 250)
        let space = made[2]
        #expect(space.firstItem === b && space.firstAttribute == .top)
        #expect(space.secondItem === a && space.secondAttribute == .bottom)
        #expect(space.relation == .greaterThanOrEqual && space.constant == 30 && space.priority.rawValue == 750)
        #expect(made[3].firstItem === b && made[3].firstAttribute == .height && made[3].constant == 20)
        let bottom = made[4]
        #expect(bottom.firstItem === margins && bottom.firstAttribute == .bottom)
        #expect(bottom.secondItem === b && bottom.secondAttribute == .bottom && bottom.constant == 0)
        let aligned = made[5]
        #expect(aligned.firstItem === a && aligned.secondItem === b && aligned.firstAttribute == .centerX)
    }

    /// Alignment options align each view with the next across the axis; left to right and
    /// right to left ignore the layout direction, the latter laying the first view rightmost.
    @Test func optionsAlignAndSetTheDirection() throws {
        let scene = Scene(["a", "b"])
        scene.apply(["H:|-[a(50)]-10-[b]-|"], options: [.alignAllCenterY, .alignAllTop, .directionRightToLeft])
        scene.apply(["V:|[a(20)]"])
        #expect(scene.frame("a") == CGRect(x: 240, y: 0, width: 50, height: 20), "from the right margin")
        #expect(
            scene.frame("b") == CGRect(x: 10, y: 0, width: 220, height: 20),
            "10 points left of the first, to the left margin; top and centre aligned, so as high")

        let ordered = Scene(["a", "b"])
        ordered.apply(["H:|-5-[a(50)][b(20)]", "V:|[a(10)][b(10)]"], options: .directionLeftToRight)
        #expect(ordered.frame("b").minX == 55)
        let stacked = Scene(["a", "b"])
        stacked.apply(["V:|[a(10)]-[b(10)]"], options: .alignAllLeading)
        stacked.apply(["H:|-3-[a(10)]", "H:[b(10)]"])
        #expect(stacked.frame("b") == CGRect(x: 3, y: 18, width: 10, height: 10))
    }

    /// Baseline spacing runs between baselines, the superview's edges too, in vertical formats.
    @Test func baselineSpacingMeasuresBaselines() throws {
        let holder = UIView()
        let labels = ["top": UILabel(), "bottom": UILabel()]
        for label in labels.values { holder.addSubview(label) }
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-[top]-12-[bottom]-|", options: .spacingBaselineToBaseline, metrics: nil,
            views: labels)
        #expect(made.map(\.firstAttribute) == [.firstBaseline, .firstBaseline, .bottom])
        #expect(made.map(\.secondAttribute) == [.top, .lastBaseline, .lastBaseline])
    }

    /// Mistakes that need the views or the options, each where UIKit reports it.
    @Test func mistakesAboutTheViewsAndOptionsAreReported() {
        let scene = Scene(["a", "b"])
        func failure(
            _ format: String, options: NSLayoutConstraint.FormatOptions = [], views: [String: Any]? = nil
        ) -> VisualFormat.ParseError? {
            do throws(VisualFormat.ParseError) {
                _ = try NSLayoutConstraint.makeConstraints(
                    withVisualFormat: format, options: options, metrics: nil, views: views ?? scene.views)
                return nil
            } catch {
                return error
            }
        }
        #expect(failure("H:[a]-[ghost]")?.reason == "ghost is not a key in the views dictionary.")
        #expect(failure("H:[a]-[ghost]")?.position == 12)
        #expect(
            failure("H:[a]", views: ["a": "a string"])?.reason
                == "a is not a view or a layout guide in the views dictionary.")
        let loose = failure("[loose]-|", views: ["loose": UIView()])
        #expect(loose?.reason == "Unable to interpret '|' character, because the related view doesn't have a superview")
        #expect(loose?.position == 7)
        let aligned = failure("V:[a][b]", options: .alignAllTop)
        #expect(
            aligned?.reason
                == "Options mask required views to be aligned on a vertical edge, which is not allowed for layout "
                + "that is also vertical.")
        #expect(aligned?.position == 8)
        #expect(failure("V:|-[a]-|", options: .alignAllTop) == nil, "one view: nothing to align")
        #expect(
            failure("H:[a]-[b]", options: .spacingBaselineToBaseline)?.reason
                == "BaselineToBaseline format option not valid for horizontal layout")
        let guide = UILayoutGuide()
        scene.container.addLayoutGuide(guide)
        #expect(failure("H:|-[g]-|", views: ["g": guide]) == nil, "a layout guide's superview is its owning view")
    }
}
