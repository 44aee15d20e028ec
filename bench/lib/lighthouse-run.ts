import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

/** Debian's Chromium; CI installs it with apt (.ci/run). Never a downloaded browser. */
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * One Lighthouse run of `url` with the default config: mobile form factor, simulated 4G and 4x
 * CPU slowdown. A fresh Chromium per run so no run inherits another's cache or compiled code.
 */
export async function lighthouseOnce(url: string, timeoutMs: number): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    logLevel: 'silent',
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const run = lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Lighthouse took over ${timeoutMs} ms`)), timeoutMs);
    });
    const result = await Promise.race([run, timeout]);
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    clearTimeout(timer);
    // Killing Chromium also ends a run that timed out.
    chrome.kill();
  }
}
