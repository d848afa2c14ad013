// luno.js: the table page of `luno web`. It holds only what the server sends its seat: the
// serve protocol's replies (docs/PROTOCOL.md) to requests sent with the link's token, and
// a Server-Sent Events stream that says when something changed. No build step.
'use strict';

const token = new URLSearchParams(location.hash.slice(1)).get('t') || '';
const SYMBOLS = { red: '♥', yellow: '★', green: '♣', blue: '♦' };
const $ = (id) => document.getElementById(id);
let mark = 0;          // events seen so far
let state = null;      // the last state the server sent
let busy = false;      // a refresh is under way
let again = false;     // another was asked for meanwhile
let botError = null;

// Sends one protocol request; the reply object (ok or not).
async function api(req) {
  const r = await fetch('/api', {
    method: 'POST', body: JSON.stringify(req),
    headers: { 'Content-Type': 'application/json', 'X-Luno-Token': token },
  });
  return r.json();
}

// Makes an element with a class and a text (never HTML: texts come from scripts).
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

// A card's words: "red 7", "Wild Draw Four".
function cardWords(c) {
  return c.color ? `${c.color} ${c.label}` : c.label;
}

// What each card type does, from its script's `about` (the `rules` reply), by type name.
let abouts = {};

// Shows what card c does below the prompt: on hover, on focus, and on a long press.
function tellAbout(c) {
  const about = abouts[c.type];
  $('card-about').textContent = about ? `${cardWords(c)}: ${about}` : cardWords(c);
}

// A long press (half a second held) on e tells what its card does, as hover does.
function onLongPress(e, c) {
  let timer = null;
  e.addEventListener('pointerdown', () => { timer = setTimeout(() => tellAbout(c), 500); });
  for (const end of ['pointerup', 'pointerleave', 'pointercancel']) e.addEventListener(end, () => clearTimeout(timer));
}

// A card drawn: its color as a class and a symbol, its label; a button when clickable.
function cardView(c, onClick, small) {
  const e = el(onClick ? 'button' : 'span', 'card' + (small ? ' small' : ''));
  if (c.color && /^[a-z][a-z0-9_-]*$/.test(c.color)) e.classList.add(c.color); // (a ruleset's own color name)
  e.append(el('span', 'sym', c.color ? (SYMBOLS[c.color] || '●') : '✦'),
           el('span', 'name', c.label));
  e.setAttribute('aria-label', cardWords(c));
  e.title = abouts[c.type] ? `${cardWords(c)}: ${abouts[c.type]}` : cardWords(c);
  e.dataset.id = c.id;
  e.addEventListener('mouseenter', () => tellAbout(c));
  e.addEventListener('focus', () => tellAbout(c));
  onLongPress(e, c);
  if (onClick) e.addEventListener('click', onClick);
  return e;
}

// A seat's name on this page.
function seatName(s) {
  if (state && s === state.seat) return 'you';
  const bot = state && state.bots[s] !== 'human' ? ` (${state.bots[s]})` : '';
  return `seat ${s}${bot}`;
}

// Appends the events to the log, the newest at the bottom, in view: each in the words the
// server tells this seat (the one narration every surface uses), none for a turn's start.
function addEvents(events) {
  const log = $('log');
  for (const e of events) {
    const text = e.words;
    if (!text) continue;
    const last = log.lastElementChild;
    if (last && last.dataset.words === text) { // (said again in a row: counted, as the REPL does)
      last.dataset.times = Number(last.dataset.times) + 1;
      last.textContent = `${text} (${last.dataset.times} times)`;
      continue;
    }
    const li = el('li', e.kind, text);
    li.dataset.words = text, li.dataset.times = 1;
    log.append(li);
    announced.push(text.split('\n')[0]); // (a round's count is read in its panel)
  }
  while (log.children.length > 400) log.firstChild.remove();
  log.scrollTop = log.scrollHeight;
}

// Tells a screen reader the moves just added (the live region #announce), the last few.
let announced = [];
function announce() {
  if (announced.length) $('announce').textContent = announced.slice(-3).join('. ');
  announced = [];
}

