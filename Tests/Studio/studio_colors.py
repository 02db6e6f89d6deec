"""Colour editing beyond sRGB (issue 31): an OKLCH or Display P3 value is edited in its own space
(channel sliders), the gamut hint says what sRGB screens and this one clip, and what is saved is
still OKLCH or Display P3 (it was converted to a clipped hex with no word).
"""

import json
import os
import shutil

from studio_harness import open_studio_page, Studio, search, wait_ready

TOKENS = {
    'color': {
        'wide': {'$type': 'color', '$value': 'oklch(0.7 0.25 150 / 0.5)'},
        'p3': {'$type': 'color', '$value': 'color(display-p3 1 0 0)'},
        'plain': {'$type': 'color', '$value': '#336699'},
    }
}


def set_range(page, channel, value):
    page.eval_on_selector(f'[data-testid="color-channel"][data-channel="{channel}"]',
                          '(e, v) => { e.value = v; e.dispatchEvent(new Event("input", { bubbles: true })); }', str(value))


def select(page, path):
    search(page, path)
    page.click(f'[data-testid="token-row"][data-path="{path}"]')
    page.wait_for_function('p => document.querySelector(\'[data-testid="detail-path"]\')?.textContent === p', arg=path)
    page.wait_for_selector('[data-testid="value-input"]')


def run_colors(pw, work, check, wait_until, browser):
    folder = os.path.join(work, 'WideGamut')
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    with open(os.path.join(folder, 'tokens.json'), 'w') as f:
        json.dump(TOKENS, f, indent=2)
    with Studio(folder) as studio:
        page, errors = open_studio_page(browser, studio)
        # --- OKLCH: its own space, the gamut said, the text kept
        select(page, 'color.wide')
        badge = page.inner_text('[data-testid="color-space"]')
        check('OKLCH' in badge and 'replaces' not in badge, f'an OKLCH value is edited as OKLCH ({badge!r}; it said hex, "replaces the text")')
        hint = page.inner_text('[data-testid="gamut-hint"]')
        check('Outside sRGB' in hint and '#' in hint, f'the gamut hint says sRGB clips it, and to what ({hint!r})')
        check('Display P3' in hint, 'and what a Display P3 screen does with it')
        channels = page.eval_on_selector_all('[data-testid="color-channel"]', 'els => els.map(e => e.dataset.channel)')
        check(channels == ['L', 'C', 'H'], f'channels in its own space ({channels})')
        set_range(page, 'L', 0.6)
        text = page.input_value('[data-testid="value-input"]')
        check(text == 'oklch(0.6 0.25 150 / 0.5)', f'moving L writes OKLCH, alpha kept ({text!r})')
        page.click('[data-testid="apply-edit"]')
        wait_until(lambda: 'tokens.json' in studio.api('GET', '/api/space')[1]['dirty'], message='the OKLCH edit to be kept')
        # --- Display P3 in its own channels
        select(page, 'color.p3')
        check('Display P3' in page.inner_text('[data-testid="color-space"]'), 'a Display P3 value says so')
        set_range(page, 'G', 0.25)
        text = page.input_value('[data-testid="value-input"]')
        check(text == 'color(display-p3 1 0.25 0)', f'moving G writes Display P3 ({text!r})')
        page.click('[data-testid="apply-edit"]')
        wait_until(lambda: studio.api('GET', '/api/token?path=color.p3')[1]['declarations'][0]['raw'].find('0.25') >= 0,
                   message='the P3 edit to be kept')
        # --- sRGB hex: the picker, no channels, no hint
        select(page, 'color.plain')
        check(page.locator('[data-testid="color-channel"]').count() == 0 and page.locator('[data-testid="gamut-hint"]').count() == 0,
              'an sRGB hex value keeps the plain picker, with no gamut hint')
        studio.api('POST', '/api/save', {})
        with open(os.path.join(folder, 'tokens.json')) as f:
            saved = json.load(f)['color']
        check(saved['wide']['$value'] == 'oklch(0.6 0.25 150 / 0.5)', f'saved as OKLCH ({saved["wide"]["$value"]!r})')
        check(saved['p3']['$value'] == 'color(display-p3 1 0.25 0)', f'saved as Display P3 ({saved["p3"]["$value"]!r})')
        check(saved['plain']['$value'] == '#336699', 'the untouched colour is as it was')
        check(not errors, f'no JavaScript errors ({errors})')
        page.close()
