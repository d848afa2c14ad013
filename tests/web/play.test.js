// play.test.js: two people play a seeded 4-seat round of `luno web` against two bots by
// clicking in two browser contexts (one step by the keyboard alone); then rounds of
// official,jump_in where the people take every reaction their pages offer, whoever's turn
// it is; and a classroom quiz question answered in the page's form. Checks: every reply a
// seat's page gets holds no card of another seat's hand that the seat was not shown; each
// game equals the same requests played through `luno serve` (same log, same digest);
// screenshots of play and watch at desktop and phone width go to ARTIFACTS.
// Usage: node play.test.js LUNO ARTIFACTS
'use strict';
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { chromium } = require('playwright-core');
const { startServer, stopServer, api, cardsIn, check, launchOptions, parseSave, rolesAndLabels } = require('./lib');

const [luno, artifacts] = process.argv.slice(2);
const HUMANS = [0, 2];
const BOTS = ['human', 'random', 'human', 'random'];
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
async function openPage(browser, server, token, seen, sent, seat) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  page.on('response', (r) => { // (a reply still unread when the page closes is not an error)
    if (!r.url().endsWith('/api')) return;
    const text = r.text();
    text.catch(() => {});
    seen.push(text);
  });
  page.on('request', (r) => {
    if (!r.url().endsWith('/api')) return;
    const req = JSON.parse(r.postData());
    if (req.cmd === 'apply' || req.cmd === 'answer') sent.push(req);
    if (req.cmd === 'continue') sent.push({ ...req, seat }); // (serve's referee names the seat)
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
  for (const h of full.round_end ? full.round_end.hands : []) // (counted for all to see)
    if (h.counted) h.cards.forEach((c) => hidden.delete(c.id));
  return hidden;
}

// The cards a spectator may not see: every card in a hand but those shown to every seat.
function hiddenFromAll(full, view) {
  const hidden = new Set();
  for (const h of full.hands) {
    const known = new Set(view.hands.find((x) => x.seat === h.seat).known.map((c) => c.id));
    h.cards.forEach((c) => { if (!known.has(c.id)) hidden.add(c.id); });
  }
  for (const h of full.round_end ? full.round_end.hands : [])
    if (h.counted) h.cards.forEach((c) => hidden.delete(c.id));
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
        return a && !a.hasAttribute('aria-disabled') && (a.closest('#hand') || a.closest('#options')) !== null;
      });
      if (ok) return page.keyboard.press('Enter');
    }
    throw new Error('no option could be reached with the Tab key');
  }
  const card = page.locator('#hand button.card:not([aria-disabled])').first();
  if (await card.count()) return card.click();
  return page.locator('#options button').first().click();
}

// Plays the same requests through `luno serve`; its save.
function throughServe(game, sent) {
  const lines = [JSON.stringify({ cmd: 'new', ...game }), ...sent.map((r) => JSON.stringify(r)),
    JSON.stringify({ cmd: 'save' })];
  const out = execFileSync(luno, ['serve'], { input: lines.join('\n') + '\n' }).toString().trim().split('\n');
  out.forEach((l, i) => check(JSON.parse(l).ok, `serve refused request ${i}: ${l}`));
  return parseSave(JSON.parse(out[out.length - 1]).save);
}

// The reaction buttons' words seen, each once (people's words: checked by saidLikePeople).
const reactionTexts = new Set();

// The first reaction button on the people's pages, or null; notes every reaction's words.
async function reactionButton(pages) {
  let first = null;
  for (const s of HUMANS) {
    const buttons = pages[s].locator('#reactions button:not(#go-on)');
    for (const t of await buttons.allTextContents()) reactionTexts.add(t);
    if (!first && await buttons.count()) first = buttons.first();
  }
  return first;
}

