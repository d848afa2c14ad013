// keep.test.js: `luno web --data DIR` keeps its table in SQLite as it is played. A person
// makes moves on seat 0's page; the server is killed (SIGKILL: nothing written at exit)
// and started again on the same folder and port: it reopens the table with the same links,
// the open page reconnects by itself and shows the same game, the person plays on, and the
// game is the one the same requests make through `luno serve` (same actions, same digest).
// A finished match gets a row of its own. Run: node keep.test.js LUNO
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { chromium } = require('playwright-core');
const { startServer, stopServer, api, check, launchOptions, parseSave } = require('./lib');

const [luno] = process.argv.slice(2);
const GAME = { rules: 'official', players: 2, seed: 9, bots: ['human', 'random'] };

// The args of the table: the same each start, the folder and port given.
function tableArgs(data, port) {
  return ['--players', '2', '--seed', '9', '--bots', 'human,random', '--pace', '0', '--data', data,
    ...(port ? ['--port', String(port)] : [])];
}

// Makes n moves on the page by clicking (the first playable card, else the first option),
// each waiting for the server's next decision.
async function clickMoves(page, n) {
  for (let i = 0; i < n; i++) {
    await page.waitForFunction(() => state && state.pending.seat === 0 && state.pending.options
      && document.querySelectorAll('#hand button.card:not([aria-disabled]), #options button').length > 0,
    null, { timeout: 10000 });
    const before = await page.evaluate(() => state.pending.decision);
    const card = page.locator('#hand button.card:not([aria-disabled])').first();
    await ((await card.count()) ? card : page.locator('#options button').first()).click();
    await page.waitForFunction((b) => state.pending.decision !== b, before, { timeout: 10000 });
  }
}

// The same requests through `luno serve`: its save.
function throughServe(sent) {
  const lines = [JSON.stringify({ cmd: 'new', ...GAME }), ...sent.map((r) => JSON.stringify(r)), JSON.stringify({ cmd: 'save' })];
  const out = execFileSync(luno, ['serve'], { input: lines.join('\n') + '\n' }).toString().trim().split('\n');
  out.forEach((l, i) => check(JSON.parse(l).ok, `serve refused request ${i}: ${l}`));
  return parseSave(JSON.parse(out[out.length - 1]).save);
}

// A table whose match ends (one round to 1 point) is kept as a finished match: the next
// start on its folder opens a new table (new links) and counts the finished match.
async function finishedMatch() {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-keep-'));
  const args = ['--players', '2', '--seed', '3', '--bots', 'random', '--pace', '0', '--data', data, '--set', 'target_score=1'];
  try {
    let server = await startServer(luno, args);
    try {
      const until = Date.now() + 20000;
      while (!(await api(server, server.host, { cmd: 'state' })).body.state.over) {
        check(Date.now() < until, 'the bots did not end the match');
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      await stopServer(server);
    }
    const host = server.host;
    server = await startServer(luno, args);
    await stopServer(server);
    check(server.host !== host, 'a finished match was reopened instead of a new table');
    const kept = /\((\d+) finished match/.exec(server.printed); // (pace 0: this start's match is played at once too)
    check(kept && Number(kept[1]) >= 1, `the start says: ${server.printed.split('\n')[0]}`);
    return Number(kept[1]);
  } finally {
    fs.rmSync(data, { recursive: true, force: true });
  }
}

async function main() {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-keep-'));
  const browser = await chromium.launch(launchOptions());
  let server = await startServer(luno, tableArgs(data));
  try {
    const port = new URL(server.base).port, token = server.seats[0], host = server.host;
    const page = await (await browser.newContext()).newPage();
    const sent = [];
    page.on('request', (r) => {
      if (!r.url().endsWith('/api')) return;
      const req = JSON.parse(r.postData());
      if (req.cmd === 'apply' || req.cmd === 'answer') sent.push(req);
    });
    await page.goto(server.base + '#t=' + token);
    await clickMoves(page, 4);
    const before = parseSave((await api(server, host, { cmd: 'save' })).body.save);
    server.proc.kill('SIGKILL');
    await new Promise((r) => server.proc.on('exit', r));
    server = await startServer(luno, tableArgs(data, port));
    check(server.seats[0] === token && server.host === host, 'the links changed with the restart');
    const after = parseSave((await api(server, host, { cmd: 'save' })).body.save);
    check(after.digest === before.digest && after.actions.length === before.actions.length,
      `the reopened game differs: ${after.actions.length} actions (digest ${after.digest}), not ${before.actions.length} (${before.digest})`);
    const length = (await api(server, host, { cmd: 'state' })).body.state.log_length;
    await page.waitForFunction((n) => document.body.dataset.log === String(n) && !/Reconnecting/.test(document.getElementById('status').textContent),
      length, { timeout: 15000 });
    await clickMoves(page, 4);
    const web = parseSave((await api(server, host, { cmd: 'save' })).body.save);
    const serve = throughServe(sent);
    check(JSON.stringify(web.actions) === JSON.stringify(serve.actions), 'the web game and the serve game differ');
    check(web.digest === serve.digest, `digests differ: web ${web.digest}, serve ${serve.digest}`);
    const stale = await api(server, 'f'.repeat(32), { cmd: 'state' });
    check(stale.status === 401 && stale.body.error, `a stale link: ${stale.status} ${stale.text}`);
    const ended = await finishedMatch();
    console.log(`web keep: ${sent.length} moves by clicking around a SIGKILL and a restart on the same folder; ` +
      `the same links, the page reconnected, the same game as serve (digest ${web.digest}); ${ended} finished matches kept apart`);
  } finally {
    await stopServer(server);
    await browser.close();
    fs.rmSync(data, { recursive: true, force: true });
  }
}

main().catch((e) => { console.error('web keep: FAILED:', e.message); process.exit(1); });
