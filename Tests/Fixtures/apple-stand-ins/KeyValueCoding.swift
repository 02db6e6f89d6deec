// Key-value coding as the Objective-C façade (Sources/LiveryObjC) calls it. On Apple platforms
// it is NSObject's (Foundation's NSKeyValueCoding.h); Foundation on Linux has no key-value coding,
// so Scripts/check-objc-facade.sh compiles this beside the façade's sources.
import Foundation

extension NSObject {
    // SDK-MISSING: Foundation's NSKeyValueCoding.h (- (void)setValue:(nullable id)value forKeyPath:(NSString *)keyPath;) is not among the fixtures.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {}
}
