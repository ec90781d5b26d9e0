// Sets the device's preferences on <html> before the first paint. The build writes it inline into
// every page (scripts/build/inline-pre-paint-script.ts), which the Content-Security-Policy allows
// by its hash. It cannot import the app's modules: keep its keys and rules in step with
// src/storage/storage-keys.ts and src/domain/language.ts (tests run it against both).
(function () {
  var html = document.documentElement;
  function stored(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null; // Storage blocked: follow the system and the browser.
    }
  }

  // The colour scheme, so a dark phone never flashes white: the header toggle's choice wins, else
  // the system's; no script: index.html's.
  var scheme = stored('color_scheme');
  if (scheme !== 'light' && scheme !== 'dark') {
    var dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    scheme = dark ? 'dark' : 'light';
  }
  html.setAttribute('data-mantine-color-scheme', scheme);

  // The language: the device's choice, else the browser's first the app speaks, else English.
  // The page's prerendered text is English; in another language it stays hidden until the app has
  // put it in that language (docs/decisions.md#languages), or, if the app's code never comes, for
  // a few seconds at most.
  // No '<' in this script: tests find it inline in the page with a plain pattern.
  var spoken = ['en', 'hi', 'mr'];
  var language = stored('language');
  if (spoken.indexOf(language) === -1) {
    var tags =
      navigator.languages && navigator.languages.length
        ? navigator.languages
        : [navigator.language];
    var match = null;
    Array.prototype.some.call(tags, function (tag) {
      var primary = String(tag).toLowerCase().split(/[-_]/)[0];
      if (spoken.indexOf(primary) === -1) return false;
      match = primary;
      return true;
    });
    language = match || 'en';
  }
  html.setAttribute('lang', language);
  if (language !== 'en') {
    html.setAttribute('data-language-pending', '');
    setTimeout(function () {
      html.removeAttribute('data-language-pending');
    }, 4000);
  }
})();
