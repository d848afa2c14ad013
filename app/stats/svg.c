/* svg.c: one SVG picture of a run: the round-length histogram on top, the win rate by seat
 * with its 95% Wilson whiskers below, a dashed line at the fair share 1/n. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "report.h"

enum { SVG_W = 800, SVG_H = 660, LEFT = 70, RIGHT = 30, PLOT_W = SVG_W - LEFT - RIGHT };
enum { HIST_TOP = 60, HIST_H = 230, SEAT_TOP = 380, SEAT_H = 230, MAX_BINS = 40 };

/* Writes s with XML's special characters escaped. */
static void put_text(FILE *f, const char *s) {
  for (; *s; s++) {
    switch (*s) {
    case '<': fputs("&lt;", f); break;
    case '>': fputs("&gt;", f); break;
    case '&': fputs("&amp;", f); break;
    case '"': fputs("&quot;", f); break;
    default: fputc(*s, f);
    }
  }
}

/* A label at (x, y); anchor is start, middle or end. */
static void label(FILE *f, double x, double y, const char *anchor, const char *s) {
  fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\">", x, y, anchor);
  put_text(f, s);
  fputs("</text>\n", f);
}

/* The top of an axis of four steps that reaches at least ymax, each step a round number
 * (1, 2, 2.5 or 5 times a power of ten): ticks read 0, 5000, 10000, not 6164, 12327. */
static double nice_top(double ymax) {
  if (ymax <= 0) return 1.0;
  double raw = ymax / 4.0, unit = pow(10.0, floor(log10(raw))), f = raw / unit;
  double step = f <= 1.0 ? 1.0 : f <= 2.0 ? 2.0 : f <= 2.5 ? 2.5 : f <= 5.0 ? 5.0 : 10.0;
  return 4.0 * step * unit;
}

/* The frame of a chart: axes, a title, and tick labels on the y axis from 0 to top. */
static void axes(FILE *f, int top, int height, const char *title, double ymax, const char *fmt) {
  char buf[64];
  fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#333\"/>\n", LEFT, top, LEFT,
          top + height);
  fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#333\"/>\n", LEFT,
          top + height, LEFT + PLOT_W, top + height);
  label(f, LEFT, top - 12, "start", title);
  for (int i = 0; i <= 4; i++) {
    double y = top + height - height * i / 4.0;
    snprintf(buf, sizeof buf, fmt, ymax * i / 4.0);
    label(f, LEFT - 6, y + 4, "end", buf);
    fprintf(f, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n", LEFT + 1, y,
            LEFT + PLOT_W, y);
  }
}

/* One bar of the histogram, with a tooltip. */
static void bar(FILE *f, double x, double w, long count, long most, const char *range) {
  double bh = (double)HIST_H * (double)count / (double)most;
  fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"#4a7fb5\">", x + 1,
          HIST_TOP + HIST_H - bh, w - 2, bh);
  fprintf(f, "<title>%s: %ld</title></rect>\n", range, count);
}

/* The round-length histogram: up to MAX_BINS bars of equal integer width, and the rare
 * long rounds above the 99th percentile in one last bar. */
static void round_chart(FILE *f, const stats_hist *h) {
  stats_bins b;
  char buf[64];
  stats_bin(h, MAX_BINS, &b);
  if (!h->n) {
    axes(f, HIST_TOP, HIST_H, "Round length (turns): no rounds", 1.0, "%.0f");
    return;
  }
  snprintf(buf, sizeof buf, "Round length (turns per round), %ld rounds", h->n);
  long top = (long)nice_top((double)b.most); /* (counts: whole steps) */
  axes(f, HIST_TOP, HIST_H, buf, (double)top, "%.0f");
  int bars = b.n + (b.tail > 0);
  double bw = (double)PLOT_W / bars;
  for (int i = 0; i < b.n; i++) {
    long from = b.lo + i * b.step, to = from + b.step - 1;
    snprintf(buf, sizeof buf, "%ld-%ld", from, to < b.tail_from ? to : b.tail_from - 1);
    bar(f, LEFT + i * bw, bw, b.count[i], top, buf);
    snprintf(buf, sizeof buf, "%ld", from);
    if (i % ((bars + 9) / 10) == 0)
      label(f, LEFT + i * bw + bw / 2, HIST_TOP + HIST_H + 16, "middle", buf);
  }
  if (b.tail) {
    snprintf(buf, sizeof buf, "%ld+", b.tail_from);
    bar(f, LEFT + b.n * bw, bw, b.tail, top, buf);
    label(f, LEFT + b.n * bw + bw / 2, HIST_TOP + HIST_H + 16, "middle", buf);
  }
  label(f, LEFT + PLOT_W / 2.0, HIST_TOP + HIST_H + 34, "middle", "turns in the round");
}