// The round's end as a panel: each hand counted with its cards and points, what the round
// gave each seat, the scores, the match's winner and lead once it is over; shown while the
// bots wait for a person to go on (this seat: the Next round button), and at the match's end.
function drawRoundEnd(s) {
  const r = s.round_end, box = $('round-end');
  const waiting = r ? r.waiting : [];
  box.hidden = !r || !(waiting.length || s.over) || !!steps;
  if (box.hidden) return;
  $('round-end-title').textContent = r.winner === null ? `Round ${r.round} ends: nobody won it`
    : `Round ${r.round}: ${seatName(r.winner)} won it`;
  const body = $('round-end-hands').tBodies[0];
  body.replaceChildren();
  for (const h of r.hands) {
    const tr = el('tr', h.seat === r.winner ? 'winner' : '');
    const cards = el('td'), row = el('div', 'cards'); // (a flex box inside: the cell stays a cell)
    for (const c of h.cards) row.append(cardView(c, null, true));
    if (!h.cards.length) row.textContent = h.counted ? 'none' : '—';
    cards.append(row);
    tr.append(el('th', null, seatName(h.seat)), cards, el('td', null, h.counted ? `${h.points}` : '—'),
              el('td', null, h.gained > 0 ? `+${h.gained}` : `${h.gained}`), el('td', null, `${h.score}`));
    tr.firstChild.scope = 'row';
    body.append(tr);
  }
  $('round-end-match').textContent = r.match_winner === null ? ''
    : `${seatName(r.match_winner)} won the match, ${r.margin} point${r.margin === 1 ? '' : 's'} ahead.`;
  const mine = s.seat !== null && waiting.includes(s.seat);
  const others = waiting.filter((x) => x !== s.seat);
  $('round-end-wait').textContent = s.over ? 'The match is over.'
    : mine ? 'Read the scores, then go on: the next round waits for you.'
    : others.length ? `The next round waits for ${others.map(seatName).join(', ')}.` : '';
  $('round-end-go').hidden = !mine || s.over;
  $('play-again').hidden = !s.over || s.seat === null;
}
$('round-end-go').addEventListener('click', () => act({ cmd: 'continue' }));

// A new match at the same table (the same seats, bots and links), once this one is over.
$('play-again').addEventListener('click', async () => {
  const reply = await api({ cmd: 'again' }).catch(() => null);
  if (!reply) return showStatus('The server cannot be reached.', true);
  if (!reply.ok) return showStatus(reply.error, true);
  await refresh();
});

// The middle of the table as the ruleset has it: UNO's top card and active color, a
// discard pile's top only (Phase 10's, DOS's row matched instead), or no discard pile.
function drawCenter(s) {
  const matched = s.plays_on_top && s.discard === 'kept';
  const top = $('top');
  top.hidden = s.discard === 'none' || (!matched && s.discard === 'kept');
  top.setAttribute('aria-label', matched ? "The card to play on" : "The discard pile's top card");
  const none = el('span', 'card empty', 'empty');
  none.setAttribute('aria-label', 'no card: the pile is empty');
  top.replaceChildren(s.top ? cardView(s.top, null) : none);
  const color = s.color ? `${SYMBOLS[s.color] || '●'} ${s.color}` : 'not chosen yet';
  const piles = s.discard === 'none' ? `Draw pile: ${s.draw_pile}`
    : `Draw pile: ${s.draw_pile} · discards: ${s.discard_pile}`;
  $('facts').replaceChildren(...(matched ? [el('div', null, `Color: ${color}`)] : []),
    el('div', null, piles),
    el('div', null, `Round ${s.round} · ${s.direction > 0 ? 'clockwise ↻' : 'counterclockwise ↺'}`));
}

// A zone's name as people read it: "the row", "your laid 1", "seat 1's stock".
function zoneName(z) {
  if (z.seat === undefined) return `the ${z.words}`;
  return z.seat === state.seat ? `your ${z.words}` : `${seatName(z.seat)}'s ${z.words}`;
}

// A zone's cards first to last: a card this seat may not see is a back, several in a row
// one back with their count (a stock of 30 is its count and its top).
function zoneCards(d, cards) {
  for (let i = 0, j; i < cards.length; i = j) {
    if (cards[i]) { d.append(cardView(cards[i], null, true)); j = i + 1; continue; }
    for (j = i; j < cards.length && !cards[j]; j++);
    const back = el('span', 'card small back', j - i > 1 ? `${j - i}` : undefined);
    back.setAttribute('aria-label', j - i > 1 ? `${j - i} cards face down` : 'a card face down');
    d.append(back);
  }
}

