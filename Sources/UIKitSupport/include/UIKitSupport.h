#ifndef UIKIT_SUPPORT_H
#define UIKIT_SUPPORT_H

/// Creates an instance of a `UIKit.UIResponder` subclass through its `init()`, given the class's
/// metadata, and returns it retained (+1). What iOS does with the Objective-C runtime when
/// `@main` names the app delegate; Swift itself constructs from a metatype only through a
/// `required` initialiser, and `UIResponder.init()` must not be required (every UIView
/// subclass with its own initialiser would then have to repeat it).
void *uikit_make_responder(const void *metadata);

/// Makes standard output line-buffered, so an app's `print` reaches a pipe or log at once.
void uikit_line_buffer_stdout(void);

#endif
