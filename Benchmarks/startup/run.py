#!/usr/bin/env python3
"""Start-up benchmark: `quiz ask "What is the capital of Belgium?"` against the floor.

Builds quiz in release twice: as shipped (`--static-swift-stdlib`, see the README) and as
`swift build -c release` leaves it (the Swift runtime and Foundation as shared libraries).
Builds the floor, a minimal program that imports Foundation and prints one line, the same
two ways. Runs all four RUNS times, interleaved, and prints median and p90 wall time and peak
memory (max RSS, from wait4) for each.

The targets (issue 2): quiz as shipped takes at most 2x the floor's wall time, the floor
built the default way, `swiftc -O floor.swift`, and peaks at 25 MB at most. The static floor's
ratio is printed beside it, so nobody mistakes the one for the other. Exits non-zero when a
target is missed or an answer is wrong.

usage: Benchmarks/startup/run.py [--runs N] [--skip-build]
"""
import os, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
QUESTION = "What is the capital of Belgium?"
EXPECTED = b"The capital of Belgium is Brussels.\n"
STATIC_SCRATCH = os.path.join(ROOT, ".build-static")
FLOOR_SOURCE = os.path.join(ROOT, "Benchmarks/startup/floor.swift")
TMP = tempfile.gettempdir()


def bin_path(*extra):
    return subprocess.run(["swift", "build", "-c", "release", "--show-bin-path", *extra], cwd=ROOT,
                          check=True, capture_output=True, text=True).stdout.strip()


def build(skip):
    static_args = ["--static-swift-stdlib", "--scratch-path", STATIC_SCRATCH]
    floors = {"floor": os.path.join(TMP, "quiz-startup-floor"),
              "floor static": os.path.join(TMP, "quiz-startup-floor-static")}
    if not skip:
        for extra in ([], static_args):
            subprocess.run(["swift", "build", "-c", "release", "--product", "quiz", *extra], cwd=ROOT,
                           check=True, stdout=subprocess.DEVNULL)
        subprocess.run(["swiftc", "-O", "-o", floors["floor"], FLOOR_SOURCE], check=True)
        subprocess.run(["swiftc", "-O", "-static-stdlib", "-o", floors["floor static"], FLOOR_SOURCE],
                       check=True)
    return {
        "floor": [floors["floor"]],
        "floor static": [floors["floor static"]],
        "quiz": [os.path.join(bin_path(*static_args), "quiz"), "ask", QUESTION],
        "quiz dynamic": [os.path.join(bin_path(), "quiz"), "ask", QUESTION],
    }


def measure(argv):
    """Wall seconds and peak RSS in MB of one run, via wait4's rusage for that child only."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            stdin=subprocess.DEVNULL, env={**os.environ, "NO_COLOR": "1"})
    out = proc.stdout.read()
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code != 0 or out != EXPECTED:
        sys.exit(f"unexpected result from {argv}: status {code}, output {out!r}")
    return wall, usage.ru_maxrss / 1024


def main():
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 40
    commands = build("--skip-build" in sys.argv)
    for argv in commands.values():  # warm the page cache
        measure(argv)
    samples = {name: [] for name in commands}
    for _ in range(runs):
        for name, argv in commands.items():
            samples[name].append(measure(argv))
    summary = {}
    for name, values in samples.items():
        walls = sorted(v[0] * 1000 for v in values)
        summary[name] = (statistics.median(walls), walls[int(len(walls) * 0.9)], max(v[1] for v in values))
        print(f"{name:13s} median {summary[name][0]:6.1f} ms   p90 {summary[name][1]:6.1f} ms   "
              f"peak RSS {summary[name][2]:5.1f} MB   ({runs} runs)")
    ratio = summary["quiz"][0] / summary["floor"][0]
    static_ratio = summary["quiz"][0] / summary["floor static"][0]
    dynamic_ratio = summary["quiz dynamic"][0] / summary["floor"][0]
    print(f"quiz / floor: {ratio:.2f}x (target <= 2.0x); quiz peak {summary['quiz'][2]:.1f} MB "
          f"(target <= 25 MB)")
    print(f"for comparison: quiz / floor static {static_ratio:.2f}x; "
          f"quiz dynamic / floor {dynamic_ratio:.2f}x")
    ok = ratio <= 2.0 and summary["quiz"][2] <= 25
    print("targets met" if ok else "TARGET MISSED")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
