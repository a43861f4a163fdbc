#!/usr/bin/env bash
# Measures the grader against plain SwiftPM on the same changes, side by side in one run, and prints ratios.
#
#   Scripts/benchmark.sh [ROUNDS]      (default 3 warm rounds per case)
#
# It works in a throwaway copy of the kit under $TMPDIR, so the checkout is never touched. Cases:
#   warm     edit one solution file, then `grader --solutions` vs `swift build --build-tests && swift test --skip-build`
#   cold     empty scratch directories, the same two commands
#   fresh    a fresh clone (the shipped stubs, empty scratch directories): `grader` vs a plain cold
#            `swift build --build-tests` of the exercises whose stubs compile (the manifest's stubBuilds)
#   broken   the first regrade right after breaking three exercises, and later regrades with them broken, vs a warm
#            regrade with all compiling (grader only)
#   batch    `grader batch` over a class of 6 submissions, time per student vs one warm single grade, and vs plain
#            SwiftPM building and testing each student's Lessons/ in turn in one warm workspace (the fair anchor)
#   lesson   `grader batch --lesson di` per student vs the whole course's batch, and vs the same plain SwiftPM anchor
#            declaring lesson 1's exercises only (KIT_ONLY): a one-lesson assignment's fair anchor
# Absolute times on a shared 2-core machine are noise; compare the ratios.
set -euo pipefail
rounds=${1:-3}
kit=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/kit-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
copy="$work/kit"
mkdir -p "$copy"
(cd "$kit" && tar --exclude=./.build --exclude=./.git -cf - .) | (cd "$copy" && tar -xf -)

echo "building the grader once…" >&2
swift build --package-path "$copy" -c debug --product grader >"$work/grader-build.log" 2>&1 || { cat "$work/grader-build.log" >&2; exit 1; }
grader="$(swift build --package-path "$copy" --show-bin-path)/grader"

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

# The compiler settings the grader's builds use (ExerciseBuilder.swiftBuildArguments: no debug information), so that
# plain SwiftPM compiles the same way and the ratios measure the grader, not a flag.
plain=(-Xswiftc -gnone)
baseline_scratch="$copy/.build/baseline"
baseline() {  # plain SwiftPM over the same targets the grader builds and runs
  KIT_GRADING=1 KIT_SOURCES="$1" swift build --build-tests "${plain[@]}" --package-path "$copy" --scratch-path "$baseline_scratch" >/dev/null 2>&1 || true
  KIT_GRADING=1 KIT_SOURCES="$1" swift test --skip-build "${plain[@]}" --package-path "$copy" --scratch-path "$baseline_scratch" >/dev/null 2>&1 || true
}
grade() {  # the grader, as CI or a student runs it, minus `swift run`'s own up-to-date check
  (cd "$copy" && "$grader" --no-progress "$@" >/dev/null 2>&1) || true
}
touch_file() {  # a real edit: append a comment line
  printf '\n// benchmark edit %s\n' "$RANDOM$RANDOM" >>"$1"
}
time_it() {
  local start end
  start=$(now)
  "$@"
  end=$(now)
  elapsed "$start" "$end"
}

edited="$copy/Solutions/01-DependencyInjection/Code2TodoMock/MockTodoRepository.swift"

echo "cold…" >&2
rm -rf "$copy/.build/grader" "$baseline_scratch"
cold_base=$(time_it baseline Solutions)
cold_grader=$(time_it grade --solutions)

echo "warm, ${rounds} rounds…" >&2
warm_base=()
warm_grader=()
for _ in $(seq "$rounds"); do
  touch_file "$edited"
  warm_base+=("$(time_it baseline Solutions)")
  touch_file "$edited"
  warm_grader+=("$(time_it grade --solutions)")
done
wb=$(printf '%s\n' "${warm_base[@]}" | median)
wg=$(printf '%s\n' "${warm_grader[@]}" | median)

