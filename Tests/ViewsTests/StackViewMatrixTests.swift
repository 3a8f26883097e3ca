import Geometry
import Layout
import TestSupport
import Testing

@testable import Views

/// Every axis × distribution × alignment on three fixed-size views, against frames computed by
/// hand. Items (along × across, first baseline from the top): A 40×20 @15, B 60×30 @24,
/// C 80×10 @8. The stack is 300 long along its axis, spacing 10, and free across it.
@MainActor
@Suite("Stack view matrix")
struct StackViewMatrixTests {
    struct Expected {
        /// Along the axis: (position, length) of A, B, C.
        var along: [(Double, Double)]
        /// Across the axis: (position, length) of A, B, C; nil where UIKit leaves it undefined.
        var across: [(Double, Double)]?
        /// The stack's own length across the axis.
        var stackAcross: Double
    }

    nonisolated static let along = [40.0, 60, 80]
    static let across = [20.0, 30, 10]
    static let baselines = [15.0, 24, 8]

    /// Hand-computed along-axis frames (length 300, spacing 10, intrinsic sum 180).
    static func expectedAlong(_ distribution: StackView.Distribution) -> [(Double, Double)] {
        switch distribution {
        case .fill:
            // Later items absorb the extra 100 (UIKit breaks hugging ties towards the last view).
            return [(0, 40), (50, 60), (120, 180)]
        case .fillEqually:
            let each = 280.0 / 3
            return [(0, each), (each + 10, each), (2 * each + 20, each)]
        case .fillProportionally:
            // 280 points split 40:60:80 (spacing taken out first; UIKit's bug not copied).
            let a = 280.0 * 40 / 180
            let b = 280.0 * 60 / 180
            let c = 280.0 * 80 / 180
            return [(0, a), (a + 10, b), (a + b + 20, c)]
        case .equalSpacing:
            // Intrinsic lengths, two equal gaps of (300 − 180) / 2.
            return [(0, 40), (100, 60), (220, 80)]
        case .equalCentering:
            // A and C at the ends; B centred halfway between their centres (20 and 260).
            return [(0, 40), (110, 60), (220, 80)]
        }
    }

    /// Hand-computed across-axis frames with the stack free to take its natural size.
    static func expectedAcross(_ alignment: StackView.Alignment, axis: Axis) -> ([(Double, Double)]?, Double) {
        switch alignment {
        case .fill: return ([(0, 30), (0, 30), (0, 30)], 30)  // stretched to the largest
        case .leading: return ([(0, 20), (0, 30), (0, 10)], 30)
        case .center: return ([(5, 20), (0, 30), (10, 10)], 30)
        case .trailing: return ([(10, 20), (0, 30), (20, 10)], 30)
        case .firstBaseline, .lastBaseline:
            guard axis == .horizontal else { return (nil, 30) }  // undefined by UIKit on a vertical stack
            // Baselines at 24 (B's top at 0); the last-baseline canvas only holds item 0's bottom.
            return ([(9, 20), (0, 30), (16, 10)], alignment == .firstBaseline ? 30 : 29)
        }
    }

    nonisolated static let cases: [(Axis, StackView.Distribution, StackView.Alignment)] = Axis.allCases.flatMap {
        axis in
        StackView.Distribution.allCases.flatMap { distribution in
            StackView.Alignment.allCases.map { (axis, distribution, $0) }
        }
    }

