#!/usr/bin/env python3
"""Start-up benchmark: `quiz ask "What is the capital of Belgium?"` against the floor.

Builds quiz in release and a minimal Foundation program (the floor for any Swift CLI),
runs each RUNS times alternately, and prints median wall time and peak memory (max RSS)
for both, the ratio, and whether quiz meets its targets (at most 2x the floor's wall time,
at most 25 MB peak). Exits non-zero when a target is missed.

usage: Benchmarks/startup/run.py [--runs N] [--skip-build]
"""
import os, resource, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
QUESTION = "What is the capital of Belgium?"
EXPECTED = b"The capital of Belgium is Brussels.\n"


def build():
    subprocess.run(["swift", "build", "-c", "release", "--product", "quiz"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    binpath = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                             check=True, capture_output=True, text=True).stdout.strip()
    floor = os.path.join(tempfile.gettempdir(), "quiz-startup-floor")
    subprocess.run(["swiftc", "-O", "-o", floor, os.path.join(ROOT, "Benchmarks/startup/floor.swift")],
                   check=True)
    return os.path.join(binpath, "quiz"), floor


def measure(argv):
    """Wall seconds and peak RSS in MB of one run, via wait4's rusage for that child only."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            stdin=subprocess.DEVNULL, env={**os.environ, "NO_COLOR": "1"})
    out = proc.stdout.read()
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0 or out != EXPECTED and argv[-1] == QUESTION:
        sys.exit(f"unexpected result from {argv}: status {proc.returncode}, output {out!r}")
    return wall, usage.ru_maxrss / 1024


def main():
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 40
    if "--skip-build" in sys.argv:
        binpath = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                                 check=True, capture_output=True, text=True).stdout.strip()
        quiz, floor = os.path.join(binpath, "quiz"), os.path.join(tempfile.gettempdir(), "quiz-startup-floor")
    else:
        quiz, floor = build()
    commands = {"floor": [floor], "quiz": [quiz, "ask", QUESTION]}
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
        print(f"{name:6s} median {summary[name][0]:6.1f} ms   p90 {summary[name][1]:6.1f} ms   "
              f"peak RSS {summary[name][2]:5.1f} MB   ({runs} runs)")
    ratio = summary["quiz"][0] / summary["floor"][0]
    print(f"quiz / floor wall time: {ratio:.2f}x (target <= 2.0x); quiz peak {summary['quiz'][2]:.1f} MB "
          f"(target <= 25 MB)")
    ok = ratio <= 2.0 and summary["quiz"][2] <= 25
    print("targets met" if ok else "TARGET MISSED")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
