@import UIKit;

NS_ASSUME_NONNULL_BEGIN

/// A custom view with a custom themed property (JHTheme's and DKNightVersion's custom
/// properties): `badgeColor`, set from a theme's `styles.LVEBadgeView.badgeColor`.
@interface LVEBadgeView : UIView
@property (nonatomic, strong, nullable) UIColor *badgeColor;
@property (nonatomic, strong, readonly) UILabel *countLabel;
@end

NS_ASSUME_NONNULL_END
