import Livery
import LiveryUI
import UIKit

/// A small card drawn in one theme: the theme's name, a line of its copy, an accent button and a
/// switch, on a rounded, bordered, shadowed card. Every binding goes through `manager` (a
/// preview's scope), so the card shows the scope's selection whatever the app shows.
final class ThemeSampleView: UIView {
    private let card = UIView(frame: CGRect(x: 20, y: 16, width: 350, height: 168))
    private let titleLabel = UILabel(frame: CGRect(x: 16, y: 16, width: 318, height: 28))
    private let bodyLabel = UILabel(frame: CGRect(x: 16, y: 48, width: 318, height: 44))
    private let button = UIButton(type: .system)
    private let toggle = UISwitch(frame: .zero)

    init(manager: ThemeManager, name: String) {
        super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        autoresizingMask = [.flexibleWidth]
        card.autoresizingMask = [.flexibleWidth]
        titleLabel.autoresizingMask = [.flexibleWidth]
        bodyLabel.autoresizingMask = [.flexibleWidth]
        bodyLabel.numberOfLines = 2
        titleLabel.text = name
        button.setTitle("Accent button", for: .normal)
        button.frame = CGRect(x: 16, y: 112, width: 160, height: 40)
        toggle.isOn = true
        toggle.frame = CGRect(x: 270, y: 116, width: 51, height: 31)
        toggle.autoresizingMask = [.flexibleLeftMargin]

        // The whole card in the scope's theme: colours, fonts, copy, and the card's layer.
        livery(manager).setBackgroundColor("color.background.secondary")
        card.livery(manager).setBackgroundColor("color.background.elevated")
        card.layer.livery(manager).setCornerRadius("radius.lg")
        card.layer.livery(manager).setBorder("border.card")
        card.layer.livery(manager).setShadow("shadow.card")
        titleLabel.livery(manager).setFont("font.reader")
        titleLabel.livery(manager).setTextColor("color.text.primary")
        bodyLabel.livery(manager).setTextColor("color.text.secondary")
        // A skin's greeting (the example skins define `copy.greeting`), else the app's copy.
        manager.bind(bodyLabel, key: BindingKey("copy")) { label, theme in
            label.text = theme[Token<String>("copy.greeting")] ?? theme[Token<String>("copy.about")]
        }
        button.livery(manager).setTitleColor("color.accent", for: .normal)
        button.livery(manager).setTitleColor("color.accent-pressed", for: .highlighted)
        toggle.livery(manager).setOnTintColor("color.accent")

        card.addSubview(titleLabel)
        card.addSubview(bodyLabel)
        card.addSubview(button)
        card.addSubview(toggle)
        addSubview(card)
    }

    required init?(coder: NSCoder) { nil }
}
