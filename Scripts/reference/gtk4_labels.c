/* The GTK4 reference for Scripts/bench: a vertical box of N labels ("Hello, this is label nº i",
 * spacing 10) in a scrolled 400x600 window, like stackdemo's labels scene. It prints
 * {"event":"ready","ms":M} at its first frame clock tick, M counted from main(), as stackdemo
 * counts its own. Built by Scripts/bench with gcc and pkg-config gtk4; not part of the product. */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double start_ms;

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

static void activate(GtkApplication *app, gpointer data) {
    int rows = GPOINTER_TO_INT(data);
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_default_size(GTK_WINDOW(window), 400, 600);
    GtkWidget *scrolled = gtk_scrolled_window_new();
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 10);
    for (int i = 1; i <= rows; i++) {
        char text[64];
        snprintf(text, sizeof text, "Hello, this is label nº %d", i);
        GtkWidget *label = gtk_label_new(text);
        gtk_label_set_xalign(GTK_LABEL(label), 0);
        gtk_box_append(GTK_BOX(box), label);
    }
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), box);
    gtk_window_set_child(GTK_WINDOW(window), scrolled);
    gtk_widget_add_tick_callback(window, first_frame, NULL, NULL);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    start_ms = now_ms();
    int rows = argc > 1 ? atoi(argv[1]) : 1000;
    GtkApplication *app = gtk_application_new(NULL, G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), GINT_TO_POINTER(rows));
    char *args[] = {argv[0], NULL};
    return g_application_run(G_APPLICATION(app), 1, args);
}
