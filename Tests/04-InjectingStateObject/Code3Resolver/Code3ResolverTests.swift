import GradingSupport
import SOResolver
import Testing

/// Grades code 3: registration, resolution, a clear error for a missing registration, scopes, and `@Injected`.
@MainActor
@Suite("编程题 3：解析器与 @Injected / Code 3: a resolver and @Injected")
struct Code3Resolver {
  @Test("注册后能按类型解析出工厂创建的实例 / a registered factory is what resolve returns")
  func resolvesRegisteredFactories() throws {
    let container = Container()
    let session = SessionProbe(label: "注册的 / registered")
    container.register(SessionProbe.self) { _ in session }
    container.register((any Greeter).self) { _ in EnglishGreeter() }
    container.register(Int.self) { _ in 42 }

    let resolved = try container.resolve(SessionProbe.self)
    #expect(resolved === session, "resolve 应返回工厂创建的实例 / resolve should return the instance the factory made")
    #expect(try container.resolve((any Greeter).self).greet() == "Hello", "协议类型（any Greeter）也要能注册和解析 / a protocol type (any Greeter) should register and resolve too")
    #expect(try container.resolve(Int.self) == 42, "值类型也要能注册和解析 / value types should register and resolve too")

    container.register((any Greeter).self) { _ in ChineseGreeter() }
    #expect(try container.resolve((any Greeter).self).greet() == "你好", "再次注册同一类型应替换之前的注册 / registering a type again should replace the earlier registration")

    let first = FirstNamespace.Service()
    let second = SecondNamespace.Service()
    container.register(FirstNamespace.Service.self) { _ in first }
    container.register(SecondNamespace.Service.self) { _ in second }
    do {
      let resolvedFirst = try container.resolve(FirstNamespace.Service.self)
      let resolvedSecond = try container.resolve(SecondNamespace.Service.self)
      #expect(
        resolvedFirst === first && resolvedSecond === second,
        "两个名字相同的不同类型不能共用一个注册：用类型本身作键，而不是类型名 / two different types with the same name must not share a registration: key by the type, not its name"
      )
    } catch {
      Issue.record(
        "两个名字相同的不同类型（都叫 Service）注册后解析失败：\(error)。用类型本身（ObjectIdentifier）作键，而不是类型名 / two different types that are both named Service failed to resolve after registration: \(error). Key by the type itself (ObjectIdentifier), not its name"
      )
    }
  }

  @Test("缺少注册时抛出说明类型的 ResolutionError / a missing registration throws a ResolutionError naming the type")
  func missingRegistrationIsAClearError() {
    let container = Container()
    do {
      _ = try container.resolve(UnregisteredProbe.self)
      Issue.record("解析没有注册的类型应该抛出错误 / resolving an unregistered type should throw")
    } catch let error as ResolutionError {
      #expect(error.serviceName.contains("UnregisteredProbe"), "serviceName 应写出缺少注册的类型 / serviceName should name the unregistered type: \(error.serviceName)")
      #expect(error.description.contains("UnregisteredProbe"), "错误说明应写出缺少注册的类型 / the description should name the unregistered type: \(error.description)")
    } catch {
      Issue.record("应该抛出 ResolutionError，而不是 \(type(of: error)) / should throw a ResolutionError, not \(type(of: error))")
    }

    container.register(ScreenProbe.self) { container in ScreenProbe(session: try container.resolve(SessionProbe.self)) }
    do {
      _ = try container.resolve(ScreenProbe.self)
      Issue.record("依赖的依赖没有注册时也应该抛出错误 / a missing dependency of a dependency should throw too")
    } catch let error as ResolutionError {
      #expect(
        error.serviceName.contains("SessionProbe"),
        "错误应写出真正缺少的类型（SessionProbe），而不是请求的类型 / the error should name the type that is really missing (SessionProbe), not the one asked for: \(error.serviceName)"
      )
    } catch {
      Issue.record("应该抛出 ResolutionError，而不是 \(type(of: error)) / should throw a ResolutionError, not \(type(of: error))")
    }

    container.register(SessionProbe.self) { _ in SessionProbe(label: "补上的 / added later") }
    let screen = try? container.resolve(ScreenProbe.self)
    #expect(screen?.session.label == "补上的 / added later", "补上注册以后应能正常解析 / once registered, resolution should succeed")
  }

  @Test(".unique（默认）每次解析都创建新实例 / .unique (the default) makes a new instance every time")
  func uniqueScopeMakesNewInstances() throws {
    let container = Container()
    let counter = FactoryCounter()
    container.register(SessionProbe.self) { _ in
      counter.tick()
      return SessionProbe(label: "新的 / fresh")
    }
    #expect(counter.runs == 0, "注册时不应运行工厂 / registering should not run the factory")
    let first = try container.resolve(SessionProbe.self)
    let second = try container.resolve(SessionProbe.self)
    #expect(first !== second, "默认作用域 .unique 每次都应返回新实例 / the default .unique scope should return a new instance every time")
    #expect(counter.runs == 2, "两次解析应运行工厂两次 / two resolutions should run the factory twice")

    container.register(ScreenProbe.self, scope: .unique) { container in ScreenProbe(session: try container.resolve(SessionProbe.self)) }
    let screenA = try container.resolve(ScreenProbe.self)
    let screenB = try container.resolve(ScreenProbe.self)
    #expect(screenA !== screenB, "显式写 .unique 也应每次返回新实例 / an explicit .unique should also return a new instance every time")
  }

  @Test(".singleton 只创建一次并共享同一个实例 / .singleton makes one instance and shares it")
  func singletonScopeSharesOneInstance() throws {
    let container = Container()
    let counter = FactoryCounter()
    container.register(SessionProbe.self, scope: .singleton) { _ in
      counter.tick()
      return SessionProbe(label: "共享的 / shared")
    }
    #expect(counter.runs == 0, "单例应在第一次解析时才创建，而不是注册时 / a singleton should be made on first resolution, not when it is registered")
    let first = try container.resolve(SessionProbe.self)
    let second = try container.resolve(SessionProbe.self)
    #expect(first === second, ".singleton 每次都应返回同一个实例 / .singleton should return the same instance every time")
    #expect(counter.runs == 1, ".singleton 的工厂只应运行一次 / a .singleton factory should run only once")

    container.register(ScreenProbe.self) { container in ScreenProbe(session: try container.resolve(SessionProbe.self)) }
    let screenA = try container.resolve(ScreenProbe.self)
    let screenB = try container.resolve(ScreenProbe.self)
    #expect(screenA !== screenB && screenA.session === first && screenB.session === first, "每个 .unique 的界面应得到同一个共享的单例依赖 / each .unique screen should get the same shared singleton dependency")

    container.register(SessionProbe.self, scope: .singleton) { _ in SessionProbe(label: "替换后 / replaced") }
    let replaced = try container.resolve(SessionProbe.self)
    #expect(replaced !== first && replaced.label == "替换后 / replaced", "重新注册后不应再返回旧的单例 / after registering again, the old singleton should not come back")
  }

  @Test("@Injected 在创建时从容器解析，失败时不崩溃 / @Injected resolves from the container when created and does not crash on failure")
  func injectedResolvesWhenCreated() {
    let container = Container()
    let counter = FactoryCounter()
    container.register(SessionProbe.self) { _ in
      counter.tick()
      return SessionProbe(label: "注入的 / injected")
    }
    let missing = Injected<UnregisteredProbe>(container)
    if case .success = missing.projectedValue {
      Issue.record("没有注册的类型不应解析成功：$ 投影值应保存解析时抛出的错误 / an unregistered type should not resolve: the projected value should hold the error resolution threw")
    }

    let injected = Injected<SessionProbe>(container)
    #expect(counter.runs == 1, "Injected 应在创建时解析一次 / Injected should resolve once, when it is created")
    guard case .success(let projected) = injected.projectedValue else {
      Issue.record("已注册的类型应解析成功，$ 投影值应为 .success / a registered type should resolve, and the projected value should be .success")
      return
    }
    let first = injected.wrappedValue
    let second = injected.wrappedValue
    #expect(first === second && first === projected, "wrappedValue 应返回创建时解析出的那个实例 / wrappedValue should return the instance resolved at creation")
    #expect(first.label == "注入的 / injected", "wrappedValue 应来自注册的工厂 / wrappedValue should come from the registered factory")
    #expect(counter.runs == 1, "读取 wrappedValue 不应再次解析 / reading wrappedValue should not resolve again")
  }
}