    /// `items` in a stack along `axis`, spacing 10, `length` points long and free across, at
    /// the top left of a new 400 × 600 window whose layout log goes to `log`.
    static func stack(
        of items: [View], axis: Axis, length: Double, log: @escaping (String) -> Void = { _ in }
    ) -> (stack: StackView, window: Window) {
        let stack = StackView(arrangedSubviews: items)
        stack.axis = axis
        stack.spacing = 10
        let window = Window(size: Size(width: 400, height: 600))
        window.layoutEngine.log = log
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: window.leftAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            (axis == .horizontal ? stack.widthAnchor : stack.heightAnchor).constraint(equalToConstant: length),
        ])
        return (stack, window)
    }

    @Test(arguments: cases)
    func framesMatchTheHandComputedOnes(
        axis: Axis, distribution: StackView.Distribution, alignment: StackView.Alignment
    ) {
        let items = (0..<3).map { index in
            let view = TestView(
                ["A", "B", "C"][index],
                width: axis == .horizontal ? Self.along[index] : Self.across[index],
                height: axis == .horizontal ? Self.across[index] : Self.along[index])
            view.baseline = Self.baselines[index]
            return view
        }
        var log: [String] = []
        let (stack, window) = Self.stack(of: items, axis: axis, length: 300) { log.append($0) }
        stack.distribution = distribution
        stack.alignment = alignment

        window.layout()

        let context = "\(axis) \(distribution) \(alignment)"
        let (expectedAcross, stackAcross) = Self.expectedAcross(alignment, axis: axis)
        for (index, item) in items.enumerated() {
            let frame = item.frame
            let (alongPosition, alongLength) = Self.expectedAlong(distribution)[index]
            let actualAlong = axis == .horizontal ? (frame.minX, frame.width) : (frame.minY, frame.height)
            let actualAcross = axis == .horizontal ? (frame.minY, frame.height) : (frame.minX, frame.width)
            #expect(
                abs(actualAlong.0 - alongPosition) < 1e-6 && abs(actualAlong.1 - alongLength) < 1e-6,
                "\(context) \(item.id!) along \(actualAlong) ≠ \((alongPosition, alongLength))")
            if let expectedAcross {
                let (position, length) = expectedAcross[index]
                #expect(
                    abs(actualAcross.0 - position) < 1e-6 && abs(actualAcross.1 - length) < 1e-6,
                    "\(context) \(item.id!) across \(actualAcross) ≠ \((position, length))")
            } else {
                // Sizes are still intrinsic, and the item lies inside the stack.
                #expect(abs(actualAcross.1 - Self.across[index]) < 1e-6, "\(context) \(item.id!) \(frame)")
                #expect(actualAcross.0 >= -1e-6 && actualAcross.0 + actualAcross.1 <= stackAcross + 1e-6)
            }
        }
        let stackFrame = stack.frame
        #expect(
            abs((axis == .horizontal ? stackFrame.height : stackFrame.width) - stackAcross) < 1e-6,
            "\(context) stack \(stackFrame)")
        #expect(log.isEmpty, "\(context): \(log)")
    }

    /// With `.fill`, too little room is taken from the last item first, as extra room is given
    /// to it (the fill order rides on the items' content-size constraints), whichever the axis.
    @Test(arguments: Axis.allCases)
    func aStackTooShortCompressesTheLastItemFirst(axis: Axis) {
        let items = (0..<3).map { index in
            TestView(
                ["A", "B", "C"][index], width: Self.along[index], height: Self.along[index])
        }
        let (stack, window) = Self.stack(of: items, axis: axis, length: 150)

        window.layout()

        // 150 − 20 of spacing leaves 130 for 40 + 60 + 80: C gives up 50, A and B keep theirs.
        let lengths = items.map { axis == .horizontal ? $0.frame.width : $0.frame.height }
        #expect(lengths == [40, 60, 30], "\(axis)")
        #expect(items.map(\.fillOrderPriority) == (0..<3).map { StackPriority.fillOrder($0) })
        stack.distribution = .fillEqually
        #expect(items.allSatisfy { $0.fillOrderPriority == nil })
    }

    /// The fill order belongs to the stack that arranges a view: a view moved to another
    /// stack takes that stack's order, and one moved anywhere else has none.
    @Test func aViewMovedBetweenStacksTakesTheNewStacksFillOrder() {
        let moved = TestView("moved", width: 10, height: 10)
        let a = StackView(arrangedSubviews: [moved])
        let b = StackView(arrangedSubviews: [TestView("b0", width: 10, height: 10)])
        #expect(moved.fillOrderPriority == StackPriority.fillOrder(0))

        b.addArrangedSubview(moved)

        #expect(moved.fillOrderPriority == StackPriority.fillOrder(1))
        #expect(a.arrangedSubviews.isEmpty && b.arrangedSubviews.count == 2)
        let plain = View(id: "plain")
        plain.addSubview(moved)
        #expect(moved.fillOrderPriority == nil)
    }
}
