// Applies the saved theme (else the system preference) before React renders, so the page never flashes.
(function () {
  var saved = null;
  try { saved = localStorage.getItem('perround-theme'); } catch (e) {}
  var theme = saved === 'dark' || saved === 'light' ? saved : (window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
  document.documentElement.setAttribute('data-bs-theme', theme);
})();
