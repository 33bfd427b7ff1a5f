#!/usr/bin/env python3
"""Renders a tmux pane, captured with its attributes, to a PNG: the README's screenshots.

    tmux capture-pane -e -p -t SESSION > screen.txt
    python3 Sources/Tools/Screenshots/tmux-png.py screen.txt Assets/picture.png

Only the standard library and numpy: the text is drawn with DejaVu Sans Mono's own outlines
(read from the TrueType file, flattened and filled here), braille cells as their dots, so the
picture shows the map as a terminal does without an image library.
"""
import re
import struct
import sys
import zlib

import numpy as np

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf"
CELL_W, CELL_H = 8, 16
SAMPLES = 4
BACKGROUND = (24, 24, 28)
FOREGROUND = (212, 212, 212)
PALETTE = [
    (40, 40, 40), (224, 96, 96), (120, 200, 110), (220, 190, 90),
    (100, 150, 230), (190, 120, 220), (90, 200, 210), (212, 212, 212),
]
BRIGHT = [tuple(min(255, c + 40) for c in colour) for colour in PALETTE]


class Font:
    def __init__(self, path):
        self.data = open(path, "rb").read()
        count = struct.unpack(">H", self.data[4:6])[0]
        self.tables = {}
        for index in range(count):
            tag, _, offset, length = struct.unpack(">4sIII", self.data[12 + 16 * index:28 + 16 * index])
            self.tables[tag.decode()] = offset
        head = self.tables["head"]
        self.units = struct.unpack(">H", self.data[head + 18:head + 20])[0]
        self.long_loca = struct.unpack(">h", self.data[head + 50:head + 52])[0] == 1
        hhea = self.tables["hhea"]
        self.ascent, self.descent = struct.unpack(">hh", self.data[hhea + 4:hhea + 8])
        self.cmap = self._cmap()
        self.cache = {}

    def _cmap(self):
        base = self.tables["cmap"]
        count = struct.unpack(">H", self.data[base + 2:base + 4])[0]
        for index in range(count):
            platform, encoding, offset = struct.unpack(">HHI", self.data[base + 4 + 8 * index:base + 12 + 8 * index])
            table = base + offset
            if platform == 3 and encoding == 1 and struct.unpack(">H", self.data[table:table + 2])[0] == 4:
                segments = struct.unpack(">H", self.data[table + 6:table + 8])[0] // 2
                def array(start):
                    return struct.unpack(">%dH" % segments, self.data[start:start + 2 * segments])
                ends = array(table + 14)
                starts = array(table + 16 + 2 * segments)
                deltas = array(table + 16 + 4 * segments)
                range_base = table + 16 + 6 * segments
                ranges = array(range_base)
                mapping = {}
                for segment in range(segments):
                    for code in range(starts[segment], ends[segment] + 1):
                        if code == 0xFFFF:
                            continue
                        if ranges[segment] == 0:
                            glyph = (code + deltas[segment]) & 0xFFFF
                        else:
                            at = range_base + 2 * segment + ranges[segment] + 2 * (code - starts[segment])
                            glyph = struct.unpack(">H", self.data[at:at + 2])[0]
                            if glyph:
                                glyph = (glyph + deltas[segment]) & 0xFFFF
                        mapping[code] = glyph
                return mapping
        return {}

    def _location(self, glyph):
        loca = self.tables["loca"]
        if self.long_loca:
            start, end = struct.unpack(">II", self.data[loca + 4 * glyph:loca + 4 * glyph + 8])
        else:
            start, end = (2 * value for value in struct.unpack(">HH", self.data[loca + 2 * glyph:loca + 2 * glyph + 4]))
        return self.tables["glyf"] + start, end - start

    def contours(self, glyph):
        at, length = self._location(glyph)
        if length == 0:
            return []
        count = struct.unpack(">h", self.data[at:at + 2])[0]
        if count < 0:
            return self._composite(at + 10)
        ends = struct.unpack(">%dH" % count, self.data[at + 10:at + 10 + 2 * count])
        points = ends[-1] + 1
        at += 10 + 2 * count
        instructions = struct.unpack(">H", self.data[at:at + 2])[0]
        at += 2 + instructions
        flags = []
        while len(flags) < points:
            flag = self.data[at]
            at += 1
            flags.append(flag)
            if flag & 8:
                repeat = self.data[at]
                at += 1
                flags.extend([flag] * repeat)
        def coordinates(short, same):
            nonlocal at
            values, value = [], 0
            for flag in flags[:points]:
                if flag & short:
                    delta = self.data[at]
                    at += 1
                    value += delta if flag & same else -delta
                elif not flag & same:
                    value += struct.unpack(">h", self.data[at:at + 2])[0]
                    at += 2
                values.append(value)
            return values
        xs = coordinates(2, 16)
        ys = coordinates(4, 32)
        result, start = [], 0
        for end in ends:
            result.append([(xs[i], ys[i], flags[i] & 1) for i in range(start, end + 1)])
            start = end + 1
        return result

    def _composite(self, at):
        result = []
        while True:
            flags, glyph = struct.unpack(">HH", self.data[at:at + 4])
            at += 4
            if flags & 1:
                dx, dy = struct.unpack(">hh", self.data[at:at + 4])
                at += 4
            else:
                dx, dy = struct.unpack(">bb", self.data[at:at + 2])
                at += 2
            scale = (1.0, 0.0, 0.0, 1.0)
            if flags & 8:
                value = struct.unpack(">h", self.data[at:at + 2])[0] / 16384
                scale = (value, 0.0, 0.0, value)
                at += 2
            elif flags & 0x40:
                sx, sy = struct.unpack(">hh", self.data[at:at + 4])
                scale = (sx / 16384, 0.0, 0.0, sy / 16384)
                at += 4
            elif flags & 0x80:
                scale = tuple(v / 16384 for v in struct.unpack(">hhhh", self.data[at:at + 8]))
                at += 8
            for contour in self.contours(glyph):
                result.append([(scale[0] * x + scale[2] * y + dx, scale[1] * x + scale[3] * y + dy, on) for x, y, on in contour])
            if not flags & 0x20:
                return result

    def bitmap(self, character):
        if character in self.cache:
            return self.cache[character]
        glyph = self.cmap.get(ord(character), 0)
        scale = CELL_H / (self.ascent - self.descent)
        polygons = []
        for contour in self.contours(glyph):
            points = []
            count = len(contour)
            # Quadratic B-splines: an implied on-curve point between two off-curve ones.
            expanded = []
            for index in range(count):
                x, y, on = contour[index]
                nx, ny, non = contour[(index + 1) % count]
                expanded.append((x, y, on))
                if not on and not non:
                    expanded.append(((x + nx) / 2, (y + ny) / 2, 1))
            start = next((i for i, p in enumerate(expanded) if p[2]), 0)
            expanded = expanded[start:] + expanded[:start]
            index = 0
            while index < len(expanded):
                x, y, on = expanded[index]
                nx, ny, non = expanded[(index + 1) % len(expanded)]
                if non:
                    points.append((x, y))
                    index += 1
                else:
                    ex, ey, _ = expanded[(index + 2) % len(expanded)]
                    for step in range(6):
                        t = step / 6
                        points.append(((1 - t) ** 2 * x + 2 * (1 - t) * t * nx + t * t * ex,
                                       (1 - t) ** 2 * y + 2 * (1 - t) * t * ny + t * t * ey))
                    index += 2
            polygons.append([(px * scale, (self.ascent - py) * scale) for px, py in points])
        coverage = fill(polygons, CELL_W, CELL_H)
        self.cache[character] = coverage
        return coverage


