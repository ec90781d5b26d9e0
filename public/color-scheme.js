// Sets the colour scheme on <html> before the first paint, so a dark phone never flashes white.
// External, not inline: the Content-Security-Policy allows no inline script. The header toggle's
// choice (key in src/storage/color-scheme.ts) wins, else the system's; no script: index.html's.
(function () {
  var scheme = null;
  try {
    scheme = localStorage.getItem('color_scheme');
  } catch {
    // Storage blocked: follow the system.
  }
  if (scheme !== 'light' && scheme !== 'dark') {
    var dark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
    scheme = dark ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
