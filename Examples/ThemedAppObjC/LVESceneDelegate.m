#import "LVESceneDelegate.h"
#import "LVESettingsViewController.h"
@import LiveryObjC;

@implementation LVESceneDelegate

- (void)scene:(UIScene *)scene
    willConnectToSession:(UISceneSession *)session
                 options:(UISceneConnectionOptions *)connectionOptions {
    if (![scene isKindOfClass:[UIWindowScene class]]) {
        return;
    }
    UIWindow *window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
    UINavigationController *navigation =
        [[UINavigationController alloc] initWithRootViewController:[[LVESettingsViewController alloc] init]];
    [navigation.navigationBar lv_setTintColorToken:@"color.accent"];
    window.rootViewController = navigation;
    // Dark mode and contrast follow the system until the person picks an appearance.
    LVThemeManager.sharedManager.followsSystemAppearance = YES;
    self.window = window;
    [window makeKeyAndVisible];
}

@end