// Where a zone is drawn: the table's own first, then this seat's, then the others' by seat.
function zoneOrder(s, z) {
  return z.seat === undefined ? -1 : z.seat === s.seat ? 0 : 1 + z.seat;
}

// The zones: each that holds cards with its cards, then the empty ones named on one line.
function drawZones(s) {
  const zones = $('zones'), empty = [];
  zones.replaceChildren();
  const list = (s.zones || []).map((z, i) => ({ z, i }));
  list.sort((a, b) => zoneOrder(s, a.z) - zoneOrder(s, b.z) || a.i - b.i);
  for (const { z } of list) {
    if (!z.count) { empty.push(zoneName(z)); continue; }
    const d = el('div', 'zone-row');
    d.append(el('span', 'zone-name', `${zoneName(z)} (${z.count}):`));
    zoneCards(d, z.cards || []);
    zones.append(d);
  }
  if (empty.length) zones.append(el('div', 'zone-row empty', `Empty: ${empty.join(', ')}`));
}

// The table: the middle, every seat, the zones and the rules' lines.
function drawTable(s) {
  drawCenter(s);
  const seats = $('seats');
  seats.replaceChildren();
  for (const h of s.hands) {
    const li = el('li', h.seat === s.current ? 'current' : '');
    li.dataset.seat = h.seat;
    const team = s.teams ? ` · team ${s.teams[h.seat]}` : '';
    li.append(el('strong', null, seatName(h.seat)),
              el('div', null, `${h.count} card${h.count === 1 ? '' : 's'} · ${s.scores[h.seat]} points${team}`));
    const shown = h.seat === s.seat ? [] : (h.cards || h.known || []);
    if (shown.length) {
      const open = el('div', 'open');
      for (const c of shown) open.append(cardView(c, null, true));
      li.append(open);
    }
    seats.append(li);
  }
  drawZones(s);
  $('lines').replaceChildren(...(s.lines || []).map((l) => el('li', null, l)));
}

// Sends an action (an option or a reaction) for the decision drawn on the page, and draws
// the reply. A second click on what the page shows no longer (the decision after it came,
// or a bot moved) is refused by the server as stale: it never answers a question unseen.
async function act(req) {
  let reply;
  try {
    reply = await api({ ...req, decision: state.pending.decision });
  } catch (e) { // (the server stopped or the link dropped: said, not thrown)
    return showStatus('The server cannot be reached.', true);
  }
  if (!reply.ok) return showStatus(reply.error, true);
  show(reply.state);
  await refresh();
}

// The seat's hand and decisions: playable cards are buttons, other options buttons below.
function drawDecision(s) {
  const p = s.pending;
  const mine = s.seat !== null && p.seat === s.seat && p.options;
  const options = mine ? p.options : [];
  const byCard = new Map();
  for (const o of options) {
    const c = o.action.card;
    if (!c || !(o.action.type === 'play' || o.action.type === 'choose')) continue;
    byCard.set(c.id, byCard.has(c.id) ? null : o);
  }
  const handOf = s.seat === null ? null : s.hands.find((h) => h.seat === s.seat);
  const hand = $('hand');
  hand.replaceChildren();
  const used = new Set();
  for (const c of handOf ? handOf.cards : []) {
    const o = byCard.get(c.id);
    if (o) used.add(o.id);
    const b = cardView(c, o ? () => act({ cmd: 'apply', option: o.id, call: wantsCall(o) }) : () => {}, false);
    if (!o) b.setAttribute('aria-disabled', 'true'); // (not disabled: still focused and hovered, to tell what it does)
    hand.append(b);
  }
  $('call-row').hidden = !(mine && p.kind === 'turn' && handOf && handOf.count === 2);
  const buttons = $('options');
  buttons.replaceChildren();
  for (const o of options) {
    if (used.has(o.id)) continue;
    const b = el('button', null, o.action.label);
    b.dataset.option = o.id;
    b.addEventListener('click', () => act({ cmd: 'apply', option: o.id, call: wantsCall(o) }));
    buttons.append(b);
  }
  $('answer').hidden = !(mine && p.kind === 'text');
  const reactions = $('reactions');
  reactions.replaceChildren();
  for (const r of s.seat === null ? [] : p.reactions || []) {
    const label = reactionWords(r);
    const b = el('button', null, label);
    b.dataset.reaction = r.id;
    b.addEventListener('click', () => act({ cmd: 'apply', reaction: r.id }));
    reactions.append(b);
  }
  if (s.seat !== null && (p.waiting || []).includes(s.seat)) { // the bots wait for this seat
    const b = el('button', null, 'Let it go');
    b.id = 'go-on';
    b.addEventListener('click', () => act({ cmd: 'continue' }));
    reactions.append(b);
  }
  $('prompt').textContent = s.seat === null ? hostPrompt(s)
    : mine ? (p.prompt || 'Your turn') + (p.private ? ` (${p.private})` : '') : 'Your hand';
  if (s.seat === null) {
    for (const o of p.options || []) buttons.append(el('span', 'option-note', o.action.label));
  }
}

