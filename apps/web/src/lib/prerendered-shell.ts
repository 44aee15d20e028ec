/**
 * The home page's server-written first screen (apps/server/src/plugins/static-web.ts, decision 075):
 * header, hero banner and skeletons in plain HTML, shown while #root stays hidden behind it. The app
 * removes it in the same frame as it first draws the real screen (called from a layout effect), so
 * the visitor sees one picture replaced by the same picture, never a blank page or a jump.
 */
export function releasePrerenderedShell() {
  document.getElementById('gl-shell')?.remove();
}

/** Whatever goes wrong in the app, the shell never hides it for long. */
const SHELL_AT_MOST_MS = 10_000;
if (document.getElementById('gl-shell')) setTimeout(releasePrerenderedShell, SHELL_AT_MOST_MS);
