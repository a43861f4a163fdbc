import GradingSupport
import SOResolver
import Testing

/// Grades code 3, one requirement per check: resolving, replacing, keying by type, the errors for a missing
/// registration, the two scopes, and `@Injected`.
///
/// 每项检查对应一个要求：解析、重新注册、按类型作键、缺少注册时的错误、两种作用域、`@Injected`。
/// Only `resolvesRegisteredFactories` registers a factory that resolves its own dependency through the container it
/// receives; the other checks use factories that need nothing, or compare with what the container itself reports,
/// so one requirement written wrong costs only its own check.
/// 只有 `resolvesRegisteredFactories` 用到“工厂通过收到的容器解析自己的依赖”；其他检查的工厂什么都不依赖，
/// 或者和容器自己报告的结果比较，所以一个要求写错只丢它自己的分。
@MainActor
@Suite("编程题 3：解析器与 @Injected / Code 3: a resolver and @Injected")
struct Code3Resolver {
  @Test("注册后能按类型解析出工厂创建的实例 / a registered factory is what resolve returns")
  func resolvesRegisteredFactories() {
    let container = Container()
    let session = SessionProbe(label: "注册的 / registered")
    container.register(SessionProbe.self) { _ in session }
    container.register((any Greeter).self) { _ in EnglishGreeter() }
    container.register(Int.self) { _ in 42 }
    container.register(ScreenProbe.self) { container in ScreenProbe(session: try container.resolve(SessionProbe.self)) }
    do {
      let resolved = try container.resolve(SessionProbe.self)
      #expect(resolved === session, "resolve(SessionProbe.self) 返回的不是工厂返回的那个实例 / resolve(SessionProbe.self) returned another instance than the one its factory returns")
      let greeting = try container.resolve((any Greeter).self).greet()
      #expect(greeting == "Hello", "注册 EnglishGreeter 后，resolve((any Greeter).self).greet() 返回 \(String(reflecting: greeting))，应为 \"Hello\" / with EnglishGreeter registered, resolve((any Greeter).self).greet() returned \(String(reflecting: greeting)); expected \"Hello\"")
      let number = try container.resolve(Int.self)
      #expect(number == 42, "注册 { _ in 42 } 后，resolve(Int.self) 返回 \(number)，应为 42 / with { _ in 42 } registered, resolve(Int.self) returned \(number); expected 42")
    } catch {
      Testing.Issue.record("解析已注册的类型时抛出了 \(error)；应返回工厂创建的值 / resolving a registered type threw \(error); expected the value its factory makes")
    }
    do {
      let screen = try container.resolve(ScreenProbe.self)
      #expect(screen.session === session, "ScreenProbe 的工厂用收到的容器解析 SessionProbe，得到的不是注册的那个实例 / ScreenProbe's factory resolved SessionProbe through the container it received and got another instance than the registered one")
    } catch {
      Testing.Issue.record("ScreenProbe 的工厂用收到的容器解析已注册的 SessionProbe，却抛出了 \(error)；工厂应收到这个容器本身 / ScreenProbe's factory resolved the registered SessionProbe through the container it received, and that threw \(error); expected the factory to receive this very container")
    }
  }

