#import "LVESettingsViewController.h"
#import "LVEBadgeView.h"
@import LiveryObjC;

@interface LVESettingsViewController ()
@property (nonatomic, strong) UILabel *titleLabel;
@property (nonatomic, strong) UILabel *noteLabel;
@property (nonatomic, strong) UIButton *saveButton;
@property (nonatomic, strong) UITextField *nameField;
@property (nonatomic, strong) UIImageView *bannerView;
@property (nonatomic, strong) UISegmentedControl *themePicker;
@property (nonatomic, strong) UISegmentedControl *languagePicker;
@property (nonatomic, strong) UILabel *captionLabel;
@property (nonatomic, strong) LVEBadgeView *badgeView;
@property (nonatomic, strong) UISwitch *syncSwitch;
@end

@implementation LVESettingsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    LVThemeManager *themes = LVThemeManager.sharedManager;

    self.titleLabel = [[UILabel alloc] initWithFrame:CGRectZero];
    self.noteLabel = [[UILabel alloc] initWithFrame:CGRectZero];
    self.saveButton = [UIButton buttonWithType:UIButtonTypeSystem];
    self.nameField = [[UITextField alloc] initWithFrame:CGRectZero];
    self.bannerView = [[UIImageView alloc] initWithFrame:CGRectZero];
    self.themePicker = [[UISegmentedControl alloc] initWithItems:@[@"default", @"ocean", @"night"]];
    [self.themePicker addTarget:self action:@selector(themeChosen:) forControlEvents:UIControlEventValueChanged];
    self.languagePicker = [[UISegmentedControl alloc] initWithItems:@[@"en", @"ar"]];
    [self.languagePicker addTarget:self action:@selector(languageChosen:) forControlEvents:UIControlEventValueChanged];
    self.captionLabel = [[UILabel alloc] initWithFrame:CGRectZero];
    self.badgeView = [[LVEBadgeView alloc] initWithFrame:CGRectZero];
    self.syncSwitch = [[UISwitch alloc] initWithFrame:CGRectZero];

    // One line per themed property, kept in step after every switch; the manager holds each view weakly.
    [self.view lv_setBackgroundColorToken:@"color.background.primary"];
    [self.view lv_setTintColorToken:@"color.accent"];
    [self.titleLabel lv_setTextColorToken:@"color.text.primary"];
    [self.titleLabel lv_setFontToken:@"font.headline"];
    [self.noteLabel lv_setTextToken:@"copy.settings.note"];
    [self.saveButton lv_setTitleColorToken:@"color.accent" forState:UIControlStateNormal];
    [self.saveButton lv_setTitleColorToken:@"color.accent.pressed" forState:UIControlStateHighlighted];
    [self.nameField lv_setTextColorToken:@"color.text.primary"];
    [self.bannerView lv_setImageToken:@"image.banner"];
    [self.saveButton lv_setTitleToken:@"copy.settings.save" forState:UIControlStateNormal];
    [self.saveButton lv_setImageToken:@"image.save" forState:UIControlStateNormal];
    [self.saveButton lv_setImageToken:@"image.save.pressed" forState:UIControlStateHighlighted];
    [self.syncSwitch lv_setOnTintColorToken:@"color.accent"];
    [self.themePicker lv_setSelectedSegmentTintColorToken:@"color.accent"];
    // A custom font that follows the person's text size as the body style does (Dynamic Type).
    [self.captionLabel lv_setFontToken:@"font.caption" scaledForTextStyle:UIFontTextStyleFootnote];
    // Layers take CGColorRefs: the layer conveniences convert.
    [self.bannerView.layer lv_setBorderColorToken:@"color.border"];
    [self.bannerView.layer lv_setCornerRadiusToken:@"radius.card"];
    [self.bannerView.layer lv_setShadowColorToken:@"color.shadow"];

    // Style groups: every property a theme lists under styles.LVEBadgeView (badgeColor, registered
    // in the app delegate) and styles.Caption is set, now and after every switch.
    [themes styleObject:self.badgeView];
    [themes styleObject:self.captionLabel name:@"Caption"];

    // Any property by key path, checked first (a path the object lacks is an NSError, not an
    // NSUnknownKeyException): the value arrives converted for the property (UIColor, CGColorRef for
    // layer colours, UIFont, UIImage, NSString, NSNumber).
    NSError *error = nil;
    [themes bindObject:self.noteLabel keyPath:@"textColor" toToken:@"color.text.secondary" error:NULL];
    [themes bindObject:self.saveButton keyPath:@"alpha" toToken:@"opacity.enabled" error:NULL];
    [themes bindObject:self.nameField keyPath:@"layer.borderColor" toToken:@"color.accent" error:NULL];
    if (![themes bindObject:self.nameField keyPath:@"layer.borderColour" toToken:@"color.accent" error:&error]) {
        NSLog(@"%@", error.localizedDescription);  // UITextField has no key path 'layer.borderColour': …
    }

    // One-off reads of every token type (they do not follow switches).
    UIFont *body = [themes fontForToken:@"font.body" scaledForTextStyle:UIFontTextStyleBody];
    NSNumber *radius = [themes numberForToken:@"radius.button"];
    self.saveButton.layer.cornerRadius = radius.doubleValue;
    self.nameField.font = body;
    self.nameField.layer.borderColor = [themes CGColorForToken:@"color.accent"];
    self.nameField.placeholder = [themes stringForToken:@"copy.settings.placeholder"];
    self.captionLabel.attributedText = [themes attributedStringForToken:@"copy.settings.caption"
                                                              fontToken:@"font.caption"
                                                             colorToken:@"color.text.secondary"];
    self.bannerView.highlightedImage = [themes imageForToken:@"image.banner.highlighted"];

    // Copy in the person's language: follows every language switch, layout direction included.
    LVLanguageManager *languages = LVLanguageManager.sharedManager;
    [languages bindObject:self.noteLabel keyPath:@"text" toStringKey:@"settings.note" error:NULL];
    [languages bindObject:self key:@"direction" block:^(NSObject *object) {
        LVESettingsViewController *controller = (LVESettingsViewController *)object;
        controller.view.semanticContentAttribute = LVLanguageManager.sharedManager.semanticContentAttribute;
        controller.title = [LVLanguageManager.sharedManager stringForKey:@"settings.title"];
    }];

    // A block per switch (CJSkin's skinChangeBlock): it gets the object back, so it never captures
    // self, and it goes when the controller does.
    [themes bindObject:self key:@"title" block:^(NSObject *object) {
        [(LVESettingsViewController *)object updateTitle];
    }];
    [themes bindObject:self.bannerView colorToken:@"color.accent" block:^(NSObject *object, UIColor *color) {
        ((UIImageView *)object).layer.shadowColor = color.CGColor;
    }];

    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(themeDidChange:)
                                                 name:LVThemeManager.themeDidChangeNotification
                                               object:nil];
    [self updateTitle];

    for (UIView *view in @[self.titleLabel, self.noteLabel, self.nameField, self.saveButton, self.bannerView,
                           self.themePicker, self.languagePicker, self.captionLabel, self.badgeView, self.syncSwitch]) {
        [self.view addSubview:view];
    }
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self];
}

