"""Security checks against the real `livery studio` process (sockets, limits, the address bar).

Run by test_studio.py; each check prints `ok: …` or raises CheckFailed through `check`.
"""

import os
import signal
import socket
import subprocess
import time
import urllib.parse

from studio_harness import Studio, copy_example_themes, livery_bin, log, wait_ready


def raw_exchange(port, data, timeout=10):
    """Sends bytes and reads the answer until the server closes."""
    s = socket.create_connection(('127.0.0.1', port), timeout=timeout)
    try:
        try:
            s.sendall(data)
        except OSError:
            pass  # the server may answer and stop reading first
        chunks = []
        while True:
            try:
                chunk = s.recv(65536)
            except OSError:
                break
            if not chunk:
                break
            chunks.append(chunk)
        return b''.join(chunks)
    finally:
        s.close()


def run_security(pw, work, check, wait_until, browser):
    themes = copy_example_themes(work, 'SecurityThemes')

    log('-- the token leaves the address bar; a reload still works')
    with Studio(themes) as studio:
        page = browser.new_page()
        page.goto(studio.url)
        wait_ready(page)
        check('token=' not in page.url, f'the address bar shows no token after load ({page.url})')
        page.reload()
        wait_ready(page)
        check(page.locator('[data-testid="token-row"]').count() > 0, 'a reload keeps working without the token in the address')
        page.close()

        log('-- long request heads are answered 431 at once; the server keeps serving')
        port = urllib.parse.urlparse(studio.url).port
        started = time.time()
        answer = raw_exchange(port, b'GET /' + b'a' * (4 << 20) + b' HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
        check(answer.startswith(b'HTTP/1.1 431'), f'a 4 MB request line is refused with 431 ({answer[:40]!r})')
        check(time.time() - started < 5, f'within 5 s ({time.time() - started:.2f} s)')
        status, _ = studio.api('GET', '/api/space')
        check(status == 200, 'the API answers after it')

    log('-- out of file descriptors: the server waits and keeps serving')
    with Studio(themes, max_files=64) as studio:
        port = urllib.parse.urlparse(studio.url).port
        held = []
        for _ in range(120):
            try:
                held.append(socket.create_connection(('127.0.0.1', port), timeout=2))
            except OSError:
                break
        time.sleep(1.0)
        check(studio.proc.poll() is None, f'still running with {len(held)} connections open against a limit of 64 files')
        for s in held:
            s.close()
        status = wait_until(lambda: _status(studio), timeout=20, message='the API to answer again')
        check(status == 200, 'the API answers once the connections are gone')
        check(studio.proc.poll() is None, 'the server is still running')

    log('-- SIGTERM stops the server while slow clients hold connections (it no longer stopped)')
    studio = Studio(themes)
    try:
        port = urllib.parse.urlparse(studio.url).port
        slow = []
        for _ in range(30):
            s = socket.create_connection(('127.0.0.1', port), timeout=2)
            s.sendall(b'GET /' + b'a' * 2000)  # a request line that never ends
            slow.append(s)
        started = time.time()
        studio.proc.send_signal(signal.SIGTERM)
        try:
            code = studio.proc.wait(5)
        except subprocess.TimeoutExpired:
            code = None
        check(code == 0, f'SIGTERM ends it within 5 s, status 0 (status {code}, {time.time() - started:.2f} s)')
        for s in slow:
            s.close()
    finally:
        studio.stop()

    log('-- refusals at start: a wildcard address, a port in use')
    result = subprocess.run([livery_bin(), 'studio', themes, '--host', '0.0.0.0'], capture_output=True, timeout=60)
    check(result.returncode == 1, f'--host 0.0.0.0 exits 1 (got {result.returncode})')
    check(b'every interface' in result.stderr, f'and says why ({result.stderr[:200]!r})')
    with Studio(themes) as studio:
        port = str(urllib.parse.urlparse(studio.url).port)
        result = subprocess.run([livery_bin(), 'studio', themes, '--port', port], capture_output=True, timeout=60)
        check(result.returncode == 1, f'a port in use exits 1 (got {result.returncode})')
        check(b'cannot' in result.stderr, f'with a message ({result.stderr[:200]!r})')


def _status(studio):
    try:
        return studio.api('GET', '/api/space')[0]
    except Exception:  # noqa: BLE001 - not answering yet
        return None
