"""Studio on real-set-style fixtures written for these tests: a Tokens Studio project imported with
`livery import tokens-studio` (Tests/Fixtures/studio-tokens-studio), a production app's single
DTCG file (Tests/Fixtures/studio-dtcg-single) and a DKNightVersion table imported
(Tests/Fixtures/studio-dknight). Each check names the bug of issue 23 it covers; on the code
before the fix each of them failed.
"""

import json
import os
import shutil

from studio_harness import REPO, Studio, hold_next_answer, log, release_answer, search, wait_ready

FIXTURES = os.path.join(REPO, 'Tests', 'Fixtures')


def copy_fixture(work, name):
    dest = os.path.join(work, name)
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(os.path.join(FIXTURES, name), dest)
    return dest


def open_page(browser, studio, width=1440, height=900):
    page = browser.new_page(viewport={'width': width, 'height': height})
    errors = []
    page.on('pageerror', lambda e: errors.append(str(e)))
    page.goto(studio.url)
    wait_ready(page)
    return page, errors


def select_token(page, path):
    search(page, path)
    row = f'[data-testid="token-row"][data-path="{path}"]'
    page.wait_for_selector(row)
    page.click(row)
    page.wait_for_function(
        'p => document.querySelector(\'[data-testid="detail-path"]\')?.textContent === p', arg=path)


def run_preview(browser, work, check, wait_until):
    """Preview honesty on the three sets."""
    for name, at_least in (('studio-tokens-studio', 10), ('studio-dknight', 10), ('studio-dtcg-single', 8)):
        folder = copy_fixture(work, name)
        with Studio(folder) as studio:
            page, errors = open_page(browser, studio)
            page.click('[data-testid="tab-preview"]')
            note = page.locator('[data-testid="roles-note"]').first
            note.wait_for()
            text = note.inner_text()
            mapped = int(note.get_attribute('data-mapped'))
            check(mapped >= at_least and 'of 25 roles mapped' in text,
                  f'{name}: the mock says how much is mapped ({text!r}; was 0 or 1 of 25 with no word)')
            if 'iOS defaults' not in text:
                check(mapped + int(note.get_attribute('data-derived')) == 25, f'{name}: every role painted from the set')
            # Clicking a part of the mock opens its role in the mapping editor.
            page.locator('[data-testid="mock-navbar"]').first.click(position={'x': 5, 'y': 5})
            focused = page.evaluate('document.activeElement?.dataset?.role')
            check(focused == 'navigationBar.background', f'{name}: clicking the navigation bar focuses its role ({focused})')
            check(not errors, f'{name}: no JavaScript errors ({errors})')
            page.close()

    log('-- a mapping in an imported (resolver document) set takes effect')
    folder = copy_fixture(work, 'studio-tokens-studio')
    with Studio(folder) as studio:
        page, errors = open_page(browser, studio)
        select_token(page, 'status.error.color')
        page.click('[data-testid="tab-preview"]')
        screen = page.locator('[data-testid="mock-screen"]').first
        before = screen.evaluate('e => getComputedStyle(e).backgroundColor')
        page.click('[data-testid="role-use-selected"][data-role="screen.background"]')
        check(page.input_value('[data-testid="role-input"][data-role="screen.background"]') == 'status.error.color',
              '"Use selected" puts the tree\'s token into the role')
        page.click('[data-testid="save-roles"]')
        wait_until(lambda: screen.evaluate('e => getComputedStyle(e).backgroundColor') != before,
                   message='the mock background to change')
        after = screen.evaluate('e => getComputedStyle(e).backgroundColor')
        check(after == 'rgb(220, 38, 38)', f'the mock screen is painted from the mapped token ({before} -> {after}; it stayed unchanged)')
        roles = {r['role']: r for r in studio.api('GET', '/api/space')[1]['roles']}
        check(roles['screen.background']['source'] == 'declared', 'the role reads as declared')

        log('-- unknown tokens in the mapping are refused with a message, not a success toast')
        page.fill('[data-testid="role-input"][data-role="accent"]', 'no.such.token')
        page.click('[data-testid="save-roles"]')
        page.wait_for_selector('[data-testid="roles-error"]:not([hidden])')
        check('no token' in page.inner_text('[data-testid="roles-error"]'), 'the mapping error names the unknown token')
        roles = {r['role']: r for r in studio.api('GET', '/api/space')[1]['roles']}
        check(roles['accent']['token'] != 'no.such.token', 'the unknown token was not saved')
        check(not errors, f'no JavaScript errors ({errors})')
        page.close()


