import Foundation

/// What a compiler message means for one question, in the student's terms, pointing at the student's file.
///
/// Where a question cannot be graded without something the student must write (a type, a member, a signature), the
/// compiler refuses, and its message usually points at the suite, in the suite's terms. A hint maps a pattern of that
/// message to an explanation of what is missing in the student's file; the report shows it next to the diagnostics.
public struct CompileHint: Codable, Hashable, Sendable {
  /// A regular expression searched for in the question's diagnostics.
  public var pattern: String
  /// The explanation shown when the pattern matches.
  public var message: LocalizedText

  public init(pattern: String, message: LocalizedText) {
    self.pattern = pattern
    self.message = message
  }

  /// What every report puts before a hint: what the compiler's lines mean, never a guessed cause.
  package static let label = LocalizedText(en: "What this means: ", zh: "含义：")

  /// Whether the pattern is a valid regular expression.
  var isValid: Bool {
    (try? NSRegularExpression(pattern: pattern)) != nil
  }

  /// Whether the pattern occurs in `diagnostics`; an invalid pattern never matches.
  public func matches(_ diagnostics: String) -> Bool {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return false }
    let range = NSRange(diagnostics.startIndex..., in: diagnostics)
    return expression.firstMatch(in: diagnostics, range: range) != nil
  }
}

// MARK: - Course-wide platform hints

extension CompileHint {
  /// Hints for code that compiles on a Mac but not in Linux's toolchain, where the grader runs; every question gets
  /// them, after its own `compileHints`.
  ///
  /// The manifest has no course-level place for hints, so the list is built in. Each pattern matches what Swift on
  /// Linux says for that API (see `PlatformCompileHintTests`), and each message names the API and how to keep it out
  /// of the graded path.
  public static let platform: [CompileHint] = networkingHints + otherPlatformHints

  /// The `FoundationNetworking` hints; they say nothing when Foundation itself is missing (see `matching`).
  static let networkingHints = networkingTypes.map(networking)

  private static let otherPlatformHints: [CompileHint] =
    appleModules.map(appleModule)
    + appleTypes.map { appleType($0.0, module: $0.1) } + iOSOnlyModifiers.map(iOSOnlyModifier)
    + schedulerOperators.map(schedulerOperator) + standInMissingOperators.map(standInMissingOperator)
    + standInMissingViews.map(standInMissingView) + [previewMacro]

  /// The hints of `question` that match `diagnostics`: its own first, then the platform ones.
  ///
  /// When the diagnostics show that Foundation itself is not imported (`URL` or `Data` is not found either), `URLRequest`
  /// is missing on a Mac too, so the `FoundationNetworking` hints stay silent.
  public static func matching(_ diagnostics: String, for question: Question) -> [LocalizedText] {
    let platformHints = foundationMissing.matches(diagnostics) ? otherPlatformHints : platform
    return ((question.compileHints ?? []) + platformHints).filter { $0.matches(diagnostics) }.map(\.message)
  }

  /// What the compiler says when a file uses Foundation's basic types without importing Foundation.
  private static let foundationMissing = CompileHint(
    pattern: "cannot find (type )?'(URL|Data|Date|JSONDecoder|JSONEncoder)' in scope", message: LocalizedText(en: "", zh: ""))

  /// Types that Linux's Foundation moved to `FoundationNetworking`.
  static let networkingTypes = [
    "URLSession", "URLRequest", "URLResponse", "HTTPURLResponse", "URLSessionConfiguration", "URLSessionTask",
    "URLSessionDataTask", "URLCache", "URLProtocol", "HTTPCookie",
  ]

  /// Apple frameworks that Linux's toolchain does not have.
  static let appleModules = [
    "UIKit", "AppKit", "Cocoa", "CryptoKit", "os", "OSLog", "CoreData", "SwiftData", "Charts", "MapKit",
    "CoreLocation", "PhotosUI", "WidgetKit", "AVFoundation", "CoreImage", "Security", "UniformTypeIdentifiers",
  ]

  /// Apple-only types a view or a model may name, with their framework.
  static let appleTypes = [
    ("UIColor", "UIKit"), ("UIImage", "UIKit"), ("UIApplication", "UIKit"), ("UIScreen", "UIKit"),
    ("UIDevice", "UIKit"), ("UIViewController", "UIKit"), ("UIFont", "UIKit"), ("NSColor", "AppKit"),
    ("NSImage", "AppKit"), ("NSFont", "AppKit"), ("NSApplication", "AppKit"),
  ]

  /// SwiftUI modifiers and toolbar placements that exist on iOS only: the kit also builds for macOS, and Linux's
  /// stand-in follows macOS.
  static let iOSOnlyModifiers = [
    "keyboardType", "textInputAutocapitalization", "autocapitalization", "navigationBarTitleDisplayMode",
    "navigationBarItems", "navigationBarHidden", "navigationBarBackButtonHidden", "fullScreenCover", "statusBarHidden",
    "topBarLeading", "topBarTrailing", "navigationBarLeading", "navigationBarTrailing", "bottomBar",
    "navigationBarTitle", "insetGrouped",
  ]

