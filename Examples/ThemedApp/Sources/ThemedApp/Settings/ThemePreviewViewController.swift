import Livery
import LiveryUI
import UIKit

/// Shows a theme before the user chooses it: a scope pinned to the candidate theme
/// (`manager.makeScope(pinning:)`) draws a sample card and this screen in that theme, in light or
/// dark, while the rest of the app keeps its own. "Use this theme" switches the app.
final class ThemePreviewViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let choice: ThemeChoice
    private let model: ThemeModel
    /// The candidate's scope: kept as long as the screen (the manager holds its scopes weakly).
    private let scope: ThemeManager?
    private let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .insetGrouped)
    private let appearanceControl = UISegmentedControl(items: ["Light", "Dark"])
    private var problem: String?

    init(choice: ThemeChoice, model: ThemeModel) {
        self.choice = choice
        self.model = model
        var problem: String?
        do {
            scope = try model.manager.makeScope(pinning: Selection(theme: choice.context))
        } catch {
            scope = nil
            problem = "This theme cannot be shown: \(error)"
        }
        self.problem = problem
        super.init(nibName: nil, bundle: nil)
        title = choice.name
        tableView.dataSource = self
        tableView.delegate = self
        view = tableView
        guard let scope else { return }

        // The screen itself follows the scope: its background, and the appearance of the system
        // controls and dynamic colours inside it.
        tableView.livery(scope).setBackgroundColor("color.background.secondary")
        tableView.livery(scope).setSeparatorColor("color.separator")
        tableView.livery(scope).followAppearance()
        tableView.tableHeaderView = ThemeSampleView(manager: scope, name: choice.name)

        appearanceControl.frame = CGRect(x: 0, y: 0, width: 160, height: 32)
        appearanceControl.selectedSegmentIndex = scope.selection.appearance == .dark ? 1 : 0
        appearanceControl.livery(scope).setSelectedSegmentTintColor("color.accent")
        appearanceControl.addAction(UIAction { [weak self] _ in self?.appearanceDidChange() }, for: .valueChanged)
    }

    required init?(coder: NSCoder) { nil }

    /// Previews the candidate in light or dark: the scope's own pins change, not the app's.
    private func appearanceDidChange() {
        let appearance: Selection.Appearance = appearanceControl.selectedSegmentIndex == 1 ? .dark : .light
        do {
            try scope?.apply(Selection(theme: choice.context, appearance: appearance))
        } catch {
            problem = "\(error)"
            tableView.reloadData()
        }
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        2
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        scope == nil ? 0 : 1
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 1 ? problem : nil
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        guard let scope else { return cell }
        cell.livery(scope).setBackgroundColor("color.background.elevated")
        if indexPath.section == 0 {
            cell.selectionStyle = .none
            cell.textLabel?.text = "Preview in"
            cell.textLabel?.livery(scope).setTextColor("color.text.primary")
            cell.accessoryView = appearanceControl
        } else {
            let isCurrent = model.currentTheme == choice.context
            cell.textLabel?.text = isCurrent ? "This is your theme" : "Use this theme"
            cell.textLabel?.livery(scope).setTextColor(isCurrent ? "color.text.tertiary" : "color.accent")
        }
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard indexPath.section == 1, model.currentTheme != choice.context else { return }
        do {
            try model.choose(theme: choice.context)
            navigationController?.popViewController(animated: true)
        } catch {
            problem = "\(error)"
            tableView.reloadData()
        }
    }
}
