import Testing

/// Every suite of this target, run one at a time.
///
/// The leak test (``BindingLeakTests``) reads the whole process's count of allocated bytes; tests
/// of this target running beside it would move that count by megabytes (resolving, exporting and
/// reading theme spaces), so the suites take turns. The property checks themselves run their
/// iterations one after another anyway.
@Suite(.serialized)
enum PropertyTests {}
