// Swift Testing looks for this module when a file imports Testing and CoreGraphics; it adds
// nothing.
