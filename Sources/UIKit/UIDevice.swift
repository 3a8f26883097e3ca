import Foundation

/// The device the application runs on (UIKit's `UIDevice`): here, the Linux computer. Its
/// idiom is the traits' (a phone's, as the default window is phone-sized), it never turns, and
/// it reports no battery.
@preconcurrency @MainActor
open class UIDevice {
    /// The device.
    public static let current = UIDevice()

    /// How a device is held (UIKit's `UIDeviceOrientation`, raw values included).
    public enum Orientation: Int, Sendable {
        /// Not known (0).
        case unknown = 0
        /// Upright (1).
        case portrait
        /// Upside down (2).
        case portraitUpsideDown
        /// Turned left (3).
        case landscapeLeft
        /// Turned right (4).
        case landscapeRight
        /// Lying face up (5).
        case faceUp
        /// Lying face down (6).
        case faceDown

        /// Whether the orientation is a portrait one.
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        /// Whether the orientation is a landscape one.
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
        /// Whether the orientation is upright or turned, not flat.
        public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
        /// Whether the device lies flat.
        public var isFlat: Bool { self == .faceUp || self == .faceDown }
    }

    /// Whether the battery charges (UIKit's `UIDevice.BatteryState`, raw values included).
    public enum BatteryState: Int, Sendable {
        /// Not known, or not monitored (0): always, here.
        case unknown = 0
        /// On battery (1).
        case unplugged
        /// Charging (2).
        case charging
        /// Fully charged (3).
        case full
    }

    /// Posted when the orientation changes: never, here.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery's state changes: never, here.
    public static let batteryStateDidChangeNotification = Notification.Name(
        "UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery's level changes: never, here.
    public static let batteryLevelDidChangeNotification = Notification.Name(
        "UIDeviceBatteryLevelDidChangeNotification")

    /// The computer's host name.
    public var name: String { ProcessInfo.processInfo.hostName }
    /// The operating system's name: "Linux".
    public var systemName: String { "Linux" }
    /// "17.0": the iOS version whose UIKit this follows, so that code choosing its API by
    /// version takes the modern path (the kernel's version, as "6.1.0", would read as iOS 6).
    public var systemVersion: String { UIDevice.followedSystemVersion }
    /// The iOS version whose UIKit this follows.
    static let followedSystemVersion = "17.0"
    /// The kind of device: "Linux".
    public var model: String { "Linux" }
    /// ``model``, localised.
    public var localizedModel: String { model }
    /// The idiom the interface is laid out for: the current traits'.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { UITraitCollection.current.userInterfaceIdiom }
    /// Always portrait: a desktop computer does not turn.
    public var orientation: Orientation { .portrait }
    /// Whether ``orientationDidChangeNotification`` is posted: true once asked for, though
    /// none ever is.
    public private(set) var isGeneratingDeviceOrientationNotifications = false
    /// Whether the battery is watched; recorded.
    open var isBatteryMonitoringEnabled = false
    /// Unknown.
    public var batteryState: BatteryState { .unknown }
    /// -1: unknown.
    public var batteryLevel: Float { -1 }
    /// Whether the proximity sensor is watched; recorded.
    open var isProximityMonitoringEnabled = false
    /// False: no proximity sensor.
    public var proximityState: Bool { false }
    /// True: more than one task can run at once.
    public var isMultitaskingSupported: Bool { true }

    init() {}

    /// Asks for ``orientationDidChangeNotification``s.
    open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    /// Stops asking for ``orientationDidChangeNotification``s.
    open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }
    /// Plays the keyboard's click; silent here.
    open func playInputClick() {}
}

/// Haptic feedback (UIKit's `UIFeedbackGenerator`): a desktop has no haptic engine, so the
/// generators accept every call and produce nothing.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    /// A generator.
    public init() {}
    /// Readies the engine: nothing to ready.
    open func prepare() {}
}

/// Feedback for a collision (UIKit's `UIImpactFeedbackGenerator`); produces nothing here.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels (UIKit's enum, raw values included).
    public enum FeedbackStyle: Int, Sendable {
        /// Light (0).
        case light = 0
        /// Medium (1), the default.
        case medium
        /// Heavy (2).
        case heavy
        /// Soft (3).
        case soft
        /// Rigid (4).
        case rigid
    }

    /// The impact's style.
    public let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts.
    public override convenience init() { self.init(style: .medium) }

    /// An impact; nothing here.
    open func impactOccurred() {}
    /// An impact of `intensity` (0…1); nothing here.
    open func impactOccurred(intensity: CGFloat) {}
}

/// Feedback for a changed selection (UIKit's `UISelectionFeedbackGenerator`); produces nothing here.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// The selection changed; nothing here.
    open func selectionChanged() {}
}

/// Feedback for a task's outcome (UIKit's `UINotificationFeedbackGenerator`); produces nothing here.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome (UIKit's enum, raw values included).
    public enum FeedbackType: Int, Sendable {
        /// It worked (0).
        case success = 0
        /// A warning (1).
        case warning
        /// It failed (2).
        case error
    }

    /// A task ended with `notificationType`; nothing here.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
