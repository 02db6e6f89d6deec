#import "LVESkinsViewController.h"
@import LiveryObjC;
@import LiverySkinsObjC;

@interface LVESkinsViewController ()
@property (nonatomic, strong, nullable) LVSkinClient *skins;
@property (nonatomic, strong, nullable) NSProgress *installation;
@property (nonatomic, strong) UIProgressView *progressView;
@property (nonatomic, strong) UIButton *installButton;
@property (nonatomic, strong) UIButton *cancelButton;
@end

@implementation LVESkinsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Skins";
    [self.view lv_setBackgroundColorToken:@"color.background.primary"];

    self.progressView = [[UIProgressView alloc] initWithProgressViewStyle:UIProgressViewStyleDefault];
    [self.progressView lv_setProgressTintColorToken:@"color.accent"];
    self.installButton = [UIButton buttonWithType:UIButtonTypeSystem];
    [self.installButton setTitle:@"Install Ocean" forState:UIControlStateNormal];
    [self.installButton addTarget:self action:@selector(install:) forControlEvents:UIControlEventTouchUpInside];
    self.cancelButton = [UIButton buttonWithType:UIButtonTypeSystem];
    [self.cancelButton setTitle:@"Cancel" forState:UIControlStateNormal];
    [self.cancelButton addTarget:self action:@selector(cancel:) forControlEvents:UIControlEventTouchUpInside];
    for (UIView *view in @[self.progressView, self.installButton, self.cancelButton]) {
        [self.view addSubview:view];
    }

    // The store in Application Support, the catalog on any static server, the release key from
    // the bundle (`livery skin keygen` wrote it; only packages it signed install).
    NSURL *support = [NSFileManager.defaultManager URLsForDirectory:NSApplicationSupportDirectory
                                                           inDomains:NSUserDomainMask].firstObject;
    NSURL *keyURL = [NSBundle.mainBundle URLForResource:@"release" withExtension:@"public"];
    NSURL *catalogURL = [NSURL URLWithString:@"https://skins.example.com/index.json"];
    if (support == nil || keyURL == nil || catalogURL == nil) {
        return;
    }
    NSError *error = nil;
    self.skins = [[LVSkinClient alloc] initWithSkinsFolderURL:[support URLByAppendingPathComponent:@"Skins"]
                                                   catalogURL:catalogURL
                                               trustedKeyURLs:@[keyURL]
                                                        error:&error];
    if (self.skins == nil) {
        NSLog(@"Skins unavailable: %@", error.localizedDescription);
        return;
    }
    // Skins installed on an earlier launch are themes again.
    if (![self.skins showInstalledSkinsInThemeManager:LVThemeManager.sharedManager error:&error]) {
        NSLog(@"Installed skins not shown: %@", error.localizedDescription);
    }
}

- (void)install:(UIButton *)sender {
    __weak LVESkinsViewController *weakSelf = self;
    self.installation = [self.skins installSkinWithIdentifier:@"com.example.ocean"
        progressHandler:^(double fraction) {
            weakSelf.progressView.progress = (float)fraction;
        }
        completionHandler:^(NSError *error) {
            [weakSelf installationDidFinish:error];
        }];
}

- (void)cancel:(UIButton *)sender {
    // Stops the download; the installed skins stay as they were, and the completion handler gets
    // the `cancelled` error.
    [self.installation cancel];
}

- (void)installationDidFinish:(nullable NSError *)error {
    self.installation = nil;
    if (error != nil) {
        NSLog(@"Not installed: %@", error.localizedDescription);  // which step failed, and why
        return;
    }
    NSError *showError = nil;
    if (![self.skins showInstalledSkinsInThemeManager:LVThemeManager.sharedManager error:&showError] ||
        ![LVThemeManager.sharedManager applyTheme:@"com.example.ocean" error:&showError]) {
        NSLog(@"Not shown: %@", showError.localizedDescription);
    }
}

@end
