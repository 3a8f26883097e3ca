import Rendering

/// The text measurer the views use. An application installs the Pango one at start-up
/// (`CairoRendering.PangoTextMeasurer`); until then a font-free approximation answers.
@MainActor
public enum TextSystem {
    /// The measurer every label and button asks; set it before building views, since sizes
    /// measured earlier are cached.
    public static var measurer: TextMeasurer = ApproximateTextMeasurer()
}
