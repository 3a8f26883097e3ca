import Cassowary

/// The variables and constraints of the stack workloads: a vertical scroll view holding a stack of
/// `n` rows, built in a fixed order (`Scripts/kiwi_workloads.py` builds the same system in the same order).
struct StackSystem {
    static let frameWidth = 400.0
    static let frameHeight = 600.0
    static let spacing = 10.0

    let n: Int
    let frameWidth = Variable("frame.width"), frameHeight = Variable("frame.height")
    let contentLeft = Variable("content.left"), contentTop = Variable("content.top")
    let contentWidth = Variable("content.width"), contentHeight = Variable("content.height")
    let stackLeft = Variable("stack.left"), stackTop = Variable("stack.top")
    let stackWidth = Variable("stack.width"), stackHeight = Variable("stack.height")
    let rowLeft: [Variable], rowTop: [Variable], rowWidth: [Variable], rowHeight: [Variable]

    /// The intrinsic extent of row `i` along the stack axis.
    static func extent(_ i: Int) -> Double { Double(20 + 3 * (i % 7)) }

    init(n: Int) {
        self.n = n
        var left: [Variable] = []
        var top: [Variable] = []
        var width: [Variable] = []
        var height: [Variable] = []
        for i in 0..<n {
            left.append(Variable("row[\(i)].left"))
            top.append(Variable("row[\(i)].top"))
            width.append(Variable("row[\(i)].width"))
            height.append(Variable("row[\(i)].height"))
        }
        (rowLeft, rowTop, rowWidth, rowHeight) = (left, top, width, height)
    }

    /// The checksum: the sum of all 4N + 10 variable values (read in place: an array of them
    /// would cost the timed workloads a retain and a release per variable).
    func checksum() -> Double {
        var sum = 0.0
        let fixed = [
            frameWidth, frameHeight, contentLeft, contentTop, contentWidth, contentHeight, stackLeft, stackTop,
            stackWidth, stackHeight,
        ]
        for variable in fixed { sum += variable.value }
        for i in 0..<n {
            sum += rowLeft[i].value
            sum += rowTop[i].value
            sum += rowWidth[i].value
            sum += rowHeight[i].value
        }
        return sum
    }

    // MARK: - Constraint sets

    /// C1…C8, the frame size and the content and stack edges; `widthConstraint` is C3, the frame width, which W2 removes.
    func fixedSet() -> (all: [Constraint], widthConstraint: Constraint) {
        let c3 = Constraint(frameWidth, .equal, Self.frameWidth)
        let all = [
            Constraint(contentLeft, .equal, 0.0),
            Constraint(contentTop, .equal, 0.0),
            c3,
            Constraint(frameHeight, .equal, Self.frameHeight),
            Constraint(stackLeft, .equal, contentLeft),
            Constraint(stackLeft + stackWidth, .equal, contentLeft + contentWidth),
            Constraint(stackTop, .equal, contentTop),
            Constraint(stackTop + stackHeight, .equal, contentTop + contentHeight),
        ]
        return (all, c3)
    }

    /// The per-row constraints of one axis, keyed so W3 can take out R3, R5 and R6 of a row.
    struct AxisSet {
        var all: [Constraint] = []
        var spacing: [Constraint] = []  // R3_i
        var hugging: [Constraint] = []  // R5_i
        var resistance: [Constraint] = []  // R6_i
    }

    /// The stack's per-row constraints along the vertical axis, or the horizontal one: the same shape, axes exchanged.
    func axisSet(vertical: Bool) -> AxisSet {
        var all: [Constraint] = []
        var spacing: [Constraint] = []
        var hugging: [Constraint] = []
        var resistance: [Constraint] = []
        appendAxisSet(vertical: vertical, to: &all) { r3, r5, r6 in
            spacing.append(r3)
            hugging.append(r5)
            resistance.append(r6)
        }
        return AxisSet(all: all, spacing: spacing, hugging: hugging, resistance: resistance)
    }

    /// Appends the constraints of ``axisSet(vertical:)``, in its order, to `all`, handing each
    /// row's R3, R5 and R6 to `eachRow` (no per-row array: W1 times this).
    func appendAxisSet(
        vertical: Bool, to all: inout [Constraint],
        eachRow: (_ r3: Constraint, _ r5: Constraint, _ r6: Constraint) -> Void = { _, _, _ in }
    ) {
        // Along the axis: position and extent; across it: position and extent.
        let (alongPos, alongExt, acrossPos, acrossExt) =
            vertical ? (rowTop, rowHeight, rowLeft, rowWidth) : (rowLeft, rowWidth, rowTop, rowHeight)
        let (stackAlongPos, stackAlongExt, stackAcrossPos, stackAcrossExt) =
            vertical
            ? (stackTop, stackHeight, stackLeft, stackWidth) : (stackLeft, stackWidth, stackTop, stackHeight)
        all.reserveCapacity(all.count + 5 * n + 2)
        all.append(Constraint(stackAcrossExt, .equal, vertical ? frameWidth : frameHeight))
        for i in 0..<n {
            let r3 =
                i == 0
                ? Constraint(alongPos[0], .equal, stackAlongPos)
                : Constraint(alongPos[i], .equal, alongPos[i - 1] + alongExt[i - 1] + Self.spacing)
            let r5 = Constraint(alongExt[i], .equal, Self.extent(i), strength: .medium)
            let r6 = Constraint(alongExt[i], .greaterThanOrEqual, Self.extent(i), strength: .strong)
            all.append(Constraint(acrossPos[i], .equal, stackAcrossPos))
            all.append(Constraint(acrossPos[i] + acrossExt[i], .equal, stackAcrossPos + stackAcrossExt))
            all.append(r3)
            all.append(r5)
            all.append(r6)
            eachRow(r3, r5, r6)
        }
        all.append(Constraint(alongPos[n - 1] + alongExt[n - 1], .equal, stackAlongPos + stackAlongExt))
    }

