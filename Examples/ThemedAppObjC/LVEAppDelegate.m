@import UIKit;

/// The application delegate: one scene configuration whose delegate is LVESceneDelegate.
@interface LVEAppDelegate : UIResponder <UIApplicationDelegate>
@end

@implementation LVEAppDelegate

- (UISceneConfiguration *)application:(UIApplication *)application
    configurationForConnectingSceneSession:(UISceneSession *)connectingSceneSession
                                   options:(UISceneConnectionOptions *)options {
    UISceneConfiguration *configuration =
        [[UISceneConfiguration alloc] initWithName:@"Default" sessionRole:connectingSceneSession.role];
    configuration.delegateClass = NSClassFromString(@"LVESceneDelegate");
    return configuration;
}

@end
