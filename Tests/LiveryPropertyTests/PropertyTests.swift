import Testing

/// Every suite of this target. The suites run in parallel, with each other and with the other
/// targets' tests: the one test that counts the process's allocated bytes (``BindingLeakTests``)
/// measures in a child process of its own on Linux, where nothing else allocates. The fast tier
/// (`swift test`) checks a quarter of the cases of each property; the full tier
/// (`LIVERY_TEST_TIER=full`) all of them.
@Suite
enum PropertyTests {}
