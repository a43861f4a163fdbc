import Foundation
import GraderCore

let status = GraderCommand.main(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment,
  currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
)
exit(status)
