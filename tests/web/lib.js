// lib.js: what the browser tests of `luno web` share: starting a server and reading its
// links, sending protocol requests as a page does, and walking replies for cards.
'use strict';
const { spawn } = require('node:child_process');

// Starts `luno web --port 0 ...args`; resolves with {proc, base, host, seats[]} (tokens)
// once it has printed its links.
function startServer(luno, args) {
  return new Promise((resolve, reject) => {
    const proc = spawn(luno, ['web', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '', err = '';
    const timer = setTimeout(() => reject(new Error('luno web printed no links: ' + err)), 20000);
    proc.stderr.on('data', (d) => { err += d; });
    proc.on('exit', (code) => reject(new Error(`luno web exited ${code}: ${err}`)));
    proc.stdout.on('data', (d) => {
      out += d;
      const lines = out.split('\n');
      const base = /serving (\S+)/.exec(out);
      const seats = lines.filter((l) => /^ {2}seat \d+/.test(l)).map((l) => l.split('#t=')[1]);
      const host = lines.find((l) => l.startsWith('  host'));
      const watch = lines.find((l) => l.startsWith('  watch'));
      const players = args.includes('--step') ? 0 : args.includes('--players') ? Number(args[args.indexOf('--players') + 1]) : 4;
      if (base && host && seats.length === players && seats.every(Boolean)) {
        clearTimeout(timer);
        proc.removeAllListeners('exit');
        resolve({ proc, base: base[1], host: host.split('#t=')[1], watch: watch && watch.split('#t=')[1], seats,
          stderr: () => err });
      }
    });
  });
}

// Stops a server: SIGTERM, and its exit status.
function stopServer(server) {
  return new Promise((resolve) => {
    if (server.proc.exitCode !== null) return resolve(server.proc.exitCode);
    server.proc.on('exit', (code) => resolve(code));
    server.proc.kill('SIGTERM');
  });
}

// Sends a request to /api as a page does: {status, body (parsed)}.
async function api(server, token, req, raw) {
  const headers = { 'Content-Type': 'application/json' };
  if (token !== null) headers['X-Luno-Token'] = token;
  const r = await fetch(server.base + 'api', { method: 'POST', headers, body: raw ?? JSON.stringify(req) });
  const text = await r.text();
  return { status: r.status, text, body: JSON.parse(text) };
}

// Every card object ({id, type, label}) anywhere in a parsed reply.
function cardsIn(value, out = []) {
  if (Array.isArray(value)) value.forEach((v) => cardsIn(v, out));
  else if (value && typeof value === 'object') {
    if (typeof value.id === 'number' && typeof value.type === 'string' && 'label' in value) out.push(value.id);
    Object.values(value).forEach((v) => cardsIn(v, out));
  }
  return out;
}

// A save (luno's text format, as serve's `save` replies it): its action lines and digest.
function parseSave(text) {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.startsWith('actions '));
  const n = Number(lines[at].split(' ')[1]);
  const digest = (lines.find((l) => l.startsWith('digest ')) || '').split(' ')[1];
  return { actions: lines.slice(at + 1, at + 1 + n).map((l) => l.split('  #')[0]), digest };
}

// Fails the test with a message.
function check(ok, what) {
  if (!ok) throw new Error(what);
}

// Chromium as Debian ships it, headless.
function launchOptions() {
  return {
    executablePath: process.env.LUNO_CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
           '--disable-component-update', '--no-first-run'],
  };
}

module.exports = { parseSave, startServer, stopServer, api, cardsIn, check, launchOptions };
