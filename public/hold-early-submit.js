// A prerendered form can be submitted before the app has taken it over. The browser would reload
// the page with nothing sent and everything typed gone; or, with React half there, the app would
// see the tap too and the form would go twice. Until the app is live (<html data-app-live>), a
// tap on a submit button, or a submit, is held instead: its default is prevented and nothing else
// on the page sees it. The app sends it once, with what was typed, after taking the form over
// (src/app/first-paint/typed-before-hydration.ts). Held at the tap, before the browser checks
// the required fields: one the app fills in once live (the reset link's email) is empty till then.
// External, not inline, for the Content-Security-Policy; precached by the service worker.
(function () {
  var root = document.documentElement;
  function hold(event, form) {
    if (!form || root.hasAttribute('data-app-live')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // Which form, on which page: a held submit is never sent on another screen.
    var index = Array.prototype.indexOf.call(document.querySelectorAll('form'), form);
    root.setAttribute('data-held-submit', index + ' ' + location.pathname);
  }
  document.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      var control = target instanceof Element ? target.closest('button, input') : null;
      if (control && control.type === 'submit') hold(event, control.form);
    },
    true,
  );
  document.addEventListener(
    'submit',
    function (event) {
      hold(event, event.target);
    },
    true,
  );
})();