echo "fresh clone…" >&2
# The exercises whose shipped stub compiles with its suite: what a plain build of a fresh clone can build.
# An exercise is graded by its suite (testTarget) or is itself a test target (kind "tests", the student writes tests).
compiling=$(awk '
  /\{/ { module = ""; suite = 0; builds = "" }
  /"module":/ { gsub(/[",]/, "", $2); module = $2 }
  /"testTarget":/ { suite = 1 }
  /"kind": "tests"/ { suite = 1 }
  /"stubBuilds": true/ { builds = 1 }
  /\}/ { if (module != "" && suite && builds) { printf "%s%s", sep, module; sep = "," } module = "" }
' "$copy/Course/course.json")
fresh_baseline() {  # a plain cold build of what compiles in a fresh clone
  KIT_GRADING=1 KIT_SOURCES=Lessons KIT_ONLY="$compiling" \
    swift build --build-tests "${plain[@]}" --package-path "$copy" --scratch-path "$baseline_scratch" >/dev/null 2>&1 || true
}
rm -rf "$copy/.build/grader" "$baseline_scratch"
fresh_base=$(time_it fresh_baseline)
fresh_grader=$(time_it grade)
rm -rf "$baseline_scratch"

# A whole Lessons/ with every answer right: the references, and each lesson's own README.md, Example/ and Shared/ as
# shipped (the kit-owned entries of a lesson folder, KitLayout.lessonKitEntries).
shipped_lessons="$work/shipped-lessons"
rm -rf "$shipped_lessons"
cp -R "$copy/Lessons" "$shipped_lessons"
solved_lessons() {  # $1: the Lessons/ folder to write
  cp -R "$copy/Solutions" "$1"
  for lesson in "$shipped_lessons"/*/; do
    for entry in README.md Example Shared; do
      if [ -e "$lesson$entry" ]; then cp -R "$lesson$entry" "$1/$(basename "$lesson")/$entry"; fi
    done
  done
}

echo "three broken exercises, ${rounds} rounds…" >&2
rm -rf "$copy/Lessons"
solved_lessons "$copy/Lessons"
lesson_edit="$copy/Lessons/01-DependencyInjection/Code2TodoMock/MockTodoRepository.swift"
grade  # warm the Lessons scratch directory
ok_times=()
for _ in $(seq "$rounds"); do
  touch_file "$lesson_edit"
  ok_times+=("$(time_it grade)")
done
for exercise in Code4TodoViewModel Code5FileRepository Fix1Injection; do
  file=$(ls "$copy/Lessons/01-DependencyInjection/$exercise/"*.swift | head -n 1)
  printf '\nlet benchmarkBreak: Int = "not an Int"\n' >>"$file"
done
broken_first=$(time_it grade)
# Make sure the case measures what it says: exactly three exercises reported as not compiling.
broken_count=$(cd "$copy" && "$grader" --no-progress --format json 2>/dev/null | grep -c '"diagnostics"' || true)
if [ "$broken_count" -ne 3 ]; then
  echo "expected 3 exercises with compile errors, the grader reported $broken_count" >&2
  exit 1
fi
broken_times=()
for _ in $(seq "$rounds"); do
  touch_file "$lesson_edit"
  broken_times+=("$(time_it grade)")
done
ok=$(printf '%s\n' "${ok_times[@]}" | median)
broken=$(printf '%s\n' "${broken_times[@]}" | median)

echo "batch of 6 submissions…" >&2
class="$work/class"
for student in s1 s2 s3 s4 s5 s6; do
  mkdir -p "$class/$student"
  solved_lessons "$class/$student/Lessons"
done
for student in s2 s5; do  # two students with an exercise that does not compile
  printf '\nlet broken: Int = "x"\n' >>"$class/$student/Lessons/01-DependencyInjection/Code2TodoMock/MockTodoRepository.swift"
done
make_distinct() {  # every student's every answer differs from every other student's, as in a real class
  for file in $(find "$class" -name '*.swift' -not -path '*/Example/*' -not -path '*/Shared/*'); do printf '\n// %s\n' "$RANDOM$RANDOM" >>"$file"; done
}
batch_run() { (cd "$copy" && "$grader" batch "$class" --output "$work/grades" --jobs 2 --no-progress >/dev/null 2>&1) || true; }
make_distinct
batch_cold=$(time_it batch_run)
make_distinct
batch_warm=$(time_it batch_run)
batch_again=$(time_it batch_run)
lesson_batch_run() { (cd "$copy" && "$grader" batch "$class" --lesson di --output "$work/grades-di" --jobs 2 --no-progress >/dev/null 2>&1) || true; }
make_distinct
lesson_batch_run  # the one-lesson workspaces' first (cold) run
make_distinct
batch_lesson=$(time_it lesson_batch_run)
# The fair anchor for batch: plain SwiftPM over the same targets in one warm workspace, after replacing the whole
# Lessons/ with the next student's (every file differs, as in the batch), one student after another.
anchor_copy="$work/anchor"
mkdir -p "$anchor_copy"
(cd "$copy" && tar --exclude=./.build -cf - .) | (cd "$anchor_copy" && tar -xf -)
anchor_student() {  # $1: the student's folder; $2: the exercise modules to declare (KIT_ONLY), empty for all
  local scratch="$anchor_copy/.build/anchor${2:+-lesson}"
  rm -rf "$anchor_copy/Lessons"
  cp -R "$1/Lessons" "$anchor_copy/Lessons"
  env KIT_GRADING=1 ${2:+KIT_ONLY="$2"} swift build --build-tests "${plain[@]}" --package-path "$anchor_copy" --scratch-path "$scratch" >/dev/null 2>&1 || true
  env KIT_GRADING=1 ${2:+KIT_ONLY="$2"} swift test --skip-build "${plain[@]}" --package-path "$anchor_copy" --scratch-path "$scratch" >/dev/null 2>&1 || true
}
anchor_median() {  # $1: KIT_ONLY, as for anchor_student
  anchor_student "$class/s1" "$1" >/dev/null  # warm the workspace
  local times=()
  for student in s2 s3 s4 s5 s6 s1; do
    times+=("$(time_it anchor_student "$class/$student" "$1")")
  done
  printf '%s\n' "${times[@]}" | median
}
per_anchor=$(anchor_median "")
# The fair anchor for a one-lesson assignment: the same, over lesson 1's exercises only (the modules Package.swift
# declares for 01-DependencyInjection, which `grader sync` writes from the manifest).
lesson_modules=$(grep -o 'Exercise(lesson: "01-DependencyInjection", folder: "[^"]*", module: "[^"]*"' "$copy/Package.swift" \
  | sed 's/.*module: "//; s/"$//' | paste -sd, -)
per_anchor_lesson=$(anchor_median "$lesson_modules")
per_cold=$(awk -v t="$batch_cold" 'BEGIN { printf "%.2f", t / 6 }')
per_warm=$(awk -v t="$batch_warm" 'BEGIN { printf "%.2f", t / 6 }')
per_again=$(awk -v t="$batch_again" 'BEGIN { printf "%.2f", t / 6 }')
per_lesson=$(awk -v t="$batch_lesson" 'BEGIN { printf "%.2f", t / 6 }')

row() { printf '| %-40s | %8s | %8s | %5s | %6s |\n' "$@"; }
row "case" "grader s" "other s" "ratio" "target"
row "----------------------------------------" "--------" "--------" "-----" "------"
row "warm regrade, one exercise edited" "$wg" "$wb" "$(ratio "$wg" "$wb")" "<= 1.00"
row "cold grade, empty scratch directories" "$cold_grader" "$cold_base" "$(ratio "$cold_grader" "$cold_base")" "<= 1.30"
row "fresh clone vs building what compiles" "$fresh_grader" "$fresh_base" "$(ratio "$fresh_grader" "$fresh_base")" "<= 1.20"
row "warm regrade, 3 broken vs all compiling" "$broken" "$ok" "$(ratio "$broken" "$ok")" "<= 2.00"
row "first regrade right after breaking 3" "$broken_first" "$ok" "$(ratio "$broken_first" "$ok")" "<= 1.50"
row "batch, per student, cold workspaces" "$per_cold" "$ok" "$(ratio "$per_cold" "$ok")" ""
row "batch, per student, warm workspaces" "$per_warm" "$ok" "$(ratio "$per_warm" "$ok")" ""
row "batch, per student, vs plain per student" "$per_warm" "$per_anchor" "$(ratio "$per_warm" "$per_anchor")" "<= 1.00"
row "batch, per student, same class again" "$per_again" "$ok" "$(ratio "$per_again" "$ok")" ""
row "batch --lesson di vs whole course, warm" "$per_lesson" "$per_warm" "$(ratio "$per_lesson" "$per_warm")" ""
row "batch --lesson di vs plain, lesson 1" "$per_lesson" "$per_anchor_lesson" "$(ratio "$per_lesson" "$per_anchor_lesson")" "<= 1.00"
echo
echo "Medians of $rounds warm rounds. \"other\" is plain SwiftPM (KIT_GRADING=1 swift build --build-tests && swift test"
echo "--skip-build) for the first two rows; for the fresh clone a plain cold KIT_GRADING=1 swift build --build-tests of"
echo "the exercises whose stubs compile ($compiling); and one warm single grade with every exercise compiling below."
echo "Plain SwiftPM compiles as the grader does: -Xswiftc -gnone (no debug information) on every build and test command."
echo "Batch: 6 submissions (2 with a compile error), every file different from every other student's, 2 at a time."
echo "\"vs plain per student\": the warm batch's time per student against plain SwiftPM (KIT_GRADING=1 swift build"
echo "--build-tests, then swift test --skip-build) in one warm workspace after replacing the whole Lessons/ with the next"
echo "student's (median of 6); plain SwiftPM stops at the first exercise that does not compile, the grader grades on."
echo "\"vs plain, lesson 1\": the same anchor declaring only lesson 1's exercises (KIT_ONLY=$lesson_modules)."
echo "The first run builds two cold workspaces; the second grades new submissions in warm ones; the third runs again"
echo "over the same submissions into the same output (as after filling in a review file): finished students are kept."
