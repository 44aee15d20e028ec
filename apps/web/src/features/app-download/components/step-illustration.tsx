import {
  IconDotsVertical,
  IconDownload,
  IconLayoutGrid,
  IconShare2,
  IconSquarePlus,
  IconWorldWww,
} from '@tabler/icons-react';
import classes from './download-page.module.css';

export type StepGlyph = 'browser' | 'share' | 'addHome' | 'menu' | 'install' | 'homeScreen';

const glyphs = {
  browser: IconWorldWww,
  share: IconShare2,
  addHome: IconSquarePlus,
  menu: IconDotsVertical,
  install: IconDownload,
  homeScreen: IconLayoutGrid,
} as const;

/**
 * A step's picture: a phone drawn in CSS with the control to look for in the place the browser puts
 * it (the toolbar at the bottom for Safari, the top corner for Chrome). Our own drawing, no
 * screenshots of other companies' browsers; decorative, the step's words carry the meaning.
 */
export function StepIllustration({ glyph, spot }: { glyph: StepGlyph; spot: 'top' | 'bottom' | 'middle' }) {
  const Glyph = glyphs[glyph];
  return (
    <span className={classes.phone} data-spot={spot} aria-hidden="true">
      <span className={classes.screen}>
        <span className={classes.glyph}>
          <Glyph size={22} stroke={1.8} />
        </span>
      </span>
    </span>
  );
}
