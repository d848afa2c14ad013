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
          printed: out, stderr: () => err });
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

// An axe-style check of a page's roles and labels, written here (no outside service): the
// document's language; every button, input and labelled region with a name people hear;
// ids unique; every aria-labelledby and label[for] pointing at an element; no positive
// tabindex; the live regions the page announces by. Returns the problems found.
async function rolesAndLabels(page) {
  return page.evaluate(() => {
    const problems = [];
    const name = (e) => (e.getAttribute('aria-label') || e.textContent || e.title || '').trim();
    if (!document.documentElement.lang) problems.push('the document has no lang');
    const ids = new Map();
    for (const e of document.querySelectorAll('[id]')) ids.set(e.id, (ids.get(e.id) || 0) + 1);
    for (const [id, n] of ids) if (n > 1) problems.push(`id ${id} is used ${n} times`);
    for (const b of document.querySelectorAll('button, [role=button]'))
      if (!b.closest('[hidden]') && !name(b)) problems.push(`a button has no name: ${b.outerHTML.slice(0, 80)}`);
    for (const i of document.querySelectorAll('input, select, textarea')) {
      const labelled = i.getAttribute('aria-label') || i.closest('label') ||
        (i.id && document.querySelector(`label[for="${i.id}"]`));
      if (!labelled) problems.push(`input ${i.id || i.outerHTML.slice(0, 60)} has no label`);
    }
    for (const e of document.querySelectorAll('[aria-labelledby]'))
      for (const id of e.getAttribute('aria-labelledby').split(/\s+/))
        if (!document.getElementById(id)) problems.push(`aria-labelledby ${id} names nothing`);
    for (const l of document.querySelectorAll('label[for]'))
      if (!document.getElementById(l.htmlFor)) problems.push(`label for ${l.htmlFor} names nothing`);
    for (const s of document.querySelectorAll('section, nav, [role=group]'))
      if (!s.getAttribute('aria-label') && !s.getAttribute('aria-labelledby')) problems.push(`a ${s.tagName.toLowerCase()} has no name: #${s.id}`);
    for (const e of document.querySelectorAll('[tabindex]'))
      if (Number(e.getAttribute('tabindex')) > 0) problems.push(`#${e.id} has a positive tabindex`);
    if (!document.querySelector('[aria-live]')) problems.push('no live region announces the moves');
    for (const c of document.querySelectorAll('.card'))
      if (!c.getAttribute('aria-label')) problems.push(`a card has no aria-label: ${c.textContent}`);
    return problems;
  });
}

module.exports = { rolesAndLabels, parseSave, startServer, stopServer, api, cardsIn, check, launchOptions };
