#!/usr/bin/env python3
"""Checks a grader JSON report of the untouched stubs: every automatic check fails, and each exercise fails the way
the manifest says (compile-error when its stub is not meant to build, failed or unanswered otherwise).

Usage: Scripts/check-stub-report.py Course/course.json report.json
"""
import json
import sys

course = json.load(open(sys.argv[1]))
report = json.load(open(sys.argv[2]))
stub_builds = {e["module"]: e["stubBuilds"] for lesson in course["lessons"] for e in lesson["exercises"]}
exercise_of = {q["id"]: q["exercise"] for lesson in course["lessons"] for q in lesson["questions"]}
problems = []
for q in report["questions"]:
    if q["status"] == "manual":
        continue
    expected = {"failed", "unanswered"} if stub_builds[exercise_of[q["id"]]] else {"compile-error"}
    if q["status"] not in expected:
        problems.append(f"{q['id']}: status {q['status']}, expected one of {sorted(expected)}")
    if q["score"] != 0:
        problems.append(f"{q['id']}: scored {q['score']} on the stub")
    for check in q["checks"]:
        if check["passed"]:
            problems.append(f"{q['id']}: check {check['name']} passes on the stub")
if report["score"] != 0:
    problems.append(f"total score on the stubs is {report['score']}, expected 0")
checks = sum(len(q["checks"]) for q in report["questions"])
if problems:
    print("\n".join(problems))
    sys.exit(1)
print(f"stubs: all {checks} automatic checks fail, total 0 / {report['maxScore']}")
