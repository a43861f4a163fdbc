import RecipeAPI
import RequestRecorder
import Testing

/// The recorder is exact per scope, even with many concurrent callers, and its process-wide log sees everything.
@Suite("请求记录 / The request recorder")
struct RequestRecorderTests {
  @Test("作用域只统计自己的请求 / a scope counts only its own requests")
  func scopeCountsOnlyItsOwn() async {
    let requests = await RealHTTPClient.requests {
      _ = try? await RealHTTPClient.fetchRecipes()
      _ = try? await RealHTTPClient.fetchRecipes()
    }
    #expect(requests == [RealHTTPClient.recipesRequest, RealHTTPClient.recipesRequest])
  }

  @Test("嵌套的作用域都会记录 / nested scopes all record")
  func nestedScopes() async {
    var inner: [String] = []
    let outer = await RealHTTPClient.requests {
      _ = try? await RealHTTPClient.fetchRecipes()
      inner = await RealHTTPClient.requests {
        _ = try? await RealHTTPClient.fetchRecipes()
      }
    }
    #expect(inner.count == 1)
    #expect(outer.count == 2)
  }

  @Test("子任务的请求算在作用域里 / requests from child tasks count")
  func childTasksCount() async {
    let requests = await RealHTTPClient.requests {
      await withTaskGroup(of: Void.self) { group in
        for _ in 0..<10 {
          group.addTask { _ = try? await RealHTTPClient.fetchRecipes() }
        }
      }
    }
    #expect(requests.count == 10)
  }

  /// Many scopes run at once, each sending its own number of requests; every scope must see exactly its own.
  ///
  /// Repeated 20 times: a scoped count that leaked between concurrent tests would show up here as a wrong count.
  @Test("并发的作用域互不干扰（重复 20 次）/ concurrent scopes never mix (20 rounds)", arguments: 1...20)
  func concurrentScopesAreExact(round: Int) async {
    let counts = await withTaskGroup(of: (expected: Int, seen: Int).self) { group in
      for expected in 0..<16 {
        group.addTask {
          let requests = await RealHTTPClient.requests {
            for _ in 0..<expected {
              _ = try? await RealHTTPClient.fetchRecipes()
            }
          }
          return (expected, requests.count)
        }
      }
      var results: [(expected: Int, seen: Int)] = []
      for await result in group {
        results.append(result)
      }
      return results
    }
    #expect(counts.count == 16)
    for count in counts {
      #expect(count.seen == count.expected, "round \(round)")
    }
  }

  @Test("进程级记录包含所有请求 / the process-wide log sees every request")
  func processWideSeesEverything() async {
    let before = RequestRecorder.processWide.requests.count
    _ = try? await RealHTTPClient.fetchRecipes()
    // Other tests may add requests at the same time, so only a lower bound is certain here.
    #expect(RequestRecorder.processWide.requests.count >= before + 1)
  }

  @Test("示例菜谱有四道，id 各不相同 / four samples with distinct ids")
  func samples() {
    #expect(Recipe.samples.count == 4)
    #expect(Set(Recipe.samples.map(\.id)).count == 4)
  }
}
