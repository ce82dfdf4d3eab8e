// The main page's picker, with no WebAssembly until it is asked for: the
// games are links to their own pages (index.html), and this script adds
// what reads the device: a saved game at its table opens there, Resume for
// each saved game that goes on, the games played here (read from the same
// database the app keeps them in), which games need the network once when
// offline, and "Keep every game for offline". A kept game's report or
// replay, and backups, need the app: the first such tap starts it (the
// main page's wasm, fetched only then), which draws the same picker and
// does what was asked.
(function () {
  "use strict";
  var boot = document.getElementById("boot");
  // (Not on a page that is leaving for another: index.html's first script.)
  if (!boot || !boot.querySelector(".picker") || window.keepTableLeaving) return;
  var games = [].map.call(boot.querySelectorAll("[data-game-entry]"), function (e) {
    return { id: e.getAttribute("data-game-entry"), title: e.querySelector(".game-name").textContent };
  });
  var store = null;
  try {
    store = window.localStorage;
  } catch (e) {
    store = null;
  }
  var read = function (key) {
    try {
      return store ? store.getItem(key) : null;
    } catch (e) {
      return null;
    }
  };
  var el = function (tag, attrs, text) {
    var e = document.createElement(tag);
    for (var k in attrs) e.setAttribute(k, attrs[k]);
    if (text != null) e.textContent = text;
    return e;
  };
  var say = function (text) {
    var bar = document.querySelector("[data-testid=notice]");
    if (!bar) {
      bar = el("div", { class: "notice", "data-testid": "notice", role: "status" });
      boot.querySelector("header").after(bar);
    }
    bar.textContent = text;
  };

  // Each game's saved table: opened at once when it was at its table (as
  // the app does), unless the picker was asked for by name (`#/`).
  // A save that is plainly unreadable (not JSON, another version or game,
  // no moves) or a card list that is not JSON: the app sets it aside and
  // says so, as it always did (a save that is wrong deeper down is found
  // by the game's page).
  var unreadable = false;
  var saves = games.map(function (g) {
    var text = read("keep-table." + g.id + ".game");
    var session = null;
    try {
      var save = text ? JSON.parse(text) : null;
      if (save && (save.version !== 1 || save.game !== g.id || !save.session || !save.session.game || !Array.isArray(save.session.game.actions))) unreadable = true;
      session = save && !unreadable ? save.session : null;
    } catch (e) {
      unreadable = true;
    }
    return { game: g, session: session };
  });
  try {
    var cards = read("keep-table.keep.cards");
    if (cards) JSON.parse(cards);
  } catch (e) {
    unreadable = true;
  }
  // A link this page's first script did not send on (a game this version
  // does not know, a broken one) or any other address: the app reads it
  // and says what it can do.
  var byName = !!location.hash;
  var asked = location.search || (location.hash && location.hash !== "#/") || unreadable;
  // The picker's address is the page's own (`#/` asked for it by name).
  if (location.hash === "#/" && history.replaceState) history.replaceState(history.state, "", location.pathname + location.search);
  if (!location.search && !byName && !unreadable) {
    for (var i = 0; i < saves.length; i++) {
      if (saves[i].session && saves[i].session.at_table) {
        location.replace("play-" + saves[i].game.id + ".html#/" + saves[i].game.id + "/table");
        return;
      }
    }
  }
  if (!store) {
    say("This browser blocks storage: you can play, but the game will not be saved. Export a backup from the game picker to keep a game.");
  }

  if (asked) {
    if (window.keepTableApp) window.keepTableApp();
    return;
  }

  // Resume: each saved game that goes on (its session has no end time).
  var resumes = boot.querySelector("[data-resumes]");
  saves.forEach(function (s) {
    if (!s.session || s.session.ended) return;
    var testid = s.game.id === "card-keeper" ? "resume-game" : "resume-" + s.game.id;
    var a = el("a", { class: "primary button-link", "data-testid": testid, href: "play-" + s.game.id + ".html#/" + s.game.id + "/table" }, "Resume your " + s.game.title + " game");
    resumes.appendChild(a);
  });
  // Games waiting to reach a designer (src/shell/store/outbox.rs).
  try {
    var waiting = JSON.parse(read("keep-table.outbox") || "{}").items.length;
    if (waiting > 0) {
      resumes.after(el("p", { class: "hint", role: "status", "data-testid": "outbox-count", "data-count": waiting },
        waiting === 1 ? "1 game is waiting to reach the designer: open a game to send it."
          : waiting + " games are waiting to reach the designer: open a game to send them."));
    }
  } catch (e) {}

  // The app, started once when a tap needs it; then `selector`'s element in
  // the app's own page is tapped for the person.
  var started = null;
  var startApp = function () {
    if (!started) {
      boot.setAttribute("data-app-loading", "1");
      started = window.keepTableApp ? window.keepTableApp() : Promise.reject(new Error("the app is not in this page"));
    }
    return started;
  };
  var inApp = function (selector) {
    var status = boot.querySelector("[data-testid=backup-status]");
    if (status) status.textContent = "Opening the app…";
    // The app opens on its picker (asked for by name), not a saved table.
    if (!location.hash && history.replaceState) history.replaceState(history.state, "", location.pathname + location.search + "#/");
    return startApp().then(function () {
      return new Promise(function (done, fail) {
        var tries = 0;
        (function look() {
          var app = document.querySelector("[data-app-started]");
          var target = app && app.querySelector(selector);
          if (target) return done(target);
          if (++tries > 200) return fail(new Error("the app did not open"));
          setTimeout(look, 25);
        })();
      });
    }).catch(function (e) {
      say("Keep Table could not open this (" + e.message + "): check the network and try again.");
    });
  };
  boot.addEventListener("click", function (ev) {
    var t = ev.target.closest("[data-in-app]");
    if (!t) return;
    ev.preventDefault();
    inApp(t.getAttribute("data-in-app")).then(function (target) {
      if (target) target.click();
    });
  });
  // A backup chosen here is handed to the app, which reads it.
  var chosen = boot.querySelector("[data-testid=backup-import]");
  if (chosen) {
    chosen.disabled = false;
    chosen.addEventListener("change", function () {
      var file = chosen.files && chosen.files[0];
      if (!file) return;
      window.keepTableImport = file;
      chosen.value = "";
      inApp("[data-testid=backup-status]");
    });
  }

  // The games played here, read from the app's database.
  var MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  var pad = function (n) { return n < 10 ? "0" + n : String(n); };
  var when = function (ms) {
    if (!ms) return "an earlier day";
    var d = new Date(ms);
    return d.getDate() + " " + MONTHS[d.getMonth()] + " " + d.getFullYear() + ", " + pad(d.getHours()) + ":" + pad(d.getMinutes());
  };
  var count = function (n, one) { return n + " " + one + (n === 1 ? "" : "s"); };
  var titleOf = function (id) {
    for (var i = 0; i < games.length; i++) if (games[i].id === id) return games[i].title;
    return id;
  };
  var db = function () {
    return new Promise(function (done, fail) {
      if (!window.indexedDB) return fail(new Error("no database"));
      var req = indexedDB.open("keep-table", 1);
      req.onupgradeneeded = function () { req.result.createObjectStore("records"); };
      req.onsuccess = function () { done(req.result); };
      req.onerror = function () { fail(req.error); };
    });
  };
  var records = function () {
    return db().then(function (d) {
      return new Promise(function (done, fail) {
        var req = d.transaction("records", "readonly").objectStore("records").getAll();
        req.onsuccess = function () {
          var list = [];
          req.result.forEach(function (text) {
            try {
              var r = JSON.parse(text);
              if (r.format === "keep-table-record" && r.version === 1 && r.id) list.push(r);
            } catch (e) {}
          });
          list.sort(function (a, b) {
            return (b.ended || 0) - (a.ended || 0) || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);
          });
          done(list);
        };
        req.onerror = function () { fail(req.error); };
      });
    });
  };
  var forget = function (ids) {
    return db().then(function (d) {
      return new Promise(function (done, fail) {
        var tx = d.transaction("records", "readwrite");
        ids.forEach(function (id) { tx.objectStore("records").delete(id); });
        tx.oncomplete = done;
        tx.onerror = tx.onabort = function () { fail(tx.error); };
      });
    });
  };
  var played = boot.querySelector("[data-played]");
  var draw = function (list) {
    played.textContent = "";
    if (!list.length) return;
    var section = el("section", { class: "games-played", "data-testid": "games-played", "aria-labelledby": "games-played-title" });
    section.appendChild(el("h2", { id: "games-played-title" }, "Games played here"));
    var ol = el("ol", { class: "played-list" });
    list.forEach(function (r, i) {
      var players = (r.seats || []).map(function (s) { return s.name; });
      var outcome = !r.winners ? "unfinished after " + count(r.moves, "move")
        : !r.winners.length ? "a draw, " + count(r.moves, "move")
        : "won by " + r.winners.map(function (s) { return players[s] || "?"; }).join(" and ") + ", " + count(r.moves, "move");
      var said = count((r.marks || []).length, "mark") + " · " + count((r.answers || []).length, "answer") + ((r.guest_notes || []).length || r.notes ? " · notes" : "");
      var label = titleOf(r.game) + ", " + when(r.ended);
      var li = el("li", { class: "played", "data-testid": "game-played-" + i, "data-record": r.id, "data-finished": String(!!r.finished) });
      var head = el("p", { class: "played-head" });
      head.appendChild(el("strong", {}, label));
      li.appendChild(head);
      li.appendChild(el("p", { class: "played-line" }, players.join(", ") + ": " + outcome));
      li.appendChild(el("p", { class: "played-line hint" }, said));
      var actions = el("div", { class: "actions" });
      var row = '[data-record="' + r.id + '"] ';
      actions.appendChild(el("button", { class: "secondary", "data-testid": "played-report", "aria-label": "Report of " + label, "data-in-app": row + "[data-testid=played-report]" }, "Report"));
      actions.appendChild(el("button", { class: "secondary", "data-testid": "played-replay", "aria-label": "Replay of " + label, "data-in-app": row + "[data-testid=played-replay]" }, "Replay"));
      var del = el("button", { class: "secondary", "data-testid": "played-delete", "aria-label": "Delete " + label }, "Delete");
      del.onclick = function () {
        if (!confirm("Delete this game from the games played here? Its record, marks and answers are gone for good (a backup keeps them).")) return;
        forget([r.id]).then(refresh, function (e) { say("Nothing was deleted: " + e + "."); });
      };
      actions.appendChild(del);
      li.appendChild(actions);
      ol.appendChild(li);
    });
    section.appendChild(ol);
    var all = el("div", { class: "actions" });
    var delAll = el("button", { class: "secondary", "data-testid": "games-played-delete-all" }, "Delete all listed");
    delAll.onclick = function () {
      if (!confirm("Delete all " + count(list.length, "game") + " listed here? Their records, marks and answers are gone for good (a backup keeps them).")) return;
      forget(list.map(function (r) { return r.id; })).then(refresh, function (e) { say("Nothing was deleted: " + e + "."); });
    };
    all.appendChild(delAll);
    section.appendChild(all);
    section.appendChild(el("p", { class: "hint", role: "status", "data-testid": "games-played-status" }));
    played.appendChild(section);
  };
  var refresh = function () {
    records().then(draw, function () {}).then(roomLeft);
  };
  // Storage nearly full says so before a write fails (as the app does).
  var roomLeft = function () {
    if (!navigator.storage || !navigator.storage.estimate) return;
    navigator.storage.estimate().then(function (e) {
      if (!e.quota || e.usage * 10 <= e.quota * 9) return;
      var section = played.querySelector("section");
      if (!section) {
        section = el("section", { class: "games-played", "data-testid": "games-played", "aria-labelledby": "games-played-title" });
        section.appendChild(el("h2", { id: "games-played-title" }, "Games played here"));
        played.appendChild(section);
      }
      section.insertBefore(el("p", { class: "notice-line", role: "alert", "data-testid": "games-played-problem" },
        "This device's storage for the app is nearly full (" + Math.floor(e.usage / 1e6) + " of " + Math.floor(e.quota / 1e6) + " MB): export a backup, then delete games you no longer need."), section.children[1] || null);
    }, function () {});
  };
  refresh();

  // Offline: each game never opened on this device says it needs the
  // network once (the service worker keeps only what was used).
  var keptHere = function () {
    if (!window.caches) return Promise.resolve(null);
    return caches.open("keep-table").then(function (c) {
      return Promise.all(games.map(function (g) {
        return c.match(new URL("play-" + g.id + ".html", location.href).href).then(function (m) { return !!m; });
      }));
    }).catch(function () { return null; });
  };
  var markOffline = function () {
    [].forEach.call(boot.querySelectorAll("[data-testid=offline-unavailable]"), function (e) { e.remove(); });
    if (navigator.onLine) return;
    keptHere().then(function (kept) {
      if (!kept) return;
      games.forEach(function (g, i) {
        if (kept[i]) return;
        var entry = boot.querySelector('[data-game-entry="' + g.id + '"]');
        entry.appendChild(el("span", { class: "game-status offline", "data-testid": "offline-unavailable" }, "Needs the network once: not opened on this device yet"));
      });
    });
  };
  window.addEventListener("online", markOffline);
  window.addEventListener("offline", markOffline);
  markOffline();

  // Keep every game for offline: an explicit choice that says what it downloads.
  var keepAll = boot.querySelector("[data-testid=keep-offline]");
  if (keepAll && "serviceWorker" in navigator) {
    var bytes = Number(keepAll.getAttribute("data-bytes")) || 0;
    keepAll.textContent = "Keep every game for offline (downloads about " + (bytes / 1e6).toFixed(1) + " MB)";
    keepAll.hidden = false;
    var keptStatus = boot.querySelector("[data-testid=keep-offline-status]");
    keepAll.addEventListener("click", function () {
      keepAll.disabled = true;
      keptStatus.textContent = "Downloading every game for offline…";
      navigator.serviceWorker.ready.then(function (r) {
        navigator.serviceWorker.addEventListener("message", function on(e) {
          if (!e.data || !("keptEverything" in e.data)) return;
          navigator.serviceWorker.removeEventListener("message", on);
          keepAll.disabled = false;
          keptStatus.textContent = e.data.keptEverything ? "Every game now works offline on this device." : "Not every game could be downloaded (" + e.data.why + "): try again online.";
          markOffline();
        });
        r.active.postMessage({ keepEverything: true });
      });
    });
  }
})();
