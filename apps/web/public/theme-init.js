// Runs synchronously in <head> before first paint so the page never flashes the wrong theme or
// direction. Keys must match src/app/providers (colour scheme) and src/lib/language-storage.ts.
(() => {
  const root = document.documentElement;
  const locales = { EN: 'en', CN: 'zh-CN', MY: 'my', TW: 'zh-TW', TY: 'tl' };
  let scheme = 'dark';
  try {
    const stored = localStorage.getItem('goldline-color-scheme');
    if (stored === 'light' || stored === 'dark') scheme = stored;
    else if (stored === 'auto')
      scheme = matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
    const lang = localStorage.getItem('lang') || localStorage.getItem('hisLang');
    if (lang) {
      root.lang = locales[lang] || lang.toLowerCase();
      root.dir = lang === 'AR' || lang === 'FA' || lang === 'UR' ? 'rtl' : 'ltr';
    }
  } catch {
    // Storage blocked (private mode): keep the defaults.
  }
  root.setAttribute('data-mantine-color-scheme', scheme);
})();
