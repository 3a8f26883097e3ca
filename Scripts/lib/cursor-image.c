// Prints the X server's current cursor as the end-to-end tests compare it: its size, hot spot
// and a checksum of its pixels (XFixes reads what the server shows, whoever defined it).
#include <X11/Xlib.h>
#include <X11/extensions/Xfixes.h>
#include <stdio.h>

int main(void) {
    Display *display = XOpenDisplay(NULL);
    if (!display) return 2;
    XFixesCursorImage *image = XFixesGetCursorImage(display);
    if (!image) return 3;
    unsigned long sum = 0;
    for (int i = 0; i < image->width * image->height; i++) sum = sum * 31 + (image->pixels[i] & 0xFFFFFFFF);
    printf("%dx%d %d,%d %lx\n", image->width, image->height, image->xhot, image->yhot, sum);
    XFree(image);
    XCloseDisplay(display);
    return 0;
}