// A reaction as people say it: the words its rule declared ("catch seat 1: UNO not called",
// "call UNO" for its own target), a reaction card by its name ("Evil"), a card the window
// offers by the window's name and the card ("jump in with red 5"), else the window's name.
function reactionWords(r) {
  const target = r.target !== undefined && r.target >= 0 ? r.target : null;
  if (target === r.seat && r.own_words) return r.own_words;
  if (r.words) return r.words.replace('%s', target === null ? 'them' : seatName(target));
  const name = r.name.replace(/_/g, ' ');
  if (r.card && r.card.type === r.name) return r.card.label;
  if (r.card) return `${name} with ${cardWords(r.card)}`;
  return target === null ? name : `${name} (${seatName(target)})`;
}

// What the host's page says of the decision: who decides, and what it may do (below).
function hostPrompt(s) {
  if (s.over) return 'The match is over';
  const p = s.pending;
  return `${seatName(p.seat)} decides${p.prompt ? ': ' + p.prompt : ''}`;
}

// Whether a play should call UNO: the box is ticked and the play leaves one card.
function wantsCall(o) {
  return o.action.type === 'play' && $('call').checked;
}

// The status line: whose decision it is, the winner, or an error.
function showStatus(text, error) {
  const st = $('status');
  st.textContent = text;
  st.className = error ? 'error' : '';
}

// Draws a state the server sent.
function show(s) {
  state = s;
  $('who').textContent = s.watching ? 'a spectator: what every seat sees'
    : s.seat === null ? 'the host: every hand open' : `seat ${s.seat}`;
  drawTable(s);
  drawDecision(s);
  drawRoundEnd(s);
  announce();
  if (focusDropped()) focusDecision();
  $('call').checked = false;
  const p = s.pending;
  if (botError) showStatus(`A bot failed and the bots stopped: ${botError}`, true);
  else if (s.over) showStatus(s.winner === null ? 'The match is over.' : `The match is over: ${seatName(s.winner)} won.`);
  else if (s.round_end && s.round_end.waiting.length) showStatus(`Round ${s.round_end.round} is over.`);
  else if (s.seat !== null && p.seat === s.seat) showStatus(p.prompt || 'Your turn.');
  else if (s.seat !== null && (p.waiting || []).includes(s.seat)) showStatus('The bots wait for you: react now, or let it go.');
  else if (steps) showStatus(`Next, ${seatName(p.seat)} decides.`);
  else showStatus(`Waiting for ${seatName(p.seat)}.`);
  document.body.dataset.over = s.over ? 'yes' : 'no';
  document.body.dataset.log = s.log_length;
  document.body.dataset.decision = p.decision;
}

// Whether the keyboard's focus has dropped to the page's body (the redraw replaces every
// control of the decision, the one a move was made with too).
function focusDropped() {
  const a = document.activeElement;
  return !a || a === document.body;
}

// Puts the focus on the first control of this seat's decision (an enabled card, else an
// option, else a reaction), so a move by the keyboard goes on from where it was made
// instead of from the top of the page.
function focusDecision() {
  const go = !$('round-end-go').hidden ? $('round-end-go') : !$('play-again').hidden ? $('play-again') : null;
  const next = go ? go
    : document.querySelector('#hand button.card:not([aria-disabled]), #options button, #reactions button');
  if (next) next.focus({ preventScroll: true });
}

