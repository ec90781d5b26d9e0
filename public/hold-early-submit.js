// A prerendered form can be submitted before the app's code has arrived; the browser would then
// reload the page with nothing sent and everything typed gone. Until the app is live, a submit
// is held instead: the app sends it once it has taken the form over (typed-before-hydration.ts).
// External, not inline, for the Content-Security-Policy; precached by the service worker.
(function () {
  var root = document.documentElement;
  document.addEventListener(
    'submit',
    function (event) {
      if (root.hasAttribute('data-app-live')) return;
      event.preventDefault();
      var forms = document.querySelectorAll('form');
      // Which form, on which page: a held submit is never sent on another screen.
      var index = Array.prototype.indexOf.call(forms, event.target);
      root.setAttribute('data-held-submit', index + ' ' + location.pathname);
    },
    true,
  );
})();
