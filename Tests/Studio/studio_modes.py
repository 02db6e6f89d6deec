"""Modes written in paths (issue 31): the path-mode sets show a Modes tab with each mode side by
side, and its import (previewed first) makes them a modifier; the Tailwind example then previews
as itself in light and dark, with no hidden text.
"""

import os

from studio_harness import open_studio_page, Studio, log, wait_ready
from studio_token_sets import MEASURE_TEXT, copy_set


def run_modes(pw, work, check, wait_until, browser):
    for name, modes, rows in (('spectrum-color-aliases', ['light', 'dark', 'wireframe'], 98),
                              ('tokens-studio-tailwind-example', ['light', 'dark'], 9)):
        folder = copy_set(work, name)
        with Studio(folder) as studio:
            page, errors = open_studio_page(browser, studio)
            check(page.is_visible('[data-testid="tab-modes"]'), f'{name}: a Modes tab is offered (it showed one "All tokens" column)')
            page.click('[data-testid="tab-modes"]')
            page.wait_for_selector('[data-testid="mode-row"]')
            heads = page.eval_on_selector_all('[data-testid="mode-grid"] thead th[data-mode]', 'els => els.map(e => e.dataset.mode)')
            check(heads == modes, f'{name}: the grid has a column per mode ({heads})')
            count = page.locator('[data-testid="mode-row"]').count()
            check(count == rows, f'{name}: a row per token ({count})')
            page.click('[data-testid="modes-import-preview"]')
            page.wait_for_selector('[data-testid="modes-preview"]:not([hidden])')
            listed = page.locator('[data-testid="modes-file"]').all_inner_texts()
            check(listed and listed[0] == 'livery.json' and len(listed) == len(modes) + 2,
                  f'{name}: the import is previewed file by file before writing ({listed})')
            check(not os.path.exists(os.path.join(folder, 'livery.json')), f'{name}: the preview writes nothing')
            page.click('[data-testid="modes-import-write"]')
            wait_until(lambda: page.locator('[data-testid="selection-column"]').count() >= 2, message='the modes to become columns')
            labels = page.eval_on_selector_all('[data-testid="selection-column"]', 'els => els.map(e => e.dataset.selection)')
            check(labels[:2] == [f'appearance={modes[0]}', f'appearance={modes[1]}'],
                  f'{name}: after the import, light and dark are selections side by side ({labels})')
            check(not page.is_visible('[data-testid="tab-modes"]'), f'{name}: and no path names a mode any more')
            if name == 'tokens-studio-tailwind-example':
                page.click('[data-testid="tab-preview"]')
                page.wait_for_selector('[data-testid="mock-screen"]')
                notes = page.locator('[data-testid="roles-note"]')
                wait_until(lambda: int(notes.first.get_attribute('data-mapped') or 0) >= 8, message='the light mock to be painted from the set')
                for i in range(page.locator('[data-testid="mock-screen"]').count()):
                    mapped = int(notes.nth(i).get_attribute('data-mapped'))
                    measured = page.locator('[data-testid="mock-screen"]').nth(i).evaluate(MEASURE_TEXT)
                    low = min(m['ratio'] for m in measured)
                    check(mapped >= 8 and low >= 1.5, f'{name}: mock {i + 1} paints {mapped} roles from the set, lowest text {low:.2f}:1')
            check(not errors, f'{name}: no JavaScript errors ({errors})')
            page.close()
