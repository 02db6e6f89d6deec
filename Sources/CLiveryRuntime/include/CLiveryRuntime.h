// The Swift runtime's reference-count entry points a bound object's record uses on platforms
// without the Objective-C runtime (Livery's ObjectReference.swift says why). Swift code may not
// name the runtime's own symbols, so these C functions call them, with the runtime's C calling
// convention. Livery declares them by name (`@_silgen_name`), so that its clients need no module
// map for this target. Every parameter and result is one pointer, passed alike by the C and Swift
// calling conventions. Apple platforms do not build this target.
#ifndef CLIVERYRUNTIME_H
#define CLIVERYRUNTIME_H

/// Adds an unowned count to a native Swift object: its memory stays allocated after its deinit
/// until the count is released.
void livery_unowned_retain(void *_Nonnull object);

/// Releases an unowned count; frees the object's memory if it was the last and the object died.
void livery_unowned_release(void *_Nonnull object);

/// Retains a native Swift object unless it has begun deinitialising; returns the object when it
/// did, NULL when it did not.
void *_Nullable livery_try_retain(void *_Nonnull object);

#endif
