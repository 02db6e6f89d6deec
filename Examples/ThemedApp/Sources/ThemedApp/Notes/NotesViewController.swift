import Livery
import LiveryUI
import UIKit

/// The notes list: a table whose background, separators, cells and header follow the theme
/// through the app-wide manager (`view.livery`). Selecting a note opens ``NoteDetailViewController``.
final class NotesViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let model: ThemeModel
    private let notes = Note.samples
    private let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .insetGrouped)

    init(model: ThemeModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
        title = "Notes"
        tableView.dataSource = self
        tableView.delegate = self
        tableView.livery.setBackgroundColor("color.background.secondary")
        tableView.livery.setSeparatorColor("color.separator")
        tableView.tableHeaderView = makeHeader()
        view = tableView
    }

    required init?(coder: NSCoder) { nil }

    /// A line above the notes: the skin's greeting when the theme is a skin that has one (the
    /// example skins define `copy.greeting`), else the app's `copy.about` ("You are reading with
    /// the Ocean theme."). A binding by hand: one closure, run now and after every switch.
    private func makeHeader() -> UIView {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 52))
        let label = UILabel(frame: CGRect(x: 20, y: 12, width: 350, height: 32))
        label.autoresizingMask = [.flexibleWidth]
        label.numberOfLines = 2
        label.livery.setTextColor("color.text.secondary")
        model.manager.bind(label, key: BindingKey("greeting")) { label, theme in
            label.text = theme[Token<String>("copy.greeting")] ?? theme[Token<String>("copy.about")]
        }
        header.addSubview(label)
        return header
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "note")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "note")
        let note = notes[indexPath.row]
        cell.textLabel?.text = note.title
        cell.detailTextLabel?.text = note.body
        cell.accessoryType = .disclosureIndicator
        // Binding a reused cell again replaces its bindings (each convenience has its own key).
        cell.livery.setBackgroundColor("color.background.elevated")
        cell.textLabel?.livery.setTextColor("color.text.primary")
        cell.detailTextLabel?.livery.setTextColor("color.text.secondary")
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        navigationController?.pushViewController(NoteDetailViewController(note: notes[indexPath.row]), animated: true)
    }
}
