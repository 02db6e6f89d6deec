#import "LVESceneDelegate.h"
#import "LVESettingsViewController.h"
#import "LVESkinsViewController.h"
@import LiveryObjC;

/// A navigation controller whose status bar follows the theme.
@interface LVENavigationController : UINavigationController
@end

@implementation LVENavigationController
- (UIStatusBarStyle)preferredStatusBarStyle {
    return LVThemeManager.sharedManager.statusBarStyle;
}
@end

@implementation LVESceneDelegate

- (void)scene:(UIScene *)scene
    willConnectToSession:(UISceneSession *)session
                 options:(UISceneConnectionOptions *)connectionOptions {
    if (![scene isKindOfClass:[UIWindowScene class]]) {
        return;
    }
    UIWindow *window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
    UINavigationController *settings =
        [[LVENavigationController alloc] initWithRootViewController:[[LVESettingsViewController alloc] init]];
    UINavigationController *skins =
        [[LVENavigationController alloc] initWithRootViewController:[[LVESkinsViewController alloc] init]];
    UITabBarController *tabs = [[UITabBarController alloc] init];
    tabs.viewControllers = @[settings, skins];

    // Bars: one set of tokens per bar, rebuilt after every switch.
    LVBarTokens *barTokens = [[LVBarTokens alloc] init];
    barTokens.background = @"color.background.elevated";
    barTokens.title = @"color.text.primary";
    barTokens.titleFont = @"font.headline";
    barTokens.shadow = @"color.border";
    [settings.navigationBar lv_setAppearanceTokens:barTokens];
    [skins.navigationBar lv_setAppearanceTokens:barTokens];
    [settings.navigationBar lv_setTintColorToken:@"color.accent"];

    LVBarTokens *tabTokens = [[LVBarTokens alloc] init];
    tabTokens.background = @"color.background.elevated";
    tabTokens.selectedItem = @"color.accent";
    tabTokens.normalItem = @"color.text.secondary";
    [tabs.tabBar lv_setAppearanceTokens:tabTokens];

    window.rootViewController = tabs;
    // Dark mode and contrast follow the system until the person picks an appearance; the window's
    // interface style and the status bar (preferredStatusBarStyle above) follow every switch.
    [LVThemeManager.sharedManager followSystemAppearanceInWindow:window];
    self.window = window;
    [window makeKeyAndVisible];
}

@end
