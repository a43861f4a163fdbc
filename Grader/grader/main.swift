import Foundation
import GraderCommandLine

let status = GraderCommand.main(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment,
  currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
  // From Xcode the working folder is not the kit: the kit is found from where this file was built.
  sourceLocation: URL(fileURLWithPath: #filePath)
)
exit(status)
