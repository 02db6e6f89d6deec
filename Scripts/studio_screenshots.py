#!/usr/bin/env python3
"""Writes Docs/Images/studio-*.png: Livery Studio on a copy of Examples/Themes, and the preview
of each public token set in ../shared/fixtures/token-sets at desktop (1440x900) and phone
(390x844) width (studio-set-NAME-desktop.png, studio-set-NAME-phone.png; the Tailwind example
also after its modes are imported, -modes-imported).

Run through Scripts/studio-screenshots.sh (which checks the tools first); `--sets-only` writes
only the token sets' shots. Nothing is saved to the copied folders' files that matters: the
copies are deleted at the end.
"""

import os
import sys
import tempfile
import shutil

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), '..'))
sys.dont_write_bytecode = True  # no __pycache__ beside the sources
sys.path.insert(0, os.path.join(REPO, 'Tests', 'Studio'))

from studio_harness import Studio, copy_example_themes, launch_browser, log, search, selection_id, wait_ready  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

OUT = os.path.join(REPO, 'Docs', 'Images')
VIEWPORT = {'width': 1440, 'height': 900}
PHONE = {'width': 390, 'height': 844}
TOKEN_SETS = os.path.abspath(os.path.join(REPO, '..', 'shared', 'fixtures', 'token-sets'))
SETS = ('designsystemet-template', 'nve-designsystem', 'tokens-studio-tailwind-example', 'spectrum-color-aliases',
        'figma-variables-example')


def shoot_set(browser, studio, name):
    """The Preview tab of `studio` at desktop and phone width."""
    for tag, viewport in (('desktop', VIEWPORT), ('phone', PHONE)):
        context = browser.new_context(viewport=viewport, color_scheme='light')
        page = context.new_page()
        page.goto(studio.url)
        wait_ready(page)
        page.click('[data-testid="tab-preview"]')
        page.wait_for_selector('[data-testid="mock-screen"]')
        settle(page)
        shoot(page, f'set-{name}-{tag}')
        context.close()


def token_sets(work):
    """The preview of every public token set, as a designer first sees it."""
    if not os.path.isdir(TOKEN_SETS):
        log(f'skipped the token sets: {TOKEN_SETS} is missing')
        return
    with sync_playwright() as pw:
        browser = launch_browser(pw)
        try:
            for name in SETS:
                folder = os.path.join(work, name)
                shutil.copytree(os.path.join(TOKEN_SETS, name), folder)
                with Studio(folder) as studio:
                    shoot_set(browser, studio, name)
                    if studio.api('GET', '/api/space')[1].get('modeGrid'):
                        studio.api('POST', '/api/modes/import', {'write': True})
                        shoot_set(browser, studio, name + '-modes-imported')
        finally:
            browser.close()


def set_column(page, column, **contexts):
    for modifier, context in contexts.items():
        page.select_option(f'[data-testid="selection-modifier"][data-column="{column}"][data-modifier="{modifier}"]', context)


def wait_column(page, column, selection):
    page.wait_for_selector(f'[data-testid="selection-column"][data-column="{column}"][data-selection="{selection}"]')


def select_token(page, path):
    search(page, path)
    row = f'[data-testid="token-row"][data-path="{path}"]'
    page.wait_for_selector(row)
    page.click(row)
    page.wait_for_selector('[data-testid="value-input"]')
    page.fill('[data-testid="search"]', '')
    page.wait_for_timeout(300)


def settle(page):
    page.wait_for_load_state('networkidle')
    page.wait_for_timeout(250)
    page.evaluate("() => { document.getElementById('toast').hidden = true; }")


def shoot(page_or_locator, name):
    path = os.path.join(OUT, f'studio-{name}.png')
    page_or_locator.screenshot(path=path)
    log(f'wrote {os.path.relpath(path, REPO)}')


def main():
    os.makedirs(OUT, exist_ok=True)
    work = tempfile.mkdtemp(prefix='livery-studio-shots-')
    if '--sets-only' in sys.argv[1:]:
        try:
            token_sets(work)
        finally:
            shutil.rmtree(work, ignore_errors=True)
        return 0
    try:
        folder = copy_example_themes(work, 'Themes')
        with Studio(folder) as studio, sync_playwright() as pw:
            _, space = studio.api('GET', '/api/space')
            browser = launch_browser(pw)
            try:
                for scheme in ('dark', 'light'):  # dark first: the light pass edits
                    context = browser.new_context(viewport=VIEWPORT, color_scheme=scheme)
                    page = context.new_page()
                    page.goto(studio.url)
                    wait_ready(page)

                    # browse: values side by side (default light, default dark, ocean light)
                    page.select_option('[data-testid="add-column"]', selection_id(space, theme='ocean'))
                    wait_column(page, 2, selection_id(space, theme='ocean'))
                    # every group closed, then a few opened (from the bottom up, so rows do not move)
                    page.click('#collapse-all')
                    for group in ('typography', 'shadow', 'image', 'gradient', 'color'):
                        page.click(f'[data-testid="group-row"][data-path="{group}"]')
                    select_token(page, 'color.accent')
                    settle(page)
                    shoot(page, 'browse' if scheme == 'light' else 'browse-dark')
                    if scheme == 'dark':
                        context.close()
                        continue

                    # a group further down: fonts, gradients, images, shadows
                    select_token(page, 'image.paper-texture')
                    page.click('[data-testid="group-row"][data-path="color"]')
                    page.evaluate("""() => {
                        const row = document.querySelector('[data-testid="group-row"][data-path="gradient"]');
                        document.querySelector('#token-list').scrollTop = parseInt(row.style.top, 10);
                    }""")
                    settle(page)
                    shoot(page, 'browse-types')

                    # preview: default light and dark
                    page.click('[data-testid="remove-column"] >> nth=2')
                    page.click('[data-testid="tab-preview"]')
                    settle(page)
                    shoot(page.locator('#mock-row'), 'preview-default')

                    # preview: ocean dark and sepia light
                    set_column(page, 0, theme='ocean', appearance='dark')
                    wait_column(page, 0, selection_id(space, theme='ocean', appearance='dark'))
                    set_column(page, 1, theme='sepia', appearance='light')
                    wait_column(page, 1, selection_id(space, theme='sepia'))
                    settle(page)
                    shoot(page.locator('#mock-row'), 'preview-ocean-sepia')
                    shoot(page, 'preview-page')

                    # editor with the lint panel: an alias to nothing (kept, lint reports it),
                    # then a colour that does not parse (the parser's message under the field)
                    set_column(page, 0, theme='default', appearance='light')
                    set_column(page, 1, theme='default', appearance='dark')
                    wait_column(page, 1, selection_id(space, appearance='dark'))
                    select_token(page, 'color.text.link')
                    page.fill('[data-testid="value-input"]', '{color.link.missing}')
                    page.click('[data-testid="apply-edit"]')
                    page.click('[data-testid="tab-check"]')
                    page.wait_for_selector('[data-testid="diagnostic"][data-severity="error"]')
                    page.fill('[data-testid="value-input"]', '#12345')
                    page.click('[data-testid="apply-edit"]')
                    page.wait_for_selector('[data-testid="edit-error"]:not([hidden])')
                    settle(page)
                    shoot(page, 'editor-lint')

                    # the contrast matrix
                    page.wait_for_selector('[data-testid="contrast-pair"]')
                    page.evaluate("() => document.querySelector('#contrast').scrollIntoView({block: 'start'})")
                    settle(page)
                    shoot(page.locator('#contrast'), 'contrast')
                    context.close()
            finally:
                browser.close()
        token_sets(work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == '__main__':
    sys.exit(main())
