@import LiveryObjC;
@import UIKit;
#import "LVEBadgeView.h"

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

    // Style groups (JHTheme's plist keys by property name): UIKit's properties, and a custom
    // property of a custom class, settable from `styles.LVEBadgeView.badgeColor`.
    [LVThemeManager registerUIKitStyleProperties];
    [LVThemeManager registerStyleProperty:@"badgeColor"
                                 forClass:[LVEBadgeView class]
                                     kind:LVTokenKindColor
                                    block:^(NSObject *object, id value) {
                                        ((LVEBadgeView *)object).badgeColor = value;
                                    }];

    // The app's copy, one table per language (en.json, ar.json…), English as the fallback.
    if (![LVLanguageManager startWithBundleLanguagesNamed:@"Languages" baseLanguage:@"en" error:&error]) {
        NSLog(@"Languages did not load: %@", error.localizedDescription);
    }
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
