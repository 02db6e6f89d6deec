#!/usr/bin/env python3
"""End-to-end browser test of Livery Studio (the server and the page together).

Run from the repository root after building the CLI:

    python3 Tests/Studio/test_studio.py

Needs: Debian's chromium (`apt-get install -y chromium`) and `pip install playwright pillow`
(the system chromium is used; `playwright install` is never needed). LIVERY_BIN names the binary
(default .build/debug/livery). The page is served from Sources/LiveryStudio/Resources (set
LIVERY_STUDIO_RESOURCES=built to test the copy bundled at build time instead). The `live` part also
runs the probe app built beside it (livery-live-probe; LIVE_PROBE_BIN names another).

Exits 0 and prints '1 passed, 0 failed' when every check holds; exits 1 with the failed check,
a screenshot and the server's stderr otherwise. The 10,000-token timings are printed, not asserted.
"""

import io
import json
import os
import shutil
import sys
import tempfile
import time
import traceback

sys.dont_write_bytecode = True  # no __pycache__ beside the sources
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from studio_harness import Studio, copy_example_themes, launch_browser, log, now_ms, search, selection_id, wait_ready  # noqa: E402
from studio_real_sets import run_real_sets  # noqa: E402
from studio_security import run_security  # noqa: E402
from studio_colors import run_colors  # noqa: E402
from studio_data import run_data  # noqa: E402
from studio_modes import run_modes  # noqa: E402
from studio_live import run_live  # noqa: E402
from studio_screens import run_screens  # noqa: E402
from studio_token_sets import run_token_sets  # noqa: E402

try:
    from PIL import Image
    from playwright.sync_api import sync_playwright
except ImportError as e:  # pragma: no cover - environment problem
    raise SystemExit(f'error: {e}. Install with: pip install playwright pillow (and apt-get install -y chromium)')

RED = '#ff0000'


class CheckFailed(AssertionError):
    pass


def check(cond, message):
    if not cond:
        raise CheckFailed(message)
    log(f'  ok: {message}')


def wait_until(fn, timeout=15.0, interval=0.1, message='condition'):
    deadline = time.time() + timeout
    last = None
    while time.time() < deadline:
        last = fn()
        if last:
            return last
        time.sleep(interval)
    raise CheckFailed(f'timed out after {timeout}s waiting for {message} (last: {last!r})')


