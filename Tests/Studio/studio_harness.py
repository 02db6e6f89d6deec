"""Helpers shared by the Studio browser test and Scripts/studio_screenshots.py.

Starts `livery studio FOLDER --port 0`, reads the URL it prints as its first stdout line, talks to
its API (with the per-launch token) and launches Debian's chromium through Playwright.
"""

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
PAGE_RESOURCES = os.path.join(REPO, 'Sources', 'LiveryStudio', 'Resources')


def livery_bin():
    path = os.environ.get('LIVERY_BIN', '.build/debug/livery')
    if not os.path.isabs(path):
        path = os.path.join(REPO, path)
    if not os.path.exists(path):
        raise SystemExit(f'error: the livery binary is not at {path} (build it, or set LIVERY_BIN)')
    return path


class Studio:
    """A running `livery studio` process; stop() (or the context manager) ends it."""

    def __init__(self, folder, startup_timeout=60, args=(), max_files=None):
        self.folder = folder
        env = dict(os.environ)
        # Serve the page from the source tree unless told otherwise, so the test checks the page
        # as it is now, not the copy made at the last build. LIVERY_STUDIO_RESOURCES=built keeps
        # the bundle next to the binary.
        if env.get('LIVERY_STUDIO_RESOURCES') == 'built':
            del env['LIVERY_STUDIO_RESOURCES']
        elif not env.get('LIVERY_STUDIO_RESOURCES'):
            env['LIVERY_STUDIO_RESOURCES'] = PAGE_RESOURCES
        self.stderr_file = tempfile.TemporaryFile()
        def limit_files():
            if max_files is not None:
                import resource
                resource.setrlimit(resource.RLIMIT_NOFILE, (max_files, max_files))

        self.proc = subprocess.Popen(
            [livery_bin(), 'studio', folder, '--port', '0', *args],
            stdout=subprocess.PIPE, stderr=self.stderr_file, stdin=subprocess.DEVNULL, env=env,
            start_new_session=True, preexec_fn=limit_files if max_files is not None else None)
        self.stdout_lines = []
        first = {}
        got_first = threading.Event()

        def drain():
            for raw in self.proc.stdout:
                line = raw.decode('utf-8', 'replace').rstrip('\n')
                if not got_first.is_set():
                    first['line'] = line
                    got_first.set()
                self.stdout_lines.append(line)
            got_first.set()

        threading.Thread(target=drain, daemon=True).start()
        if not got_first.wait(startup_timeout) or 'line' not in first:
            err = self.stderr_text()
            self.stop()
            raise RuntimeError(f'livery studio printed no URL within {startup_timeout}s; stderr:\n{err}')
        self.url = first['line'].strip()
        parsed = urllib.parse.urlparse(self.url)
        if parsed.scheme != 'http' or not parsed.port:
            self.stop()
            raise RuntimeError(f'the first stdout line is not the URL: {self.url!r}')
        self.base = f'{parsed.scheme}://{parsed.netloc}'
        self.token = urllib.parse.parse_qs(parsed.query).get('token', [''])[0]

    def stderr_text(self):
        try:
            self.stderr_file.seek(0)
            return self.stderr_file.read().decode('utf-8', 'replace')
        except Exception:  # noqa: BLE001 - best effort for a message
            return ''

    def api(self, method, path, body=None, expect_error=False):
        """(status, parsed JSON) of an API call made with the token header."""
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.base + path, data=data, method=method)
        req.add_header('X-Livery-Token', self.token)
        if data is not None:
            req.add_header('Content-Type', 'application/json')
        try:
            with urllib.request.urlopen(req, timeout=60) as res:
                text = res.read()
                return res.status, (json.loads(text) if text else None)
        except urllib.error.HTTPError as e:
            text = e.read()
            if not expect_error:
                raise RuntimeError(f'{method} {path} -> {e.code}: {text[:500]!r}') from None
            return e.code, (json.loads(text) if text else None)

    def stop(self):
        if self.proc.poll() is None:
            try:
                self.proc.send_signal(signal.SIGTERM)
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
            except ProcessLookupError:
                pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()


def chromium_path():
    return shutil.which('chromium') or '/usr/bin/chromium'


def launch_browser(playwright):
    return playwright.chromium.launch(executable_path=chromium_path(), args=['--no-sandbox'])


def copy_example_themes(parent, name='Themes'):
    dest = os.path.join(parent, name)
    shutil.copytree(os.path.join(REPO, 'Examples', 'Themes'), dest)
    return dest


def open_studio_page(browser, studio, width=1280, height=800):
    """A new page on `studio` at `width`×`height`, ready, and the list its script errors go to."""
    page = browser.new_page(viewport={'width': width, 'height': height})
    errors = []
    page.on('pageerror', lambda e: errors.append(str(e)))
    page.goto(studio.url)
    wait_ready(page)
    return page, errors


def wait_ready(page, timeout=30000):
    """Waits until the page has loaded the space and shows token rows."""
    page.wait_for_selector('body[data-ready="true"]', timeout=timeout)
    page.wait_for_selector('[data-testid="token-row"]', timeout=timeout)


def selection_id(space, **contexts):
    """The id of the selection with these contexts (others at their defaults)."""
    want = {m['name']: m.get('default') or m['contexts'][0] for m in space['modifiers']}
    want.update(contexts)
    for s in space['selections']:
        if all(s['contexts'].get(k) == v for k, v in want.items()):
            return s['id']
    raise KeyError(f'no selection with {want}')


def search(page, query, timeout=15000):
    """Types `query` into the tree's search and waits until the list shows only what matches it.

    The search applies after a short debounce: a row found (and clicked) before that can move when
    the filtered list is drawn, and the click then lands on another token. With compact rows the
    token looked for is often already on screen before the search applies."""
    page.fill('[data-testid="search"]', query)
    page.wait_for_function(
        '''q => {
          const rows = [...document.querySelectorAll('[data-testid="token-row"]')];
          const low = q.toLowerCase();
          return rows.length > 0 && rows.every((r) => (r.title || r.dataset.path || '').toLowerCase().includes(low));
        }''', arg=query, timeout=timeout)


def log(*args):
    print(*args, flush=True)
    sys.stdout.flush()


def now_ms():
    return time.perf_counter() * 1000


def hold_next_answer(page, path, method):
    """Holds back the answer to the page's next `method` request to `path` (as on a busy machine):
    the request reaches Studio at once, the page sees its answer only at `release_answer(page)`."""
    page.evaluate("""([path, method]) => {
        const fetch0 = window.fetch;
        window.fetch = (url, init) => {
            const answer = fetch0(url, init);
            if (!new URL(String(url), location.href).pathname.endsWith(path) || (init?.method ?? 'GET') !== method) return answer;
            window.fetch = fetch0;
            return new Promise((resolve) => { window.releaseAnswer = () => resolve(answer); });
        };
    }""", [path, method])


def wait_answer_held(page):
    """Waits until the request `hold_next_answer` waits for is made."""
    page.wait_for_function('() => typeof window.releaseAnswer === "function"')


def release_answer(page):
    """Lets the page see the answer `hold_next_answer` held back."""
    page.evaluate('() => window.releaseAnswer()')
