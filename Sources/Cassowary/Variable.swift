/// An unknown of the constraint system, such as the left edge of a view.
///
/// A variable is a value: one of the (up to four) parts of a ``VariableGroup``, which holds their
/// values, so that a layout item's four unknowns are one object, not four. Each
/// ``init(_:)`` makes a new group, so two variables made with the same name are still different
/// unknowns; copies of one variable are the same unknown.
/// ``value`` is written by ``Solver/updateVariables()`` and read by anyone.
///
/// `@unchecked Sendable` only so that ``SolverError`` (an `Error`, hence `Sendable`) can carry
/// it: like the solver, a variable belongs to one thread.
public struct Variable: @unchecked Sendable {
    /// The group that holds the variable's value and the solver's hint for it.
    package let group: VariableGroup
    /// ``part``, narrow: the variable then takes 9 bytes, and a solver's record of it with its
    /// counts fits in one 64-byte line.
    private let storedPart: UInt8

    /// Which of its group's variables this is, in `0..<VariableGroup.capacity`.
    package var part: Int { Int(storedPart) }

    /// A readable name used by dumps and error descriptions, such as `"label-3.top"`.
    public var name: String { group.variableName(part: part) }

    /// The value from the last ``Solver/updateVariables()`` of a solver that knows this variable
    /// (kept in its group, so every copy of the variable reads the same).
    ///
    /// Once no constraint names it any more, the solver forgets the variable (at the next
    /// ``Solver/updateVariables()`` at the latest) and stops writing it, so it keeps its last
    /// value (kiwi resets it to 0).
    public package(set) var value: Double {
        get { group.value(part: part) }
        nonmutating set { group.setValue(newValue, part: part) }
    }

    /// Creates a variable with a readable name (used in dumps and errors), in a group of its own.
    public init(_ name: String = "") {
        self.init(group: name.isEmpty ? VariableGroup() : NamedVariableGroup(name), part: 0)
    }

    /// Variable `part` of `group`.
    package init(group: VariableGroup, part: Int) {
        precondition(part >= 0 && part < VariableGroup.capacity, "a group holds \(VariableGroup.capacity) variables")
        self.group = group
        storedPart = UInt8(truncatingIfNeeded: part)
    }

    /// A number that tells variables apart (the group's address, with the part in its low
    /// bits, which an object's alignment leaves zero), without retaining the group.
    package var identity: UInt { VariableGroup.identity(of: Unmanaged.passUnretained(group), part: part) }

    /// The solver's record index for this variable (see ``SlotIndex``); -1 if none.
    var slotHint: Int {
        get { group.hint(part: part) }
        nonmutating set { group.setHint(newValue, part: part) }
    }
}

extension Variable: Hashable {
    /// Whether the two are the same unknown: the same part of the same group.
    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs.group === rhs.group && lhs.storedPart == rhs.storedPart
    }

    /// Hashes the variable's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

extension Variable: CustomStringConvertible {
    /// The name, or `v` followed by a number that tells unnamed variables apart.
    public var description: String {
        let name = name
        return name.isEmpty ? "v\(identity)" : name
    }
}

/// The storage of up to four variables (a layout item's `left`, `top`, `width` and `height`):
/// their values and the solver's record hints, in one object.
///
/// Subclasses name the variables (``variableName(part:)``); a plain group's are unnamed.
open class VariableGroup: @unchecked Sendable {
    /// How many variables a group holds.
    public static let capacity = 4

    // Stored inline, not in arrays: a group is one object of 64 bytes (a layout item's, with
    // its item and a flag, takes 96 with its allocator header, where four variable objects
    // took 192).
    // Inlinable reads: views read their frames from the values as they draw.
    @usableFromInline @exclusivity(unchecked) var values: (Double, Double, Double, Double) = (0, 0, 0, 0)
    /// The record index in the solver that first took each variable, so finding it needs no
    /// hashing; -1 if none (see ``SlotIndex``). 32 bits: a solver holds far fewer than 2³¹
    /// records.
    @exclusivity(unchecked) private var hints: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)

    /// A group whose variables all start at 0.
    public init() {}

    /// The name of variable `part`, for dumps and errors; empty for none.
    open func variableName(part: Int) -> String { "" }

    /// Variable `part`, in `0..<capacity`: a group's variables are different unknowns, and
    /// each call for the same part gives the same one.
    public final func variable(_ part: Int) -> Variable { Variable(group: self, part: part) }

    @inlinable
    package final func value(part: Int) -> Double {
        assert(part >= 0 && part < VariableGroup.capacity, "no such variable in a group")
        return switch part {
        case 0: values.0
        case 1: values.1
        case 2: values.2
        default: values.3
        }
    }

    package final func setValue(_ value: Double, part: Int) {
        assert(part >= 0 && part < VariableGroup.capacity, "no such variable in a group")
        switch part {
        case 0: values.0 = value
        case 1: values.1 = value
        case 2: values.2 = value
        default: values.3 = value
        }
    }

    /// Exchanges the values of two of the group's variables (a caller that exchanges their
    /// meanings keeps each meaning's last value).
    package final func exchangeValues(_ first: Int, _ second: Int) {
        let old = value(part: first)
        setValue(value(part: second), part: first)
        setValue(old, part: second)
    }

    final func hint(part: Int) -> Int {
        assert(part >= 0 && part < VariableGroup.capacity, "no such variable in a group")
        return switch part {
        case 0: Int(hints.0)
        case 1: Int(hints.1)
        case 2: Int(hints.2)
        default: Int(hints.3)
        }
    }

    final func setHint(_ hint: Int, part: Int) {
        assert(part >= 0 && part < VariableGroup.capacity, "no such variable in a group")
        let narrow = Int32(truncatingIfNeeded: hint)
        switch part {
        case 0: hints.0 = narrow
        case 1: hints.1 = narrow
        case 2: hints.2 = narrow
        default: hints.3 = narrow
        }
    }

    /// The ``Variable/identity`` of variable `part` of `group`.
    @inline(__always)
    static func identity(of group: Unmanaged<VariableGroup>, part: Int) -> UInt {
        let address = UInt(bitPattern: group.toOpaque())
        assert(part >= 0 && part < VariableGroup.capacity, "no such variable in a group")
        assert(address & UInt(VariableGroup.capacity - 1) == 0, "an object's address leaves its low bits zero")
        return address | UInt(part)
    }

    /// The group and part of an ``Variable/identity``, unretained.
    @inline(__always)
    static func unpack(_ identity: UInt) -> (group: Unmanaged<VariableGroup>, part: Int) {
        let partMask = UInt(VariableGroup.capacity - 1)
        let address = UnsafeRawPointer(bitPattern: identity & ~partMask).unsafelyUnwrapped
        return (Unmanaged.fromOpaque(address), Int(identity & partMask))
    }
}

/// The group of a variable made with a name of its own.
private final class NamedVariableGroup: VariableGroup, @unchecked Sendable {
    let name: String

    init(_ name: String) { self.name = name }

    override func variableName(part: Int) -> String { name }
}