// Every reaction offered was named as people say it: no rule's key ("jump_in", "uno (seat
// 0)"), a catch by its declared words.
function saidLikePeople() {
  for (const t of reactionTexts) {
    check(!/_|^uno\b|\(seat/.test(t), `a reaction is named by its key: "${t}"`);
    check(/^(catch .+: UNO not called|call UNO|jump in( with .+)?)$/.test(t), `a reaction is named "${t}"`);
  }
  return [...reactionTexts];
}

// The host's view now.
async function hostState(server) {
  return (await api(server, server.host, { cmd: 'state' })).body.state;
}

// The bots wait for a person's reaction (full.pending.waiting): nothing moves for a while;
// then the person takes a reaction (react) or lets it go on the page. Returns whether a
// reaction was taken.
async function answerWait(server, pages, full, react) {
  await new Promise((r) => setTimeout(r, 300)); // (pace 0: any bot would have moved at once)
  const still = await hostState(server);
  check(still.log_length === full.log_length && still.pending.decision === full.pending.decision,
    'the bots moved while a person could react');
  const seat = full.pending.waiting[0];
  await pages[seat].waitForFunction((d) => document.body.dataset.decision === d, String(full.pending.decision));
  for (const t of await pages[seat].locator('#reactions button:not(#go-on)').allTextContents()) reactionTexts.add(t);
  const take = react ? pages[seat].locator('#reactions button:not(#go-on)').first() : null;
  const taking = Boolean(take && await take.count());
  await (taking ? take.click() : pages[seat].click('#go-on'));
  await until(async () => {
    const now = await hostState(server);
    return now.pending.decision !== full.pending.decision || !now.pending.waiting.includes(seat);
  }, 'the reaction or the let-go to reach the server');
  return taking;
}

// Searches what each person's page received since the last look for hidden cards.
async function searchReplies(server, pages, seen, now) {
  let checked = 0;
  if (pages.watch) { // (a spectator's page: no hand's card but those shown to all)
    await pages.watch.waitForFunction((n) => document.body.dataset.log === n, String(now.log_length));
    const view = (await api(server, server.watch, { cmd: 'state' })).body.state;
    const hidden = hiddenFromAll(now, view);
    for (const text of await Promise.all(seen.watch.splice(0))) {
      for (const id of cardsIn(JSON.parse(text)))
        check(!hidden.has(id), `the spectator's page got card ${id}, in a hand no seat but its own sees: ${text.slice(0, 300)}`);
      checked++;
    }
  }
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
  return checked;
}

// Screenshots of a page at desktop and phone width.
async function shoot(page, name) {
  await page.screenshot({ path: path.join(artifacts, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: path.join(artifacts, `${name}-phone.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
}

// Plays one round of game by the people's pages to its end. react: take every reaction
// offered. Returns what happened: moves, reactions taken, replies searched, the actions.
async function playRound(browser, game, react) {
  const server = await startServer(luno, ['--rules', game.rules, '--players', '4', '--seed', String(game.seed),
    '--bots', game.bots.join(','), '--set', 'target_score=1', '--pace', '0']);
  try {
    const seen = {}, pages = {}, sent = [];
    for (const s of HUMANS) {
      seen[s] = [];
      pages[s] = await openPage(browser, server, server.seats[s], seen[s], sent, s);
    }
    if (!react) { // a spectator watches the plain round by the room's public link
      seen.watch = [];
      pages.watch = await openPage(browser, server, server.watch, seen.watch, [], 'watch');
      await pages.watch.waitForFunction(() => /spectator/.test(document.getElementById('who').textContent));
      const asked = await api(server, server.watch, { cmd: 'state', seat: 0 });
      check(asked.status === 400, `a spectator asked for seat 0's view: ${asked.text.slice(0, 200)}`);
      const moved = await api(server, server.watch, { cmd: 'apply', option: 0, decision: 1 });
      check(moved.status === 403, `a spectator's apply: ${moved.status}`);
    }
    for (const s of HUMANS) { // a play page has no step controls (Step mode's alone)
      await pages[s].waitForSelector('#hand button');
      check(!(await pages[s].isVisible('#stepper')), `seat ${s}'s play page shows the step controls`);
    }
    let steps = 0, checked = 0, reactions = 0, waits = 0;
    for (;;) {
      const full = (await api(server, server.host, { cmd: 'state' })).body.state;
      if (full.over) break;
      if (full.pending.waiting.length) {
        waits++;
        reactions += await answerWait(server, pages, full, react) ? 1 : 0;
        continue;
      }
      const seat = full.pending.seat;
      check(HUMANS.includes(seat), `seat ${seat} decides, but it is a bot's (pace 0)`);
      for (const s of HUMANS) await pages[s].waitForFunction((n) => document.body.dataset.log === n, String(full.log_length));
      const reaction = react ? await reactionButton(pages) : null;
      if (reaction) await reaction.click(), reactions++;
      else await move(pages[seat], !react && steps === 0);
      await until(async () => (await api(server, server.host, { cmd: 'state' })).body.state.log_length !== full.log_length,
        'the move to reach the server');
      steps++;
      checked += await searchReplies(server, pages, seen, (await api(server, server.host, { cmd: 'state' })).body.state);
      if (steps === 3 && !react) await shoot(pages[0], 'play');
      check(steps < 500, 'the round did not end in 500 moves');
    }
    if (!react) {
      const hostPage = await (await browser.newContext({ viewport: DESKTOP })).newPage();
      await hostPage.goto(server.base + '#t=' + server.host);
      await hostPage.waitForFunction(() => document.body.dataset.over === 'yes');
      await shoot(hostPage, 'watch');
    }
    for (const s of HUMANS) await pages[s].waitForFunction(() => /over/.test(document.getElementById('status').textContent));
    const web = parseSave((await api(server, server.host, { cmd: 'save' })).body.save);
    const serve = throughServe({ ...game, options: { target_score: 1 } }, sent);
    check(JSON.stringify(web.actions) === JSON.stringify(serve.actions), `${game.rules}: the web game and the serve game differ`);
    check(web.digest === serve.digest, `${game.rules}: digests differ: web ${web.digest}, serve ${serve.digest}`);
    return { steps, reactions, waits, checked, actions: web.actions.length, digest: web.digest };
  } finally {
    const code = await stopServer(server);
    check(code === 0, `luno web exited ${code} when stopped: ${server.stderr().slice(-2000)}`);
  }
}

// A double click on a Wild plays the Wild once: the second click was made for the
// decision the page showed, which is no longer pending, and the server refuses it rather
// than answering the color question the player never saw. While that question waits, the
// color is null and the page says it is not chosen yet (not the old color).
async function doubleClick(browser) {
  const server = await startServer(luno, ['--players', '2', '--seed', '4', '--bots', 'human,random', '--pace', '0']);
  try {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    page.on('pageerror', (e) => { throw e; });
    const sent = [];
    page.on('request', (r) => { if (r.url().endsWith('/api') && JSON.parse(r.postData()).cmd === 'apply') sent.push(r); });
    await page.goto(server.base + '#t=' + server.seats[0]);
    const wild = page.locator('#hand button.card:not([aria-disabled])', { hasText: 'Wild' }).first();
    await wild.waitFor();
    const before = (await hostState(server)).log_length;
    // two clicks before the first reply can come back (as a quick double click on a slow
    // link): both handlers run on the page as drawn, so both answer its decision
    await wild.evaluate((b) => { b.click(); b.click(); });
    await until(async () => sent.length >= 2 && (await hostState(server)).log_length > before, 'both clicks to be sent');
    await new Promise((r) => setTimeout(r, 300));
    const now = await hostState(server);
    check(now.log_length === before + 1, `a double click on a Wild took ${now.log_length - before} actions, not 1`);
    check(now.pending.kind === 'color' && now.pending.seat === 0, `the color question waits unanswered: ${now.pending.kind}`);
    check(now.color === null, `while the Wild's color is chosen the state's color is ${now.color}, not null`);
    await page.waitForFunction(() => document.getElementById('facts').textContent.includes('Color: not chosen yet'),
      null, { timeout: 10000 }).catch(() => {
      throw new Error('while the Wild\'s color is chosen the page does not say "Color: not chosen yet"');
    });
    return sent.length;
  } finally {
    const code = await stopServer(server);
    check(code === 0, `luno web exited ${code} when stopped: ${server.stderr().slice(-2000)}`);
  }
}

// A typed question (the classroom quiz) is answered on the page: the form shows the
// question's prompt, and the answer reaches the game (the quiz says it was right).
async function typedAnswer(browser) {
  const server = await startServer(luno, ['--rules', 'classroom', '--players', '2', '--seed', '4',
    '--bots', 'human,random', '--pace', '0']);
  try {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    page.on('pageerror', (e) => { throw e; });
    await page.goto(server.base + '#t=' + server.seats[0]);
    await page.waitForSelector('#answer:not([hidden])');
    const asked = await page.textContent('#prompt');
    check(/4 cookies at 15/.test(asked), `the question is shown: ${asked}`);
    const before = (await api(server, server.host, { cmd: 'state' })).body.state.log_length;
    await page.fill('#answer-text', '60');
    await page.click('#answer button[type=submit]');
    await until(async () => (await api(server, server.host, { cmd: 'state' })).body.state.log_length > before,
      'the answer to reach the game');
    await page.waitForFunction(() => /quiz right/.test(document.getElementById('log').textContent));
    return asked;
  } finally {
    const code = await stopServer(server);
    check(code === 0, `luno web exited ${code} when stopped: ${server.stderr().slice(-2000)}`);
  }
}

// A round's end by a person's page: a panel with each counted hand's cards and points,
// what the round gave and the scores, equal to the game's; the bot does not deal on while
// the person reads it; "Next round" goes on, and the panel goes with it. The host's page
// shows the same panel with no button.
async function roundEnd(browser) {
  const server = await startServer(luno, ['--players', '2', '--seed', '3', '--bots', 'human,random', '--pace', '0']);
  try {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.base + '#t=' + server.seats[0]);
    let st;
    for (let n = 0; ; n++) { // seat 0 plays its first option, by the protocol, to the round's end
      st = (await api(server, server.seats[0], { cmd: 'state' })).body.state;
      if (st.round_end) break;
      check(n < 400, 'the round did not end in 400 moves');
      const p = st.pending;
      if (p.seat !== 0 || !p.options) { await new Promise((r) => setTimeout(r, 20)); continue; }
      const o = p.options.find((x) => x.action.type === 'play') || p.options[0];
      await api(server, server.seats[0], { cmd: 'apply', option: o.id, call: true, decision: p.decision });
    }
    const r = st.round_end;
    check(r.waiting.length === 1 && r.waiting[0] === 0, `the bots should wait for seat 0 alone: ${JSON.stringify(r.waiting)}`);
    for (const h of r.hands) {
      check(h.score === st.scores[h.seat], `seat ${h.seat}'s panel score ${h.score}, the game's ${st.scores[h.seat]}`);
      check(h.gained === st.scores[h.seat], `seat ${h.seat} gained ${h.gained} in the first round of ${st.scores[h.seat]}`);
    }
    const counted = r.hands.filter((h) => h.counted).reduce((a, h) => a + h.points, 0);
    check(r.winner !== null && r.hands[r.winner].gained === counted, `the winner gained ${r.hands[r.winner].gained}, the hands counted ${counted}`);
    await page.waitForSelector('#round-end-go', { state: 'visible' });
    const shown = await page.evaluate(() => ({
      title: document.getElementById('round-end-title').textContent,
      rows: [...document.querySelectorAll('#round-end-hands tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent)),
      focused: document.activeElement && document.activeElement.id }));
    check(shown.title.includes(`Round ${r.round}`), `the panel's title: ${shown.title}`);
    for (const h of r.hands)
      check(shown.rows[h.seat][4] === String(h.score), `the panel shows seat ${h.seat}'s score ${shown.rows[h.seat][4]}, not ${h.score}`);
    check(shown.focused === 'round-end-go', `the focus is on ${shown.focused}, not on Next round`);
    const log = st.log_length;
    await new Promise((res) => setTimeout(res, 400));
    const held = (await api(server, server.host, { cmd: 'state' })).body.state;
    check(held.log_length === log, `the bot moved on while seat 0 read the round's end (${log} -> ${held.log_length})`);
    const host = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await host.goto(server.base + '#t=' + server.host);
    await host.waitForSelector('#round-end', { state: 'visible' });
    check(await host.isHidden('#round-end-go'), "the host's panel has a Next round button");
    const problems = await rolesAndLabels(page); // (the table with its round-end panel open)
    check(!problems.length, `roles and labels of the round's end: ${problems.join('; ')}`);
    await shoot(page, 'round-end');
    await page.click('#round-end-go');
    await page.waitForFunction(() => document.getElementById('round-end').hidden);
    await until(async () => (await api(server, server.host, { cmd: 'state' })).body.state.round_end === undefined,
      'the round-end wait to end'); // (the state shows a round's end only while it is waited on)
    const next = (await api(server, server.host, { cmd: 'state' })).body.state;
    check(next.round === r.round + 1, `round ${next.round} after Next round, not ${r.round + 1}`);
    check(!errors.length, `the page threw: ${errors[0]}`);
    return { round: r.round, counted };
  } finally {
    const code = await stopServer(server);
    check(code === 0, `luno web exited ${code} when stopped: ${server.stderr().slice(-2000)}`);
  }
}

// Plays seat 0 (its first playable option, by the protocol) until done(state) holds.
async function playSeat0(server, done) {
  for (let n = 0; ; n++) {
    const st = (await api(server, server.seats[0], { cmd: 'state' })).body.state;
    if (done(st)) return st;
    check(n < 600, 'the game did not get there in 600 moves');
    const p = st.pending;
    if (p.seat !== 0 || !p.options) { await new Promise((r) => setTimeout(r, 20)); continue; }
    const o = p.options.find((x) => x.action.type === 'play') || p.options[0];
    await api(server, server.seats[0], { cmd: 'apply', option: o.id, call: true, decision: p.decision });
  }
}

// The match's end: the panel names the winner and its lead (the scores'), a seat's page
// offers Play again, which starts a new match at the same table with the same links (a
// seat's `again` before the end is refused, the game unchanged).
async function playAgain(browser) {
  const server = await startServer(luno, ['--players', '2', '--seed', '6', '--bots', 'human,random', '--pace', '0',
    '--set', 'target_score=1']);
  try {
    const early = await api(server, server.seats[0], { cmd: 'again' });
    check(early.status === 400 && /not over/.test(early.body.error), `again before the end: ${early.text}`);
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await page.goto(server.base + '#t=' + server.seats[0]);
    const st = await playSeat0(server, (s) => s.over);
    const r = st.round_end;
    const lead = Math.abs(st.scores[0] - st.scores[1]);
    check(r.match_winner === st.winner && r.margin === lead, `the match's winner ${r.match_winner} by ${r.margin}, the game's ${st.winner} by ${lead}`);
    await page.waitForSelector('#play-again', { state: 'visible' });
    const said = await page.textContent('#round-end-match');
    check(said.includes(`${lead} point`), `the panel says "${said}", not the lead ${lead}`);
    await shoot(page, 'match-end');
    await page.click('#play-again');
    await page.waitForFunction(() => document.body.dataset.over === 'no');
    const next = (await api(server, server.seats[0], { cmd: 'state' })).body.state;
    check(!next.over && next.round === 1 && next.scores.every((x) => x === 0), `the new match: round ${next.round}, scores ${next.scores}`);
    const log = await page.textContent('#log');
    check(!/wins the match/.test(log), 'the new match\'s log still holds the last match');
    return lead;
  } finally {
    const code = await stopServer(server);
    check(code === 0, `luno web exited ${code} when stopped: ${server.stderr().slice(-2000)}`);
  }
}

async function main() {
  fs.mkdirSync(artifacts, { recursive: true });
  const browser = await chromium.launch(launchOptions());
  try {
    const plain = await playRound(browser, { rules: 'official', seed: 11, bots: BOTS }, false);
    console.log(`web play: ${plain.steps} moves by two people (one by keyboard), ${plain.actions} actions, ` +
      `${plain.checked} replies searched for hidden cards, same game as serve (digest ${plain.digest})`);
    let taken = 0, waits = 0;
    for (const seed of [4, 5, 1, 2, 3, 6, 7, 8]) { // (4 and 5 offer one each today)
      if (taken >= 2 && waits >= 1) break;
      const r = await playRound(browser, { rules: 'official,jump_in', seed, bots: BOTS }, true);
      taken += r.reactions, waits += r.waits;
      console.log(`web play: official,jump_in seed ${seed}: ${r.steps} moves, ${r.reactions} reactions taken, ` +
        `${r.waits} waits of the bots for a person, ${r.checked} replies searched, same game as serve`);
    }
    check(taken >= 2, `the people's pages offered only ${taken} reactions in eight rounds of jump_in`);
    check(waits >= 1, 'the bots never waited for a person\'s reaction in eight rounds of jump_in');
    const said = saidLikePeople();
    check(said.some((t) => t.startsWith('jump in')) && said.some((t) => t.startsWith('catch')),
      `the reactions offered were not both a jump-in and a catch: ${said.join('; ')}`);
    console.log(`web play: reactions named as people say them: ${said.slice(0, 4).join('; ')}`);
    const clicks = await doubleClick(browser);
    console.log(`web play: a double click on a Wild sent ${clicks} applies; one was taken, the color question waits`);
    const ended = await roundEnd(browser);
    console.log(`web play: round ${ended.round}'s end shown as a panel (${ended.counted} points counted), the bot waited, Next round went on`);
    const lead = await playAgain(browser);
    console.log(`web play: the match's end named its winner, ${lead} points ahead; Play again began a new match`);
    const asked = await typedAnswer(browser);
    console.log(`web play: a typed answer on the page ("${asked}") reached the game`);
  } finally {
    await browser.close();
  }
}

main().catch((e) => { console.error('web play: FAILED:', e.message); process.exit(1); });
