/// The coding key of Livery's hand-written `Codable` conformances: one string key for every type.
///
/// The compiler synthesises a `CodingKeys` enum for each `Codable` type, and one more for each
/// enum case with values, each with its own type metadata, conformances and name tables (about
/// 1.2 KB of an app each). `TokenValue` alone had 20 of them; its conformance, `ThemeColor`'s and
/// the launch cache's snapshot's are written over this one key instead, writing exactly the keys
/// the synthesised ones wrote (a struct's property names; an enum as `{"case": {"_0": value}}`), so
/// a choice saved by an earlier version reads, and the format stays the one `ValueCodingTests`
/// pins.
struct CodingName: CodingKey, ExpressibleByStringLiteral {
    let stringValue: String

    init(stringValue: String) { self.stringValue = stringValue }
    init(stringLiteral value: String) { stringValue = value }

    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
}

extension KeyedDecodingContainer where Key == CodingName {
    /// An enum as synthesised `Codable` writes one: one member named for the case, holding an
    /// object of the case's values (`{"url": {"_0": "https://…"}}`). `decodeCase` makes the value
    /// of a case name from the case's values, or returns nil for a name that is no case (ignored,
    /// as the synthesised conformance ignores it). Exactly one case must be there.
    func decodeCase<Value>(
        _ type: Value.Type, _ decodeCase: (String, () throws -> KeyedDecodingContainer<CodingName>) throws -> Value?
    ) throws -> Value {
        var found: [Value] = []
        for key in allKeys {
            if let value = try decodeCase(key.stringValue, { try nestedContainer(keyedBy: CodingName.self, forKey: key) }) {
                found.append(value)
            }
        }
        guard found.count == 1 else {
            throw DecodingError.typeMismatch(
                type,
                DecodingError.Context(codingPath: codingPath, debugDescription: "Invalid number of keys found, expected one."))
        }
        return found[0]
    }
}

extension KeyedEncodingContainer where Key == CodingName {
    /// Starts an enum case as synthesised `Codable` writes it (`{"case": {"_0": value}}`): the
    /// case's values go into the container returned.
    mutating func encodeCase(_ name: CodingName) -> KeyedEncodingContainer<CodingName> {
        nestedContainer(keyedBy: CodingName.self, forKey: name)
    }
}