  /// SwiftUI views and shapes a Mac has that the grader's SwiftUI stand-in on Linux does not declare (a test checks
  /// that it still does not): an optional `View` body that uses one compiles on a Mac and not where the grader builds.
  static let standInMissingViews = [
    "GeometryReader", "LazyVGrid", "LazyHGrid", "LazyHStack", "GridItem", "Grid", "GridRow", "Menu", "AsyncImage",
    "ShareLink", "ColorPicker", "Gauge", "ViewThatFits", "TimelineView", "Canvas", "ControlGroup", "DisclosureGroup",
    "OutlineGroup", "NavigationSplitView", "ScrollViewReader", "Table", "LabeledContent", "GroupBox",
    "RoundedRectangle", "Circle", "Capsule", "Rectangle", "Ellipse", "LinearGradient", "RadialGradient", "Path",
  ]

  /// Time-based Combine operators that the Linux stand-in of Combine leaves out (it has `receive(on:)` and `debounce`).
  static let schedulerOperators = ["throttle", "delay", "subscribe(on:)"]

  /// Combine operators (and their `Publishers` types) a Mac has that the Linux stand-in of Combine does not declare (a
  /// test checks that it still does not): a view model that uses one compiles on a Mac and not where the grader builds.
  static let standInMissingOperators = [
    "zip", "merge", "flatMap", "switchToLatest", "scan", "collect", "prepend", "append", "catch", "retry", "share",
    "handleEvents", "replaceNil", "replaceError", "replaceEmpty", "tryMap", "mapError", "setFailureType", "timeout",
    "breakpoint", "multicast", "makeConnectable", "autoconnect",
  ]

  /// `#Preview` (and `@Previewable` inside it) next to a view: Xcode expands it, the Linux stand-in has no macros.
  static let previewMacro = CompileHint(
    pattern: "no macro named 'Preview'|unknown attribute 'Previewable'",
    message: LocalizedText(
      en: "`#Preview` is a macro that only Xcode expands: on Linux, where the grader builds, SwiftUI is a stand-in "
        + "without macros, so the whole file stops compiling. Put each `#Preview { … }` (and the views it shows, if "
        + "they use what the stand-in lacks) inside `#if os(macOS) || os(iOS)` … `#endif`, as the lesson's preview "
        + "files do: your Mac still shows the preview and the graded build leaves it out.",
      zh: "`#Preview` 是只有 Xcode 会展开的宏：评分所在的 Linux 上，SwiftUI 只是没有宏的替身，整个文件因此编译不过。"
        + "请把每个 `#Preview { … }`（以及它显示的、用到替身没有的 API 的视图）放进 `#if os(macOS) || os(iOS)` … "
        + "`#endif`，就像课程里的预览文件那样：你的 Mac 上照样能看到预览，评分时的编译不包含它。"))

  private static func iOSOnlyModifier(_ name: String) -> CompileHint {
    CompileHint(
      pattern: "has no member '\(name)'",
      message: LocalizedText(
        en: "`.\(name)` is iOS-only SwiftUI: macOS and Linux, where the grader builds, do not have it; wrap it in "
          + "`#if os(iOS)` … `#endif` so that the graded build leaves it out.",
        zh: "`.\(name)` 只在 iOS 的 SwiftUI 里有，macOS 和评分所在的 Linux 上都没有：请把它放进 `#if os(iOS)` … `#endif`，"
          + "这样评分时的编译不包含它。"))
  }

  private static func standInMissingView(_ name: String) -> CompileHint {
    CompileHint(
      pattern: "cannot find (type )?'\(name)' in scope",
      message: LocalizedText(
        en: "`\(name)` is SwiftUI on a Mac, but the grader builds on Linux with a SwiftUI stand-in that does not have "
          + "it: put the view code that uses it inside `#if os(macOS) || os(iOS)` … `#endif` (as the lesson's optional "
          + "View code is), so that the graded build leaves it out and your Mac still shows it.",
        zh: "`\(name)` 在 Mac 的 SwiftUI 里有，但评分在 Linux 上用的是 SwiftUI 替身，替身里没有它：请把用到它的视图代码"
          + "放进 `#if os(macOS) || os(iOS)` … `#endif`（就像课程里可选的 View 代码那样），评分时的编译不包含它，"
          + "你的 Mac 上照样能看到。"))
  }

