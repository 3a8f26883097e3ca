// Swift Testing looks for this module when a file imports Testing and UIKit; it adds nothing.
