// The browser client: keys to the server, lines to the live log, sounds, the board to board.js.
// No words, rules or key meanings live here: the server's game decides them. The few lines the
// page says by itself (the connection lost, keys not sent, the server unreachable, the end) are
// the Fluent files' words, put in the page's data- attributes by the server.
"use strict";

(function () {
  const body = document.body;
  const words = body.dataset;
  const KEYS = new Set(body.dataset.keys.split(" "));
  // ms between two lines, so a burst reaches every screen reader whole and in order: Chromium
  // sends the accessibility tree's changes in batches, every 150 ms once the page has loaded (350
  // before), and two lines in one batch reached Orca in either order.
  const SPACING = 250;
  const SPACING_LOADING = 400; // after the page's load, before its first line
  const KEEP = 1000; // lines kept in the log (a whole game at the detailed level is about 400)
  const MARKS = 16; // different invisible marks for a line said again
  const DELAYS = [500, 1000, 2000, 4000, 8000, 15000]; // ms before each new attempt, then 15 s
  const UNREACHABLE_AFTER = 4; // failed attempts after a drop before "cannot be reached"
  const RETELL = 3000; // ms between two "nothing was sent" for keys pressed while away
  const form = document.getElementById("join");
  const game = document.getElementById("game");
  const area = document.getElementById("area");
  const log = document.getElementById("log");
  const board = window.TalkingYahtzeeBoard;
  const queue = [];
  const said = new Map(); // a line's text -> how many times it was shown
  let seq = 0;
  let timer = null;
  let audio = null;
  const sounds = new Map();

  // -- the live log: one region and one queue, so lines are heard in the order the game said
  // them (urgent ones too: a reader speaks an assertive region first). A new node per line. A
  // line said again carries an invisible mark (zero-width spaces) that differs from its earlier
  // sayings, since Orca drops a line equal to one it spoke before, whatever came between.
  function mark(text) {
    if (said.size > 500 && !said.has(text)) said.clear();
    const times = said.get(text) || 0;
    said.set(text, times + 1);
    return "\u200b".repeat(times % MARKS) + text; // before: a period at the end stays one
  }
  function show(line) {
    const node = document.createElement("p");
    node.textContent = mark(line.text);
    node.dataset.seq = String(++seq);
    if (line.urgent) node.className = "urgent";
    log.appendChild(node);
    while (log.childElementCount > KEEP) log.removeChild(log.firstElementChild);
  }
  // The board changes only between bursts: Firefox loses live-region lines when other text on
  // the page changes during a burst.
  let board_data = null;
  function show_board() {
    if (board_data !== null && board) board.draw(board_data, send_keys);
    board_data = null;
  }
  function pump() {
    timer = null;
    const line = queue.shift();
    if (line === undefined) {
      show_board();
      return;
    }
    show(line);
    timer = setTimeout(pump, SPACING); // the next line waits, even one not yet arrived
  }
  function say(text, urgent) {
    queue.push({ text: text, urgent: urgent });
    if (timer === null && loaded) pump();
  }
  // Nothing is shown before the page has loaded, and then only after a pause: lines added while
  // the browser was still making the page accessible reached Orca together, in either order
  // (Firefox, after a reload: "You are back in your seat" before whose turn).
  let loaded = false;
  function start() {
    if (loaded) return;
    loaded = true;
    if (timer === null) timer = setTimeout(pump, SPACING_LOADING);
  }
  if (document.readyState === "complete") setTimeout(start, 0);
  else window.addEventListener("load", start);

  // -- sounds: the game's own earcons, fetched from this server --------------------------------
  function play(name) {
    if (!window.AudioContext) return;
    if (audio === null) audio = new AudioContext();
    let buffer = sounds.get(name);
    if (buffer === undefined) {
      buffer = fetch("/sounds/" + name + ".wav")
        .then(function (r) { return r.arrayBuffer(); })
        .then(function (data) { return audio.decodeAudioData(data); });
      sounds.set(name, buffer);
    }
    buffer.then(function (decoded) {
      const source = audio.createBufferSource();
      source.buffer = decoded;
      source.connect(audio.destination);
      source.start();
    }).catch(function () { sounds.delete(name); });
  }

  // -- who the player is: a key for this server, kept in this browser ------------------------
  // Made here from crypto.getRandomValues (32 bytes, URL-safe base64) on the first visit and kept
  // in localStorage (one per server: storage is per origin); sent first on every connection, it
  // holds the seat, as the terminal's key file does (docs/online.md).
  const IDENTITY = "talking-yahtzee-key";
  const KEY_FORM = /^[A-Za-z0-9_-]{32,128}$/;
  let kept_key = null;
  function identity() {
    try {
      const stored = window.localStorage.getItem(IDENTITY);
      if (stored !== null && KEY_FORM.test(stored)) return stored;
    } catch (e) { /* storage refused: a key for this page only */ }
    if (kept_key === null) {
      const bytes = new Uint8Array(32);
      window.crypto.getRandomValues(bytes);
      let binary = "";
      bytes.forEach(function (b) { binary += String.fromCharCode(b); });
      kept_key = btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    }
    try { window.localStorage.setItem(IDENTITY, kept_key); } catch (e) { /* kept for now */ }
    return kept_key;
  }

  // -- the connection, kept: a drop is retried with backoff and said, as the terminal does ----
  const query = new URLSearchParams(location.search);
  const name = query.get("name") || "";
  const lang = query.get("lang") || document.documentElement.lang;
  let code = body.dataset.code; // the table the seat is at (the address bar follows it)
  let socket = null;
  let opened = false; // this attempt's socket opened
  let ever = false; // a socket ever opened
  let ended = false; // the game ended the session (the player left): no more attempts
  let failures = 0; // attempts failed since the last open socket
  let told = ""; // what the page said of this outage ("lost", "unreachable")
  let retry = null;
  let unsent = 0; // when the page last said a key was not sent
  let early = []; // keys typed before this page's first connection was ready: sent then
  let ready = false; // the first connection is ready for keys (seated at the link's table)
  const EARLY_KEYS = 32;
  const EARLY_WAIT = 5000; // ms after opening before keys typed early go anyway

  function follow_table(table) {
    code = table;
    const params = new URLSearchParams({ name: name, lang: lang });
    const path = table ? "/t/" + table : "/";
    if (location.pathname !== path) history.replaceState(null, "", path + "?" + params.toString());
  }
  function tell(what) {
    if (told === what) return;
    told = what;
    say(words[what], true);
  }
  function connect() {
    retry = null;
    opened = false;
    const params = new URLSearchParams({ name: name, lang: lang, code: code });
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    try {
      socket = new WebSocket(scheme + "//" + location.host + "/web/play?" + params.toString());
    } catch (e) {
      lost(null);
      return;
    }
    socket.onopen = function () {
      opened = ever = true;
      failures = 0;
      told = "";
      socket.send(JSON.stringify({ identity: identity() }));
      if (!ready) setTimeout(become_ready, EARLY_WAIT);
    };
    socket.onmessage = function (event) {
      const data = JSON.parse(event.data);
      if (Array.isArray(data)) data.forEach(heard); // a burst of lines in one message
      else heard(data);
    };
    socket.onclose = function (event) { lost(event); };
  }
  function heard(m) {
    if (m === null || typeof m !== "object") return;
    if (!ready && (!code || m.table === code)) become_ready();
    if (typeof m.say === "string") say(m.say, m.urgent === true);
    else if (m.stop === true) queue.length = 0;
    else if (typeof m.sound === "string") play(m.sound);
    else if (typeof m.table === "string") follow_table(m.table);
    else if (m.end === true) ended = true;
    else if (m.board !== null && typeof m.board === "object") {
      board_data = m.board;
      if (timer === null) show_board();
    }
  }
  function lost(event) {
    const was_open = opened;
    socket = null;
    opened = false;
    if (leaving) return; // a reload or another page: the next page connects, nothing to say
    if (ended || (event !== null && event.code === 1008)) { // left, or refused for good
      ended = true;
      say(words.closed, true);
      return;
    }
    if (!ready) { // the first connection failed: keys typed meanwhile are not kept for later
      ready = true;
      if (early.length > 0) say(words.unsent, true);
      early = [];
    }
    if (was_open) tell("lost");
    else failures += 1;
    if (!ever || failures >= UNREACHABLE_AFTER) tell("unreachable");
    const delay = DELAYS[Math.min(failures, DELAYS.length - 1)];
    retry = setTimeout(connect, delay * (0.8 + 0.4 * Math.random()));
  }
  // Keys typed while the page loads (a reload, then a letter at once) reach the game once the
  // player is back at the link's table (or in the lobby), in the order typed.
  // A key typed just after a reload (F5) may still reach the page being left: it is kept in this
  // tab's sessionStorage and sent by the next page with the keys typed while it loads.
  const CARRIED = "talking-yahtzee-keys-typed-while-leaving";
  const CARRIED_FOR = 10000; // ms: a key older than this (the page left long ago) is not sent
  let leaving = false;
  function carry(key, event) {
    try {
      const kept = JSON.parse(window.sessionStorage.getItem(CARRIED) || "[]");
      const mods = { ctrlKey: event.ctrlKey, altKey: event.altKey, metaKey: event.metaKey };
      if (kept.length < EARLY_KEYS) kept.push({ key: key, event: mods, at: Date.now() });
      window.sessionStorage.setItem(CARRIED, JSON.stringify(kept));
    } catch (e) { /* storage refused: the key is lost, as it would be without this */ }
  }
  function carried() {
    try {
      const kept = JSON.parse(window.sessionStorage.getItem(CARRIED) || "[]");
      window.sessionStorage.removeItem(CARRIED);
      if (!Array.isArray(kept)) return [];
      const fresh = Date.now() - CARRIED_FOR;
      return kept.filter(function (k) {
        return k !== null && typeof k.key === "string" && typeof k.at === "number" && k.at > fresh;
      });
    } catch (e) {
      return [];
    }
  }
  // Letters typed before this script ran, kept by keys.js (loaded first, not deferred).
  function typed_before() {
    const kept = window.TalkingYahtzeeKeys;
    window.TalkingYahtzeeKeys = null;
    if (!Array.isArray(kept)) return [];
    const plain = { ctrlKey: false, altKey: false, metaKey: false };
    return kept
      .filter(function (k) { return k !== null && typeof k.key === "string"; })
      .map(function (k) { return { key: k.key, event: plain }; });
  }
  window.addEventListener("beforeunload", function () { leaving = true; });
  window.addEventListener("pageshow", function (event) { // back from the browser's cache
    leaving = false;
    if (event.persisted && name && socket === null && retry === null && !ended) connect();
  });

  function become_ready() {
    if (ready) return;
    ready = true;
    const keys = early;
    early = [];
    keys.forEach(function (k) { send(k.key, k.event); });
  }
  function again_now() {
    if (retry === null || ended) return;
    clearTimeout(retry);
    connect();
  }
  window.addEventListener("online", again_now);

  // -- keys: the browser's names, passed on; the server's key tables say what they do ----------
  // A key pressed while the connection is away is not kept for later (the game may have moved
  // on): the page says that nothing was sent, at most every RETELL ms, and tries again at once.
  function send(key, event) {
    if (!ready && !ended) { // kept in order until the seat is back; past the limit, said
      if (early.length >= EARLY_KEYS) {
        say(words.unsent, true);
        return false;
      }
      const mods = event && { ctrlKey: event.ctrlKey, altKey: event.altKey, metaKey: event.metaKey };
      early.push({ key: key, event: mods });
      return true;
    }
    if (socket === null || !opened || socket.readyState !== WebSocket.OPEN) {
      const now = Date.now();
      if (now - unsent > RETELL) {
        unsent = now;
        say(ended ? words.closed : words.unsent, true);
      }
      again_now();
      return false;
    }
    socket.send(JSON.stringify({
      key: key,
      ctrl: event ? event.ctrlKey : false,
      alt: event ? event.altKey : false,
      meta: event ? event.metaKey : false,
    }));
    return true;
  }
  function send_keys(keys) { // the board's taps
    return keys.every(function (key) { return send(key, null); });
  }

  // The game area's keys; the page's body too (a click beside the controls, or the moment the
  // area is focused again after the load), never another control's (a button's Enter, the form).
  document.addEventListener("keydown", function (event) {
    const here = document.activeElement;
    if (here !== area && here !== document.body && here !== null) return;
    if (game.hidden) return;
    const key = event.key;
    const control = event.ctrlKey && (key === "z" || key === "n");
    if (event.altKey || event.metaKey || (event.ctrlKey && !control)) return;
    if (!control && !KEYS.has(key) && !(key.length === 1)) return;
    event.preventDefault();
    if (leaving) { // the next page sends it
      carry(key, event);
      return;
    }
    if (board) board.keyed();
    send(key, event);
  });
  document.querySelectorAll(".buttons button[data-key]").forEach(function (button) {
    button.addEventListener("click", function () {
      if (board) board.keyed();
      send(button.dataset.key, null);
    });
  });

  if ("serviceWorker" in navigator) { // installable, and says so when the server is away
    navigator.serviceWorker.register("/sw.js").then(function () {
      return navigator.serviceWorker.ready;
    }).then(function (registration) {
      registration.active.postMessage({ keep: location.href }); // to open without the server
    }).catch(function () { /* no worker over plain http but on this machine */ });
  }
  const before = typed_before(); // from here on this script handles every key
  if (name) {
    if (document.activeElement !== area) area.focus();
    early = carried().concat(before).slice(0, EARLY_KEYS);
    connect();
  } else {
    form.addEventListener("submit", function (event) {
      // the page again, in the language chosen: its own words come from the server
      event.preventDefault();
      const next = new URLSearchParams({
        name: document.getElementById("name").value,
        lang: document.getElementById("lang").value,
      });
      location.search = next.toString();
    });
  }
})();
