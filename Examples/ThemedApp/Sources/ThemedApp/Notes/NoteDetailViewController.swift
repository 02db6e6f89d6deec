import Livery
import LiveryUI
import UIKit

/// One note: an editable title (a text field whose text, placeholder and keyboard follow the
/// theme), its text in the theme's reader font, a switch, and two buttons whose colours follow the
/// theme in each control state.
final class NoteDetailViewController: UIViewController, UITableViewDataSource {
    private enum Row: Int, CaseIterable {
        case title, body, sharing
    }

    private let note: Note
    private let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .insetGrouped)
    private let titleField = UITextField(frame: CGRect(x: 20, y: 0, width: 330, height: 44))
    private let sharingSwitch = UISwitch(frame: .zero)
    private let shareButton = UIButton(type: .system)
    private let archiveButton = UIButton(configuration: .filled())

    init(note: Note) {
        self.note = note
        super.init(nibName: nil, bundle: nil)
        title = note.title
        tableView.dataSource = self
        tableView.livery.setBackgroundColor("color.background.secondary")
        tableView.livery.setSeparatorColor("color.separator")

        titleField.text = note.title
        titleField.placeholder = "Title"
        titleField.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        titleField.livery.setTextColor("color.text.primary")
        titleField.livery.setPlaceholderColor("color.text.tertiary")
        titleField.livery.followKeyboardAppearance()

        sharingSwitch.isOn = true
        sharingSwitch.livery.setOnTintColor("color.accent")
        sharingSwitch.addAction(UIAction { [weak self] _ in self?.sharingDidChange() }, for: .valueChanged)

        tableView.tableFooterView = makeButtons()
        view = tableView
    }

    required init?(coder: NSCoder) { nil }

    /// Share (a system button, one title colour binding per state: normal, highlighted while
    /// pressed, disabled when sharing is off, selected once shared) and Archive (a filled button
    /// configuration whose colours follow the theme).
    private func makeButtons() -> UIView {
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 76))
        shareButton.setTitle("Share", for: .normal)
        shareButton.setTitle("Shared", for: .selected)
        shareButton.frame = CGRect(x: 20, y: 16, width: 160, height: 44)
        shareButton.autoresizingMask = [.flexibleRightMargin]
        shareButton.livery.setTitleColor("color.accent", for: .normal)
        shareButton.livery.setTitleColor("color.accent-pressed", for: .highlighted)
        shareButton.livery.setTitleColor("color.text.tertiary", for: .disabled)
        shareButton.livery.setTitleColor("color.status.success", for: .selected)
        shareButton.addAction(UIAction { [weak self] _ in self?.shareButton.isSelected.toggle() }, for: .touchUpInside)

        var archive = UIButton.Configuration.filled()
        archive.title = "Archive"
        archiveButton.configuration = archive
        archiveButton.frame = CGRect(x: 210, y: 16, width: 160, height: 44)
        archiveButton.autoresizingMask = [.flexibleLeftMargin]
        archiveButton.livery.setConfigurationColors(foreground: "color.text.inverse", background: "color.accent")
        archiveButton.addAction(
            UIAction { [weak self] _ in self?.navigationController?.popViewController(animated: true) }, for: .touchUpInside)

        footer.addSubview(shareButton)
        footer.addSubview(archiveButton)
        return footer
    }

    private func sharingDidChange() {
        shareButton.isEnabled = sharingSwitch.isOn
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        Row.allCases.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        1
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        switch Row(rawValue: section) {
        case .title: "Title"
        case .body: "Note"
        case .sharing, nil: nil
        }
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = Row(rawValue: indexPath.section) ?? .body
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.selectionStyle = .none
        cell.livery.setBackgroundColor("color.background.elevated")
        switch row {
        case .title:
            titleField.frame = cell.contentView.bounds.insetBy(dx: 20, dy: 0)
            cell.contentView.addSubview(titleField)
        case .body:
            cell.textLabel?.text = note.body
            cell.textLabel?.numberOfLines = 0
            cell.textLabel?.livery.setFont("font.reader")
            cell.textLabel?.livery.setTextColor("color.text.primary")
        case .sharing:
            cell.textLabel?.text = "Allow sharing"
            cell.textLabel?.livery.setTextColor("color.text.primary")
            cell.accessoryView = sharingSwitch
        }
        return cell
    }
}
