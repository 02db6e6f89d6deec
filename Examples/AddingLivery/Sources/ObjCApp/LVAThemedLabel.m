#import "LVAThemedLabel.h"
@import LiveryObjC;

@implementation LVAThemedLabel

- (instancetype)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        [self lv_setTextColorToken:@"color.text.primary"];
        [self lv_setFontToken:@"typography.body"];
    }
    return self;
}

@end
