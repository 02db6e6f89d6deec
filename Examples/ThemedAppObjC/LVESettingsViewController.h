@import UIKit;

NS_ASSUME_NONNULL_BEGIN

/// A settings screen themed from Objective-C: a title, a note, a save button and two switches.
@interface LVESettingsViewController : UIViewController
@end

NS_ASSUME_NONNULL_END
