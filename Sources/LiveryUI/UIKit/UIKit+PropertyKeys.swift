#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import Livery
    import UIKit

    extension ThemedProperty {
        /// The binding key of this property set for `state`: each control state is its own binding.
        func key(for state: UIControl.State) -> BindingKey {
            key(state: ControlStateName(controlState: state.rawValue))
        }
    }
#endif
