// What Swift cannot import from curses.h: function-like macros and bit-built constants, and
// the wide-character API, which curses.h declares only when asked to.
#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif

#include <wchar.h>

static inline int cn_wcwidth(wchar_t character) { return wcwidth(character); }

static inline int cn_key_f(int n) { return KEY_F(n); }
static inline attr_t cn_color_pair(short pair) { return (attr_t)COLOR_PAIR(pair); }
static inline void cn_getmaxyx(WINDOW *window, int *rows, int *columns) {
  int y, x;
  getmaxyx(window, y, x);
  *rows = y;
  *columns = x;
}

static inline attr_t cn_attr_normal(void) { return A_NORMAL; }
static inline attr_t cn_attr_bold(void) { return A_BOLD; }
static inline attr_t cn_attr_dim(void) { return A_DIM; }
static inline attr_t cn_attr_reverse(void) { return A_REVERSE; }
static inline attr_t cn_attr_underline(void) { return A_UNDERLINE; }

static inline mmask_t cn_wheel_up_mask(void) { return BUTTON4_PRESSED; }
static inline mmask_t cn_wheel_down_mask(void) {
#ifdef BUTTON5_PRESSED
  return BUTTON5_PRESSED;
#else
  return 0;
#endif
}

#endif
