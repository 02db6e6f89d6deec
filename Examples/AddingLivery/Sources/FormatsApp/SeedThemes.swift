import Foundation
import Livery
import LiveryFormats
import LiveryUI

/// Starts the app-wide manager from the JHTheme property lists the app ships (`Themes/day.plist`,
/// `Themes/night.plist`), read at run time as `livery import jhtheme` reads them.
@MainActor
func startFromShippedJHThemes() async throws {
    guard let folder = Bundle.main.url(forResource: "Themes", withExtension: nil) else { return }
    let space = try await ThemeSpace.load(contentsOf: folder, format: .jhTheme)
    for diagnostic in space.diagnostics { print(diagnostic) }  // file:line:column, as Xcode shows them
    try AppTheme.start(space: space)
}
