// Real functions instead of macros for XDestroyImage, XGetPixel, XPutPixel (see x11-swift-facts).
#define XUTIL_DEFINE_FUNCTIONS 1
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/cursorfont.h>
#include <X11/Xresource.h>
#include <X11/Xlib-xcb.h>
#include <X11/XKBlib.h>
#include <X11/extensions/XInput2.h>
