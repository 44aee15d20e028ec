import { useComputedColorScheme } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Chart } from '../../../lib/chart';

// This module is loaded lazily by the overview, so chart.js weighs nothing on the agent's first screen.

export interface ChartSeries {
  label: string;
  kind: 'bar' | 'line';
  /** A CSS colour (custom properties are resolved against the page). */
  color: string;
  values: number[];
}

const cssColor = (value: string) => {
  const match = value.match(/^var\((--[^)]+)\)$/);
  return match ? getComputedStyle(document.documentElement).getPropertyValue(match[1]!).trim() : value;
};

/**
 * Bars and a line per day on a canvas. The canvas is one labelled image for assistive technology;
 * the same figures are in the table beside it, which is what a screen reader reads.
 */
export default function TeamChart({
  labels,
  series,
  label,
  rtl,
  format,
}: {
  labels: string[];
  series: ChartSeries[];
  label: string;
  rtl: boolean;
  format: (value: number) => string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const scheme = useComputedColorScheme('dark');
  useEffect(() => {
    if (!canvas.current) return;
    const text = cssColor('var(--mantine-color-text)') || (scheme === 'dark' ? '#e9ecef' : '#1a1b1e');
    const grid = scheme === 'dark' ? 'rgba(255,255,255,0.08)' : 'rgba(0,0,0,0.08)';
    const chart = new Chart(canvas.current, {
      data: {
        labels,
        datasets: series.map((item) => ({
          type: item.kind,
          label: item.label,
          data: item.values,
          backgroundColor: cssColor(item.color),
          borderColor: cssColor(item.color),
          borderWidth: item.kind === 'line' ? 2 : 0,
          pointRadius: item.kind === 'line' ? 2 : 0,
          order: item.kind === 'line' ? 0 : 1,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? false : { duration: 200 },
        interaction: { mode: 'index', intersect: false },
        plugins: {
          legend: { display: true, rtl, labels: { color: text, boxWidth: 12 } },
          tooltip: {
            rtl,
            callbacks: { label: (item) => `${item.dataset.label}: ${format(item.parsed.y ?? 0)}` },
          },
        },
        scales: {
          x: { reverse: rtl, ticks: { color: text, maxRotation: 0, autoSkip: true }, grid: { color: grid } },
          y: {
            position: rtl ? 'right' : 'left',
            ticks: { color: text, callback: (value) => format(Number(value)) },
            grid: { color: grid },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [labels, series, rtl, format, scheme]);
  return (
    <div style={{ position: 'relative', height: 260 }}>
      <canvas ref={canvas} role="img" aria-label={label} data-testid="agent-overview-chart" />
    </div>
  );
}
