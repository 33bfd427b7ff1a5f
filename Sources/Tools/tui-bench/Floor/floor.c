/*
 * The floor for tui-bench: the least a curses chat must do. It starts ncurses, draws one status
 * line and the input prompt, and echoes keys. tui-bench compiles it with `cc -O2` and measures it
 * side by side with `quiz`, so the figures say what the Swift TUI costs beyond curses itself.
 *
 * It draws the same markers as quiz's first frame ("Ready" in the status bar, the "› " prompt) so
 * both are detected the same way.
 */
#define _XOPEN_SOURCE_EXTENDED 1
#include <curses.h>
#include <locale.h>

int main(void) {
  setlocale(LC_ALL, "");
  initscr();
  raw();
  noecho();
  keypad(stdscr, TRUE);

  attron(A_REVERSE);
  mvaddstr(LINES - 2, 0, "Ready  floor: one status line, keys echoed");
  attroff(A_REVERSE);
  mvaddstr(LINES - 1, 0, "\xe2\x80\xba ");
  refresh();

  int length = 0;
  for (;;) {
    int key = getch();
    if (key == ERR || key == 3 || key == 4) break; /* hang-up, Ctrl-C, Ctrl-D */
    if (key == KEY_BACKSPACE || key == 127 || key == 8) {
      if (length > 0) {
        length--;
        mvaddch(LINES - 1, 2 + length, ' ');
        move(LINES - 1, 2 + length);
      }
    } else if (key == '\r' || key == '\n' || key == KEY_ENTER) {
      length = 0;
      move(LINES - 1, 2);
      clrtoeol();
    } else if (key >= 32 && key < 127 && length < COLS - 3) {
      addch((chtype)key);
      length++;
    }
    refresh();
  }
  endwin();
  return 0;
}
