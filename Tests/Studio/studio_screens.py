"""Every screen (issue 31): Studio at 390x844 (a phone), 768x1024 (a tablet), 1280x800 and
1440x900 (desktops) on the example space and a public token set. The page never scrolls sideways
and cuts no control off (tabs, Detail, Add column, the toolbars), the tree is compact on desktops
and comfortable on phones with a switch that is remembered, contrast rows have names that tell
them apart, and the keyboard still works (Tab order, arrows in the tree, a visible focus ring).
"""

import json
import os
import shutil

from studio_harness import REPO, Studio, log, wait_ready
from studio_token_sets import copy_set

SCREENS = ((390, 844), (768, 1024), (1280, 800), (1440, 900))

# Controls (outside the panels that scroll on their own: the tree, a tab's panel, the detail pane,
# tables) whose box leaves the window, and whether the page itself can scroll sideways.
OFF_SCREEN = '''(width) => {
  const inner = '.vlist, .centre, .detail, .matrix-scroll, .roles-table, .docs-table';
  const off = [...document.querySelectorAll('button, select, input, [role="tab"], a[href]')]
    .filter((e) => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden' && !e.closest(inner))
    .filter((e) => { const r = e.getBoundingClientRect(); return r.right > width + 1 || r.left < -1; })
    .map((e) => `${e.dataset.testid || e.id || e.textContent.trim().slice(0, 24)} (${Math.round(e.getBoundingClientRect().left)}..${Math.round(e.getBoundingClientRect().right)})`);
  window.scrollTo(10000, 0);
  const scrolled = window.scrollX || document.scrollingElement.scrollLeft;
  window.scrollTo(0, 0);
  const widest = Math.max(...[...document.body.children].map((e) => e.getBoundingClientRect().right));
  return { off, scrolled, widest };
}'''

# Tabs whose label does not fit their box (a tab clipped to "C").
CLIPPED_TABS = '''() => [...document.querySelectorAll('.tabs [role="tab"]:not([hidden])')]
  .filter((t) => t.scrollWidth > t.clientWidth + 1 || t.getBoundingClientRect().width < 30)
  .map((t) => t.textContent.trim())'''


def contrast_space(work):
    """A space whose contrast pairs end alike (`color.text.dark.primary`, `color.icon.dark.primary`)."""
    folder = os.path.join(work, 'ContrastNames')
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    against = {'com.livery': {'contrast': {'against': '{color.background.dark.primary}'}}}
    tokens = {'color': {
        'background': {'dark': {'primary': {'$type': 'color', '$value': '#101012'}}},
        'text': {'dark': {'primary': {'$type': 'color', '$value': '#f5f5f7', '$extensions': against}}},
        'icon': {'dark': {'primary': {'$type': 'color', '$value': '#c0c0c8', '$extensions': against}}},
    }}
    with open(os.path.join(folder, 'tokens.json'), 'w') as f:
        json.dump(tokens, f, indent=2)
    return folder


def check_screen(page, check, tag, width):
    tabs = ['values', 'preview', 'check', 'export'] + (['modes'] if page.is_visible('[data-testid="tab-modes"]') else [])
    for tab in tabs:
        page.click(f'[data-testid="tab-{tab}"]')
        page.wait_for_timeout(250)
        found = page.evaluate(OFF_SCREEN, width)
        check(found['scrolled'] == 0 and found['widest'] <= width + 1,
              f'{tag} {tab}: the page does not scroll sideways (scrolled {found["scrolled"]} px, widest {found["widest"]:.0f} px)')
        check(not found['off'], f'{tag} {tab}: every control is inside the window ({found["off"]})')
        clipped = page.evaluate(CLIPPED_TABS)
        check(not clipped, f'{tag} {tab}: every tab shows its whole name ({clipped})')
    page.click('[data-testid="tab-values"]')
    for testid in ('toggle-detail', 'add-column', 'search', 'new-token', 'save', 'density-toggle'):
        box = page.locator(f'[data-testid="{testid}"]').bounding_box()
        check(box is not None and box['x'] >= -1 and box['x'] + box['width'] <= width + 1,
              f'{tag}: {testid} is on screen')