  @Test("同一类型再注册一次会替换之前的注册和已缓存的单例 / registering a type again replaces its registration and cached singleton")
  func registeringAgainReplaces() {
    let container = Container()
    container.register((any Greeter).self) { _ in EnglishGreeter() }
    _ = try? container.resolve((any Greeter).self)
    container.register((any Greeter).self) { _ in ChineseGreeter() }
    let greeting = (try? container.resolve((any Greeter).self))?.greet()
    #expect(greeting == "你好", "先注册 EnglishGreeter、再注册 ChineseGreeter 之后，解析得到的 greet() 是 \(String(describing: greeting))，应为 \"你好\" / after registering EnglishGreeter and then ChineseGreeter, the resolved greet() was \(String(describing: greeting)); expected \"你好\"")

    container.register(SessionProbe.self, scope: .singleton) { _ in SessionProbe(label: "第一个 / first") }
    let first = try? container.resolve(SessionProbe.self)
    container.register(SessionProbe.self, scope: .singleton) { _ in SessionProbe(label: "替换后 / replaced") }
    let replaced = try? container.resolve(SessionProbe.self)
    #expect(
      replaced !== first && replaced?.label == "替换后 / replaced",
      "解析过一个 .singleton 之后重新注册，再解析得到的标签是 \(String(describing: replaced?.label))（\(replaced === first ? "还是旧的那个实例 / the old instance" : "新实例 / a new instance")）；应来自新的注册 / after a .singleton was resolved and registered again, the next resolution had label \(String(describing: replaced?.label)); expected it from the new registration"
    )
  }

  @Test("两个名字相同的不同类型各有各的注册 / two different types with the same name keep their own registrations")
  func sameNamedTypesStayApart() {
    let container = Container()
    let first = FirstNamespace.Service()
    let second = SecondNamespace.Service()
    container.register(FirstNamespace.Service.self) { _ in first }
    container.register(SecondNamespace.Service.self) { _ in second }
    do {
      let resolvedFirst = try container.resolve(FirstNamespace.Service.self)
      let resolvedSecond = try container.resolve(SecondNamespace.Service.self)
      #expect(
        resolvedFirst === first && resolvedSecond === second,
        "FirstNamespace.Service 和 SecondNamespace.Service 各注册了自己的实例，解析结果却不是各自的那个（第一个\(resolvedFirst === first ? "对 / right" : "错 / wrong")，第二个\(resolvedSecond === second ? "对 / right" : "错 / wrong")）/ FirstNamespace.Service and SecondNamespace.Service each registered an instance, yet resolving them did not give each its own (first \(resolvedFirst === first ? "right" : "wrong"), second \(resolvedSecond === second ? "right" : "wrong"))"
      )
    } catch {
      Testing.Issue.record("两个都叫 Service 的不同类型注册后，解析抛出了 \(error)；应各自解析成功 / two different types both named Service were registered, and resolving them threw \(error); expected each to resolve")
    }
  }

  @Test("缺少注册时抛出写明类型的 ResolutionError / a missing registration throws a ResolutionError naming the type")
  func missingRegistrationIsAClearError() {
    let container = Container()
    do {
      let made = try container.resolve(UnregisteredProbe.self)
      Testing.Issue.record("解析从未注册的 UnregisteredProbe 返回了 \(made)，没有抛错；应抛出 ResolutionError / resolving UnregisteredProbe, which was never registered, returned \(made) without throwing; expected a ResolutionError")
    } catch let error as ResolutionError {
      #expect(error.serviceName.contains("UnregisteredProbe"), "解析未注册的 UnregisteredProbe 抛出的 ResolutionError 的 serviceName 是 \(String(reflecting: error.serviceName))；应写出 UnregisteredProbe / resolving the unregistered UnregisteredProbe threw a ResolutionError whose serviceName was \(String(reflecting: error.serviceName)); expected it to name UnregisteredProbe")
    } catch {
      Testing.Issue.record("解析未注册的 UnregisteredProbe 抛出了 \(type(of: error))：\(error)；应为 ResolutionError / resolving the unregistered UnregisteredProbe threw \(type(of: error)): \(error); expected a ResolutionError")
    }
  }

  @Test("缺的是依赖的依赖时，错误写明真正缺少的类型 / a missing dependency of a dependency is the type the error names")
  func missingDependencyIsNamed() {
    let container = Container()
    let counter = FactoryCounter()
    container.register(ScreenProbe.self) { container in
      counter.tick()
      return ScreenProbe(session: try container.resolve(SessionProbe.self))
    }
    let nested = Code3Outcome.error { try container.resolve(ScreenProbe.self) }
    guard counter.runs > 0 else {
      Testing.Issue.record("解析已注册的 ScreenProbe 没有运行它的工厂（抛出：\(String(describing: nested))）；应运行工厂，由工厂解析缺少的 SessionProbe / resolving the registered ScreenProbe did not run its factory (it threw \(String(describing: nested))); expected the factory to run and resolve the missing SessionProbe")
      return
    }
    let direct = Code3Outcome.error { try container.resolve(SessionProbe.self) }
    guard let nested, let direct else {
      Testing.Issue.record("ScreenProbe 的依赖 SessionProbe 没有注册，解析 ScreenProbe 却没有抛错；应抛错 / ScreenProbe's dependency SessionProbe is not registered, yet resolving ScreenProbe threw nothing; expected an error")
      return
    }
    #expect(
      Code3Outcome.same(nested, direct),
      "解析 ScreenProbe（缺它的依赖 SessionProbe）抛出 \(Code3Outcome.describe(nested))，直接解析 SessionProbe 抛出 \(Code3Outcome.describe(direct))；应相同，写明真正缺少的 SessionProbe / resolving ScreenProbe (its dependency SessionProbe is missing) threw \(Code3Outcome.describe(nested)) and resolving SessionProbe directly threw \(Code3Outcome.describe(direct)); expected the same, naming the type really missing"
    )
  }

  @Test("ResolutionError 的说明写出类型名 / ResolutionError's description names the type")
  func errorDescriptionNamesTheType() {
    let error = ResolutionError(serviceName: "PaymentGateway")
    #expect(
      error.description.contains("PaymentGateway"),
      "ResolutionError(serviceName: \"PaymentGateway\").description 是 \(String(reflecting: error.description))；应写出 PaymentGateway / ResolutionError(serviceName: \"PaymentGateway\").description was \(String(reflecting: error.description)); expected it to name PaymentGateway"
    )
  }

  @Test(".unique（默认）每次解析都创建新实例 / .unique (the default) makes a new instance every time")
  func uniqueScopeMakesNewInstances() {
    let container = Container()
    let counter = FactoryCounter()
    container.register(SessionProbe.self) { _ in
      counter.tick()
      return SessionProbe(label: "新的 / fresh")
    }
    #expect(counter.runs == 0, "注册（没写作用域）时工厂就运行了 \(counter.runs) 次；应为 0 次 / registering (no scope given) ran the factory \(counter.runs) times; expected 0")
    let first = try? container.resolve(SessionProbe.self)
    let second = try? container.resolve(SessionProbe.self)
    #expect(first != nil && first !== second, "默认作用域下解析两次，得到的\(first == nil ? "是错误 / were errors" : "是同一个实例 / were the same instance")；应为两个新实例 / resolving twice with the default scope gave \(first == nil ? "errors" : "the same instance"); expected two new instances")
    #expect(counter.runs == 2, "默认作用域下解析两次，工厂运行了 \(counter.runs) 次；应为 2 次 / resolving twice with the default scope ran the factory \(counter.runs) times; expected 2")

    container.register(ScreenProbe.self, scope: .unique) { _ in ScreenProbe(session: SessionProbe(label: "屏幕 / screen")) }
    let screenA = try? container.resolve(ScreenProbe.self)
    let screenB = try? container.resolve(ScreenProbe.self)
    #expect(screenA != nil && screenA !== screenB, "显式写 .unique 时解析两次，得到的\(screenA == nil ? "是错误 / were errors" : "是同一个实例 / were the same instance")；应为两个新实例 / resolving twice with an explicit .unique gave \(screenA == nil ? "errors" : "the same instance"); expected two new instances")
  }

  @Test(".singleton 只创建一次并共享同一个实例 / .singleton makes one instance and shares it")
  func singletonScopeSharesOneInstance() {
    let container = Container()
    let counter = FactoryCounter()
    container.register(SessionProbe.self, scope: .singleton) { _ in
      counter.tick()
      return SessionProbe(label: "共享的 / shared")
    }
    #expect(counter.runs == 0, "注册 .singleton 时工厂就运行了 \(counter.runs) 次；应在第一次解析时才运行 / registering a .singleton ran the factory \(counter.runs) times; expected it to run on first resolution")
    let first = try? container.resolve(SessionProbe.self)
    let second = try? container.resolve(SessionProbe.self)
    #expect(first != nil && first === second, ".singleton 解析两次，得到的\(first == nil ? "是错误 / were errors" : "是两个不同的实例 / were two different instances")；应为同一个实例 / resolving a .singleton twice gave \(first == nil ? "errors" : "two different instances"); expected the same instance")
    #expect(counter.runs == 1, ".singleton 解析两次，工厂运行了 \(counter.runs) 次；应为 1 次 / resolving a .singleton twice ran the factory \(counter.runs) times; expected once")
  }

  @Test("@Injected 在创建时解析一次，wrappedValue 返回那个实例 / @Injected resolves once when created, and wrappedValue returns that instance")
  func injectedResolvesWhenCreated() {
    let container = Container()
    let counter = FactoryCounter()
    container.register(SessionProbe.self) { _ in
      counter.tick()
      return SessionProbe(label: "注入的 / injected")
    }
    let injected = Injected<SessionProbe>(container)
    #expect(counter.runs == 1, "创建 Injected<SessionProbe> 之后，工厂运行了 \(counter.runs) 次；应在创建时正好解析一次 / after creating Injected<SessionProbe>, the factory had run \(counter.runs) times; expected exactly one resolution, at creation")
    guard case .success(let projected) = injected.projectedValue else {
      Testing.Issue.record("SessionProbe 已注册，Injected<SessionProbe> 的投影值却是 \(injected.projectedValue)；应为 .success / SessionProbe is registered, yet the projected value of Injected<SessionProbe> was \(injected.projectedValue); expected .success")
      return
    }
    let runs = counter.runs
    let first = injected.wrappedValue
    let second = injected.wrappedValue
    #expect(first === second && first === projected, "两次读取 wrappedValue 和投影值里的不是同一个实例；应都是创建时解析出的那个 / two reads of wrappedValue and the projected value were not one instance; expected the one resolved at creation")
    #expect(counter.runs == runs, "读取两次 wrappedValue 又让工厂运行了 \(counter.runs - runs) 次；应为 0 次 / reading wrappedValue twice ran the factory \(counter.runs - runs) more times; expected none")
  }

  @Test("@Injected 解析失败时不崩溃，投影值保存 resolve 抛出的错误 / @Injected does not crash on a failed resolution; its projected value keeps the error resolve threw")
  func injectedKeepsTheError() {
    let container = Container()
    let counter = FactoryCounter()
    container.register(ScreenProbe.self) { container in
      counter.tick()
      return ScreenProbe(session: try container.resolve(SessionProbe.self))
    }
    let missing = Injected<UnregisteredProbe>(container)
    let injected = Injected<ScreenProbe>(container)
    guard counter.runs > 0 else {
      Testing.Issue.record("创建 Injected<ScreenProbe> 时没有运行 ScreenProbe 的工厂（投影值：\(injected.projectedValue)）；应在创建时解析 / creating Injected<ScreenProbe> did not run ScreenProbe's factory (projected value: \(injected.projectedValue)); expected it to resolve at creation")
      return
    }
    for (name, projected, expected) in [
      ("Injected<UnregisteredProbe>", Code3Outcome.error { try missing.projectedValue.get() }, Code3Outcome.error { try container.resolve(UnregisteredProbe.self) }),
      ("Injected<ScreenProbe>", Code3Outcome.error { try injected.projectedValue.get() }, Code3Outcome.error { try container.resolve(ScreenProbe.self) }),
    ] {
      guard let projected else {
        Testing.Issue.record("\(name) 的依赖没有注册，它的投影值却是 .success；应为 .failure / \(name)'s dependency is not registered, yet its projected value was .success; expected .failure")
        continue
      }
      #expect(
        expected.map { Code3Outcome.same(projected, $0) } ?? false,
        "\(name) 的投影值保存的是 \(Code3Outcome.describe(projected))，直接 resolve 抛出的是 \(expected.map(Code3Outcome.describe) ?? "（没有抛错 / nothing）")；应相同 / \(name)'s projected value held \(Code3Outcome.describe(projected)) and resolve itself threw \(expected.map(Code3Outcome.describe) ?? "nothing"); expected the same"
      )
    }
  }
}

/// Errors as the checks compare them: 检查比较错误的方式。
enum Code3Outcome {
  /// The error `body` throws, or `nil` when it returns: `body` 抛出的错误；正常返回时为 `nil`。
  static func error<T>(_ body: () throws -> T) -> (any Swift.Error)? {
    do {
      _ = try body()
      return nil
    } catch {
      return error
    }
  }

  /// Whether two errors say the same: two `ResolutionError`s naming the same type, or the same type and text.
  static func same(_ first: any Swift.Error, _ second: any Swift.Error) -> Bool {
    if let first = first as? ResolutionError, let second = second as? ResolutionError {
      return first.serviceName == second.serviceName
    }
    return ObjectIdentifier(type(of: first)) == ObjectIdentifier(type(of: second)) && "\(first)" == "\(second)"
  }

  /// An error for a message: its type, and its `serviceName` when it is a `ResolutionError`.
  static func describe(_ error: any Swift.Error) -> String {
    if let error = error as? ResolutionError {
      return "ResolutionError(serviceName: \(String(reflecting: error.serviceName)))"
    }
    return "\(type(of: error)): \(error)"
  }
}
