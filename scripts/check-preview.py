#!/usr/bin/env python3
"""Drives `trellis preview` on Examples/PreviewPackage in headless Chromium over the DevTools protocol, as a person would:
the page loads and shows a picture; the colour scheme picker changes it; a click on the picture
makes the inspector show the view's frame; interact mode taps a button; an edit of a source file
shows a new picture (timed); a file that does not compile shows the compiler's errors and keeps
the picture; a preview that traps answers with the worker's error and the server stays up.

Usage: check-preview.py TRELLIS REPOSITORY OUTPUT_FOLDER
Waits poll with generous deadlines; nothing sleeps a fixed time."""
import atexit, base64, json, os, re, shutil, signal, socket, subprocess, sys, tempfile, time, urllib.error, urllib.request

import websocket

trellis, repository, output = sys.argv[1:4]
os.makedirs(output, exist_ok=True)
work = tempfile.mkdtemp(prefix="trellis-check-preview-")
processes = []


def log(message):
    print("check-preview: " + message, flush=True)


def fail(message):
    log("FAILED: " + message)
    server_log = os.path.join(work, "server.log")
    if os.path.exists(server_log):
        print("--- server log (last 40 lines) ---")
        print("".join(open(server_log, errors="replace").readlines()[-40:]))
    cleanup()
    sys.exit(1)


def cleanup():
    restore()
    for process in processes:
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
    shutil.rmtree(work, ignore_errors=True)