def red_fraction(png):
    px = Image.open(io.BytesIO(png)).convert('RGB').tobytes()
    red = sum(1 for i in range(0, len(px), 3) if px[i] >= 245 and px[i + 1] <= 12 and px[i + 2] <= 12)
    return red / max(1, len(px) // 3)


def files_in(folder):
    out = {}
    for root, _, names in os.walk(folder):
        for n in names:
            p = os.path.join(root, n)
            with open(p, 'rb') as f:
                out[os.path.relpath(p, folder)] = f.read()
    return out


def line_of(data, offset):
    return data.count(b'\n', 0, offset) + 1


def check_single_value_change(original, saved, old_value, new_value, line):
    """saved must be original with exactly the old JSON value text replaced by the new one, on the declared line."""
    old_text = json.dumps(old_value).encode()
    new_text = json.dumps(new_value).encode()
    line_start = 0
    for _ in range(line - 1):
        line_start = original.index(b'\n', line_start) + 1
    line_end = original.find(b'\n', line_start)
    at = original.find(old_text, line_start, line_end if line_end >= 0 else len(original))
    check(at >= 0, f'the original declaration line {line} holds {old_text.decode()}')
    expected = original[:at] + new_text + original[at + len(old_text):]
    if saved != expected:
        n = min(len(saved), len(expected))
        p = next((i for i in range(n) if saved[i] != expected[i]), n)
        log(f'     first difference at byte {p} (line {line_of(saved, p)}):')
        log(f'     expected: {expected[max(0, p - 80):p + 80]!r}')
        log(f'     saved:    {saved[max(0, p - 80):p + 80]!r}')
    check(saved == expected, f'the saved file is the original with only {old_text.decode()} -> {new_text.decode()} '
          f'on line {line}; every byte before and after it is identical')


def run_main_flow(pw, work):
    folder = copy_example_themes(work, 'Themes')
    pristine = files_in(folder)
    browser = launch_browser(pw)
    page_errors = []
    with Studio(folder) as studio:
        log(f'server: {studio.url.split("?")[0]} (pid {studio.proc.pid})')
        try:
            page = browser.new_page(viewport={'width': 1440, 'height': 900})
            page.on('pageerror', lambda e: page_errors.append(str(e)))
            page.goto(studio.url)
            wait_ready(page)
            _, space = studio.api('GET', '/api/space')
            check(page.inner_text('[data-testid="folder-name"]') == 'Themes', 'the top bar names the folder')
            light = selection_id(space)
            dark = selection_id(space, appearance='dark')
            col = lambda i: page.get_attribute(f'[data-testid="selection-column"][data-column="{i}"]', 'data-selection')  # noqa: E731
            check(col(0) == light and col(1) == dark, 'the default columns are the default theme, light and dark')
            check(page.locator('[data-testid="token-row"]').count() > 5, 'the token tree shows token rows')

            # --- switch the first column to ocean / dark
            ocean_dark = selection_id(space, theme='ocean', appearance='dark')
            page.select_option('[data-testid="selection-modifier"][data-column="0"][data-modifier="theme"]', 'ocean')
            page.select_option('[data-testid="selection-modifier"][data-column="0"][data-modifier="appearance"]', 'dark')
            wait_until(lambda: col(0) == ocean_dark, message='column 1 to show ocean/dark')
            check(True, f'column 1 shows {ocean_dark}')

            # --- the token the navigation bar is painted from, and the file that wins in ocean/dark
            role = next(r for r in space['roles'] if r['role'] == 'navigationBar.background')
            nav_token = role['token']
            check(nav_token is not None, f'navigationBar.background maps to a token ({nav_token})')
            _, info = studio.api('GET', '/api/token?path=' + nav_token)
            win_file = info['selections'][ocean_dark]['file']
            decl = next(d for d in info['declarations'] if d['file'] == win_file)
            log(f'     {nav_token} wins in {win_file}:{decl["line"]} with {decl["raw"]!r}')

            page.click('[data-testid="tab-preview"]')
            navbar = f'[data-testid="mock-screen"][data-selection="{ocean_dark}"] [data-testid="mock-navbar"]'
            other_navbar = f'[data-testid="mock-screen"][data-selection="{dark}"] [data-testid="mock-navbar"]'
            page.wait_for_selector(navbar)
            check(red_fraction(page.locator(navbar).screenshot()) < 0.05, 'before the edit the ocean/dark navigation bar is not red')

            # --- edit that colour through the editor
            search(page, nav_token)
            row = f'[data-testid="token-row"][data-path="{nav_token}"]'
            page.wait_for_selector(row)
            page.click(row)
            page.wait_for_selector('[data-testid="value-input"]')
            wait_until(lambda: page.input_value('[data-testid="edit-file"]') == 'edit:' + win_file,
                       message=f'the editor to target {win_file}')
            check(True, f'the editor writes to the declaration that wins in the first column ({win_file})')
            page.fill('[data-testid="value-input"]', RED)
            page.click('[data-testid="apply-edit"]')
            wait_until(lambda: win_file in (page.get_attribute('[data-testid="dirty-indicator"]', 'data-files') or '').split(','),
                       message='the dirty indicator to list the file')
            check(page.is_visible('[data-testid="dirty-indicator"]'), 'the dirty indicator shows unsaved edits')
            frac = wait_until(lambda: (lambda f: f if f > 0.6 else None)(red_fraction(page.locator(navbar).screenshot())),
                              message='the navigation bar to turn red')
            check(frac > 0.6, f'the ocean/dark navigation bar is now {RED} ({frac:.0%} of its pixels)')
            screen_frac = red_fraction(page.locator(f'[data-testid="mock-screen"][data-selection="{ocean_dark}"]').screenshot())
            check(screen_frac > 0.05, f'the ocean/dark mock screen has {RED} pixels ({screen_frac:.1%})')
            check(red_fraction(page.locator(other_navbar).screenshot()) < 0.05, 'the default/dark navigation bar did not change')

            # --- an alias to a missing token: kept, and the lint panel reports it
            alias_token = 'color.text.tertiary'
            search(page, alias_token)
            page.click(f'[data-testid="token-row"][data-path="{alias_token}"]')
            wait_until(lambda: page.inner_text('[data-testid="detail-path"]') == alias_token, message='the detail of ' + alias_token)
            page.wait_for_selector('[data-testid="value-input"]')
            alias_file = page.input_value('[data-testid="edit-file"]').split(':', 1)[1]
            _, before = studio.api('GET', '/api/space')
            page.fill('[data-testid="value-input"]', '{does.not.exist}')
            page.click('[data-testid="apply-edit"]')
            wait_until(lambda: studio.api('GET', '/api/space')[1]['revision'] > before['revision'], message='the alias edit to be kept')
            page.click('[data-testid="tab-check"]')
            diag = f'[data-testid="lint-panel"] [data-testid="diagnostic"][data-severity="error"][data-token-path="{alias_token}"]'
            page.wait_for_selector(diag, timeout=15000)
            text = page.inner_text(diag)
            check('does.not.exist' in text, f'the lint panel shows the unresolved alias as an error: {" ".join(text.split())}')

            # --- an invalid colour: the parser's message is shown next to the field
            _, before = studio.api('GET', '/api/space')
            page.fill('[data-testid="value-input"]', '#12345')
            page.click('[data-testid="apply-edit"]')
            page.wait_for_selector('[data-testid="edit-error"]:not([hidden])')
            shown = page.inner_text('[data-testid="edit-error"]')
            status, err = studio.api('POST', '/api/edit', {'file': alias_file, 'path': alias_token, 'value': '#12345'}, expect_error=True)
            check(status == 422, 'the server answers 422 for #12345')
            e = err['error']
            check(e['message'] in shown, f'the editor shows the server\'s message: {shown!r}')
            if e.get('line') is not None:
                check(f"{e['file']}:{e['line']}:{e['column']}" in shown, 'the message carries its file:line:column')
            check(studio.api('GET', '/api/space')[1]['revision'] == before['revision'], 'the invalid value was not kept')
            check(page.input_value('[data-testid="value-input"]') == '#12345', 'the typed text stays in the field for fixing')

            # --- undo (button), redo and undo again (keyboard)
            page.click('[data-testid="undo"]')
            page.wait_for_selector(diag, state='detached', timeout=15000)
            check(True, 'Undo removes the alias edit (its lint error is gone)')
            page.keyboard.press('Control+Shift+Z')
            page.wait_for_selector(diag, timeout=15000)
            check(True, 'Shift+Ctrl+Z redoes it')
            page.keyboard.press('Control+z')
            page.wait_for_selector(diag, state='detached', timeout=15000)
            check(True, 'Ctrl+Z undoes it again')
            dirty = studio.api('GET', '/api/space')[1]['dirty']
            check(dirty == [win_file], f'only {win_file} has unsaved edits ({dirty})')

            # --- save, then the bytes on disk
            page.click('[data-testid="save"]')
            page.wait_for_selector('[data-testid="dirty-indicator"]', state='hidden', timeout=15000)
            check(True, 'Save clears the dirty indicator')
            saved = files_in(folder)
            changed = sorted(f for f in pristine if saved.get(f) != pristine[f])
            check(changed == [win_file], f'only {win_file} changed on disk ({changed})')
            check(set(saved) == set(pristine), 'no file was added or removed')
            old_value = json.loads(decl['raw']) if decl['raw'].startswith('"') else decl['raw']
            check_single_value_change(pristine[win_file], saved[win_file], old_value, RED, decl['line'])

            # --- files changed on disk: reloaded (no unsaved edits) and conflicting (unsaved edits)
            reload_file = os.path.join(folder, 'sepia.json')
            with open(reload_file, 'rb') as f:
                sepia = f.read()
            with open(reload_file, 'wb') as f:
                f.write(sepia.replace(b'"Sepia"', b'"Sepia (disk)"'))
            page.wait_for_selector('[data-testid="reload-banner"]:not([hidden])', timeout=20000)
            check('sepia.json' in page.inner_text('[data-testid="reload-banner"]'), 'a banner says sepia.json was reloaded from disk')

            base_file = os.path.join(folder, 'base.json')
            for n, (button, expect_mine) in enumerate((('take-disk', False), ('keep-mine', True))):
                studio.api('POST', '/api/edit', {'file': 'base.json', 'path': 'theme.name', 'value': 'Folio (page)'})
                with open(base_file, 'rb') as f:
                    disk = f.read()
                disk_edit = disk.replace(b'"$description": "', f'"$description": "Disk edit {n}: '.encode(), 1)
                check(disk_edit != disk, 'the test changed base.json on disk')
                with open(base_file, 'wb') as f:
                    f.write(disk_edit)
                page.wait_for_selector('[data-testid="conflict-banner"]:not([hidden])', timeout=20000)
                check('base.json' in page.inner_text('[data-testid="conflict-banner"]'), 'a conflict banner names base.json')
                page.click(f'[data-testid="{button}"]')
                page.wait_for_selector('[data-testid="conflict-banner"]', state='hidden', timeout=15000)
                # "Keep mine" merges (its event can hide the banner first), then saves.
                page.wait_for_selector('[data-testid="dirty-indicator"]', state='hidden', timeout=15000)
                with open(base_file, 'rb') as f:
                    now = f.read()
                if expect_mine:
                    check(b'"Folio (page)"' in now, '"Keep mine" saves the page\'s edit over the disk version')
                    check(f'Disk edit {n}: '.encode() in now, '"Keep mine" keeps the disk\'s change elsewhere in the file (it was dropped)')
                else:
                    check(now == disk_edit and not studio.api('GET', '/api/space')[1]['dirty'],
                          '"Take disk version" drops the page\'s edit and keeps the disk text')

            check(not page_errors, f'no JavaScript errors on the page ({page_errors})')
        except BaseException:
            try:
                shot = os.path.join(tempfile.gettempdir(), 'studio-test-failure.png')
                page.screenshot(path=shot, full_page=True)
                log(f'screenshot of the failure: {shot}')
            except Exception:  # noqa: BLE001
                pass
            log('page errors:', page_errors)
            log('server stderr (last 3000 chars):\n' + studio.stderr_text()[-3000:])
            raise
        finally:
            browser.close()


def make_big_space(folder, n=10_000):
    """n tokens in nested groups (half colours, half dimensions) and a dark.json overriding 1,000."""
    os.makedirs(folder)
    base = {'$description': f'{n} generated tokens'}
    dark = {}
    i = 0
    groups, subs = 20, 25
    per = n // (groups * subs)
    for g in range(groups):
        gname = f'group{g:02d}'
        base[gname] = {}
        for s in range(subs):
            sname = f'set{s:02d}'
            node = base[gname][sname] = {}
            for k in range(per):
                if k % 2 == 0:
                    r, gg, b = (i * 37) % 256, (i * 91) % 256, (i * 53) % 256
                    node[f'c{k:02d}'] = {'$type': 'color', '$value': f'#{r:02x}{gg:02x}{b:02x}'}
                    if i % 5 == 0:
                        dark.setdefault(gname, {}).setdefault(sname, {})[f'c{k:02d}'] = {
                            '$type': 'color', '$value': f'#{255 - r:02x}{255 - gg:02x}{255 - b:02x}'}
                else:
                    node[f'd{k:02d}'] = {'$type': 'dimension', '$value': {'value': i % 97, 'unit': 'px'}}
                i += 1
    with open(os.path.join(folder, 'base.json'), 'w') as f:
        json.dump(base, f, indent=2)
    with open(os.path.join(folder, 'dark.json'), 'w') as f:
        json.dump(dark, f, indent=2)
    overrides = sum(len(s) for g in dark.values() for s in g.values())
    return i, overrides


def run_big_space(pw, work):
    folder = os.path.join(work, 'Big')
    count, overrides = make_big_space(folder)
    log(f'generated {count} tokens, {overrides} overridden in dark.json')
    browser = launch_browser(pw)
    with Studio(folder) as studio:
        try:
            t = now_ms()
            _, space = studio.api('GET', '/api/space')
            t_space = now_ms() - t
            check(len(space['tokens']) == count, f'the server lists {count} tokens')
            sel = space['selections'][0]['id']
            t = now_ms()
            studio.api('GET', '/api/resolved?selection=' + sel)
            t_resolved = now_ms() - t

            # the server's CSP forbids eval, which wait_for_function with an expression needs; CSP
            # is off in this context only (it does not change what the page does or how fast)
            page = browser.new_context(viewport={'width': 1440, 'height': 900}, bypass_csp=True).new_page()
            t0 = now_ms()
            page.goto(studio.url)
            page.wait_for_function(
                f'document.querySelector(\'[data-testid="token-count"]\')?.dataset.count === "{count}" '
                '&& document.querySelectorAll(\'[data-testid="token-row"]\').length > 0', timeout=120000)
            first_render = now_ms() - t0
            marks = page.evaluate('() => Object.fromEntries(performance.getEntriesByType("mark").map(m => [m.name, m.startTime]))')
            nav = page.evaluate('() => { const n = performance.getEntriesByType("navigation")[0]; return n ? {dcl: n.domContentLoadedEventEnd} : {}; }')
            rows = page.locator('[data-testid="token-row"]').count()
            check(rows < 400, f'only the visible rows are in the DOM ({rows} of {count})')

            t = now_ms()
            first_row = page.locator('[data-testid="token-row"]').first
            first_path = first_row.get_attribute('data-path')
            first_row.click()
            page.wait_for_function(
                f'document.querySelector(\'[data-testid="detail-path"]\')?.textContent === {json.dumps(first_path)} '
                '&& !!document.querySelector(\'[data-testid="value-input"]\')', timeout=60000)
            detail_ms = now_ms() - t
            # once the first lint run is in (the server answers nothing else while it lints)
            page.wait_for_selector('body[data-lint]', timeout=120000)
            lint_ms = now_ms() - t0
            second = page.locator('[data-testid="token-row"]').nth(3)
            second_path = second.get_attribute('data-path')
            t = now_ms()
            second.click()
            page.wait_for_function(
                f'document.querySelector(\'[data-testid="detail-path"]\')?.textContent === {json.dumps(second_path)} '
                '&& !!document.querySelector(\'[data-testid="value-input"]\')', timeout=60000)
            detail2_ms = now_ms() - t

            searches = []
            for query, expected in (('group07.set13', per_set(count)), ('c04', 20 * 25)):
                t = now_ms()
                page.fill('[data-testid="search"]', query)
                page.wait_for_function(
                    f'document.querySelector(\'[data-testid="token-count"]\')?.dataset.count === "{expected}" '
                    f'&& [...document.querySelectorAll(\'[data-testid="token-row"]\')].every(r => r.dataset.path.includes({json.dumps(query)}))',
                    timeout=60000)
                searches.append((query, expected, now_ms() - t))
            t = now_ms()
            page.fill('[data-testid="search"]', '')
            page.wait_for_function(f'document.querySelector(\'[data-testid="token-count"]\')?.dataset.count === "{count}"', timeout=60000)
            clear_ms = now_ms() - t

            log('')
            log(f'10,000-token space ({count} tokens, {overrides} dark overrides), headless chromium, 2-core machine:')
            log(f'  GET /api/space: {t_space:.0f} ms; GET /api/resolved (one selection): {t_resolved:.0f} ms')
            log(f'  first render (page load until the tree shows the tokens): {first_render:.0f} ms')
            if 'studio:rendered' in marks:
                log(f'    in the page: DOM ready {nav.get("dcl", 0):.0f} ms, /api/space in {marks["studio:space"]:.0f} ms, '
                    f'values of {len(space["selections"][:2])} selections in {marks["studio:resolved"]:.0f} ms, '
                    f'tree drawn at {marks["studio:rendered"]:.0f} ms (from navigation start)')
            log(f'  selecting a token right after the first render (click until its detail and editor show): {detail_ms:.0f} ms'
                ' (waits behind the first GET /api/lint)')
            log(f'  lint findings shown {lint_ms:.0f} ms after navigation')
            log(f'  selecting another token once lint is in: {detail2_ms:.0f} ms')
            for query, expected, ms in searches:
                log(f'  search {query!r} ({expected} matches, includes the 120 ms debounce): {ms:.0f} ms')
            log(f'  clearing the search (back to all tokens): {clear_ms:.0f} ms')
            log('')
        finally:
            browser.close()


def per_set(count):
    return count // (20 * 25)


# The parts of the test, in order; STUDIO_PARTS=token-sets,real-sets runs only those (while working
# on one part); CI runs them all.
PARTS = ('main', 'big', 'real-sets', 'token-sets', 'modes', 'live', 'colors', 'screens', 'data', 'security')


def main():
    work = tempfile.mkdtemp(prefix='livery-studio-test-')
    failed = False
    wanted = [p.strip() for p in os.environ.get('STUDIO_PARTS', '').split(',') if p.strip()] or list(PARTS)
    unknown = [p for p in wanted if p not in PARTS]
    if unknown:
        log(f'error: unknown STUDIO_PARTS {unknown}; the parts are {", ".join(PARTS)}')
        return 2
    try:
        with sync_playwright() as pw:
            if 'main' in wanted:
                log('== Studio on a copy of Examples/Themes')
                run_main_flow(pw, work)
            if 'big' in wanted:
                log('== Studio on a 10,000-token space')
                run_big_space(pw, work)
            browser = launch_browser(pw)
            try:
                if 'real-sets' in wanted:
                    log('== Real-set fixtures (Tokens Studio import, single DTCG file, DKNightVersion import)')
                    run_real_sets(pw, work, check, wait_until, browser)
                if 'token-sets' in wanted:
                    log('== Public token sets (../shared/fixtures/token-sets): the preview never hides text')
                    run_token_sets(pw, work, check, wait_until, browser)
                if 'modes' in wanted:
                    log('== Modes written in paths: the grid and the import')
                    run_modes(pw, work, check, wait_until, browser)
                if 'live' in wanted:
                    log('== Live theming: an app connected to --live sees the page\'s edits')
                    run_live(pw, work, check, wait_until, browser)
                if 'colors' in wanted:
                    log('== Colour editing beyond sRGB: OKLCH and Display P3 in their own space')
                    run_colors(pw, work, check, wait_until, browser)
                if 'screens' in wanted:
                    log('== Every screen: 390x844, 768x1024, 1280x800, 1440x900')
                    run_screens(pw, work, check, wait_until, browser)
                if 'data' in wanted:
                    log('== Data and server: export of saved state, 150 idle connections, files added while running')
                    run_data(pw, work, check, wait_until, browser)
                if 'security' in wanted:
                    log('== Security against the running process')
                    run_security(pw, work, check, wait_until, browser)
            finally:
                browser.close()
    except CheckFailed as e:
        log(f'FAILED: {e}')
        failed = True
    except Exception:  # noqa: BLE001
        traceback.print_exc()
        failed = True
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if failed:
        log('0 passed, 1 failed')
        return 1
    log('1 passed, 0 failed')
    return 0


if __name__ == '__main__':
    sys.exit(main())
