import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A stand-in for the batch's child process (`grader batch --worker DIR … --worker-result FILE`): a shell script that
/// logs each student it is asked to grade and writes an empty result, or kills itself for one student, as a student's
/// code could make its grading process die.
public enum FakeBatchWorker {
  /// Writes the script into `folder` and returns its path. It appends each student's name to `log`, kills itself with
  /// SIGKILL for `killedStudent`, and otherwise writes a result with `note` (when given) as its one note.
  public static func write(in folder: TemporaryFolder, log: URL, note: String? = nil, killedStudent: String? = nil) throws -> String {
    let notes = note.map { "\"\($0)\"" } ?? ""
    let kill = killedStudent.map { "[ \"$student\" = \($0) ] && kill -KILL $$\n" } ?? ""
    let script = try folder.writeExecutable(
      """
      #!/bin/sh
      while [ $# -gt 0 ]; do
        case "$1" in
          --worker) student=$(basename "$2"); shift ;;
          --worker-result) result="$2"; shift ;;
        esac
        shift
      done
      echo "$student" >> "\(log.path)"
      \(kill)printf '{"student":"%s","notes":[\(notes)],"seconds":0}' "$student" > "$result"
      """, to: "worker.sh")
    return script.path
  }
}
