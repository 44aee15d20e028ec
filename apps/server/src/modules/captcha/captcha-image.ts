import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import * as svgCaptcha from 'svg-captcha';

let ready: Promise<void> | undefined;

/** resvg-wasm may be initialised once per process; later callers share the same promise. */
function init(): Promise<void> {
  ready ??= (async () => {
    const require = createRequire(import.meta.url);
    const wasm = await fs.readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm'));
    await initWasm(wasm);
  })();
  return ready;
}

/**
 * A 4-character image captcha. svg-captcha draws the glyphs as paths (no fonts needed) and resvg
 * renders PNG, because spec section 7 says the web receives a base64 PNG.
 */
export async function renderCaptcha(): Promise<{ text: string; png: string }> {
  await init();
  const { data, text } = svgCaptcha.create({
    size: 4,
    noise: 2,
    width: 150,
    height: 50,
    ignoreChars: '0oO1iIlL',
    background: '#f4f4f4',
  });
  const png = new Resvg(data).render().asPng();
  return { text, png: `data:image/png;base64,${Buffer.from(png).toString('base64')}` };
}
