"""Studio on real-set-style fixtures written for these tests: a Tokens Studio project imported with
`livery import tokens-studio` (Tests/Fixtures/studio-tokens-studio), a production app's single
DTCG file (Tests/Fixtures/studio-dtcg-single) and a DKNightVersion table imported
(Tests/Fixtures/studio-dknight). Each check names the bug of issue 23 it covers; on the code
before the fix each of them failed.
"""

import json
import os
import shutil

from studio_harness import REPO, Studio, log, wait_ready

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
    page.fill('[data-testid="search"]', path)
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