def fill(polygons, width, height):
    """Coverage of each pixel, 0 to 1, by the non-zero rule on SAMPLES² samples a pixel."""
    grid = np.zeros((height * SAMPLES, width * SAMPLES))
    for row in range(height * SAMPLES):
        y = (row + 0.5) / SAMPLES
        crossings = []
        for polygon in polygons:
            for index in range(len(polygon)):
                x0, y0 = polygon[index]
                x1, y1 = polygon[(index + 1) % len(polygon)]
                if (y0 <= y < y1) or (y1 <= y < y0):
                    crossings.append((x0 + (y - y0) * (x1 - x0) / (y1 - y0), 1 if y1 > y0 else -1))
        crossings.sort()
        winding = 0
        for index, (x, direction) in enumerate(crossings):
            before = winding
            winding += direction
            if before == 0 and winding != 0:
                start = x
            elif before != 0 and winding == 0:
                a = max(0, int(np.ceil(start * SAMPLES - 0.5)))
                b = min(width * SAMPLES, int(np.ceil(x * SAMPLES - 0.5)))
                grid[row, a:b] = 1
    return grid.reshape(height, SAMPLES, width, SAMPLES).mean(axis=(1, 3))


def braille(character):
    bits = ord(character) - 0x2800
    coverage = np.zeros((CELL_H, CELL_W))
    dots = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (0, 3), (1, 3)]
    for bit, (column, row) in enumerate(dots):
        if bits & (1 << bit):
            x, y = 1 + 4 * column, 1 + 4 * row
            coverage[y:y + 3, x:x + 3] = 1
    return coverage