// Fetches the state and the new events; one at a time, again if asked meanwhile.
async function refresh() {
  if (busy) { again = true; return; }
  busy = true;
  try {
    do {
      again = false;
      const st = await api({ cmd: 'state' });
      if (!st.ok) { showStatus(st.error, true); break; }
      if (st.state.mark < mark) { mark = 0; $('log').replaceChildren(); } // (a new match: its log anew)
      const ev = await api({ cmd: 'events', since: mark });
      if (ev.ok) { addEvents(ev.events); mark = ev.mark; }
      show(st.state);
    } while (again);
  } catch (e) {
    showStatus('The server cannot be reached.', true);
  } finally {
    busy = false;
  }
}

// Answers a typed question.
$('answer').addEventListener('submit', (e) => {
  e.preventDefault();
  act({ cmd: 'answer', text: $('answer-text').value });
  $('answer-text').value = '';
});
$('no-answer').addEventListener('click', () => act({ cmd: 'answer', text: null }));

// Listens for changes; the browser reconnects by itself if the stream drops.
function listen() {
  const events = new EventSource('/stream?t=' + encodeURIComponent(token));
  events.onmessage = (m) => {
    const news = JSON.parse(m.data);
    botError = news.bot_error;
    refresh();
  };
  events.onerror = () => showStatus('Reconnecting…', true);
}

// Step mode (a saved game): where the host is, and moving to another action.
let steps = null;
async function stepTo(to) {
  let reply;
  try {
    reply = await api(to === undefined ? { cmd: 'step' } : { cmd: 'step', to });
  } catch (e) {
    return showStatus('The server cannot be reached.', true);
  }
  if (!reply.ok) return showStatus(reply.error, true);
  steps = reply;
  $('stepper').hidden = false;
  $('step-where').textContent = `action ${steps.at} of ${steps.length}`;
  $('step-n').max = steps.playable;
  $('step-n').value = steps.at;
  $('step-failure').textContent = steps.failure || '';
  document.body.dataset.at = steps.at;
  document.body.dataset.hash = steps.hash;
  mark = 0;
  $('log').replaceChildren();
  await refresh();
}
$('step-first').addEventListener('click', () => stepTo(0));
$('step-back').addEventListener('click', () => stepTo(Math.max(0, steps.at - 1)));
$('step-forward').addEventListener('click', () => stepTo(Math.min(steps.playable, steps.at + 1)));
$('step-last').addEventListener('click', () => stepTo(steps.playable));
$('step-to').addEventListener('submit', (e) => { e.preventDefault(); stepTo(Number($('step-n').value)); });
document.addEventListener('keydown', (e) => {
  if (!steps || e.target.tagName === 'INPUT') return;
  if (e.key === 'ArrowLeft') $('step-back').click();
  if (e.key === 'ArrowRight') $('step-forward').click();
});

// Fetches the rules of the table once: the rulesets, the options in force (each with its
// help) and what each card does, drawn in the Rules box and kept for the cards' texts.
async function loadRules() {
  const reply = await api({ cmd: 'rules' });
  if (!reply.ok) return;
  const r = reply.rules, box = $('rules-text');
  abouts = {};
  for (const c of r.cards) abouts[c.type] = c.about;
  const list = (title, items) => {
    const dl = el('dl');
    for (const [term, text] of items) dl.append(el('dt', null, term), el('dd', null, text));
    return [el('h3', null, title), dl];
  };
  box.replaceChildren(
    ...list('Rulesets', r.rulesets.map((x) => [x.name, x.about || '(it says nothing about itself)'])),
    ...list('Options in force', r.options.map((o) => [`${o.name} = ${o.value}`,
      `${o.help}${o.value !== o.default ? ` (default ${o.default})` : ''}`])),
    ...list('Cards', r.cards.map((c) => [c.label, c.about || '(its script says nothing about it)'])));
}

// Opens the page: a seat's, or the host's; the host's asks whether the table is a saved
// game to step through (only the host's page may ask, so a seat's page asks nothing it
// would be refused).
async function start() {
  await loadRules();
  const first = await api({ cmd: 'state' });
  const host = first.ok && first.state && first.state.seat === null;
  const saved = host && (await api({ cmd: 'step' })).saved;
  if (saved) return stepTo();
  await refresh();
  listen();
}

if (!token) showStatus('This page needs the link the server printed (it ends with #t=…).', true);
else {
  start().catch(() => showStatus('The server cannot be reached.', true));
}
