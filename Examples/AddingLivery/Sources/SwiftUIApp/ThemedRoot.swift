import Livery
import LiverySwiftUI
import LiveryUI
import SwiftUI

/// A SwiftUI app's root: the app-wide manager in the environment, following the system.
struct ThemedRoot: View {
    @ThemeToken("color.accent") private var accent: Color

    var body: some View {
        Text("Hello")
            .foregroundStyle(accent)
            .livery(AppTheme.manager)
            .liveryFollowsSystemAppearance()
    }
}
