// play.test.js: two people play a seeded 4-seat round of `luno web` against two bots by
// clicking in two browser contexts (one step by the keyboard alone). Checks: every reply a
// seat's page gets holds no card of another seat's hand that the seat was not shown; the
// game equals the same requests played through `luno serve` (same log, same digest);
// screenshots of play and watch at desktop and phone width go to ARTIFACTS.
// Usage: node play.test.js LUNO ARTIFACTS
'use strict';
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { chromium } = require('playwright-core');
const { startServer, stopServer, api, cardsIn, check, launchOptions } = require('./lib');

const [luno, artifacts] = process.argv.slice(2);
const HUMANS = [0, 2];
const GAME = { rules: 'official', players: 4, seed: 11, bots: ['human', 'random', 'human', 'random'],
  options: { target_score: 1 } };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

// Polls fn until it returns something true (at most 10 s).
async function until(fn, what) {
  for (let i = 0; i < 400; i++) {
    const v = await fn();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('timed out waiting for ' + what);
}

// Opens a seat's page in a context of its own, keeping every /api reply it gets.
async function openPage(browser, server, token, seen, sent) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  page.on('response', (r) => { if (r.url().endsWith('/api')) seen.push(r.text()); });
  page.on('request', (r) => {
    if (!r.url().endsWith('/api')) return;
    const req = JSON.parse(r.postData());
    if (req.cmd === 'apply' || req.cmd === 'answer') sent.push(req);
  });
  page.on('pageerror', (e) => { throw e; });
  await page.goto(server.base + '#t=' + token);
  return page;
}

// The card ids hidden from seat: in other hands, and not among the cards it was shown.
function hiddenFrom(seat, full, view) {
  const hidden = new Set();
  for (const h of full.hands) {
    if (h.seat === seat) continue;
    const known = new Set(view.hands.find((x) => x.seat === h.seat).known.map((c) => c.id));
    h.cards.forEach((c) => { if (!known.has(c.id)) hidden.add(c.id); });
  }
  return hidden;
}

// Makes the deciding seat's move on its page: by keyboard (Tab to the first enabled card
// or option, Enter) or by clicking the first playable card, else the first option.
async function move(page, keyboard) {
  if (keyboard) {
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const ok = await page.evaluate(() => {
        const a = document.activeElement;
        return a && !a.disabled && (a.closest('#hand') || a.closest('#options')) !== null;
      });
      if (ok) return page.keyboard.press('Enter');
    }
    throw new Error('no option could be reached with the Tab key');
  }
  const card = page.locator('#hand button.card:not([disabled])').first();
  if (await card.count()) return card.click();
  return page.locator('#options button').first().click();
}

// Plays the same requests through `luno serve`; its save.
function throughServe(sent) {
  const lines = [JSON.stringify({ cmd: 'new', ...GAME }), ...sent.map((r) => JSON.stringify(r)),
    JSON.stringify({ cmd: 'save' })];
  const out = execFileSync(luno, ['serve'], { input: lines.join('\n') + '\n' }).toString().trim().split('\n');
  out.forEach((l, i) => check(JSON.parse(l).ok, `serve refused request ${i}: ${l}`));
  return JSON.parse(out[out.length - 1]).save;
}

async function main() {
  fs.mkdirSync(artifacts, { recursive: true });
  const server = await startServer(luno, ['--rules', GAME.rules, '--players', '4', '--seed', String(GAME.seed),
    '--bots', GAME.bots.join(','), '--set', 'target_score=1', '--pace', '0']);
  const browser = await chromium.launch(launchOptions());
  try {
    const seen = {}, pages = {}, sent = [];
    for (const s of HUMANS) {
      seen[s] = [];
      pages[s] = await openPage(browser, server, server.seats[s], seen[s], sent);
    }
    let steps = 0, checked = 0;
    for (;;) {
      const full = (await api(server, server.host, { cmd: 'state' })).body.state;
      if (full.over) break;
      const seat = full.pending.seat;
      check(HUMANS.includes(seat), `seat ${seat} decides, but it is a bot's (pace 0)`);
      const page = pages[seat];
      await page.waitForFunction((n) => document.body.dataset.log === n, String(full.log_length));
      await move(page, steps === 0);
      await until(async () => (await api(server, server.host, { cmd: 'state' })).body.state.log_length !== full.log_length,
        'the move to reach the server');
      steps++;
      const now = (await api(server, server.host, { cmd: 'state' })).body.state;
      for (const s of HUMANS) {
        await pages[s].waitForFunction((n) => document.body.dataset.log === n, String(now.log_length));
        const view = (await api(server, server.seats[s], { cmd: 'state' })).body.state;
        const hidden = hiddenFrom(s, now, view);
        for (const text of await Promise.all(seen[s].splice(0))) {
          for (const id of cardsIn(JSON.parse(text)))
            check(!hidden.has(id), `seat ${s}'s page got card ${id}, in a hand it may not see: ${text.slice(0, 300)}`);
          checked++;
        }
      }
      if (steps === 3) {
        await pages[0].screenshot({ path: path.join(artifacts, 'play-desktop.png'), fullPage: true });
        await pages[0].setViewportSize(PHONE);
        await pages[0].screenshot({ path: path.join(artifacts, 'play-phone.png'), fullPage: true });
        await pages[0].setViewportSize(DESKTOP);
      }
      check(steps < 500, 'the round did not end in 500 moves');
    }
    const hostPage = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await hostPage.goto(server.base + '#t=' + server.host);
    await hostPage.waitForFunction(() => document.body.dataset.over === 'yes');
    await hostPage.screenshot({ path: path.join(artifacts, 'watch-desktop.png'), fullPage: true });
    await hostPage.setViewportSize(PHONE);
    await hostPage.screenshot({ path: path.join(artifacts, 'watch-phone.png'), fullPage: true });
    for (const s of HUMANS) await pages[s].waitForFunction(() => /over/.test(document.getElementById('status').textContent));
    const web = (await api(server, server.host, { cmd: 'save' })).body.save;
    const serve = throughServe(sent);
    check(JSON.stringify(web.actions) === JSON.stringify(serve.actions), 'the web game and the serve game differ');
    check(web.digest === serve.digest, `digests differ: web ${web.digest}, serve ${serve.digest}`);
    console.log(`web play: ${steps} moves by two people (one by keyboard), ${web.actions.length} actions, ` +
      `${checked} replies searched for hidden cards, same game as serve (digest ${web.digest})`);
  } finally {
    await browser.close();
    const code = await stopServer(server);
    check(code === 0, `luno web exited ${code} when stopped: ${server.stderr().slice(-2000)}`);
  }
}

main().catch((e) => { console.error('web play: FAILED:', e.message); process.exit(1); });
