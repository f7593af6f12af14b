// The service worker: the page installs to a home screen or a desktop and starts from there. The
// network first, always (the game lives on the server); when the server cannot be reached, the
// copy of the page, script, style and icons kept here, so the page opens and says so in the
// player's language (web.js). __VERSION__ is replaced by the server with its files' version.
"use strict";

const CACHE = "talking-yahtzee-__VERSION__";
const SHELL = [
  "/static/web.js",
  "/static/keys.js",
  "/static/board.js",
  "/static/web.css",
  "/icons/icon.svg",
  "/icons/icon-192.png",
];
const PAGES = 8; // pages kept (the lobby and table links last opened), besides the last one
const LAST = "/?last-page";

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    return cache.addAll(SHELL);
  }).then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (n) { return n !== CACHE; }).map(function (n) {
      return caches.delete(n);
    }));
  }).then(function () { return self.clients.claim(); }));
});

function keep(request, response, page) {
  const last = page ? response.clone() : null;
  return caches.open(CACHE).then(function (cache) {
    const puts = [cache.put(request, response)];
    if (last !== null) puts.push(cache.put(LAST, last));
    return Promise.all(puts).then(function () { return page ? cache.keys() : []; })
      .then(function (keys) {
        const pages = keys.filter(function (k) {
          const path = new URL(k.url).pathname;
          return (path === "/" || path.startsWith("/t/")) && !k.url.endsWith(LAST);
        });
        return Promise.all(pages.slice(0, Math.max(0, pages.length - PAGES)).map(function (k) {
          return cache.delete(k);
        }));
      });
  });
}

// The page that registered the worker was fetched before the worker ran: it asks to be kept.
self.addEventListener("message", function (event) {
  const data = event.data || {};
  if (typeof data.keep !== "string") return;
  const url = new URL(data.keep, self.location.origin);
  if (url.origin !== self.location.origin) return;
  const request = new Request(url.href, { mode: "same-origin" });
  event.waitUntil(fetch(request).then(function (response) {
    return response.ok ? keep(new Request(url.href), response, true) : undefined;
  }).catch(function () { /* away: the next page kept will do */ }));
});

self.addEventListener("fetch", function (event) {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname === "/sw.js" || url.pathname.startsWith("/web/")) return;
  const page = request.mode === "navigate";
  event.respondWith(fetch(request).then(function (response) {
    if (response.ok) event.waitUntil(keep(request, response.clone(), page));
    return response;
  }).catch(function () {
    return caches.open(CACHE).then(function (cache) {
      return cache.match(request).then(function (hit) {
        return hit || (page ? cache.match(LAST) : undefined);
      });
    }).then(function (hit) { return hit || Response.error(); });
  }));
});