def wait_for(what, check, timeout):
    """Polls `check` until it returns something true; fails after `timeout` seconds."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        value = check()
        if value:
            return value
        time.sleep(0.2)
    fail(f"timed out after {timeout} s waiting for {what}")


# The example package in place, so that its runner's build (made by verify-previews) is reused
# and the first build here is incremental; the edited file and the added one are restored on exit.
package = os.path.join(repository, "Examples", "PreviewPackage")
badge = os.path.join(package, "Sources", "PreviewViews", "Badge.swift")
crash = os.path.join(package, "Sources", "PreviewViews", "Crash.swift")
original = open(badge).read()


def restore():
    open(badge, "w").write(original)
    if os.path.exists(crash):
        os.remove(crash)


atexit.register(restore)

# The server, on a free port: its first line is the page's address.
server_log = open(os.path.join(work, "server.log"), "w")
server = subprocess.Popen([trellis, "preview", "--package", package, "--port", "0"], stdout=subprocess.PIPE,
                          stderr=server_log, text=True)
processes.append(server)
first_line = server.stdout.readline().strip()
match = re.fullmatch(r"Trellis preview: (http://127\.0\.0\.1:(\d+)/)", first_line)
if not match:
    fail(f"the first line was {first_line!r}, not the page's address")
url, port = match.group(1), int(match.group(2))
log(f"server at {url}")


def http_get(path):
    try:
        with urllib.request.urlopen(url.rstrip("/") + path, timeout=60) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


# Bad input over HTTP: an unknown device is a 400 that names it; a port in use is a clear error.
status, body = http_get("/api/render?preview=Badge%2FBadge&device=ipone")
if status != 400 or b"unknown device 'ipone'" not in body:
    fail(f"an unknown device answered {status} {body[:200]!r}")
second = subprocess.run([trellis, "preview", "--package", package, "--port", str(port)], capture_output=True,
                        text=True, timeout=120)
if second.returncode == 0 or "already in use" not in second.stderr:
    fail(f"a second server on port {port} exited {second.returncode}: {second.stderr[-300:]!r}")
log("bad input: unknown device → 400; port in use → exit %d, %r" % (second.returncode, second.stderr.strip()))

# Headless Chromium with the DevTools protocol on a free port.
with socket.socket() as probe:
    probe.bind(("127.0.0.1", 0))
    devtools_port = probe.getsockname()[1]
chromium = subprocess.Popen(
    ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1500,1000",
     f"--remote-debugging-port={devtools_port}", f"--user-data-dir={os.path.join(work, 'chromium')}",
     "--no-first-run", url], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
processes.append(chromium)


def page_target():
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{devtools_port}/json/list", timeout=5) as response:
            targets = json.loads(response.read())
    except (OSError, ValueError):
        return None
    return next((t for t in targets if t.get("type") == "page" and t.get("url", "").startswith(url)), None)


target = wait_for("Chromium's DevTools", page_target, 60)
devtools = websocket.create_connection(target["webSocketDebuggerUrl"], timeout=60, suppress_origin=True)
message_id = 0


def command(method, **params):
    global message_id
    message_id += 1
    devtools.send(json.dumps({"id": message_id, "method": method, "params": params}))
    while True:
        answer = json.loads(devtools.recv())
        if answer.get("id") == message_id:
            if "error" in answer:
                fail(f"{method}: {answer['error']}")
            return answer.get("result", {})


def evaluate(expression):
    result = command("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
    if "exceptionDetails" in result:
        fail(f"{expression}: {result['exceptionDetails']}")
    return result["result"].get("value")


def renders():
    return evaluate("window.trellisPreview ? window.trellisPreview.renders : 0") or 0


def picture():
    return evaluate("window.trellisPreview.answer && window.trellisPreview.answer.png")


def click(x, y):
    for kind in ("mousePressed", "mouseReleased"):
        command("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", clickCount=1)


def screenshot(name):
    data = command("Page.captureScreenshot", format="png")["data"]
    path = os.path.join(output, name)
    open(path, "wb").write(base64.b64decode(data))
    return path


# 1. The page loads and shows a picture (the first build may compile the package).
start = time.time()
wait_for("the page's script", lambda: evaluate("document.readyState === 'complete' && !!window.trellisPreview"), 60)


def first_picture():
    error = evaluate("document.getElementById('build-error').hidden ? '' :"
                     " document.getElementById('build-error').textContent")
    if error:
        fail("the package does not build:\n" + error[:2000])
    return renders() >= 1 and evaluate("document.getElementById('picture').naturalWidth")


wait_for("a first picture", first_picture, 900)
log(f"the page shows a picture ({time.time() - start:.1f} s after the page opened)")

# The counter preview: a whole iPhone screen with a button.
count = renders()
evaluate("document.querySelector('#previews button[data-id=\"Badge/Counter\"]').click()")
wait_for("the Counter preview", lambda: renders() > count and evaluate(
    "window.trellisPreview.answer.preview === 'Badge/Counter'"), 120)

# 2. The colour scheme picker changes the picture.
light, count = picture(), renders()
evaluate("(() => { const s = document.getElementById('colorScheme'); s.value = 'dark';"
         " s.dispatchEvent(new Event('change')); })()")
wait_for("the dark picture", lambda: renders() > count and evaluate(
    "window.trellisPreview.answer.variant === 'dark'"), 120)
if picture() == light:
    fail("the dark picture is the light one")
log("the colour scheme picker changed the picture")

# 3. A click on the picture: the inspector shows the frame of the view there.
node = evaluate("window.trellisPreview.answer.inspection.nodes.find(n => n.identifiers.includes('add'))")
if not node:
    fail("the inspection has no view tagged 'add'")
rect = evaluate("(() => { const r = document.getElementById('picture').getBoundingClientRect();"
                " return [r.left, r.top, r.width / window.trellisPreview.layout.size[0]]; })()")
x, y, width, height = node["frame"]
centre = (rect[0] + (x + width / 2) * rect[2], rect[1] + (y + height / 2) * rect[2])
click(*centre)
shown = wait_for("the inspector's frame", lambda: evaluate(
    "document.getElementById('inspector-fields').hidden ? '' : document.getElementById('inspector-frame').textContent"),
    30)
explain = evaluate("document.getElementById('inspector-explain').textContent")
if not re.fullmatch(r"\([-0-9., ]+\)", shown) or "proposed" not in explain:
    fail(f"the inspector shows frame {shown!r} and explanation {explain[:100]!r}")
name = evaluate("document.getElementById('inspector-name').textContent")
log(f"the inspector shows {name!r} at {shown}")
screenshot("preview-inspector.png")

# 4. Interact mode: a click on the button taps it in the runner (the counter starts at 3).
count = renders()
evaluate("document.getElementById('interact').click()")
click(*centre)
wait_for("the tapped picture", lambda: renders() > count and evaluate(
    "window.trellisPreview.answer.inspection.taps.length === 1"), 120)
if not evaluate("window.trellisPreview.answer.inspection.taps[0].recognized") or \
        'Text \\"4\\"' not in evaluate("window.trellisPreview.answer.layout"):
    fail("the tap on 'Add' did not count up to 4")
log("interact mode: a click on 'Add' tapped it (3 → 4)")
evaluate("document.getElementById('reset').click(); document.getElementById('interact').click()")
wait_for("the picture without taps", lambda: evaluate(
    "window.trellisPreview.answer.inspection.taps.length === 0 && "
    "!document.getElementById('stage').classList.contains('stale')"), 120)


def save(path, text):
    """Writes `path` as an editor does: whole, in one rename, so no half-written file is built."""
    with open(path + ".new", "w") as file:
        file.write(text)
    os.replace(path + ".new", path)



# 5. An edit of a source file shows a new picture; the time from the save is measured.
# A colour no earlier step built (scripts/verify-previews.sh builds this package green just
# before): once, in CI, the rebuild after an edit back to earlier content compiled nothing (the
# build took 2 s and the picture stayed). A second colour is tried if the first edit's picture
# does not change, and the log says so.
before = picture()
saved = time.time()
for attempt, colour in enumerate([".purple", ".orange"]):
    count = renders()
    version = evaluate("window.trellisPreview.version")
    save(badge, original.replace(".fill(.red)", f".fill({colour})"))
    wait_for("the picture after the edit", lambda: evaluate(f"window.trellisPreview.answer.version > {version}")
             and renders() > count, 300)
    if picture() != before:
        break
    log(f"the build after the edit to {colour} kept the old picture; editing again")
else:
    fail("the picture after the edit is the one before it")
log(f"save → new picture: {time.time() - saved:.1f} s (a one-line edit)")
screenshot("preview-after-edit.png")

# 6. A file that does not compile: the compiler's errors on the page, the picture kept.
before = picture()
save(badge, original.replace(".fill(.red)", ".fill(.notAColour)"))
errors = wait_for("the compiler's errors", lambda: evaluate(
    "document.getElementById('build-error').hidden ? '' : document.getElementById('build-error').textContent"), 300)
if "error:" not in errors or picture() != before:
    fail(f"the build error shows {errors[:200]!r}; the picture kept: {picture() == before}")
log("a file that does not compile: the page shows the compiler's errors and keeps the picture")
screenshot("preview-build-error.png")

# 7. A preview that traps: the worker's error on the page; the server goes on.
open(crash, "w").write(
    'import Trellis\n\n#Preview("Crash") {\n  let counts: [Int] = []\n  return Text("\\(counts[1])")\n}\n')
save(badge, original)
wait_for("the build with the trapping preview", lambda: evaluate(
    "document.querySelector('#previews button[data-id=\"Crash/Crash\"]') !== null"), 300)
evaluate("document.querySelector('#previews button[data-id=\"Crash/Crash\"]').click()")
shown = wait_for("the trap's error", lambda: evaluate(
    "document.getElementById('render-error').hidden ? '' : document.getElementById('render-error').textContent"), 120)
if "did not render" not in shown:
    fail(f"the trapping preview shows {shown[:200]!r}")
status, body = http_get("/api/status")
if status != 200:
    fail(f"the server answered {status} after a trapping preview")
log(f"a preview that traps: {shown.splitlines()[0][:120]!r}; the server stays up")

devtools.close()
server.send_signal(signal.SIGINT)
try:
    server.wait(timeout=30)
except subprocess.TimeoutExpired:
    fail("the server did not stop on SIGINT")
cleanup()
print("check-preview: 7 passed, 0 failed")
