// shapes.test.js: the page draws the table as the ruleset has it. A person plays Phase 10
// and Skip-Bo (turns of menus, zones one per seat, numbered piles) against a bot by clicking
// the first card or option, 40 moves each; official and DOS pages are opened beside them.
// Checks after every move: the active color is shown only where plays match the top card
// (official), the top card only where there is a discard pile to show (not Skip-Bo's, not
// DOS's, whose row is matched); every zone is named in words ("your pile 1", "seat 1
// (random)'s stock", "the build 2", never "pile/1@0"); a run of cards the seat may not see
// is one back with its count (a Skip-Bo stock of 30 is two cards: 29 and its top); the log
// never holds the same line twice in a row (it says "(30 times)"); nothing thrown and no
// error logged on the seat's page or the host's (no refused request, no missing favicon),
// and the host's page of a table that is not a saved game shows no step controls; after
// each move the keyboard's focus is on the seat's next decision, not dropped to the page.
// Screenshots go to ARTIFACTS. Usage: node shapes.test.js LUNO ARTIFACTS
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { chromium } = require('playwright-core');
const { startServer, stopServer, check, launchOptions, api, rolesAndLabels } = require('./lib');

const [luno, artifacts] = process.argv.slice(2);
const MOVES = 40;

// What the page shows of the table now.
function tableNow(page) {
  return page.evaluate(() => ({
    facts: document.getElementById('facts').textContent,
    topShown: !document.getElementById('top').hidden,
    zones: [...document.querySelectorAll('#zones .zone-row')].map((z) => ({
      text: z.textContent,
      backs: [...z.querySelectorAll('.card.back')].map((b) => b.textContent),
      cards: z.querySelectorAll('.card').length,
    })),
    log: [...document.querySelectorAll('#log li')].map((l) => l.textContent),
    options: document.querySelectorAll('#hand button.card:not([aria-disabled]), #options button').length,
  }));
}

// Fails unless the table now is drawn as a game of this shape would have it.
function checkTable(t, shape, where) {
  const say = (what) => `${shape.rules}, ${where}: ${what}`;
  check(t.facts.includes('Color:') === shape.color, say(`the color is ${shape.color ? 'not ' : ''}shown: "${t.facts}"`));
  check(t.topShown === shape.top, say(`the top card is ${shape.top ? 'hidden' : 'shown'}`));
  for (const z of t.zones) {
    check(!/[@/]/.test(z.text), say(`a zone is named by its key: "${z.text}"`));
    check(/^(the |your |seat \d|Empty: )/.test(z.text), say(`a zone is not named in words: "${z.text}"`));
  }
  for (let i = 1; i < t.log.length; i++)
    check(t.log[i] !== t.log[i - 1], say(`the log says "${t.log[i]}" twice in a row`));
}

// The rules one click away: the Rules box lists the rulesets, the options in force and the
// cards; a card of the hand, focused, tells what it does (its script's about, as the
// server's `rules` says).
async function checkRules(server, page, shape) {
  const rules = (await api(server, server.seats[0], { cmd: 'rules' })).body.rules;
  check(rules && rules.rulesets[0].name === shape.rules.split(',')[0], `${shape.rules}: the rules reply names ${rules && rules.rulesets[0].name}`);
  await page.click('#rules-box summary');
  const text = await page.textContent('#rules-text');
  for (const o of rules.options) check(text.includes(`${o.name} = ${o.value}`), `${shape.rules}: the Rules box lacks option ${o.name}`);
  check(text.includes(rules.rulesets[0].about), `${shape.rules}: the Rules box lacks the ruleset's about`);
  await page.click('#rules-box summary'); // (closed again)
  const said = new Set(rules.cards.filter((c) => c.about).map((c) => c.type));
  const cards = page.locator('#hand .card');
  let told = 0;
  for (let i = 0; i < await cards.count(); i++) { // each card with an about, playable or not
    const card = cards.nth(i);
    const type = await card.evaluate((e) => state.hands.find((h) => h.seat === state.seat).cards.find((c) => String(c.id) === e.dataset.id).type);
    if (!said.has(type)) continue;
    await card.focus();
    const text = await page.textContent('#card-about');
    check(text.includes(rules.cards.find((c) => c.type === type).about), `${shape.rules}: a focused ${type} tells "${text}", not its about`);
    told++;
  }
  return told;
}

