/// Which attributes a submission may write: the one list of them, and why each group is there.
///
/// The rule is an allow-list. An attribute built into the compiler can change linkage, symbol names, sections or
/// visibility (`@c`, `@section`, `@used`, `@_silgen_name`, `@_cdecl`, `@export`…), and each toolchain adds some, so
/// only attributes an honest student of these lessons writes are accepted; any other is refused, named with its line.
///
/// Accepted:
/// - the language attributes of everyday Swift in these lessons (`builtIn`);
/// - the property wrappers, result builders and macros of the frameworks the lessons use, including Apple-only ones a
///   student's Mac accepts (`frameworks`): a name that Linux does not declare fails to compile, it is never tampering;
/// - the names the lessons quote from a dependency-injection library (`lessonLibraries`), for the same reason;
/// - the types the kit's SwiftUI and Combine stand-ins declare (given by the caller);
/// - the student's own types named with a capital letter (property wrappers, result builders, global actors): the
///   compiler's own attributes are lower-case, so a student type can never stand for one.
///
/// Decisions on purpose:
/// - `@objc`, `@nonobjc`, `@objcMembers`, the Interface Builder attributes and `@UIApplicationMain` are accepted: Linux
///   has no Objective-C interoperability or UIKit, so the compiler refuses them there itself (a compile error, not
///   tampering).
/// - `@main` is accepted here: an exercise that defines `main` breaks the test program's link, which the builder blames
///   on that exercise alone (`compile-error`).
/// - `@convention(…)` is accepted but flagged for review (`ReviewScan`): honest code of these lessons never needs a C
///   function pointer, and a forgery calling `dlsym`'s results does.
/// - Refused: `@abi` (renames symbols), `@backDeployed`, `@export`, `@specialized`, `@DebugDescription` (which emits a
///   section), `@attached`/`@freestanding` (a macro needs a plugin no submission has) and every attribute that starts
///   with `_`.
enum AttributeRule {
  /// Language attributes.
  static let builtIn: Set<String> = [
    // Concurrency.
    "MainActor", "Sendable", "preconcurrency", "unchecked", "isolated", "concurrent", "globalActor", "TaskLocal",
    // Closures and parameters.
    "escaping", "autoclosure", "convention",
    // Declarations.
    "available", "discardableResult", "inlinable", "usableFromInline", "frozen", "inline", "retroactive", "unknown",
    "propertyWrapper", "resultBuilder", "dynamicMemberLookup", "dynamicCallable", "warn_unqualified_access", "main",
    "testable",
    // Objective-C and Interface Builder: refused by the Linux compiler itself.
    "objc", "nonobjc", "objcMembers", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction",
    "NSManaged", "NSCopying", "UIApplicationMain", "NSApplicationMain",
  ]

  /// Property wrappers, result builders and macros of the frameworks these lessons use or a Mac offers.
  static let frameworks: Set<String> = [
    // Swift Testing, Observation, Combine.
    "Test", "Suite", "Observable", "ObservationIgnored", "ObservationTracked", "Published",
    // SwiftUI property wrappers.
    "State", "Binding", "Environment", "EnvironmentObject", "StateObject", "ObservedObject", "Bindable", "FocusState",
    "AppStorage", "SceneStorage", "Namespace", "GestureState", "ScaledMetric", "FocusedValue", "FocusedBinding",
    "FocusedObject", "AccessibilityFocusState", "FetchRequest", "SectionedFetchRequest", "UIApplicationDelegateAdaptor",
    "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor", "Previewable", "Entry",
    // Result builders.
    "ViewBuilder", "SceneBuilder", "ToolbarContentBuilder", "CommandsBuilder", "TableColumnBuilder", "TableRowBuilder",
    "RegexComponentBuilder",
    // SwiftData.
    "Model", "Query", "Attribute", "Relationship", "Transient",
  ]

  /// Names the lessons quote from Resolver, a dependency-injection library (lesson 4).
  static let lessonLibraries: Set<String> = ["Injected", "InjectedObject", "LazyInjected", "OptionalInjected", "Inject"]

  /// Every attribute accepted by name, before the stand-ins' and the student's own types.
  static let accepted = builtIn.union(frameworks).union(lessonLibraries)

  /// Whether `name` is accepted, given the stand-ins' type names and the student's own type names.
  static func accepts(_ name: String, standIns: Set<String>, ownTypes: Set<String>) -> Bool {
    if accepted.contains(name) { return true }
    guard let first = name.unicodeScalars.first, first.properties.isUppercase else { return false }
    return standIns.contains(name) || ownTypes.contains(name)
  }

  /// The sentence that refuses `name`, in both languages (the scan puts the file and line before it).
  package static func refusal(_ name: String) -> String {
    let shown = PrintableText.escaped(name, keepingLineBreaks: false)
    if name.hasPrefix("_") {
      return "提交中不允许使用编译器内部特性 @\(shown) / the compiler-internal attribute @\(shown) is not allowed in a submission"
    }
    return "特性 @\(shown) 不在提交可用的特性之列 / the attribute @\(shown) is not among the attributes a submission may use"
  }
}
