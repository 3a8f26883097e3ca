#include "UIKitSupport.h"

#include <stdio.h>

// Every designated initialiser of an open class has a vtable slot for its allocating entry point
// (convenience initialisers delegate through it), so a subclass's inherited `init()` is found
// by looking up `UIResponder.init()`'s method descriptor in the subclass's metadata. The symbols
// are the Swift mangling of `UIKit.UIResponder` and its `init()`; renaming either breaks the link.
extern const char uikit_responder_init_descriptor[] __asm__("$s5UIKit11UIResponderCACycfCTq");
extern const char uikit_responder_class_descriptor[] __asm__("$s5UIKit11UIResponderCMn");
extern void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);

typedef __attribute__((swiftcall)) void *(*AllocatingInit)(void *__attribute__((swift_context)) metatype);

void *uikit_make_responder(const void *metadata) {
    AllocatingInit allocate = (AllocatingInit)swift_lookUpClassMethod(
        metadata, uikit_responder_init_descriptor, uikit_responder_class_descriptor);
    return allocate((void *)metadata);
}

void uikit_line_buffer_stdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }
