// Keys typed before web.js runs: loaded first, not deferred, so that a letter pressed at once
// after a reload (F5), while the rest of the page is still on its way, is kept for web.js in the
// order typed (under Orca in Firefox such a key reached the new page before web.js ran, and was
// lost). web.js takes them and sets the list to null; from then on it handles every key itself.
"use strict";

window.TalkingYahtzeeKeys = [];
document.addEventListener("keydown", function (event) {
  const kept = window.TalkingYahtzeeKeys;
  if (!Array.isArray(kept) || kept.length >= 32) return;
  if (event.altKey || event.metaKey || event.ctrlKey || event.key.length !== 1) return;
  const target = event.target;
  if (target && /^(INPUT|SELECT|TEXTAREA|BUTTON)$/.test(target.tagName)) return; // the form
  event.preventDefault();
  kept.push({ key: event.key, at: Date.now() });
});
