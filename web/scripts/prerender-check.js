/* global document, location, requestAnimationFrame, window */
// Runs before the body is parsed, on the pre-rendered pages only (scripts/prerender.mjs). Those are
// rendered in English with an empty booking wizard: when the app is going to open in another language
// (the same lookups as i18n/index.ts) or with a wizard already under way, the pre-rendered markup is
// hidden (index.css) and the app draws the page itself once its code has run.
(function () {
  var html = document.documentElement;
  var script = document.currentScript;
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
      !!s.roundTrip
    );
  }
  try {
    var cookie = /(?:^|;\s*)i18next=([^;]*)/.exec(document.cookie);
    var found = [
      new URLSearchParams(location.search).get('lng'),
      cookie && decodeURIComponent(cookie[1]),
      localStorage.getItem('i18nextLng'),
      sessionStorage.getItem('i18nextLng'),
    ]
      .concat(navigator.languages || [navigator.language])
      .filter(Boolean)
      .map(function (code) {
        return String(code).toLowerCase();
      });
    // i18next takes the first exact match, else the first whose language part matches, else English.
    var language =
      found.filter(function (code) {
        return supported.indexOf(code) >= 0;
      })[0] ||
      found
        .map(function (code) {
          return code.split(/[-_]/)[0];
        })
        .filter(function (code) {
          return supported.indexOf(code) >= 0;
        })[0] ||
      'en';
    if (
      language !== 'en' ||
      (location.pathname === '/reservation' && (location.search !== '' || wizardUnderWay()))
    )
      html.dataset.prerender = 'off';
  } catch {
    html.dataset.prerender = 'off';
  }

  // The app's code loads once the page has painted, not in competition with what the first screen needs.
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var modules = (script.getAttribute('data-modules') || '').split(' ').filter(Boolean);
    for (var i = 0; i < modules.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = modules[i];
      document.head.appendChild(link);
    }
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = script.getAttribute('data-entry');
    document.head.appendChild(entry);
  }
  // Once the browser reports the first paint (or, where it reports none, after the next frame).
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  // A tab opened in the background paints nothing, yet its app should be ready when it is shown; and
  // should no paint be reported at all, the app comes a little later rather than never.
  window.addEventListener('load', function () {
    if (document.visibilityState === 'hidden') start();
    else setTimeout(start, 3000);
  });
})();
