#include "CLiveryRuntime.h"

// Declared as the Swift runtime exports them (swift/Runtime/HeapObject.h: C calling convention).
// `swift_tryRetain` returns the object when it retained it and NULL when the object has begun
// deinitialising, in the Swift 6 runtimes this package builds with (older runtimes returned a
// bool): `ObjectReferenceTests` checks both answers on every platform that builds this file.
extern void *swift_unownedRetain(void *object);
extern void swift_unownedRelease(void *object);
extern void *swift_tryRetain(void *object);

void livery_unowned_retain(void *object) { (void)swift_unownedRetain(object); }

void livery_unowned_release(void *object) { swift_unownedRelease(object); }

void *livery_try_retain(void *object) { return swift_tryRetain(object); }
