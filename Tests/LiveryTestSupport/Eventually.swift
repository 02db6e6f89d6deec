/// Waits until `condition` holds, checking it every 5 ms on the caller's actor (so main-actor
/// work it waits for gets its turn), for at most `limit`: a hang guard, long enough for a loaded
/// sanitizer run, not a speed target. Returns whether it held; the caller asserts.
@discardableResult
package func eventually(
    within limit: Duration = .seconds(20), isolation: isolated (any Actor)? = #isolation, _ condition: () async -> Bool
) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while ContinuousClock.now < deadline {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return await condition()
}
