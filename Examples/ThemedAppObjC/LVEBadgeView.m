#import "LVEBadgeView.h"

@implementation LVEBadgeView

- (instancetype)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _countLabel = [[UILabel alloc] initWithFrame:CGRectZero];
        [self addSubview:_countLabel];
    }
    return self;
}

- (void)setBadgeColor:(UIColor *)badgeColor {
    _badgeColor = badgeColor;
    self.layer.backgroundColor = badgeColor.CGColor;
}

@end
