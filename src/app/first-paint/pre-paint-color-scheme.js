// Sets the colour scheme on <html> before the first paint, so a dark phone never flashes white.
// The build writes it inline into every page (scripts/build/inline-pre-paint-script.ts), which the
// Content-Security-Policy allows by its hash. The header toggle's choice (key in
// src/storage/color-scheme.ts) wins, else the system's; no script: index.html's.
(function () {
  var scheme = null;
  try {
    scheme = localStorage.getItem('color_scheme');
  } catch {
    // Storage blocked: follow the system.
  }
  if (scheme !== 'light' && scheme !== 'dark') {
    var dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    scheme = dark ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