/* Win rate by seat: a bar per seat, a whisker for its Wilson interval, the fair share. */
static void seat_chart(FILE *f, const stats_totals *t) {
  stats_metrics m;
  stats_metrics_of(t, &m);
  double ymax = 0.0;
  char buf[96];
  for (int s = 0; s < t->players; s++)
    if (m.seat[s].hi > ymax) ymax = m.seat[s].hi;
  ymax = nice_top(100.0 * (ymax < 0.05 ? 0.05 : ymax * 1.1)) / 100.0;
  snprintf(buf, sizeof buf, "Win rate by seat, %ld decided games (whiskers: 95%% Wilson)",
           t->decided);
  axes(f, SEAT_TOP, SEAT_H, buf, ymax * 100.0, "%.0f%%");
  double bw = (double)PLOT_W / (t->players > 0 ? t->players : 1);
  for (int s = 0; s < t->players; s++) {
    double x = LEFT + s * bw, mid = x + bw / 2;
    double y = SEAT_TOP + SEAT_H * (1.0 - m.seat[s].p / ymax);
    double ylo = SEAT_TOP + SEAT_H * (1.0 - m.seat[s].lo / ymax);
    double yhi = SEAT_TOP + SEAT_H * (1.0 - m.seat[s].hi / ymax);
    fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"#e08a3c\">",
            x + bw * 0.2, y, bw * 0.6, SEAT_TOP + SEAT_H - y);
    fprintf(f, "<title>seat %d: %.1f%% [%.1f-%.1f]</title></rect>\n", s, 100 * m.seat[s].p,
            100 * m.seat[s].lo, 100 * m.seat[s].hi);
    fprintf(f,
            "<path d=\"M%.1f %.1fH%.1fM%.1f %.1fV%.1fM%.1f %.1fH%.1f\" stroke=\"#222\" "
            "stroke-width=\"1.5\" fill=\"none\"/>\n",
            mid - 8, yhi, mid + 8, mid, yhi, ylo, mid - 8, ylo, mid + 8);
    snprintf(buf, sizeof buf, "seat %d", s);
    label(f, mid, SEAT_TOP + SEAT_H + 16, "middle", buf);
  }
  if (t->players > 0) {
    double y = SEAT_TOP + SEAT_H * (1.0 - 1.0 / t->players / ymax);
    fprintf(f,
            "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#b33\" "
            "stroke-dasharray=\"6 4\"><title>fair share 1/%d</title></line>\n",
            LEFT, y, LEFT + PLOT_W, y, t->players);
  }
}

void stats_write_svg(FILE *f, const stats_totals *t, const stats_meta *m) {
  char title[512];
  fprintf(f,
          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
          "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n",
          SVG_W, SVG_H, SVG_W, SVG_H);
  fprintf(f, "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n");
  snprintf(title, sizeof title, "luno sim: %ld games of %s, %d players, seeds from %llu", t->games,
           m->rules, t->players, (unsigned long long)m->seed);
  fputs("<g font-size=\"16\" font-weight=\"bold\">", f);
  label(f, SVG_W / 2.0, 26, "middle", title);
  fputs("</g>\n", f);
  round_chart(f, &t->round_turns);
  seat_chart(f, t);
  fputs("</svg>\n", f);
}
