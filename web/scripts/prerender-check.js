/* global document, location, requestAnimationFrame */
/// <reference lib="dom" />
// (A browser script: checked with the DOM's types, tsconfig.tools.json.)
// Runs before the body is parsed, on the pre-rendered pages only (scripts/prerender.mjs). The server picked
// the page's language from what it can see (?lng, the i18next cookie, Accept-Language); the app also reads
// localStorage and sessionStorage (SPEC 9). When the app is going to open in another language (a choice kept
// in storage only, from before the cookie existed), the page stays hidden until the app draws it (index.css).
// A booking wizard already under way keeps the page, its heading and its map: only the steps' panel waits
// for the app, which draws the visitor's step.
// The app's code is fetched and run once the page has painted, so its start does not hold back the first
// paint; at once when nothing is going to paint.
(function () {
  var html = document.documentElement;
  // A classic script run while the page is parsed: currentScript is this element.
  var script = /** @type {HTMLScriptElement} */ (document.currentScript);
  var supported = ['en', 'nl', 'fr', 'de'];
  // The wizard's first step, kept by wizard/store.ts, differs from a fresh one.
  function wizardUnderWay() {
    var stored = sessionStorage.getItem('chauffeur.wizard');
    if (!stored) return false;
    var s = JSON.parse(stored).state || {};
    return (
      s.step !== 1 ||
      !!s.pickup ||
      !!s.destination ||
      s.passengers !== 1 ||
      s.luggage !== 0 ||
      !!s.flightNumber ||
      !!s.roundTrip ||
      !!s.scheduleChosen
    );
  }
  // The same lookups as i18n/index.ts, in its order.
  function appLanguage() {
    var cookie = /(?:^|;\s*)i18next=([^;]*)/.exec(document.cookie);
    var found = [
      new URLSearchParams(location.search).get('lng'),
      cookie && decodeURIComponent(/** @type {string} */ (cookie[1])),
      localStorage.getItem('i18nextLng'),
      sessionStorage.getItem('i18nextLng'),
    ]
      .concat(navigator.languages || [navigator.language])
      .filter(Boolean)
      .map(function (code) {
        return String(code).toLowerCase();
      });
    // i18next (load: 'languageOnly') takes the first code whose language part it supports: fr-BE is fr.
    var codes = found
      .map(function (code) {
        return /** @type {string} */ (code.split(/[-_]/)[0]);
      })
      .filter(function (code) {
        return supported.indexOf(code) >= 0;
      });
    return codes[0] || 'en';
  }
  try {
    if (appLanguage() !== html.lang) html.dataset.prerender = 'off';
    else if (location.pathname === '/reservation' && (location.search !== '' || wizardUnderWay()))
      html.dataset.prerender = 'wizard';
  } catch {
    html.dataset.prerender = 'off';
  }

  var started = false;
  function start() {
    if (started) return;
    started = true;
    // Fetched from here, not by <link>s in the head: on a slow line they would share it with the page's
    // stylesheet and fonts and hold back the first paint.
    // A few at a time: each link starts a fetch, and all of them in one go made a task a visitor's
    // keystroke would wait for (~15 ms on a desktop, four times that on a phone). The entry comes last.
    var modules = (script.getAttribute('data-modules') || '').split(' ').filter(Boolean);
    (function request(from) {
      for (var i = from; i < modules.length && i < from + 5; i++) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = /** @type {string} */ (modules[i]);
        document.head.appendChild(link);
      }
      if (from + 5 < modules.length) {
        setTimeout(function () {
          request(from + 5);
        }, 0);
        return;
      }
      var entry = document.createElement('script');
      entry.type = 'module';
      entry.crossOrigin = '';
      entry.src = /** @type {string} */ (script.getAttribute('data-entry'));
      document.head.appendChild(entry);
    })(0);
  }
  if (html.dataset.prerender === 'off' || document.visibilityState === 'hidden') start();
  else {
    // A tab sent to the background before its first paint paints nothing, yet its app should be ready.
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'hidden') start();
    });
    try {
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        start();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing in this browser: after the first frame.
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    }
  }

  // A form of the picture has no live code behind it yet: Enter in one of its fields, or its submit button,
  // must not submit it natively (a reload would lose what was typed, and put a password in the address).
  // The form is marked instead, and shown busy: app/handover.ts carries what was typed over to the live
  // form and submits that one, once.
  document.addEventListener(
    'submit',
    function (event) {
      var target = /** @type {Element | null} */ (event.target);
      if (!target || !target.closest || !target.closest('[data-prerendered]')) return;
      event.preventDefault();
      target.setAttribute('data-submit', '');
      target.setAttribute('aria-busy', 'true');
    },
    true,
  );
})();
