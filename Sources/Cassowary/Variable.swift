/// An unknown of the constraint system, such as the left edge of a view.
///
/// Variables are reference types: two variables with the same name are still different unknowns.
/// ``value`` is written by ``Solver/updateVariables()`` and read by anyone.
///
/// `@unchecked Sendable` only so that ``SolverError`` (an `Error`, hence `Sendable`) can carry
/// it: like the solver, a variable belongs to one thread.
public final class Variable: @unchecked Sendable, SlotHinted {
    /// A readable name used by dumps and error descriptions, such as `"label-3.top"`.
    public var name: String {
        // A cast, not a protocol type in the property (16 bytes): names are read rarely.
        let ownerName = (owner as? any VariableOwner)?.variableOwnerName ?? ""
        return part.text.map { "\(ownerName).\($0)" } ?? ownerName
    }
    /// What the variable is named after (a ``VariableOwner``), shared by its owner's variables
    /// (a layout item's four): a reference, where a name per variable would take 16 bytes; nil
    /// for no name.
    @exclusivity(unchecked) private var owner: AnyObject?
    /// Which of its owner's variables this is (`top`), or none: the name is made when asked
    /// for, since a large layout makes four variables per view and reads their names rarely.
    @exclusivity(unchecked) private var part: Part
    /// The record index in the solver that first took this variable, so finding it needs no
    /// hashing; -1 if none (see ``SlotIndex``).
    var slotHint: Int {
        get { Int(storedSlotHint) }
        set { storedSlotHint = Int32(truncatingIfNeeded: newValue) }
    }
    /// ``slotHint``, narrow: it packs with ``part``, so that a variable (four per view) takes
    /// 40 bytes, glibc's 48-byte size class. (A solver holds far fewer than 2³¹ records.)
    @exclusivity(unchecked) private var storedSlotHint: Int32 = -1

    /// The value from the last ``Solver/updateVariables()`` of a solver that knows this variable.
    ///
    /// Once no constraint names it any more, the solver forgets the variable (at the next
    /// ``Solver/updateVariables()`` at the latest) and stops writing it, so it keeps its last
    /// value (kiwi resets it to 0).
    @exclusivity(unchecked) public package(set) var value: Double = 0

    /// The variables a layout item owns, named after it: a byte, where a string per variable
    /// would cost 24.
    package enum Part: UInt8 {
        case none, left, top, width, height

        /// The part's name, nil for none.
        var text: StaticString? {
            switch self {
            case .none: nil
            case .left: "left"
            case .top: "top"
            case .width: "width"
            case .height: "height"
            }
        }
    }

    /// Creates a variable with a readable name (used in dumps and errors).
    public init(_ name: String = "") {
        owner = name.isEmpty ? nil : NamedVariableOwner(name)
        part = .none
    }

    /// Creates a variable named `owner.part`, such as `label-3.top`.
    package init(owner: some VariableOwner, part: Part) {
        self.owner = owner
        self.part = part
    }
}

/// What a group of variables is named after (a layout item, for its four), which each of them
/// references.
package protocol VariableOwner: AnyObject {
    /// The name its variables' names start with, such as `label-3`.
    var variableOwnerName: String { get }
}

/// The owner of a variable made with a name of its own.
private final class NamedVariableOwner: VariableOwner {
    let name: String

    init(_ name: String) { self.name = name }

    var variableOwnerName: String { name }
}

extension Variable {
    /// Swaps the names and values of two variables whose meanings a caller has just exchanged
    /// (an item's left and top, say): dumps and errors keep saying what each one is, and each
    /// meaning keeps its last value until the solver writes the new ones.
    package static func exchangeRoles(_ first: Variable, _ second: Variable) {
        swap(&first.owner, &second.owner)
        swap(&first.part, &second.part)
        swap(&first.value, &second.value)
    }
}

extension Variable: CustomStringConvertible {
    /// The name, or `v` followed by a number that tells unnamed variables apart.
    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue)" : name }
}
