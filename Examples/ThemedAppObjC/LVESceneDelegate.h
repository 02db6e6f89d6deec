@import UIKit;

NS_ASSUME_NONNULL_BEGIN

/// The window scene's delegate: a navigation controller around the settings screen.
@interface LVESceneDelegate : UIResponder <UIWindowSceneDelegate>
@property (nonatomic, strong, nullable) UIWindow *window;
@end

NS_ASSUME_NONNULL_END
