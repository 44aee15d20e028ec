import type { Draw } from '@goldline/games/lottery/types';
import { useComputedColorScheme } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../lib/chart';
import { languageInfo } from '../../../lib/language-storage';
import { frequencyOf, trendValue } from '../utils/draw-view';
import classes from './lottery.module.css';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function colors(scheme: 'light' | 'dark') {
  return scheme === 'dark'
    ? { line: '#f0ca5b', bar: 'rgba(240, 202, 91, 0.75)', text: '#e8ecf4', grid: 'rgba(232, 236, 244, 0.12)' }
    : { line: '#14213d', bar: 'rgba(20, 33, 61, 0.75)', text: '#14213d', grid: 'rgba(20, 33, 61, 0.12)' };
}

/**
 * The trend of the last draws: the family's main figure per issue (sum, champion + runner-up, đề)
 * as a line, and how often each number came up (hot and cold) as bars. The canvases carry a text
 * summary for screen readers; the history table beside them has every figure.
 */
export function TrendChart({ draws }: { draws: { issue: string; draw: Draw }[] }) {
  const { t, i18n } = useTranslation('lottery');
  const scheme = useComputedColorScheme('light');
  const rtl = languageInfo(i18n.language).dir === 'rtl';
  const lineRef = useRef<HTMLCanvasElement>(null);
  const barRef = useRef<HTMLCanvasElement>(null);
  const data = useMemo(() => {
    const ordered = [...draws].reverse();
    const values = ordered.map((row) => trendValue(row.draw));
    const first = draws[0]?.draw;
    const range = first ? frequencyOf(first) : { min: 0, max: 9 };
    const counts = new Map<number, number>();
    for (const row of draws)
      for (const v of frequencyOf(row.draw).values) counts.set(v, (counts.get(v) ?? 0) + 1);
    const labels = Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i);
    return {
      family: first?.family ?? 'ssc',
      issues: ordered.map((row) => row.issue.split('-')[1] ?? row.issue),
      values,
      labels,
      counts: labels.map((l) => counts.get(l) ?? 0),
    };
  }, [draws]);

  useEffect(() => {
    if (!lineRef.current || !barRef.current || data.values.length === 0) return;
    const c = colors(scheme);
    const animation = reducedMotion() ? (false as const) : { duration: 200 };
    const scales = {
      x: { reverse: rtl, ticks: { color: c.text }, grid: { color: c.grid } },
      y: { ticks: { color: c.text, precision: 0 }, grid: { color: c.grid }, beginAtZero: true },
    };
    const line = new Chart(lineRef.current, {
      type: 'line',
      data: {
        labels: data.issues,
        datasets: [
          { data: data.values, borderColor: c.line, backgroundColor: c.line, pointRadius: 3, tension: 0.2 },
        ],
      },
      options: { animation, maintainAspectRatio: false, scales },
    });
    const bar = new Chart(barRef.current, {
      type: 'bar',
      data: { labels: data.labels.map(String), datasets: [{ data: data.counts, backgroundColor: c.bar }] },
      options: { animation, maintainAspectRatio: false, scales },
    });
    return () => {
      line.destroy();
      bar.destroy();
    };
  }, [data, scheme, rtl]);

  if (draws.length === 0) return null;
  const ranked = data.labels.map((label, i) => ({ label, count: data.counts[i] ?? 0 }));
  const hot = [...ranked]
    .sort((a, b) => b.count - a.count)
    .slice(0, 3)
    .map((r) => r.label);
  const cold = [...ranked]
    .sort((a, b) => a.count - b.count)
    .slice(0, 3)
    .map((r) => r.label);
  return (
    <div data-testid="trend-chart">
      <div className={classes.chart}>
        <canvas
          ref={lineRef}
          role="img"
          aria-label={t('trend.lineLabel', {
            figure: t(`trend.figure.${data.family}`),
            n: data.values.length,
            values: data.values.join(', '),
          })}
        />
      </div>
      <div className={classes.chart}>
        <canvas
          ref={barRef}
          role="img"
          aria-label={t('trend.barLabel', {
            hot: hot.join(', '),
            cold: cold.join(', '),
            n: draws.length,
          })}
        />
      </div>
    </div>
  );
}