def run_real_sets(pw, work, check, wait_until, browser):
    log('-- preview honesty')
    run_preview(browser, work, check, wait_until)
    log('-- editing without data loss')
    run_editing(browser, work, check, wait_until)
    log('-- conflicts: the disk diff, and a merge')
    run_conflict(browser, work, check, wait_until)
    log('-- selectors and new themes')
    run_themes(browser, work, check, wait_until)
    log('-- the Check tab')
    run_check(browser, work, check, wait_until)
    log('-- export that reaches the app')
    run_export(browser, work, check, wait_until)
    log('-- layout at 1280x800 and 900x700, and keys')
    run_layout(browser, work, check, wait_until)


def run_editing(browser, work, check, wait_until):
    """Colour editing keeps alpha, space and form; Write to and Apply name the right file."""
    folder = copy_fixture(work, 'studio-dtcg-single')
    with Studio(folder) as studio:
        page, errors = open_page(browser, studio)
        # --- alpha 0.25 survives picking a hue (it was saved as alpha 1)
        select_token(page, 'color.overlay')
        page.wait_for_selector('[data-testid="color-alpha"]')
        check(page.input_value('[data-testid="color-alpha"]') == '25', 'the opacity control shows the colour\'s alpha (25%)')
        page.fill('[data-testid="color-picker"]', '#3366cc')
        check(page.input_value('[data-testid="color-alpha"]') == '25', 'picking a hue leaves the opacity alone')
        check(page.get_attribute('[data-testid="apply-edit"]', 'data-file') == 'tokens.json'
              and 'tokens.json' in page.inner_text('[data-testid="apply-edit"]'), 'Apply names the file it writes')
        page.click('[data-testid="apply-edit"]')
        # A colour written as a JSON object is no alias: Apply says "Changed", with no warning.
        wait_until(lambda: 'Changed color.overlay' in (page.text_content('#toast') or ''), timeout=5,
                   message='the "Changed" toast of an object colour')
        check(page.get_attribute('#toast', 'data-kind') != 'warn' and page.is_hidden('[data-testid="edit-warning"]'),
              'an object colour\'s braces are not taken for an alias to a missing token')
        wait_until(lambda: 'tokens.json' in studio.api('GET', '/api/space')[1]['dirty'], message='the edit to be kept')
        studio.api('POST', '/api/save', {})
        with open(os.path.join(folder, 'tokens.json')) as f:
            saved = json.load(f)['color']['overlay']['$value']
        check(isinstance(saved, dict) and saved.get('alpha') == 0.25 and saved.get('colorSpace') == 'srgb',
              f'the saved colour is still an sRGB object with alpha 0.25 ({saved})')
        check(saved.get('hex') == '#3366cc', f'its hex is the picked colour ({saved.get("hex")})')

        # --- Display P3 stays P3, and a colour outside sRGB says so
        select_token(page, 'color.main')
        page.wait_for_selector('[data-testid="color-space"]')
        check('Display P3' in page.inner_text('[data-testid="color-space"]'), 'the editor says the colour is Display P3')
        page.fill('[data-testid="color-picker"]', '#ff0000')
        check('"display-p3"' in page.input_value('[data-testid="value-input"]'), 'picking writes a Display P3 value, not sRGB')
        # The edit's answer is held back while the user types the next value (as on a slow
        # machine): the answer must not mark the newer text applied, or the refresh after it
        # would put the old value back in the field.
        hold_next_answer(page, '/api/edit', 'POST')
        page.click('[data-testid="apply-edit"]')
        wait_until(lambda: 'tokens.json' in studio.api('GET', '/api/space')[1]['dirty'], message='the P3 edit to be kept')
        studio.api('POST', '/api/save', {})
        with open(os.path.join(folder, 'tokens.json')) as f:
            saved = json.load(f)['color']['main']['$value']
        check(saved.get('colorSpace') == 'display-p3', f'saved as Display P3 ({saved})')
        p3_red = '{"colorSpace": "display-p3", "components": [1, 0, 0]}'
        page.fill('[data-testid="value-input"]', p3_red)
        release_answer(page)
        # The toast comes after the refresh that follows the answer.
        wait_until(lambda: 'Changed color.main' in (page.text_content('#toast') or ''), message='the toast of the held edit')
        check(page.input_value('[data-testid="value-input"]') == p3_red,
              'text typed while an edit was on its way stays in the field after its answer and refresh')
        page.click('[data-testid="apply-edit"]')
        wait_until(lambda: page.is_visible('[data-testid="gamut-hint"]'), message='the gamut hint')
        check(True, 'a P3 red outside sRGB shows the gamut hint')
        check(not errors, f'no JavaScript errors ({errors})')
        page.close()

    themes = os.path.join(work, 'ThemesEditing')
    shutil.rmtree(themes, ignore_errors=True)
    shutil.copytree(os.path.join(REPO, 'Examples', 'Themes'), themes)
    with Studio(themes) as studio:
        page, errors = open_page(browser, studio)
        # --- a broken alias in base.json: Write to defaults to base.json (it chose dark.json)
        studio.api('POST', '/api/edit', {'file': 'base.json', 'path': 'color.text.tertiary', 'value': '{palette.nope}'})
        page.reload()
        wait_ready(page)
        select_token(page, 'color.text.tertiary')
        page.wait_for_selector('[data-testid="value-input"]')
        target = page.input_value('[data-testid="edit-file"]')
        check(target == 'edit:base.json', f'"Write to" is the declaration that fails in the first column ({target})')
        # --- an alias to a missing token warns at Apply (it said "Changed")
        page.fill('[data-testid="value-input"]', '{palette.still.missing}')
        page.click('[data-testid="apply-edit"]')
        page.wait_for_selector('[data-testid="edit-warning"]:not([hidden])')
        warning = page.inner_text('[data-testid="edit-warning"]')
        check('palette.still.missing' in warning and 'names no token' in warning, f'Apply warns: {warning!r}')
        wait_until(lambda: page.get_attribute('#toast', 'data-kind') == 'warn', timeout=5, message='the warning toast')
        toast_kind, toast_text = page.get_attribute('#toast', 'data-kind'), page.inner_text('#toast')
        check(toast_kind == 'warn', f'and the toast is a warning, not a success ({toast_kind}: {toast_text!r})')
        check(not errors, f'no JavaScript errors ({errors})')
        page.close()


