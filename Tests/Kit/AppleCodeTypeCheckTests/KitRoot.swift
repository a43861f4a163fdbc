import Foundation

/// The kit's root folder, found from this file's path.
let kitRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()  // AppleCodeTypeCheckTests
  .deletingLastPathComponent()  // Kit
  .deletingLastPathComponent()  // Tests
  .deletingLastPathComponent()
