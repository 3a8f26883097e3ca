/* The GTK4 reference for Scripts/bench: a vertical box of N labels ("Hello, this is label nº i",
 * spacing 10) in a scrolled 400x600 window, like stackdemo's labels scene. It prints
 * {"event":"ready","ms":M} at its first frame clock tick, M counted from main(), as stackdemo
 * counts its own. Like the demo, the key `a` toggles the box's orientation, a click hides the
 * label under the pointer and `r` shows the hidden ones again; each prints
 * {"event":"axis"|"hidden"|"revealed","inputMs":T}, T the milliseconds from handling the input
 * to the end of the next frame's paint. Built by Scripts/bench with gcc and pkg-config gtk4;
 * not part of the product. */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double start_ms;
static GtkWidget *box;
static GList *hidden;
/* The input waiting for its frame: its event name and when it was handled (0: none). */
static const char *pending_event;
static double pending_ms;

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static gboolean first_frame(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    (void)widget;
    (void)clock;
    (void)data;
    printf("{\"event\":\"ready\",\"ms\":%.0f}\n", now_ms() - start_ms);
    fflush(stdout);
    return G_SOURCE_REMOVE;
}

static void after_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    (void)data;
    if (!pending_event) return;
    printf("{\"event\":\"%s\",\"inputMs\":%.3f}\n", pending_event, now_ms() - pending_ms);
    fflush(stdout);
    pending_event = NULL;
}

static void expect_frame(const char *event) {
    pending_event = event;
    pending_ms = now_ms();
}

static gboolean key_pressed(GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
                            gpointer data) {
    (void)controller;
    (void)keycode;
    (void)state;
    (void)data;
    if (keyval == GDK_KEY_a) {
        GtkOrientation now = gtk_orientable_get_orientation(GTK_ORIENTABLE(box));
        expect_frame("axis");
        gtk_orientable_set_orientation(GTK_ORIENTABLE(box), now == GTK_ORIENTATION_VERTICAL
                                                                ? GTK_ORIENTATION_HORIZONTAL
                                                                : GTK_ORIENTATION_VERTICAL);
        return TRUE;
    }
    if (keyval == GDK_KEY_r) {
        expect_frame("revealed");
        for (GList *item = hidden; item; item = item->next) gtk_widget_set_visible(GTK_WIDGET(item->data), TRUE);
        g_list_free(hidden);
        hidden = NULL;
        return TRUE;
    }
    return FALSE;
}

static void clicked(GtkGestureClick *gesture, int presses, double x, double y, gpointer data) {
    (void)gesture;
    (void)presses;
    (void)data;
    GtkWidget *picked = gtk_widget_pick(box, x, y, GTK_PICK_DEFAULT);
    while (picked && gtk_widget_get_parent(picked) != box) picked = gtk_widget_get_parent(picked);
    if (!picked) return;
    expect_frame("hidden");
    gtk_widget_set_visible(picked, FALSE);
    hidden = g_list_prepend(hidden, picked);
}

static void activate(GtkApplication *app, gpointer data) {
    int rows = GPOINTER_TO_INT(data);
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_default_size(GTK_WINDOW(window), 400, 600);
    GtkWidget *scrolled = gtk_scrolled_window_new();
    box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 10);
    for (int i = 1; i <= rows; i++) {
        char text[64];
        snprintf(text, sizeof text, "Hello, this is label nº %d", i);
        GtkWidget *label = gtk_label_new(text);
        gtk_label_set_xalign(GTK_LABEL(label), 0);
        gtk_box_append(GTK_BOX(box), label);
    }
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), box);
    gtk_window_set_child(GTK_WINDOW(window), scrolled);
    GtkEventController *keys = gtk_event_controller_key_new();
    g_signal_connect(keys, "key-pressed", G_CALLBACK(key_pressed), NULL);
    gtk_widget_add_controller(window, keys);
    GtkGesture *click = gtk_gesture_click_new();
    g_signal_connect(click, "pressed", G_CALLBACK(clicked), NULL);
    gtk_widget_add_controller(box, GTK_EVENT_CONTROLLER(click));
    gtk_widget_add_tick_callback(window, first_frame, NULL, NULL);
    gtk_window_present(GTK_WINDOW(window));
    g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(after_paint), NULL);
}

int main(int argc, char **argv) {
    start_ms = now_ms();
    int rows = argc > 1 ? atoi(argv[1]) : 1000;
    GtkApplication *app = gtk_application_new(NULL, G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), GINT_TO_POINTER(rows));
    char *args[] = {argv[0], NULL};
    return g_application_run(G_APPLICATION(app), 1, args);
}
