"""Data and server (issue 31): an export with unsaved edits says so and can write what is saved
instead (or save first); real requests are served while 150 idle connections are open; documents
added or removed while Studio runs appear and disappear without a restart.
"""

import json
import os
import shutil
import socket
import time
import urllib.parse

from studio_harness import open_studio_page, REPO, Studio, log, wait_ready

EDITED = '#123456'


def exported_css(folder):
    out = os.path.join(folder, 'export', 'css')
    text = ''
    for name in sorted(os.listdir(out)) if os.path.isdir(out) else []:
        with open(os.path.join(out, name)) as f:
            text += f.read()
    return text.lower()


def run_export_unsaved(browser, folder, check, wait_until):
    with Studio(folder) as studio:
        page, errors = open_studio_page(browser, studio)
        page.click('[data-testid="tab-export"]')
        check(not page.is_visible('[data-testid="export-unsaved"]'), 'with nothing unsaved the export says nothing about edits')
        studio.api('POST', '/api/edit', {'file': 'base.json', 'path': 'color.separator', 'value': EDITED})
        page.wait_for_selector('[data-testid="export-unsaved"]:not([hidden])', timeout=15000)
        text = page.inner_text('[data-testid="export-unsaved-text"]')
        check('base.json' in text and 'included' in text, f'the Export tab says unsaved edits are included ({text!r})')
        check(page.is_visible('[data-testid="export-save-first"]'), 'and offers to save first')
        # Only what is saved.
        page.check('[data-testid="export-saved-only"]')
        text = page.inner_text('[data-testid="export-unsaved-text"]')
        check('left out' in text, f'choosing what is saved says the edits are left out ({text!r})')
        page.select_option('[data-testid="export-format"]', 'css')
        page.click('[data-testid="export"]')
        job = page.locator('[data-testid="job"]').first
        wait_until(lambda: 'done' in job.inner_text(), message='the CSS export to finish')
        check('what is saved' in job.inner_text(), 'the job says it exported what is saved')
        check(EDITED not in exported_css(folder), 'the unsaved edit is not in the export of what is saved')
        # The working copies, edits included and named.
        page.uncheck('[data-testid="export-saved-only"]')
        page.click('[data-testid="export"]')
        wait_until(lambda: page.locator('[data-testid="job"]').count() >= 2
                   and 'done' in page.locator('[data-testid="job"]').first.inner_text(), message='the second export to finish')
        check('unsaved edits in base.json included' in page.locator('[data-testid="job"]').first.inner_text(),
              'the job names the unsaved edits it includes')
        check(EDITED in exported_css(folder), 'the export with edits has the edit')
        # Save first.
        page.click('[data-testid="export-save-first"]')
        page.wait_for_selector('[data-testid="export-unsaved"]', state='hidden', timeout=15000)
        with open(os.path.join(folder, 'base.json')) as f:
            check(EDITED in f.read().lower(), '"Save first" saved the edit, and the notice is gone')
        check(not errors, f'no JavaScript errors ({errors})')
        page.close()


def run_idle_connections(browser, folder, check, wait_until):
    with Studio(folder) as studio:
        port = urllib.parse.urlparse(studio.url).port
        idle = []
        for _ in range(150):
            idle.append(socket.create_connection(('127.0.0.1', port), timeout=5))
        time.sleep(0.5)
        started = time.time()
        status, space = studio.api('GET', '/api/space')
        took = time.time() - started
        check(status == 200 and space['name'], f'with 150 idle connections open an authenticated request is served ({status}, {took:.2f} s; was 503)')
        page = browser.new_page(viewport={'width': 1280, 'height': 800})
        page.goto(studio.url)
        wait_ready(page)
        check(True, 'and the page loads, with its event socket')
        page.close()
        # More idle connections than the cap allows: the oldest idle ones make room, not the request.
        extra = []
        for _ in range(400):
            try:
                extra.append(socket.create_connection(('127.0.0.1', port), timeout=5))
            except OSError:
                break
        time.sleep(0.5)
        status, _ = studio.api('GET', '/api/space')
        check(status == 200, f'with {len(idle) + len(extra)} idle connections (over the cap) it is still served')
        for s in idle + extra:
            s.close()
        check(studio.proc.poll() is None, 'the server is still running')


def run_new_files(browser, folder, check, wait_until):
    with Studio(folder) as studio:
        page = browser.new_page(viewport={'width': 1280, 'height': 800})
        page.goto(studio.url)
        wait_ready(page)
        added = os.path.join(folder, 'sets', 'extra.json')
        os.makedirs(os.path.dirname(added))
        with open(added, 'w') as f:
            json.dump({'color': {'added-while-running': {'$type': 'color', '$value': '#654321'}}}, f)
        page.fill('[data-testid="search"]', 'added-while-running')
        row = '[data-testid="token-row"][data-path="color.added-while-running"]'
        page.wait_for_selector(row, timeout=10000)
        check(True, 'a document added (in a new folder) while Studio runs appears in the tree')
        _, space = studio.api('GET', '/api/space')
        check(any(d['file'] == 'sets/extra.json' for d in space['documents']), 'and in the documents')
        os.remove(added)
        page.wait_for_selector(row, state='detached', timeout=10000)
        check(True, 'a document removed while Studio runs leaves the tree')
        page.close()


def run_data(pw, work, check, wait_until, browser):
    def fresh(name):
        folder = os.path.join(work, name)
        shutil.rmtree(folder, ignore_errors=True)
        shutil.copytree(os.path.join(REPO, 'Examples', 'Themes'), folder)
        return folder
    log('-- export with unsaved edits')
    run_export_unsaved(browser, fresh('ThemesExport'), check, wait_until)
    log('-- 150 idle connections')
    run_idle_connections(browser, fresh('ThemesIdle'), check, wait_until)
    log('-- documents added and removed while running')
    run_new_files(browser, fresh('ThemesNewFiles'), check, wait_until)
