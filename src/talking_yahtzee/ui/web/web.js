// The browser client: keys to the server, lines to the live logs, sounds, the board. No words,
// rules or key meanings live here: the server's game (the terminal's own objects) decides them.
"use strict";

(function () {
  const body = document.body;
  const KEYS = new Set(body.dataset.keys.split(" "));
  const SPACING = 150; // ms between two lines, so a burst reaches every screen reader whole
  const KEEP = 1000; // lines kept in each log (a whole game at the detailed level is about 400)
  const form = document.getElementById("join");
  const game = document.getElementById("game");
  const area = document.getElementById("area");
  const board = document.getElementById("board");
  const logs = { polite: document.getElementById("log"), urgent: document.getElementById("urgent") };
  const queue = [];
  let seq = 0;
  let last = null; // the text shown last, and whether it carried the mark
  let marked = false;
  let timer = null;
  let socket = null;
  let audio = null;
  const sounds = new Map();

  // -- the live logs: a new node per line (an identical line is heard again), spaced ----------
  function show(line) {
    const log = line.urgent ? logs.urgent : logs.polite;
    const node = document.createElement("p");
    // Orca drops an insert equal to the one before: a line said again carries an invisible mark
    // (a zero-width space) every other time, so it is heard again.
    marked = line.text === last && !marked;
    last = line.text;
    node.textContent = marked ? line.text + "\u200b" : line.text;
    node.dataset.seq = String(++seq);
    log.appendChild(node);
    while (log.childElementCount > KEEP) log.removeChild(log.firstElementChild);
  }
  // The board changes only between bursts: Firefox loses live-region lines when other text on
  // the page changes during a burst.
  let board_lines = null;
  function show_board() {
    if (board_lines !== null) board.textContent = board_lines.join("\n");
    board_lines = null;
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
    if (timer === null) pump();
  }

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
  // The address bar follows the seat: a reload or the same link again takes it back.
  function follow_table(code, name, lang) {
    const params = new URLSearchParams({ name: name, lang: lang });
    const path = code ? "/t/" + code : "/";
    if (location.pathname !== path) history.replaceState(null, "", path + "?" + params.toString());
  }

  // -- the connection --------------------------------------------------------------------------
  function connect(name, lang) {
    const params = new URLSearchParams({ name: name, lang: lang, code: body.dataset.code });
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(scheme + "//" + location.host + "/web/play?" + params.toString());
    socket.onopen = function () { socket.send(JSON.stringify({ identity: identity() })); };
    socket.onmessage = function (event) {
      const m = JSON.parse(event.data);
      if (typeof m.say === "string") say(m.say, m.urgent === true);
      else if (m.stop === true) queue.length = 0;
      else if (typeof m.sound === "string") play(m.sound);
      else if (typeof m.table === "string") follow_table(m.table, name, lang);
      else if (Array.isArray(m.board)) {
        board_lines = m.board;
        if (timer === null) show_board();
      }
    };
    socket.onclose = function () { say(body.dataset.closed, true); };
  }
  function send(key, event) {
    if (socket === null || socket.readyState !== WebSocket.OPEN) return;
    socket.send(JSON.stringify({
      key: key,
      ctrl: event ? event.ctrlKey : false,
      alt: event ? event.altKey : false,
      meta: event ? event.metaKey : false,
    }));
  }

  area.addEventListener("keydown", function (event) {
    const key = event.key;
    const control = event.ctrlKey && (key === "z" || key === "n");
    if (event.altKey || event.metaKey || (event.ctrlKey && !control)) return;
    if (!control && !KEYS.has(key) && !(key.length === 1)) return;
    event.preventDefault();
    send(key, event);
  });
  game.querySelectorAll("button[data-key]").forEach(function (button) {
    button.addEventListener("click", function () { send(button.dataset.key, null); });
  });

  function start(name, lang) {
    form.hidden = true;
    game.hidden = false;
    document.documentElement.lang = lang;
    area.focus();
    connect(name, lang);
  }
  const query = new URLSearchParams(location.search);
  const name = query.get("name") || "";
  const lang = query.get("lang") || document.documentElement.lang;
  if (name) {
    start(name, lang);
  } else {
    form.hidden = false;
    document.getElementById("name").focus();
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
