import Rendering

/// The text measurer the views use. An application installs the Pango one at start-up
/// (`CairoRendering.PangoTextMeasurer`); until then a font-free approximation answers.
@MainActor
public enum TextSystem {
    public static var measurer: TextMeasurer = ApproximateTextMeasurer()
}