def check_detail_open(page, check, tag):
    """At desktop widths with the detail pane open: its buttons are whole and on one line each,
    "+ Token" stays beside the other tree actions, and the Detail toggle sits on the tabs' line."""
    first = page.locator('[data-testid="token-row"]').first
    first.click()
    page.wait_for_selector('[data-testid="detail-panel"] [data-testid="apply-edit"]')
    found = page.evaluate('''() => {
      const buttons = [...document.querySelectorAll('.detail .form-actions button')].filter((b) => b.getClientRects().length);
      const broken = buttons.filter((b) => b.getBoundingClientRect().height > 34 || b.scrollWidth > b.clientWidth + 1)
        .map((b) => b.textContent.trim());
      const top = (sel) => document.querySelector(sel).getBoundingClientRect().top;
      const bottom = (sel) => document.querySelector(sel).getBoundingClientRect().bottom;
      return { count: buttons.length, broken, token: top('#new-token'), expand: top('#expand-all'),
               toggle: bottom('#toggle-detail'), tab: bottom('#tab-values') };
    }''')
    check(found['count'] >= 2 and not found['broken'], f'{tag}: the detail pane\'s buttons are whole, one line each ({found})')
    check(abs(found['token'] - found['expand']) < 2, f'{tag}: "+ Token" stays on the line of the tree\'s actions')
    check(abs(found['toggle'] - found['tab']) < 12, f'{tag}: the Detail toggle sits on the tabs\' line ({found})')
    page.click('[data-testid="toggle-detail"]')


def run_screens(pw, work, check, wait_until, browser):
    themes = os.path.join(work, 'ThemesScreens')
    shutil.rmtree(themes, ignore_errors=True)
    shutil.copytree(os.path.join(REPO, 'Examples', 'Themes'), themes)
    folders = [('Examples/Themes', themes), ('designsystemet-template', copy_set(work, 'designsystemet-template')),
               ('tokens-studio-tailwind-example', copy_set(work, 'tokens-studio-tailwind-example'))]
    for name, folder in folders:
        with Studio(folder) as studio:
            for width, height in SCREENS:
                tag = f'{name} {width}x{height}'
                context = browser.new_context(viewport={'width': width, 'height': height})
                page = context.new_page()
                errors = []
                page.on('pageerror', lambda e: errors.append(str(e)))
                page.goto(studio.url)
                wait_ready(page)
                check_screen(page, check, tag, width)
                # The tree's density: compact on desktops (about 25 rows in 800 px), comfortable
                # on a phone; the switch is remembered.
                # (the list is virtualised: a row may be redrawn between finding and measuring it)
                def row_height():
                    box = page.locator('[data-testid="token-row"]').first.bounding_box()
                    return box['height'] if box else None
                expected = 28 if width >= 700 else 44
                h = wait_until(row_height, timeout=10, message='a tree row to be laid out')
                check(abs(h - expected) <= 1, f'{tag}: tree rows are {h:.0f} px ({"compact" if expected == 28 else "comfortable"})')
                if name == 'Examples/Themes' and width in (390, 1280):
                    page.click('[data-testid="density-toggle"]')
                    other = 44 if expected == 28 else 28
                    wait_until(lambda: abs((row_height() or 0) - other) <= 1, message='the rows to change height')
                    page.reload()
                    wait_ready(page)
                    h2 = wait_until(lambda: (lambda h: h if h and abs(h - other) <= 1 else None)(row_height()), timeout=10,
                                    message=f'{tag}: the density switch to be remembered after a reload')
                    check(abs(h2 - other) <= 1, f'{tag}: the density switch is remembered ({h2:.0f} px after a reload)')
                    page.click('[data-testid="density-toggle"]')
                if width >= 1280:
                    check_detail_open(page, check, tag)
                # Keyboard: arrows move in the tree, Tab reaches the tabs, focus is visible.
                page.click('[data-testid="tab-values"]')
                page.focus('#token-list')
                page.keyboard.press('ArrowDown')
                page.keyboard.press('ArrowDown')
                active = page.evaluate('() => document.querySelector(".vrow.active")?.dataset.path ?? null')
                check(active is not None, f'{tag}: arrows move through the tree ({active})')
                page.focus('[data-testid="search"]')
                order = []
                for _ in range(14):
                    page.keyboard.press('Tab')
                    order.append(page.evaluate('() => document.activeElement?.dataset?.testid || document.activeElement?.id || ""'))
                check('tab-values' in order or 'token-tree' in order, f'{tag}: Tab moves on from the search ({order})')
                ring = page.evaluate('() => getComputedStyle(document.activeElement).outlineStyle')
                check(ring != 'none', f'{tag}: the focused control shows a focus ring ({ring})')
                check(not errors, f'{tag}: no JavaScript errors ({errors})')
                context.close()
    log('-- contrast rows with names that tell them apart')
    with Studio(contrast_space(work)) as studio:
        page = browser.new_page(viewport={'width': 1280, 'height': 800})
        page.goto(studio.url)
        wait_ready(page)
        page.click('[data-testid="tab-check"]')
        page.wait_for_selector('[data-testid="contrast-row"]')
        rows = page.locator('[data-testid="contrast-matrix"]').first.locator('[data-testid="contrast-row"]')
        names = [rows.nth(i).inner_text().strip() for i in range(rows.count())]
        paths = [rows.nth(i).get_attribute('data-path') for i in range(rows.count())]
        check({'color.text.dark.primary', 'color.icon.dark.primary'} <= set(paths), f'the matrix pairs both ({paths})')
        check(len(set(names)) == len(names), f'contrast rows have distinguishable names ({names})')
        page.close()