- (void)themeChosen:(UISegmentedControl *)sender {
    NSString *name = [sender titleForSegmentAtIndex:(NSUInteger)sender.selectedSegmentIndex];
    NSError *error = nil;
    if (![LVThemeManager.sharedManager applyTheme:name error:&error]) {
        // Nothing changed; the error says what the space has.
        NSLog(@"Could not switch to %@: %@", name, error.localizedDescription);
    }
}

- (void)languageChosen:(UISegmentedControl *)sender {
    NSString *language = [sender titleForSegmentAtIndex:(NSUInteger)sender.selectedSegmentIndex];
    NSError *error = nil;
    if (![LVLanguageManager.sharedManager applyLanguage:language error:&error]) {
        NSLog(@"Could not switch to %@: %@", language, error.localizedDescription);
    }
}

- (void)chooseAppearance:(LVAppearance)appearance {
    NSError *error = nil;
    if (![LVThemeManager.sharedManager applyAppearance:appearance error:&error]) {
        NSLog(@"Could not switch the appearance: %@", error.localizedDescription);
    }
}

- (void)themeDidChange:(NSNotification *)notification {
    [self updateTitle];
}

- (void)updateTitle {
    LVThemeManager *themes = LVThemeManager.sharedManager;
    NSString *theme = themes.currentTheme ?: @"default";
    NSString *appearance = themes.currentAppearance == LVAppearanceDark ? @"dark" : @"light";
    self.titleLabel.text = [NSString stringWithFormat:@"%@ (%@)", theme, appearance];
}

@end
