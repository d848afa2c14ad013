// errors.test.js: what `luno web` refuses, and that a refusal changes nothing. A forged,
// short or missing token, a command a page may not send, an action for another seat or a
// bot's, bad JSON, an empty or too large body, a wrong method or path, too many streams
// for one link, too many connections: each gets its HTTP status and a one-line JSON error,
// and the game stays as it was (the host's view, byte for byte). Then a table of bots
// plays on by itself at its pace, the same game as `luno sim` plays from its seed, watched
// from a bot's seat, which sees no other hand.
// Usage: node errors.test.js LUNO
'use strict';
const http = require('node:http');
const net = require('node:net');
const { startServer, stopServer, api, cardsIn, check } = require('./lib');

const luno = process.argv[2];

// Opens a live-update stream; resolves {status, first} with the first chunk of its body.
function stream(server, token) {
  return new Promise((resolve, reject) => {
    const req = http.get(server.base + 'stream?t=' + encodeURIComponent(token), (res) => {
      res.once('data', (d) => resolve({ status: res.statusCode, first: d.toString(), req }));
    });
    req.on('error', reject);
  });
}

// Sends a request with another method or path; {status, body}.
async function raw(server, method, where) {
  const r = await fetch(server.base + where, { method });
  return { status: r.status, body: await r.json() };
}

// 66 idle connections: the next request is told the server is full (503); once they
// close, requests are served again.
async function tooManyConnections(server) {
  const url = new URL(server.base);
  const idle = await Promise.all(Array.from({ length: 66 }, () => new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => resolve(socket));
    socket.on('error', reject);
  })));
  await new Promise((r) => setTimeout(r, 200));
  const full = await api(server, server.seats[0], { cmd: 'state' });
  check(full.status === 503 && /too many connections/.test(full.body.error), `with 66 open: ${full.text}`);
  idle.forEach((s) => s.destroy());
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 50));
    if ((await api(server, server.seats[0], { cmd: 'state' })).status === 200) return;
  }
  throw new Error('requests were still refused after the idle connections closed');
}