def parse(text):
    """Rows of (character, foreground, background, bold) from tmux's SGR-annotated capture."""
    rows = []
    # tmux writes only the changes: a line starts in the style the one before ended in.
    fg, bg, bold, dim, reverse = None, None, False, False, False
    for line in text.split("\n"):
        cells = []
        for token in re.findall(r"\x1b\[[0-9;]*m|.", line):
            if token.startswith("\x1b["):
                codes = [int(c) if c else 0 for c in token[2:-1].split(";")]
                index = 0
                while index < len(codes):
                    code = codes[index]
                    if code == 0:
                        fg, bg, bold, dim, reverse = None, None, False, False, False
                    elif code == 1:
                        bold = True
                    elif code == 2:
                        dim = True
                    elif code == 7:
                        reverse = True
                    elif code in (22,):
                        bold = dim = False
                    elif code == 27:
                        reverse = False
                    elif 30 <= code <= 37:
                        fg = PALETTE[code - 30]
                    elif 90 <= code <= 97:
                        fg = BRIGHT[code - 90]
                    elif code == 39:
                        fg = None
                    elif 40 <= code <= 47:
                        bg = PALETTE[code - 40]
                    elif code == 49:
                        bg = None
                    elif code in (38, 48) and index + 2 < len(codes) and codes[index + 1] == 5:
                        value = codes[index + 2]
                        colour = (PALETTE + BRIGHT)[value] if value < 16 else FOREGROUND
                        if code == 38:
                            fg = colour
                        else:
                            bg = colour
                        index += 2
                    index += 1
                continue
            foreground = fg or FOREGROUND
            if dim:
                foreground = tuple(c * 0.55 + b * 0.45 for c, b in zip(foreground, BACKGROUND))
            background = bg or BACKGROUND
            if reverse:
                foreground, background = background, foreground
            cells.append((token, foreground, background, bold))
        rows.append(cells)
    while rows and not rows[-1]:
        rows.pop()
    return rows


def render(rows, columns):
    regular, bold = Font(FONT), Font(BOLD)
    image = np.zeros((len(rows) * CELL_H, columns * CELL_W, 3))
    image[:, :] = BACKGROUND
    for y, cells in enumerate(rows):
        for x, (character, foreground, background, strong) in enumerate(cells[:columns]):
            if 0x2800 <= ord(character) <= 0x28FF:
                coverage = braille(character)
            elif character == " ":
                coverage = np.zeros((CELL_H, CELL_W))
            else:
                coverage = (bold if strong else regular).bitmap(character)
            block = coverage[:, :, None] * np.array(foreground) + (1 - coverage[:, :, None]) * np.array(background)
            image[y * CELL_H:(y + 1) * CELL_H, x * CELL_W:(x + 1) * CELL_W] = block
    return image.clip(0, 255).astype(np.uint8)


def png(image):
    height, width, _ = image.shape
    raw = b"".join(b"\x00" + image[row].tobytes() for row in range(height))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: tmux-png.py CAPTURE.txt OUTPUT.png")
    rows = parse(open(sys.argv[1], encoding="utf-8").read())
    columns = max(len(row) for row in rows)
    open(sys.argv[2], "wb").write(png(render(rows, columns)))