    /// W6's closing inequality: the content reaches at least the viewport's bottom (the last
    /// row's bottom ≥ frame height), as `content.height >= scrollView.height` does in UIKit.
    func fitConstraint() -> Constraint {
        Constraint(rowTop[n - 1] + rowHeight[n - 1], .greaterThanOrEqual, frameHeight)
    }

    /// X1 and X2, which W3 adds to hide a row: row k collapsed, and the spacing before it gone.
    func hidingSet(row k: Int) -> [Constraint] {
        [
            Constraint(rowHeight[k], .equal, 0.0),
            Constraint(rowTop[k], .equal, rowTop[k - 1] + rowHeight[k - 1]),
        ]
    }
}

/// What the stack workloads must produce for `n` rows, computed in closed form rather than by a solver.
struct ExpectedResults {
    let contentExtent: Double  // S_N
    let hiddenContentHeight: Double
    let verticalChecksum: Double
    let resizedChecksum: Double
    let horizontalChecksum: Double

    init(n: Int) {
        let w = StackSystem.frameWidth
        let h = StackSystem.frameHeight
        let s = StackSystem.spacing
        var sumExtents = 0.0
        var sumOffsets = 0.0
        var offset = 0.0
        for i in 0..<n {
            sumOffsets += offset
            sumExtents += StackSystem.extent(i)
            offset += StackSystem.extent(i) + s
        }
        let extent = sumExtents + s * Double(n - 1)
        contentExtent = extent
        hiddenContentHeight = extent - StackSystem.extent(n / 2) - s
        func vertical(width: Double) -> Double {
            width + h + 2 * (width + extent) + sumOffsets + Double(n) * width + sumExtents
        }
        verticalChecksum = vertical(width: w)
        resizedChecksum = vertical(width: 300)
        // Horizontal: frame (w, h); content and stack (0, 0, S_N, h); rows (T_i, 0, h(i), h).
        horizontalChecksum = w + h + 2 * (extent + h) + sumOffsets + sumExtents + Double(n) * h
    }
}

/// W8: a random sparse system, the same on both sides (`Scripts/kiwi_workloads.py` builds it
/// with the same generator). N constraints over N/2 variables, 2–4 terms each; required ones are
/// inequalities that hold at a hidden integer point, so the system is always feasible; the rest
/// are optional equalities and inequalities at weak, medium and strong.
struct RandomSystem {
    let variables: [Variable]
    let constraints: [Constraint]

    /// A 64-bit linear congruential generator (Knuth's MMIX constants); its high 31 bits.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
    }

    static let coefficients = [-3.0, -2, -1, -0.5, 0.5, 1, 2, 3]
    static let strengths: [Strength] = [.weak, .medium, .strong]

    init(n: Int) {
        var random = Generator(state: 0x5EED &+ UInt64(n))
        let count = max(2, n / 2)
        variables = (0..<count).map { Variable("x\($0)") }
        let point = (0..<count).map { _ in Double(random.next(1000)) }
        var constraints: [Constraint] = []
        for _ in 0..<n {
            var terms: [Term] = []
            var atPoint = 0.0
            for _ in 0..<(2 + random.next(3)) {
                let index = random.next(count)
                let coefficient = Self.coefficients[random.next(Self.coefficients.count)]
                terms.append(Term(variables[index], coefficient))
                atPoint += coefficient * point[index]
            }
            let kind = random.next(10)
            if kind < 3 {
                let slack = Double(random.next(50))
                constraints.append(Constraint(Expression(terms, constant: slack - atPoint), .greaterThanOrEqual))
            } else {
                let offset = Double(random.next(101) - 50)
                let relation: Relation = kind < 6 ? .equal : .lessThanOrEqual
                let strength = Self.strengths[random.next(3)]
                constraints.append(
                    Constraint(Expression(terms, constant: offset - atPoint), relation, strength: strength))
            }
        }
        self.constraints = constraints
    }

    /// Σ weight × violation over the optional constraints (equal for every optimal solution),
    /// or NaN when a required constraint is broken.
    func objective() -> Double {
        var total = 0.0
        for constraint in constraints {
            let expression = constraint.expression
            let value = expression.terms.reduce(expression.constant) { $0 + $1.coefficient * $1.variable.value }
            let violation =
                switch constraint.relation {
                case .equal: abs(value)
                case .lessThanOrEqual: max(value, 0)
                case .greaterThanOrEqual: max(-value, 0)
                }
            if constraint.strength.isRequired {
                if violation > 1e-6 * (1 + abs(expression.constant)) { return .nan }
            } else {
                total += constraint.strength.value * violation
            }
        }
        return total
    }
}