def run_conflict(browser, work, check, wait_until):
    """The conflict banner shows the disk's changes, and "Keep mine" keeps them when they touch
    other tokens."""
    folder = copy_fixture(work, 'studio-tokens-studio')
    light = os.path.join(folder, 'sets', 'semantic', 'light.json')
    with Studio(folder) as studio:
        page, errors = open_page(browser, studio)
        studio.api('POST', '/api/edit', {'file': 'sets/semantic/light.json', 'path': 'text.primary.color', 'value': '#101010'})
        with open(light) as f:
            text = f.read()
        changed = text.replace('"$value": "{color.red.500}"', '"$value": "#aa0000"', 1)
        check(changed != text, 'the test changed status.error.color on disk')
        with open(light, 'w') as f:
            f.write(changed)
        page.wait_for_selector('[data-testid="conflict-banner"]:not([hidden])', timeout=20000)
        page.wait_for_selector('[data-testid="conflict-change"][data-side="disk"]', timeout=10000)
        disk_paths = page.eval_on_selector_all('[data-testid="conflict-change"][data-side="disk"]', 'els => els.map(e => e.dataset.path)')
        check(disk_paths == ['status.error.color'], f"before choosing, the banner shows the disk's change ({disk_paths})")
        check('#aa0000' in page.inner_text('[data-testid="conflict-diff"]'), 'with its new value')
        page.click('[data-testid="keep-mine"]')
        page.wait_for_selector('[data-testid="conflict-banner"]', state='hidden', timeout=15000)
        # The merge ends the conflict (its event can hide the banner first); the save comes after.
        page.wait_for_selector('[data-testid="dirty-indicator"]', state='hidden', timeout=15000)
        with open(light) as f:
            saved = json.load(f)
        check(saved['text']['primary']['color']['$value'] == '#101010', '"Keep mine" saved the page edit')
        check(saved['status']['error']['color']['$value'] == '#aa0000', '"Keep mine" kept the disk change to another token (it was dropped)')
        check(not errors, f'no JavaScript errors ({errors})')
        page.close()


