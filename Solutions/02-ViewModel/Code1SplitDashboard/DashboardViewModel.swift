// 编程题 1 的参考答案：原来的 DashboardViewModel 已经拆成 ProfileViewModel 和 OrderListViewModel，这里不再需要它。
// Code 1, reference answer: the old DashboardViewModel became ProfileViewModel and OrderListViewModel and is gone.
//
// BEGIN GENERATED: requirements (swift run grader sync)
// vm.code1 的要求（每条单独计分，分数四舍五入到 0.01）/ What vm.code1 requires (each scored on its own; points rounded to 0.01):
// 1. ProfileViewModel.load() 把服务返回的资料放进 profile，并把 errorMessage 清为 nil。（0.8 分）
//    ProfileViewModel.load() puts the profile its service returns in profile and clears errorMessage to nil. (0.8 pts)
// 2. ProfileViewModel 读取期间 isLoading 为 true，load() 结束后（成功或失败）回到 false。（0.8 分）
//    ProfileViewModel's isLoading is true while the fetch is in flight and false once load() ends, after a success or a failure. (0.8 pts)
// 3. 资料读取失败时，errorMessage 里放一段说明文字，已经显示的 profile 保持不变。（0.8 分）
//    When the profile fails to load, errorMessage gets some text and the profile already shown stays. (0.8 pts)
// 4. ProfileViewModel 只认识 ProfileService：只靠这个服务读取，不存任何与订单有关的东西，也不持有别的 ViewModel。（0.8 分）
//    ProfileViewModel knows only ProfileService: it loads through that service alone and stores nothing about orders and no other view model. (0.8 pts)
// 5. OrderListViewModel.load() 把服务返回的订单按 placedAt 从新到旧放进 orders，并把 errorMessage 清为 nil。（0.8 分）
//    OrderListViewModel.load() puts the service's orders in orders, newest placedAt first, and clears errorMessage to nil. (0.8 pts)
// 6. OrderListViewModel 读取期间 isLoading 为 true，load() 结束后（成功或失败）回到 false。（0.8 分）
//    OrderListViewModel's isLoading is true while the fetch is in flight and false once load() ends, after a success or a failure. (0.8 pts)
// 7. 订单读取失败时，errorMessage 里放一段说明文字，已经显示的 orders 保持不变。（0.8 分）
//    When the orders fail to load, errorMessage gets some text and the orders already shown stay. (0.8 pts)
// 8. cancel(_:) 让服务取消这笔订单，然后重新读取订单。（0.8 分）
//    cancel(_:) has the service cancel that order, then loads the orders again. (0.8 pts)
// 9. 取消失败时，errorMessage 里放一段说明文字。（0.8 分）
//    When cancelling fails, errorMessage gets some text. (0.8 pts)
// 10. OrderListViewModel 只认识 OrderService：只靠这个服务读取，不存任何与个人资料有关的东西，也不持有别的 ViewModel。（0.8 分）
//     OrderListViewModel knows only OrderService: it loads through that service alone and stores nothing about the profile and no other view model. (0.8 pts)
// END GENERATED: requirements
//
// 仪表盘界面现在各持有一个 ViewModel，两部分各自加载、各自报错：
// The dashboard screen now owns one view model per part; each loads and fails on its own:
//
//     struct DashboardView: View {
//       @State private var profile: ProfileViewModel
//       @State private var orders: OrderListViewModel
//
//       init(profileService: any ProfileService, orderService: any OrderService) {
//         _profile = State(initialValue: ProfileViewModel(service: profileService))
//         _orders = State(initialValue: OrderListViewModel(service: orderService))
//       }
//
//       var body: some View {
//         List {
//           ProfileCard(model: profile)
//           OrderSection(model: orders)
//         }
//         .task { await profile.load() }
//         .task { await orders.load() }
//       }
//     }
