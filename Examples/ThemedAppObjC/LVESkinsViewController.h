@import UIKit;

NS_ASSUME_NONNULL_BEGIN

/// Downloadable skins from Objective-C: install one from the signed catalog with a progress bar
/// and a cancel button, then show it as a theme.
@interface LVESkinsViewController : UIViewController
@end

NS_ASSUME_NONNULL_END
