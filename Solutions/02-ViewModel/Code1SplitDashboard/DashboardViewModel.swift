// 编程题 1 的参考答案：原来的 DashboardViewModel 已经拆成 ProfileViewModel 和 OrderListViewModel，这里不再需要它。
// Code 1, reference answer: the old DashboardViewModel became ProfileViewModel and OrderListViewModel and is gone.
//
// BEGIN GENERATED: requirements (swift run grader sync)
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
