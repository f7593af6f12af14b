// The board for sighted friends: the server's data (ui/web_board.py) drawn as dice, a score card
// table with row and column headers, whose turn, and the standings. It never speaks by itself (no
// live region: the log does the speaking) and writes no word of its own: every word comes in the
// data, from the Fluent files. A tap sends the keys the keyboard would (web.js's send): a die its
// hold key, a row Home then Down to its box (a second tap on the same row: Enter, to score it).
"use strict";

window.TalkingYahtzeeBoard = (function () {
  const SVG = "http://www.w3.org/2000/svg";
  const PIPS = {
    1: [[50, 50]],
    2: [[28, 28], [72, 72]],
    3: [[28, 28], [50, 50], [72, 72]],
    4: [[28, 28], [72, 28], [28, 72], [72, 72]],
    5: [[28, 28], [72, 28], [50, 50], [28, 72], [72, 72]],
    6: [[28, 28], [72, 28], [28, 50], [72, 50], [28, 72], [72, 72]],
  };
  const section = document.getElementById("board");
  const dice = document.getElementById("dice");
  const diceLabel = document.getElementById("dice-label");
  const card = document.getElementById("card");
  const caption = document.getElementById("card-caption");
  const standingsHeading = document.getElementById("standings-heading");
  const standings = document.getElementById("standings");
  let shape = "";
  let cells = {}; // row id -> [th, td per player]
  let selected = null; // the box a first tap put the cursor on
  let send = function () { return false; };

  function text(element, value) {
    if (element.textContent !== value) element.textContent = value;
  }
  function element(tag, attributes, parent) {
    const node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (k) { node.setAttribute(k, attributes[k]); });
    if (parent) parent.appendChild(node);
    return node;
  }

  // -- the dice: buttons that hold and release, drawn faces, "held" in words as well ----------
  function face(value) {
    const svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("viewBox", "0 0 100 100");
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("focusable", "false");
    const square = document.createElementNS(SVG, "rect");
    [["x", 4], ["y", 4], ["width", 92], ["height", 92], ["rx", 16], ["class", "face"]].forEach(
      function (a) { square.setAttribute(a[0], a[1]); });
    svg.appendChild(square);
    (PIPS[value] || []).forEach(function (p) {
      const pip = document.createElementNS(SVG, "circle");
      pip.setAttribute("cx", p[0]);
      pip.setAttribute("cy", p[1]);
      pip.setAttribute("r", 9);
      pip.setAttribute("class", "pip");
      svg.appendChild(pip);
    });
    return svg;
  }
  function drawDice(data) {
    text(diceLabel, data.words.dice);
    const buttons = dice.querySelectorAll("button");
    for (let p = 0; p < 5; p++) {
      let button = buttons[p];
      if (button === undefined) {
        button = element("button", { type: "button", class: "die" }, dice);
        button.addEventListener("click", function () {
          if (button.dataset.key) send([button.dataset.key]);
        });
      }
      const value = data.dice ? data.dice[p] : 0;
      const held = data.dice !== null && data.held[p];
      if (button.dataset.value !== String(value)) {
        button.replaceChildren(face(value));
        element("span", { class: "held-mark", "aria-hidden": "true" }, button);
        button.dataset.value = String(value);
      }
      text(button.querySelector(".held-mark"), held ? data.words.held : "");
      button.setAttribute("aria-label", data.words.die[p]);
      button.disabled = data.dice === null;
      if (data.dice === null) button.removeAttribute("aria-pressed");
      else button.setAttribute("aria-pressed", held ? "true" : "false");
      button.classList.toggle("held", held);
      button.dataset.key = data.dice === null ? "" : String(data.hold === "value" ? value : p + 1);
    }
  }

  // -- the score card: built once per players and boxes, then only its cells change ----------
  function rows(data) {
    const list = [];
    const totals = {};
    data.totals.forEach(function (t) { totals[t.id] = t; });
    data.boxes.forEach(function (box, i) {
      list.push({ id: box.id, name: box.name, box: i });
      const next = data.boxes[i + 1];
      if (box.upper && (next === undefined || !next.upper)) {
        ["upper", "bonus"].forEach(function (id) { if (totals[id]) list.push(totals[id]); });
      }
    });
    ["lower", "yahtzee-bonus", "total"].forEach(function (id) {
      if (totals[id]) list.push(totals[id]);
    });
    return list;
  }
  function build(data, list) {
    const head = card.tHead;
    const body = card.tBodies[0];
    head.replaceChildren();
    body.replaceChildren();
    cells = {};
    const top = element("tr", {}, head);
    element("th", { scope: "col" }, top).textContent = data.words.box;
    cells.head = data.players.map(function () { return element("th", { scope: "col" }, top); });
    list.forEach(function (row) {
      const tr = element("tr", { "data-row": row.id }, body);
      if (row.box === undefined) tr.className = "sum";
      const th = element("th", { scope: "row" }, tr);
      cells[row.id] = [th].concat(data.players.map(function () { return element("td", {}, tr); }));
    });
  }
  function header(th, row, data) {
    const steps = data.reach[row.id];
    const button = th.querySelector("button");
    if (steps === undefined) {
      if (button !== null || th.textContent !== row.name) th.textContent = row.name;
      return;
    }
    if (button === null) {
      th.textContent = "";
      const made = element("button", { type: "button", class: "box" }, th);
      made.addEventListener("click", function () { tap(made); });
    }
    const target = th.querySelector("button");
    text(target, row.name);
    target.dataset.box = row.id;
    target.dataset.steps = String(steps);
  }
  function tap(button) {
    const id = button.dataset.box;
    if (selected === id) {
      send(["Enter"]);
      return;
    }
    const keys = ["Home"];
    for (let n = 0; n < Number(button.dataset.steps); n++) keys.push("ArrowDown");
    if (send(keys)) select(id);
  }
  function select(id) {
    selected = id;
    card.querySelectorAll("tr[data-row]").forEach(function (tr) {
      tr.classList.toggle("selected", tr.dataset.row === id);
    });
  }
  function drawCard(data) {
    const list = rows(data);
    const made = JSON.stringify([data.players, list.map(function (r) { return r.id; })]);
    if (made !== shape) {
      build(data, list);
      shape = made;
    }
    text(caption, data.words.caption);
    data.players.forEach(function (player, i) {
      const th = cells.head[i];
      text(th, player.you ? data.words.you : player.name);
      if (i === data.turn) th.setAttribute("aria-current", "true");
      else th.removeAttribute("aria-current");
      th.classList.toggle("current", i === data.turn);
    });
    list.forEach(function (row) {
      const line = cells[row.id];
      header(line[0], row, data);
      data.players.forEach(function (player, i) {
        const td = line[i + 1];
        let shown = "";
        let possible = false;
        if (row.box === undefined) shown = String(row.values[i]);
        else if (data.scores[i][row.box] !== null) shown = String(data.scores[i][row.box]);
        else if (i === data.turn && data.words.possible[row.id] !== undefined) {
          shown = data.words.possible[row.id];
          possible = true;
        }
        text(td, shown);
        td.classList.toggle("possible", possible);
        td.classList.toggle("current", i === data.turn);
      });
    });
    if (selected !== null && data.reach[selected] === undefined) select(null);
  }

  function drawStandings(data) {
    text(standingsHeading, data.words.standings);
    const items = standings.children;
    data.words.places.forEach(function (line, i) {
      const item = items[i] || element("li", {}, standings);
      text(item, line);
    });
    while (standings.children.length > data.words.places.length) standings.lastChild.remove();
  }

  function draw(data, sender) {
    send = sender;
    if (!data.game) {
      section.hidden = true;
      shape = "";
      return;
    }
    text(document.getElementById("turn"), data.words.turn);
    text(document.getElementById("round"), data.over ? "" : data.words.round);
    text(document.getElementById("rolls"), data.words.rolls);
    drawDice(data);
    drawCard(data);
    drawStandings(data);
    section.hidden = false;
  }

  // Any key the player sends by other means ends a first tap's choice.
  function keyed() { if (selected !== null) select(null); }

  return { draw: draw, keyed: keyed };
})();
