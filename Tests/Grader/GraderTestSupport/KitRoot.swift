import Foundation

/// The kit these tests belong to, found from this file, so no resource bundle is needed.
public enum KitRoot {
  /// The kit's root folder (`Tests/Grader/GraderTestSupport/KitRoot.swift` is four levels down).
  public static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Tests/Grader/Fixtures`: the real consumers, schemas, recorded cases and the fixture kit.
  public static let fixtures = url.appendingPathComponent("Tests/Grader/Fixtures")
}