def run_themes(browser, work, check, wait_until):
    """A single DTCG file shows no phantom selectors; a new theme works in an imported set."""
    folder = copy_fixture(work, 'studio-dtcg-single')
    with Studio(folder) as studio:
        page, errors = open_page(browser, studio)
        selectors = page.locator('[data-testid="selection-modifier"]').count()
        check(selectors == 0, f'a single DTCG file shows no theme/appearance/contrast selectors ({selectors}; it showed 3)')
        columns = page.locator('[data-testid="selection-column"]').count()
        check(columns == 1, f'and opens with one column, not two identical ones ({columns})')
        check(not errors, f'no JavaScript errors ({errors})')
        page.close()

    folder = copy_fixture(work, 'studio-tokens-studio')
    with Studio(folder) as studio:
        page, errors = open_page(browser, studio)
        button = page.locator('[data-testid="new-theme"]')
        check(button.is_enabled(), 'New theme is enabled in an imported set (it was disabled)')
        button.click()
        page.select_option('[data-testid="new-theme-modifier"]', 'Brand')
        page.select_option('[data-testid="new-theme-copy"]', 'Zenith')
        page.fill('[data-testid="new-theme-name"]', 'Nova')
        page.click('#new-theme-form button[value="add"]')
        wait_until(lambda: 'Nova' in page.inner_text('[data-testid="selection-bar"]') or
                   'Nova' in page.eval_on_selector_all('[data-testid="selection-modifier"][data-modifier="Brand"] option', 'os => os.map(o => o.value).join(",")'),
                   message='Nova among the brands')
        check(True, 'the new brand Nova can be chosen')
        page.click('[data-testid="save"]')
        wait_until(lambda: os.path.exists(os.path.join(folder, 'sets', 'brand', 'nova.json')), message='the new set on disk')
        check(True, 'saving writes sets/brand/nova.json and the resolver context')
        check(not errors, f'no JavaScript errors ({errors})')
        page.close()


def run_check(browser, work, check, wait_until):
    """The Check tab on real sets: shared files, contrast pairs, repeated notes fixed at once."""
    folder = copy_fixture(work, 'studio-tokens-studio')
    with Studio(folder) as studio:
        page, errors = open_page(browser, studio)
        page.click('[data-testid="tab-check"]')
        row = page.locator('[data-testid="documents"] tr', has_text='sets/core.json')
        row.wait_for()
        applies = row.locator('[data-testid="applies-when"]').inner_text()
        check(applies == 'every Mode', f'a set every mode shares says so ({applies!r}; it named one)')
        page.wait_for_selector('[data-testid="contrast-pair"]', timeout=15000)
        pairs = page.locator('[data-testid="contrast-pair"]').count()
        check(pairs >= 3, f'the contrast matrix has pairs from the role mapping and names ({pairs}; it had none)')
        check(not errors, f'no JavaScript errors ({errors})')
        page.close()

    folder = copy_fixture(work, 'studio-dknight')
    with Studio(folder) as studio:
        page, errors = open_page(browser, studio)
        page.click('[data-testid="tab-check"]')
        group = page.locator('[data-testid="lint-group"][data-rule="dtcg-string-value"]')
        group.wait_for(timeout=15000)
        check(int(group.get_attribute('data-count')) == 27, 'the 27 repeated notes are one group')
        page.click('[data-testid="fix-all"][data-rule="dtcg-string-value"]')
        group.wait_for(state='detached', timeout=15000)
        check(True, '"Fix all" fixes them in one step')
        check('themes/night.json' in studio.api('GET', '/api/space')[1]['dirty'], 'the files are edited, not yet saved')
        check(not errors, f'no JavaScript errors ({errors})')
        page.close()