  private static func schedulerOperator(_ name: String) -> CompileHint {
    let member = name.prefix { $0 != "(" }
    let pattern =
      name == "subscribe(on:)"
      ? "method 'subscribe' requires that '[^']+' conform to 'Subscriber'"
      : "value of type '[^']*(Publisher|Subject|Just|Future)[^']*'( \\(aka '[^']*'\\))? has no member '\(member)'"
    return CompileHint(
      pattern: pattern,
      message: LocalizedText(
        en: "`\(name)` is in Apple's Combine, but not in the grader's Combine on Linux (which has `receive(on:)` and "
          + "`debounce`): keep it out of the files this question grades. In a @MainActor view model values already "
          + "arrive on the main actor, and a pause can be `try await Task.sleep(for: .milliseconds(300))` in a Task.",
        zh: "`\(name)` 是 Apple 的 Combine 里的运算符，但评分所在的 Linux 上的 Combine 没有它（有 `receive(on:)` 和 "
          + "`debounce`）：请不要在这道题评分的文件里用它。@MainActor 的 ViewModel 收到的值本来就在主 actor 上；"
          + "需要等待时，可以在 Task 里写 `try await Task.sleep(for: .milliseconds(300))`。"))
  }

  private static func standInMissingOperator(_ name: String) -> CompileHint {
    let type = name.prefix(1).uppercased() + name.dropFirst()
    return CompileHint(
      pattern: "value of type '[^']*(Publisher|Subject|Just|Future|Published)[^']*'( \\(aka '[^']*'\\))? has no member "
        + "'\(name)'|type 'Publishers' has no member '\(type)'|'\(type)' is not a member type of enum '(Combine\\.)?Publishers'",
      message: LocalizedText(
        en: "`\(name)` is in Apple's Combine, but the grader builds on Linux with a Combine stand-in that has only "
          + "some operators (`map`, `compactMap`, `filter`, `removeDuplicates`, `dropFirst`, `combineLatest`, `debounce`, "
          + "`receive(on:)`, `sink`, `assign`, `eraseToAnyPublisher`): write the same with those, or with plain code in "
          + "the view model (a `didSet`, a method that updates both values), in the files this question grades.",
        zh: "`\(name)` 是 Apple 的 Combine 里的运算符，但评分在 Linux 上用的是 Combine 替身，替身只有部分运算符"
          + "（`map`、`compactMap`、`filter`、`removeDuplicates`、`dropFirst`、`combineLatest`、`debounce`、`receive(on:)`、"
          + "`sink`、`assign`、`eraseToAnyPublisher`）：请在这道题评分的文件里用这些运算符，或者在 ViewModel 里用普通"
          + "代码（`didSet`、同时更新两个值的方法）写出同样的效果。"))
  }

  private static func networking(_ type: String) -> CompileHint {
    CompileHint(
      pattern: "'\(type)' \\(aka 'AnyObject'\\)|'\(type)' is unavailable: This type has moved to the "
        + "FoundationNetworking|cannot find (type )?'\(type)' in scope",
      message: LocalizedText(
        en: "\(type) exists on a Mac, but on Linux, where the grader runs, it is in FoundationNetworking: write "
          + "`#if canImport(FoundationNetworking)`, `import FoundationNetworking`, `#endif` under `import Foundation` "
          + "in that file, or keep \(type) out of the files this question grades.",
        zh: "\(type) 在 Mac 上可以直接用，但评分所在的 Linux 上它在 FoundationNetworking 模块里：请在该文件的 "
          + "`import Foundation` 下面写 `#if canImport(FoundationNetworking)`、`import FoundationNetworking`、`#endif`，"
          + "或者不要在这道题评分的文件里用 \(type)。"))
  }

  private static func appleModule(_ module: String) -> CompileHint {
    CompileHint(
      pattern: "no such module '\(module)'",
      message: LocalizedText(
        en: "\(module) is an Apple framework that Linux, where the grader runs, does not have: keep `import \(module)` "
          + "and the code that needs it out of the files this question grades, or wrap both in "
          + "`#if canImport(\(module))` … `#endif`.",
        zh: "\(module) 是 Apple 平台的框架，评分所在的 Linux 上没有它：不要在这道题评分的文件里 `import \(module)` "
          + "或使用依赖它的代码，或者把它们放进 `#if canImport(\(module))` … `#endif`。"))
  }

  private static func appleType(_ type: String, module: String) -> CompileHint {
    CompileHint(
      pattern: "cannot find (type )?'\(type)' in scope",
      message: LocalizedText(
        en: "\(type) belongs to \(module), an Apple framework that Linux, where the grader runs, does not have: keep it "
          + "out of the files this question grades (SwiftUI's own types, such as Color or Image, work on both), or "
          + "wrap that code in `#if canImport(\(module))` … `#endif`.",
        zh: "\(type) 属于 \(module)，评分所在的 Linux 上没有这个 Apple 框架：不要在这道题评分的文件里用它"
          + "（SwiftUI 自己的类型如 Color、Image 两边都能用），或者把那段代码放进 `#if canImport(\(module))` … `#endif`。"))
  }
}
