// Starts the app on a page the server has rendered (apps/api/src/plugins/server-pages.ts), once
// the page has loaded and been painted: until then the server's HTML is the page, and the app's
// code, already fetched ahead (modulepreload), would only keep a phone's processor from showing it.
(function () {
  var app = document.currentScript.getAttribute('data-app');
  function start() {
    requestAnimationFrame(function () {
      setTimeout(function () {
        import(app);
      });
    });
  }
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
