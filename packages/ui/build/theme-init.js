// Apply the saved or system theme before first paint, so dark mode never flashes light. A file of
// its own (not inline) so the gateway's Content-Security-Policy can forbid inline scripts.
(function () {
  try {
    var t = localStorage.getItem('newsroom-theme');
    if (t !== 'light' && t !== 'dark') {
      t = window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    document.documentElement.setAttribute('data-theme', t);
  } catch (e) {}
})();