def run_export(browser, work, check, wait_until):
    """Export reaches the app: the placeholder works, an app's catalog beside the theme folder
    after confirming, every warning's text, the path and the files offered."""
    project = os.path.join(work, 'ExportProject')
    shutil.rmtree(project, ignore_errors=True)
    os.makedirs(project)
    themes = os.path.join(project, 'Themes')
    shutil.copytree(os.path.join(REPO, 'Examples', 'Themes'), themes)
    catalog = os.path.join(project, 'App', 'Assets.xcassets')
    os.makedirs(os.path.join(catalog, 'AppIcon.appiconset'))
    with open(os.path.join(catalog, 'AppIcon.appiconset', 'Contents.json'), 'w') as f:
        f.write('{"images": []}')
    with Studio(themes) as studio:
        page, errors = open_page(browser, studio)
        studio.api('POST', '/api/edit', {'file': 'base.json', 'path': 'image.paper-texture', 'value': 'images/missing.png'})
        page.click('[data-testid="tab-export"]')
        # --- the placeholder, as it is (it was refused as "inside the theme space")
        page.select_option('[data-testid="export-format"]', 'css')
        placeholder = page.get_attribute('[data-testid="export-output"]', 'placeholder')
        page.click('[data-testid="export"]')
        job = page.locator('[data-testid="job"]').first
        wait_until(lambda: 'done' in job.inner_text(), message='the CSS export to finish')
        check(os.path.exists(os.path.join(themes, placeholder, 'tokens.css')), f'the placeholder ({placeholder}) is where it exported')

        # --- straight into the app's Assets.xcassets, after confirming the absolute path
        page.select_option('[data-testid="export-format"]', 'xcassets')
        page.fill('[data-testid="export-output"]', '../App/Assets.xcassets')
        page.click('[data-testid="export"]')
        page.wait_for_selector('[data-testid="export-confirm"]:not([hidden])')
        shown = page.inner_text('[data-testid="export-confirm-path"]')
        check(shown == os.path.realpath(catalog), f'the page asks, naming the absolute path ({shown})')
        check(not os.path.exists(os.path.join(catalog, 'color')), 'nothing is written before confirming')
        page.click('[data-testid="export-confirm-go"]')
        wait_until(lambda: page.locator('[data-testid="job-folder"]').count() > 0 and
                   page.locator('[data-testid="job-folder"]').first.inner_text() == os.path.realpath(catalog),
                   message='the catalog export to finish')
        check(os.path.exists(os.path.join(catalog, 'color', 'text', 'primary.colorset', 'Contents.json')), 'the colour sets are in the app catalog')
        check(os.path.exists(os.path.join(catalog, 'AppIcon.appiconset', 'Contents.json')), "the app's icon set is untouched")
        warnings = page.locator('[data-testid="job-warning"]').all_inner_texts()
        check(any('missing.png' in w for w in warnings), f'every warning text is shown ({len(warnings)}; it said "1 warning" with no text)')
        check(all(project not in w for w in warnings), 'with paths relative to the folder')
        check(page.locator('[data-testid="job-download"]').count() > 0, 'the written files are offered for download')
        href = page.locator('[data-testid="job-download"]').first.get_attribute('href')
        status = page.evaluate('async (u) => (await fetch(u)).status', href)
        check(status == 200, f'a download link answers 200 ({status})')
        check(not errors, f'no JavaScript errors ({errors})')
        page.close()


SCREENSHOTS = os.environ.get('STUDIO_SCREENSHOT_DIR') or os.path.join(REPO, '.build', 'studio-screenshots')


def shot(page, name):
    os.makedirs(SCREENSHOTS, exist_ok=True)
    path = os.path.join(SCREENSHOTS, name + '.png')
    page.screenshot(path=path)
    log(f'  screenshot: {path} ({os.path.getsize(path)} bytes)')
    return path


def check_columns_hint(page, check, wait_until, tag):
    """Columns scrolled out of the list's view are announced, and only then."""
    def state():
        box = page.locator('#token-list').bounding_box()
        last = page.locator('#vlist-header .cell.value').last.bounding_box()
        clipped = last['x'] + last['width'] > box['x'] + box['width'] + 2
        shown = page.locator('[data-testid="columns-hint"]').is_visible()
        return clipped, shown
    wait_until(lambda: (lambda c, s: c == s)(*state()), timeout=5, message=f'{tag}: the columns hint to match the view')
    clipped, _ = state()
    text = page.inner_text('[data-testid="columns-hint"]') if clipped else ''
    check(True, f'{tag}: ' + (f'columns out of view are announced ({text!r})' if clipped else 'every column is in view, no hint'))
    return clipped


