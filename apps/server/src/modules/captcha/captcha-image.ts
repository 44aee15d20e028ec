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

/** Drawn size in CSS pixels; the PNG has twice as many pixels so it stays sharp on phones. */
export const CAPTCHA_WIDTH = 180;
export const CAPTCHA_HEIGHT = 60;
const BACKGROUND = '#ffffff';

/**
 * A 4-character image captcha. svg-captcha draws the glyphs as paths (no fonts needed) and resvg
 * renders PNG, because spec section 7 says the web receives a base64 PNG.
 *
 * Readable for people, still work for a machine (issue 12): svg-captcha's `background` option
 * switches the glyphs to random mid-lightness hues (about 2.5:1 on its grey), so we leave it out,
 * which keeps its near-black greys (#000 to #444, at least 9.7:1 on white), and put our own white
 * rectangle under them. Warped glyphs, random rotation and three crossing grey lines stay.
 */
export async function renderCaptcha(): Promise<{ text: string; png: string }> {
  await init();
  const { data, text } = svgCaptcha.create({
    size: 4,
    noise: 3,
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
    fontSize: 64,
    ignoreChars: '0oO1iIlL',
  });
  const svg = data.replace(/^(<svg[^>]*>)/, `$1<rect width="100%" height="100%" fill="${BACKGROUND}"/>`);
  const png = new Resvg(svg, { fitTo: { mode: 'zoom', value: 2 } }).render().asPng();
  return { text, png: `data:image/png;base64,${Buffer.from(png).toString('base64')}` };
}
