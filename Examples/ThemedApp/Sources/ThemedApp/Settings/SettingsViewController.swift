import Livery
import LiverySkins
import LiveryUI
import UIKit

/// The settings: choose a theme (after previewing it), follow the system's appearance or pick
/// light or dark, pick an accent colour of your own (a user override laid over every theme), and
/// download skins from a catalog, which then join the theme list.
final class SettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, ThemeModelObserver {
    private enum Section: Int, CaseIterable {
        case theme, appearance, accent, skins, catalog
    }

    private let model: ThemeModel
    private let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .insetGrouped)
    private let followSwitch = UISwitch(frame: .zero)
    private let appearanceControl = UISegmentedControl(items: ["Light", "Dark"])
    private let colorWell = UIColorWell(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    private let urlField = UITextField(frame: CGRect(x: 20, y: 0, width: 330, height: 44))
    private let progressView = UIProgressView(frame: CGRect(x: 0, y: 0, width: 120, height: 4))
    /// The themes listed, as of the last update.
    private var choices: [ThemeChoice] = []
    /// The last accent colour the model refused, shown under the accent section.
    private var accentProblem: String?

    init(model: ThemeModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
        tableView.dataSource = self
        tableView.delegate = self
        tableView.livery.setBackgroundColor("color.background.secondary")
        tableView.livery.setSeparatorColor("color.separator")
        view = tableView
        setUpControls()
        model.addObserver(self)
        update()
    }

    required init?(coder: NSCoder) { nil }

    private func setUpControls() {
        followSwitch.livery.setOnTintColor("color.accent")
        followSwitch.addAction(UIAction { [weak self] _ in self?.followDidChange() }, for: .valueChanged)

        appearanceControl.frame = CGRect(x: 0, y: 0, width: 160, height: 32)
        appearanceControl.livery.setSelectedSegmentTintColor("color.accent")
        appearanceControl.livery.setTitleTextAttributes(color: "color.text.primary", for: .normal)
        appearanceControl.livery.setTitleTextAttributes(color: "color.text.inverse", for: .selected)
        appearanceControl.addAction(UIAction { [weak self] _ in self?.appearanceDidChange() }, for: .valueChanged)

        colorWell.addAction(UIAction { [weak self] _ in self?.accentDidChange() }, for: .valueChanged)

        urlField.text = model.catalogURLText
        urlField.placeholder = ThemeModel.defaultCatalogURL
        urlField.keyboardType = .URL
        urlField.autocapitalizationType = .none
        urlField.autocorrectionType = .no
        urlField.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        urlField.livery.setTextColor("color.text.primary")
        urlField.livery.setPlaceholderColor("color.text.tertiary")
        urlField.livery.followKeyboardAppearance()
        urlField.addAction(UIAction { [weak self] _ in self?.urlDidChange() }, for: .editingChanged)

        progressView.livery.setProgressTintColor("color.accent")
        progressView.livery.setTrackTintColor("color.separator")
    }

    // MARK: Model changes

    func themeModelDidChange(_ model: ThemeModel) {
        update()
    }

    /// Puts the controls in step with the model and redraws the rows.
    private func update() {
        choices = model.choices
        followSwitch.isOn = model.followsSystemAppearance
        appearanceControl.selectedSegmentIndex = model.appearance == .dark ? 1 : 0
        appearanceControl.isEnabled = !model.followsSystemAppearance
        colorWell.selectedColor = model.manager.current[Token<ThemeColor>(ThemeModel.accentToken)].map { UIColor.livery($0) }
        if case .downloading(_, let fraction) = model.skinActivity {
            progressView.setProgress(Float(fraction ?? 0), animated: true)
        }
        tableView.reloadData()
    }

    // MARK: Actions

    private func followDidChange() {
        model.followsSystemAppearance = followSwitch.isOn
    }

    private func appearanceDidChange() {
        try? model.choose(appearance: appearanceControl.selectedSegmentIndex == 1 ? .dark : .light)
    }

    /// The user picked a colour: override `color.accent` with it (sRGB components, clipped to the gamut).
    private func accentDidChange() {
        guard let picked = colorWell.selectedColor else { return }
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        guard picked.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return }
        let unit = { (value: CGFloat) in min(1, max(0, Double(value))) }
        do {
            try model.setAccent(ThemeColor(red: unit(red), green: unit(green), blue: unit(blue), alpha: unit(alpha)))
            accentProblem = nil
        } catch {
            accentProblem = "\(error)"
            update()
        }
    }

    private func urlDidChange() {
        model.catalogURLText = urlField.text ?? ""
    }

    // MARK: Table

    func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section) {
        case .theme: choices.count
        case .appearance, .accent: 2
        case .skins: 3
        case .catalog: model.catalog.count
        case nil: 0
        }
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        switch Section(rawValue: section) {
        case .theme: "Theme"
        case .appearance: "Appearance"
        case .accent: "Accent colour"
        case .skins: "Skins"
        case .catalog: model.catalog.isEmpty ? nil : "Catalog"
        case nil: nil
        }
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        switch Section(rawValue: section) {
        case .theme: model.loadProblem ?? "Tap a theme to preview it before you choose it."
        case .accent: accentProblem ?? "Your colour replaces the accent of every theme until you reset it."
        case .skins:
            "Serve the example skins on this Mac: python3 -m http.server 8000 --directory Examples/Skins/dist. "
                + "On a device, use the Mac's address instead of 127.0.0.1."
        case .appearance, .catalog, nil: nil
        }
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.livery.setBackgroundColor("color.background.elevated")
        cell.textLabel?.livery.setTextColor("color.text.primary")
        cell.detailTextLabel?.livery.setTextColor("color.text.secondary")
        switch Section(rawValue: indexPath.section) {
        case .theme: configureTheme(cell, row: indexPath.row)
        case .appearance: configureAppearance(cell, row: indexPath.row)
        case .accent: configureAccent(cell, row: indexPath.row)
        case .skins: configureSkins(cell, row: indexPath.row)
        case .catalog: configureCatalog(cell, row: indexPath.row)
        case nil: break
        }
        return cell
    }

    private func configureTheme(_ cell: UITableViewCell, row: Int) {
        guard choices.indices.contains(row) else { return }
        let choice = choices[row]
        cell.textLabel?.text = choice.name
        cell.detailTextLabel?.text = choice.skinVersion.map { "Skin \($0)" }
        cell.accessoryType = choice.context == model.currentTheme ? .checkmark : .disclosureIndicator
    }

    private func configureAppearance(_ cell: UITableViewCell, row: Int) {
        cell.selectionStyle = .none
        if row == 0 {
            cell.textLabel?.text = "Follow the system"
            cell.accessoryView = followSwitch
        } else {
            cell.textLabel?.text = "Appearance"
            cell.accessoryView = appearanceControl
        }
    }

    private func configureAccent(_ cell: UITableViewCell, row: Int) {
        if row == 0 {
            cell.selectionStyle = .none
            cell.textLabel?.text = "Accent"
            cell.detailTextLabel?.text = model.accentOverride == nil ? "The theme's" : "Yours"
            cell.accessoryView = colorWell
        } else {
            cell.textLabel?.text = "Use the theme's accent"
            cell.textLabel?.livery.setTextColor(model.accentOverride == nil ? "color.text.tertiary" : "color.accent")
        }
    }

    private func configureSkins(_ cell: UITableViewCell, row: Int) {
        switch row {
        case 0:
            cell.selectionStyle = .none
            urlField.frame = cell.contentView.bounds.insetBy(dx: 20, dy: 0)
            cell.contentView.addSubview(urlField)
        case 1:
            cell.textLabel?.text = model.isBusy ? "Cancel" : "Fetch the catalog"
            cell.textLabel?.livery.setTextColor("color.accent")
        default:
            cell.selectionStyle = .none
            cell.textLabel?.numberOfLines = 0
            switch model.skinActivity {
            case .idle:
                cell.textLabel?.text = "No catalog fetched yet."
                cell.textLabel?.livery.setTextColor("color.text.secondary")
            case .fetchingCatalog:
                cell.textLabel?.text = "Fetching and verifying the catalog…"
            case .downloading(let name, let fraction):
                cell.textLabel?.text = "Installing \(name)" + (fraction.map { " (\(Int($0 * 100))%)" } ?? "…")
                cell.accessoryView = progressView
            case .done(let message):
                cell.textLabel?.text = message
                cell.textLabel?.livery.setTextColor("color.status.success")
            case .failed(let message):
                cell.textLabel?.text = message
                cell.textLabel?.livery.setTextColor("color.status.error")
            }
        }
    }

    private func configureCatalog(_ cell: UITableViewCell, row: Int) {
        guard model.catalog.indices.contains(row) else { return }
        let entry = model.catalog[row]
        cell.textLabel?.text = entry.id
        if let installed = model.installedVersion(of: entry.id), installed >= entry.version {
            cell.detailTextLabel?.text = "\(installed) installed"
            cell.selectionStyle = .none
        } else {
            cell.detailTextLabel?.text = "Install \(entry.version)"
            cell.detailTextLabel?.livery.setTextColor("color.accent")
        }
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch Section(rawValue: indexPath.section) {
        case .theme:
            guard choices.indices.contains(indexPath.row) else { return }
            navigationController?.pushViewController(
                ThemePreviewViewController(choice: choices[indexPath.row], model: model), animated: true)
        case .accent where indexPath.row == 1:
            accentProblem = nil
            model.resetAccent()
        case .skins where indexPath.row == 1:
            if model.isBusy { model.cancelSkinTask() } else { model.fetchCatalog() }
        case .catalog:
            guard model.catalog.indices.contains(indexPath.row), !model.isBusy else { return }
            let entry = model.catalog[indexPath.row]
            if let installed = model.installedVersion(of: entry.id), installed >= entry.version { return }
            model.install(entry)
        default:
            break
        }
    }
}