// Plays MOVES moves of seat 0 on its page (the bot moves at once); returns what was seen.
async function playShape(browser, shape) {
  const server = await startServer(luno, ['--rules', shape.rules, '--players', '2', '--bots', 'human,random',
    '--pace', '0', '--seed', '5']);
  const seen = { moves: 0, stock: false, zones: 0 };
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
    await page.goto(server.base + '#t=' + server.seats[0]);
    await page.waitForFunction(() => document.getElementById('facts').textContent !== '');
    seen.told = await checkRules(server, page, shape);
    for (let i = 0; i < (shape.play ? MOVES : 1); i++) {
      await page.waitForFunction(() => document.querySelectorAll(
        '#hand button.card:not([aria-disabled]), #options button, #round-end-go:not([hidden])').length > 0, null,
      { timeout: 10000 });
      if (await page.isVisible('#round-end-go')) { // (a round ended: the panel waits for this seat)
        await page.click('#round-end-go');
        await page.waitForFunction(() => document.getElementById('round-end').hidden, null, { timeout: 10000 });
        continue;
      }
      const t = await tableNow(page);
      checkTable(t, shape, `before move ${i + 1}`);
      const focused = await page.evaluate(() => { const a = document.activeElement; return a && a.closest('#decide') ? a.textContent : null; });
      check(i === 0 || focused !== null, `${shape.rules}, before move ${i + 1}: the focus dropped to the page after the move`);
      seen.zones = Math.max(seen.zones, t.zones.length);
      seen.stock ||= t.zones.some((z) => z.backs.some((b) => Number(b) > 1) && z.cards < 5);
      if (!shape.play) break;
      const before = await page.evaluate(() => state.pending.decision); // (the page's own state)
      const card = page.locator('#hand button.card:not([aria-disabled])').first();
      await ((await card.count()) ? card : page.locator('#options button').first()).click();
      await page.waitForFunction((b) => state.pending.decision !== b, before, { timeout: 10000 });
      seen.moves++;
    }
    const problems = await rolesAndLabels(page);
    check(!problems.length, `${shape.rules}: roles and labels: ${problems.join('; ')}`);
    await page.screenshot({ path: path.join(artifacts, `shape-${shape.rules}.png`), fullPage: true });
    const host = await browser.newPage(); // (the host's page of a table that is no saved game)
    host.on('console', (m) => { if (m.type() === 'error') errors.push(`host's console: ${m.text()}`); });
    await host.goto(server.base + '#t=' + server.host);
    await host.waitForFunction(() => document.getElementById('facts').textContent !== '');
    check(await host.evaluate(() => document.getElementById('stepper').hidden), `${shape.rules}: the host's page shows the step controls`);
    await host.close();
    check(!errors.length, `${shape.rules}: the page threw or logged an error: ${errors[0]}`);
  } finally {
    await stopServer(server);
  }
  return seen;
}

async function main() {
  fs.mkdirSync(artifacts, { recursive: true });
  const browser = await chromium.launch(launchOptions());
  try {
    const shapes = [
      { rules: 'phase_10', color: false, top: true, play: true },
      { rules: 'skip_bo', color: false, top: false, play: true, stock: true },
      { rules: 'official', color: true, top: true, play: false },
      { rules: 'dos', color: false, top: false, play: false },
    ];
    for (const shape of shapes) {
      const seen = await playShape(browser, shape);
      if (shape.stock) check(seen.stock, `${shape.rules}: no stock was drawn as one back with its count`);
      if (shape.play) check(seen.zones > 0, `${shape.rules}: no zone was drawn`);
      check(seen.told > 0, `${shape.rules}: no card of the first hand told what it does`);
      console.log(`web shapes: ${shape.rules}: ${seen.moves} moves, up to ${seen.zones} zone lines, drawn as the ruleset has it; ` +
        `${seen.told} cards of the first hand told what they do`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((e) => { console.error('web shapes: FAILED:', e.message); process.exit(1); });
