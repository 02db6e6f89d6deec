@import UIKit;

NS_ASSUME_NONNULL_BEGIN

/// A label themed from Objective-C.
@interface LVAThemedLabel : UILabel
@end

NS_ASSUME_NONNULL_END