async function refusals(server) {
  const before = (await api(server, server.host, { cmd: 'state' })).text;
  const seat0 = server.seats[0];
  const decision = JSON.parse(before).state.pending.decision; // what an answer carries
  const cases = [
    ['no token', await api(server, null, { cmd: 'state' }), 401, /token/],
    ['a forged token', await api(server, 'f'.repeat(32), { cmd: 'state' }), 401, /token/],
    ['a short token', await api(server, seat0.slice(0, 8), { cmd: 'state' }), 401, /token/],
    ['undo from a seat', await api(server, seat0, { cmd: 'undo' }), 403, /not a command of this page/],
    ['new from a seat', await api(server, seat0, { cmd: 'new' }), 403, /not a command/],
    ['load from a seat', await api(server, seat0, { cmd: 'load', save: {} }), 403, /not a command/],
    ['seats from the host', await api(server, server.host, { cmd: 'seats' }), 403, /not a command/],
    ['apply from the host', await api(server, server.host, { cmd: 'apply', option: 0 }), 403, /not a command/],
    ['another seat\'s action', await api(server, seat0, { cmd: 'apply', decision, action: { type: 'draw', seat: 2, value: 0 } }), 400, /bound to seat 0/],
    ['another seat\'s view', await api(server, seat0, { cmd: 'state', seat: 2 }), 400, /bound to seat 0/],
    ['a bot\'s seat acting', await api(server, server.seats[1], { cmd: 'apply', decision, action: { type: 'draw', seat: 1, value: 0 } }), 400, /bot/],
    ['an option out of range', await api(server, server.seats[2], { cmd: 'apply', decision, option: 99 }), 400, /option/],
    ['an answer without its decision', await api(server, server.seats[2], { cmd: 'apply', option: 0 }), 400, /needs "decision"/],
    ['an answer to an older decision', await api(server, server.seats[2], { cmd: 'apply', decision: decision - 1, option: 0 }), 400, /not the one pending/],
    ['bad JSON', await api(server, seat0, null, '{"cmd": "state",'), 400, /bad JSON at byte/],
    ['an empty body', await api(server, seat0, null, ''), 400, /empty/],
    ['a body too large', await api(server, seat0, null, JSON.stringify({ cmd: 'state', pad: 'x'.repeat(70000) })), 413, /at most 65536 bytes/],
    ['PUT', await raw(server, 'PUT', 'api'), 405, /only GET/],
    ['an unknown path', await raw(server, 'GET', 'secrets'), 404, /no such page/],
    ['a stream with a forged token', await raw(server, 'GET', 'stream?t=' + 'a'.repeat(32)), 401, /token/],
  ];
  for (const [what, r, status, why] of cases) {
    check(r.status === status, `${what}: HTTP ${r.status}, not ${status}: ${JSON.stringify(r.body)}`);
    check(r.body.ok === false && why.test(r.body.error), `${what}: ${JSON.stringify(r.body)}`);
  }
  const open = [];
  for (let i = 0; i < 4; i++) open.push(await stream(server, seat0));
  open.forEach((s) => check(s.status === 200 && /^data: \{"version"/.test(s.first), `stream: ${s.first}`));
  const fifth = await raw(server, 'GET', 'stream?t=' + seat0);
  check(fifth.status === 429 && /too many pages/.test(fifth.body.error), `a fifth stream: ${JSON.stringify(fifth)}`);
  open.forEach((s) => s.req.destroy());
  // pages that closed their streams free their places within a second or two, not at the
  // stream's next write (up to 15 s later): the page's next stream is let in
  let again = null;
  for (let tries = 0; tries < 10 && !(again && again.status === 200); tries++) {
    await new Promise((done) => setTimeout(done, 500));
    if (again && again.req) again.req.destroy();
    again = await stream(server, seat0);
  }
  check(again.status === 200, `a stream after four closed ones: HTTP ${again.status}`);
  again.req.destroy();
  await tooManyConnections(server);
  const after = (await api(server, server.host, { cmd: 'state' })).text;
  check(after === before, 'a refused request changed the game');
  return cases.length + 3;
}

// The game `luno sim` played from seed 3 (3 random bots, one round): its CSV row.
function simGame() {
  const fs = require('node:fs'), os = require('node:os'), path = require('node:path');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-sim-'));
  require('node:child_process').execFileSync(luno, ['sim', '--games', '1', '--seed', '3', '--players', '3',
    '--set', 'target_score=1', '--quiet', '--csv', path.join(dir, 'games.csv')]);
  const csv = fs.readFileSync(path.join(dir, 'games.csv'), 'utf8').trim().split('\n');
  fs.rmSync(dir, { recursive: true, force: true });
  const head = csv[0].split(','), row = csv[1].split(',');
  return Object.fromEntries(head.map((h, i) => [h, row[i]]));
}

// A table of bots plays to the end at its pace: the very game `luno sim` played from the
// same seed (winner, turns); a bot seat's page sees no other hand.
async function botsPlayOn() {
  const server = await startServer(luno, ['--players', '3', '--bots', 'random', '--seed', '3',
    '--set', 'target_score=1', '--pace', '2']);
  try {
    let full;
    for (let i = 0; i < 2000; i++) {
      full = (await api(server, server.host, { cmd: 'state' })).body.state;
      if (full.over) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    check(full.over, 'the bots did not finish their round');
    const sim = simGame();
    const all = (await api(server, server.host, { cmd: 'events' })).body.events;
    const turns = all.filter((e) => e.kind === 'turn').length;
    check(String(full.winner) === sim.winner && String(turns) === sim.turns,
      `the watched game is not sim's: winner ${full.winner}, ${turns} turns; sim: ${sim.winner}, ${sim.turns}`);
    const view = (await api(server, server.seats[1], { cmd: 'state' })).body.state;
    check(view.hands.every((h) => h.seat === 1 ? Array.isArray(h.cards) : !h.cards), 'a watching seat saw another hand');
    const events = (await api(server, server.seats[1], { cmd: 'events' })).body;
    const mine = new Set(view.hands[1].cards.map((c) => c.id));
    for (const h of full.hands)
      if (h.seat !== 1) for (const c of h.cards) check(!cardsIn(events).includes(c.id) || mine.has(c.id), `seat 1's events show card ${c.id} of seat ${h.seat}`);
    return full.log_length;
  } finally {
    const code = await stopServer(server);
    check(code === 0, `luno web exited ${code} when stopped: ${server.stderr().slice(-2000)}`);
  }
}

async function main() {
  const server = await startServer(luno, ['--players', '3', '--bots', 'human,random,human', '--seed', '5', '--pace', '0']);
  let refused;
  try {
    refused = await refusals(server);
  } finally {
    const code = await stopServer(server);
    check(code === 0, `luno web exited ${code} on SIGTERM: ${server.stderr()}`);
  }
  const actions = await botsPlayOn();
  console.log(`web errors: ${refused} kinds of bad request refused with the game unchanged; ` +
    `a table of bots played ${actions} actions at its pace, the game sim plays from its seed`);
}

main().catch((e) => { console.error('web errors: FAILED:', e.message); process.exit(1); });
