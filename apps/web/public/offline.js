// The offline page's language, direction and colour scheme (build/offline-page.ts, decision 109).
// Storage keys as in index.html's head script; strings from the page's JSON block.
(() => {
  const root = document.documentElement;
  const byCode = JSON.parse(document.getElementById('offline-strings').textContent);
  try {
    const scheme = localStorage.getItem('goldline-color-scheme');
    if (scheme === 'light' || (scheme === 'auto' && matchMedia('(prefers-color-scheme: light)').matches))
      root.setAttribute('data-mantine-color-scheme', 'light');
    const code = localStorage.getItem('lang') || localStorage.getItem('hisLang') || '';
    const strings = byCode[code.toLowerCase()];
    if (strings) {
      root.lang = { EN: 'en', CN: 'zh-CN', MY: 'my', TW: 'zh-TW', TY: 'tl' }[code] || code.toLowerCase();
      root.dir = code === 'AR' || code === 'FA' || code === 'UR' ? 'rtl' : 'ltr';
      document.getElementById('offline-title').textContent = strings.title;
      document.getElementById('offline-body').textContent = strings.body;
      document.getElementById('offline-retry').textContent = strings.retry;
    }
  } catch {
    // Storage blocked: English, dark.
  }
  document.getElementById('offline-retry').addEventListener('click', () => location.reload());
})();