def run_layout(browser, work, check, wait_until):
    """Responsive columns at 1280x800 and 900x700, the collapsible detail pane, differing values,
    a key for search, Esc out of the editor; screenshots of each size for the CI log."""
    themes = os.path.join(work, 'ThemesLayout')
    shutil.rmtree(themes, ignore_errors=True)
    shutil.copytree(os.path.join(REPO, 'Examples', 'Themes'), themes)
    with Studio(themes) as studio:
        _, space = studio.api('GET', '/api/space')
        for width, height in ((1280, 800), (900, 700)):
            tag = f'{width}x{height}'
            page, errors = open_page(browser, studio, width, height)
            # --- nothing selected: the detail pane takes no room (it kept ~380 px)
            detail = page.locator('[data-testid="detail-panel"]')
            check(not detail.is_visible(), f'{tag}: with no token selected the detail pane is collapsed')
            page.keyboard.press('/')
            check(page.evaluate('document.activeElement?.id') == 'search', f'{tag}: "/" focuses the search')
            page.keyboard.press('Escape')
            # --- "+ Token" and the tabs fit
            for testid in ('new-token', 'tab-export', 'search'):
                box = page.locator(f'[data-testid="{testid}"]').bounding_box()
                check(box is not None and box['x'] >= 0 and box['x'] + box['width'] <= width + 1,
                      f'{tag}: {testid} is inside the window ({box})')
            shot(page, f'studio-values-{tag}')
            # --- four columns: those out of view are announced (a fourth was clipped with no hint)
            for theme in ('ocean', 'sepia'):
                sel = next(s['id'] for s in space['selections'] if s['contexts'].get('theme') == theme
                           and s['contexts'].get('appearance') == 'light' and s['contexts'].get('contrast') == 'normal')
                page.select_option('[data-testid="add-column"]', sel)
                wait_until(lambda: sel in page.eval_on_selector_all('[data-testid="selection-column"]', 'els => els.map(e => e.dataset.selection)'),
                           message='the column to be added')
            check_columns_hint(page, check, wait_until, tag + ', detail hidden')
            # --- values that differ between the selections are marked
            differs = page.locator('[data-testid="token-row"][data-differs="true"]').count()
            same = page.locator('[data-testid="token-row"][data-differs="false"]').count()
            check(differs > 0 and same > 0, f'{tag}: differing values are marked ({differs} rows differ, {same} do not)')
            shot(page, f'studio-four-columns-{tag}')
            # --- select a token: the pane opens; Esc leaves the editor, then closes the pane
            select_token(page, 'color.accent')
            page.wait_for_selector('[data-testid="value-input"]')
            check(detail.is_visible(), f'{tag}: selecting a token opens the detail pane')
            page.click('[data-testid="tab-values"]')
            check_columns_hint(page, check, wait_until, tag + ', detail shown')
            page.click('[data-testid="value-input"]')
            page.keyboard.press('Escape')
            check(page.evaluate('document.activeElement?.id') == 'token-list', f'{tag}: Esc leaves the editor for the tree')
            shot(page, f'studio-editor-{tag}')
            page.keyboard.press('Escape')
            check(not detail.is_visible(), f'{tag}: Esc again hides the detail pane')
            page.click('[data-testid="toggle-detail"]')
            check(detail.is_visible(), f'{tag}: the Detail button shows it again')
            page.click('[data-testid="close-detail"]')
            # --- the preview: phones are not clipped
            page.click('[data-testid="tab-preview"]')
            page.wait_for_selector('[data-testid="mock-screen"]')
            centre = page.locator('#panel-preview').bounding_box()
            first_mock = page.locator('[data-testid="mock-screen"]').first.bounding_box()
            check(first_mock['x'] + first_mock['width'] <= centre['x'] + centre['width'] + 1,
                  f'{tag}: the first phone fits its panel ({first_mock["width"]:.0f} px wide)')
            fitting = page.evaluate('''(right) => [...document.querySelectorAll('[data-testid="mock-screen"]')]
                .filter((m) => m.getBoundingClientRect().right <= right + 1).length''', centre['x'] + centre['width'])
            check(fitting >= (2 if width >= 1280 else 1), f'{tag}: {fitting} phones side by side fit')
            shot(page, f'studio-preview-{tag}')
            check(not errors, f'{tag}: no JavaScript errors ({errors})')
            page.close()
