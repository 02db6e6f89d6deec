@import LiveryObjC;
@import UIKit;

/// The application delegate: one scene configuration whose delegate is LVESceneDelegate.
@interface LVEAppDelegate : UIResponder <UIApplicationDelegate>
@end

@implementation LVEAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    // Livery from Objective-C alone: the bundle's Themes folder, the user's last choice restored.
    NSError *error = nil;
    if (![LVThemeManager startWithBundleThemesNamed:@"Themes" error:&error]) {
        NSLog(@"Themes did not load: %@", error.localizedDescription);
    }
    LVThemeManager.sharedManager.followsSystemAppearance = YES;
    return YES;
}

- (UISceneConfiguration *)application:(UIApplication *)application
    configurationForConnectingSceneSession:(UISceneSession *)connectingSceneSession
                                   options:(UISceneConnectionOptions *)options {
    UISceneConfiguration *configuration =
        [[UISceneConfiguration alloc] initWithName:@"Default" sessionRole:connectingSceneSession.role];
    configuration.delegateClass = NSClassFromString(@"LVESceneDelegate");
    return configuration;
}

@end
