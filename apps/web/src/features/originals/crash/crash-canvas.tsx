import { GROWTH_PER_MS, timeForCents } from '@goldline/games/crash-curve';
import { centsText } from '@goldline/games/format';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecimalFormat } from '../shared/format';
import classes from './crash.module.css';
import type { CrashFrame, CrashSubscribe } from './use-crash-ticker';

const GOLD = '#f0ca5b';
const RED = '#ff8f8f';
const GRID = 'rgba(255, 255, 255, 0.08)';
const AXIS_TEXT = '#b4bfd6';

function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(rough, 0.1)));
  const unit = rough / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

/** Axis ranges that grow with the round: at least 10 s and 2x, with headroom. */
function scale(elapsedMs: number, cents: bigint) {
  const maxT = Math.max(10_000, elapsedMs * 1.15);
  const maxM = Math.max(2, (Number(cents) / 100) * 1.2);
  return { maxT, maxM };
}

function draw(canvas: HTMLCanvasElement, frame: CrashFrame) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const ratio = window.devicePixelRatio || 1;
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
  if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);

  const pad = { left: 44, bottom: 26, top: 12, right: 12 };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const running = frame.phase === 'RUNNING';
  const crashed = frame.phase === 'CRASHED';
  const elapsed = running ? frame.elapsedMs : crashed ? timeForCents(frame.cents) : 0;
  const { maxT, maxM } = scale(elapsed, frame.cents);
  const x = (t: number) => pad.left + (t / maxT) * plotW;
  const y = (m: number) => pad.top + plotH - ((m - 1) / (maxM - 1)) * plotH;

  // Grid and axis labels: multipliers up the side, seconds along the bottom.
  context.font = '11px system-ui, sans-serif';
  // Axes read left to right in every language (the canvas would take RTL from the page).
  context.direction = 'ltr';
  context.textAlign = 'left';
  context.fillStyle = AXIS_TEXT;
  context.strokeStyle = GRID;
  context.lineWidth = 1;
  // Round steps (0.5, 1, 2, 5, 10, 20, 50…) giving at most five lines above 1x.
  const mStep = niceStep((maxM - 1) / 5);
  for (const m of [1, ...Array.from({ length: Math.floor(maxM / mStep) }, (_, i) => (i + 1) * mStep)]) {
    if (m > maxM || (m !== 1 && m - 1 < mStep / 2)) continue;
    context.beginPath();
    context.moveTo(pad.left, y(m));
    context.lineTo(width - pad.right, y(m));
    context.stroke();
    context.fillText(`${Number.isInteger(m) ? m : m.toFixed(1)}×`, 4, y(m) + 4);
  }
  const tStep = maxT <= 20_000 ? 2_000 : maxT <= 60_000 ? 10_000 : 30_000;
  for (let t = 0; t <= maxT; t += tStep) context.fillText(`${t / 1000}s`, x(t) - 6, height - 8);

  if (elapsed <= 0) return;
  const colour = crashed ? RED : GOLD;
  context.beginPath();
  context.moveTo(x(0), y(1));
  const steps = 80;
  for (let i = 1; i <= steps; i += 1) {
    const t = (elapsed * i) / steps;
    // The smooth curve (the cents the server pays are floored from it; drawing those makes steps).
    context.lineTo(x(t), y(Math.exp(GROWTH_PER_MS * t)));
  }
  const endX = x(elapsed);
  const endY = y(Number(frame.cents) / 100);
  context.strokeStyle = colour;
  context.lineWidth = 4;
  context.lineJoin = 'round';
  context.stroke();
  // The area under the curve, faintly.
  context.lineTo(endX, y(1));
  context.lineTo(x(0), y(1));
  const fill = context.createLinearGradient(0, pad.top, 0, pad.top + plotH);
  fill.addColorStop(0, crashed ? 'rgba(255,143,143,0.28)' : 'rgba(240,202,91,0.3)');
  fill.addColorStop(1, 'rgba(240,202,91,0)');
  context.fillStyle = fill;
  context.fill();
  context.beginPath();
  context.arc(endX, endY, 6, 0, Math.PI * 2);
  context.fillStyle = colour;
  context.fill();
}

/**
 * The live curve on a canvas and the big multiplier over it; both are redrawn from the ticker, not
 * by React. The canvas is decorative (aria-hidden): the page announces phases and results in words.
 */
export function CrashCanvas({ subscribe }: { subscribe: CrashSubscribe }) {
  const { t } = useTranslation('originals');
  const decimal = useDecimalFormat();
  const canvas = useRef<HTMLCanvasElement>(null);
  const big = useRef<HTMLDivElement>(null);
  const note = useRef<HTMLDivElement>(null);
  const labels = useRef({ t, decimal });
  labels.current = { t, decimal };

  useEffect(
    () =>
      subscribe((frame) => {
        if (canvas.current) draw(canvas.current, frame);
        const { t: translate, decimal: format } = labels.current;
        const value = `${format(centsText(frame.cents))}×`;
        if (big.current) {
          big.current.textContent =
            frame.phase === 'BETTING' ? format((frame.untilStartMs / 1000).toFixed(1), 1) : value;
          big.current.dataset.phase = frame.phase;
        }
        if (note.current)
          note.current.textContent =
            frame.phase === 'BETTING'
              ? translate('crash.startsIn')
              : frame.phase === 'CRASHED'
                ? translate('crash.crashedAt')
                : translate('crash.flying');
      }),
    [subscribe],
  );

  return (
    <div className={classes.screen} aria-hidden="true" dir="ltr">
      <canvas ref={canvas} className={classes.canvas} />
      <div className={classes.overlay}>
        <div ref={note} className={classes.note} />
        <div ref={big} className={classes.big} data-testid="crash-multiplier" dir="ltr" />
      </div>
    </div>
  );
}
