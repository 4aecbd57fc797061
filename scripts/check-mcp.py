#!/usr/bin/env python3
"""Talks to `trellis mcp` over its real transport (JSON-RPC lines on standard input and
output), as a coding agent does: initialize, list the tools, call list_previews and
render_preview, and check the answers. Usage: check-mcp.py TRELLIS PACKAGE PREVIEW_ID"""
import base64, json, subprocess, sys, time

trellis, package, preview = sys.argv[1:4]
server = subprocess.Popen([trellis, "mcp", "--package-path", package], stdin=subprocess.PIPE,
                          stdout=subprocess.PIPE, text=True)
deadline = time.time() + 600


def send(message):
    server.stdin.write(json.dumps(message) + "\n")
    server.stdin.flush()


def answer(request_id):
    while time.time() < deadline:
        line = server.stdout.readline()
        if not line:
            sys.exit("error: the MCP server closed its output")
        message = json.loads(line)
        if message.get("id") == request_id:
            if "error" in message:
                sys.exit(f"error: {message['error']}")
            return message["result"]
    sys.exit("error: no answer in time")


send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
    "protocolVersion": "2025-03-26", "capabilities": {}, "clientInfo": {"name": "check-mcp", "version": "1"}}})
assert answer(1)["serverInfo"]["name"] == "trellis"
send({"jsonrpc": "2.0", "method": "notifications/initialized"})
send({"jsonrpc": "2.0", "id": 2, "method": "tools/list"})
names = sorted(tool["name"] for tool in answer(2)["tools"])
assert names == ["list_previews", "render_preview"], names
send({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "list_previews", "arguments": {}}})
listed = json.loads(answer(3)["content"][0]["text"])
assert preview in [entry["id"] for entry in listed], listed
send({"jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": {
    "name": "render_preview", "arguments": {"id": preview, "colorScheme": "dark"}}})
result = answer(4)
assert not result.get("isError"), result
image, layout = result["content"][0], result["content"][1]
assert image["type"] == "image" and image["mimeType"] == "image/png"
assert base64.b64decode(image["data"])[:8] == b"\x89PNG\r\n\x1a\n"
document = json.loads(layout["text"])
assert document["preview"] == preview and "frameTree" in document and "diagnostics" in document
send({"jsonrpc": "2.0", "id": 5, "method": "tools/call", "params": {
    "name": "render_preview", "arguments": {"id": preview, "device": "ipone"}}})
refused = answer(5)
assert refused.get("isError") and "unknown --device" in refused["content"][0]["text"], refused
server.stdin.close()
server.wait(timeout=30)
print(f"MCP: initialize, tools/list, list_previews ({len(listed)} previews), render_preview "
      f"({len(base64.b64decode(image['data']))} bytes of PNG, {len(document['diagnostics'])} diagnostics) "
      "and an unknown device refused: all answered as expected")
