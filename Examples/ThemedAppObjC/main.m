@import UIKit;

int main(int argc, char *argv[]) {
    @autoreleasepool {
        return UIApplicationMain(argc, argv, nil, @"LVEAppDelegate");
    }
}
