/// A note of the sample list (the app has no storage: the notes are made up).
struct Note: Sendable {
    var title: String
    var body: String

    static let samples = [
        Note(title: "Reading list", body: "The Left Hand of Darkness, Piranesi, A Memory Called Empire."),
        Note(title: "Tide tables", body: "High water 06:42 and 19:05; the causeway is open two hours either side of low water."),
        Note(title: "Paper samples", body: "Cream 90 gsm for the journal, the warm grey for covers."),
        Note(title: "Colour ideas", body: "Sea glass, ink blue, copper: try each theme, then pick your own accent in Settings."),
    ]
}
