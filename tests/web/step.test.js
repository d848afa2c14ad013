// step.test.js: Step mode of `luno web` in the browser. A `luno serve` save of a bots'
// round is stepped forward action by action with the ▶ button, recording the game's hash
// (luno_digest) the server gives at each; then jumps back and forth (◀, ⏮, ⏭, the action
// box, the arrow keys) must give the very hash recorded at that action, and the last
// must be the save's own digest. A `luno check` failure's save opens at its start and
// says which action fails and where in the script. Screenshots of Step at desktop and
// phone width go to ARTIFACTS.
// Usage: node step.test.js LUNO ARTIFACTS RULESET_THAT_FAILS
'use strict';
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('playwright-core');
const { startServer, stopServer, api, check, launchOptions, parseSave } = require('./lib');

const [luno, artifacts, failing] = process.argv.slice(2);

// A serve save of a seeded round of three random bots, written to dir; the save object.
function serveSave(dir) {
  const lines = [JSON.stringify({ cmd: 'new', players: 3, seed: 5, bots: 'random', options: { target_score: 1 } }),
    JSON.stringify({ cmd: 'save' })].join('\n') + '\n';
  const out = execFileSync(luno, ['serve'], { input: lines }).toString().trim().split('\n');
  const text = JSON.parse(out[1]).save;
  fs.writeFileSync(path.join(dir, 'round.save'), text);
  return parseSave(text);
}

// The page's position once it shows action at: its hash.
async function shown(page, at) {
  await page.waitForFunction((n) => document.body.dataset.at === n && document.body.dataset.log === n, String(at));
  return page.evaluate(() => document.body.dataset.hash);
}

async function stepThrough(browser, dir) {
  const save = serveSave(dir);
  const server = await startServer(luno, ['--step', path.join(dir, 'round.save')]);
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    page.on('pageerror', (e) => { throw e; });
    await page.goto(server.base + '#t=' + server.host);
    const n = save.actions.length, hashes = [];
    hashes[0] = await shown(page, 0);
    for (let k = 1; k <= n; k++) {
      await page.click('#step-forward');
      hashes[k] = await shown(page, k);
      const told = (await api(server, server.host, { cmd: 'step' })).body;
      check(told.hash === hashes[k] && told.at === k, `action ${k}: the page shows ${hashes[k]}, the server ${told.hash}`);
    }
    check(hashes[n] === save.digest, `the last action's hash ${hashes[n]} is not the save's digest ${save.digest}`);
    let checks = 0;
    const expect = async (k, what) => {
      check(await shown(page, k) === hashes[k], `${what}: action ${k} shows another game`);
      checks++;
    };
    for (let k = n; k > n - 5; k--) { await page.click('#step-back'); await expect(k - 1, '◀'); }
    await page.click('#step-first'); await expect(0, '«');
    await page.click('#step-last'); await expect(n, '»');
    for (const k of [7, 93 % n, 1, Math.floor(n / 2), n - 1, 3]) {
      await page.fill('#step-n', String(k));
      await page.click('#step-to button');
      await expect(k, 'the action box');
    }
    await page.keyboard.press('ArrowLeft'); await expect(2, 'the left arrow key');
    await page.keyboard.press('ArrowRight'); await expect(3, 'the right arrow key');
    const bad = await api(server, server.host, { cmd: 'step', to: n + 1 });
    check(bad.status === 400 && /from 0 to/.test(bad.body.error), `a step past the end: ${bad.text}`);
    await expect(3, 'after a refused step');
    return { n, checks };
  } finally {
    const code = await stopServer(server);
    check(code === 0, `luno web exited ${code} when stopped: ${server.stderr().slice(-2000)}`);
  }
}

async function failure(browser, dir) {
  try {
    execFileSync(luno, ['check', failing, '--games', '1', '--seed', '4', '--save-dir', dir], { stdio: 'ignore' });
  } catch (e) { /* (it fails: that is the point) */ }
  const file = fs.readdirSync(dir).find((f) => f.startsWith('check-'));
  check(file, 'luno check wrote no save of its failure');
  const server = await startServer(luno, ['--step', path.join(dir, file)]);
  try {
    const where = (await api(server, server.host, { cmd: 'step' })).body;
    check(where.failure && /fails: .*boom_card\.lua:4/.test(where.failure) && where.playable === where.length - 1,
      `the failure is not told: ${JSON.stringify(where)}`);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(server.base + '#t=' + server.host);
    await shown(page, 0);
    await page.click('#step-last');
    await shown(page, where.playable);
    check(/boom_card\.lua:4/.test(await page.textContent('#step-failure')), 'the page does not show the failure');
    await page.screenshot({ path: path.join(artifacts, 'step-desktop.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(artifacts, 'step-phone.png'), fullPage: true });
    return where.failure;
  } finally {
    const code = await stopServer(server);
    check(code === 0, `luno web exited ${code} when stopped: ${server.stderr().slice(-2000)}`);
  }
}

async function main() {
  fs.mkdirSync(artifacts, { recursive: true });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-step-'));
  const browser = await chromium.launch(launchOptions());
  try {
    const { n, checks } = await stepThrough(browser, dir);
    const why = await failure(browser, dir);
    console.log(`web step: ${n} actions stepped forward, ${checks} jumps back and forth each showing the ` +
      `hash recorded there, the last the save's digest; a check failure opens and says: ${why}`);
  } finally {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => { console.error('web step: FAILED:', e.message); process.exit(1); });
