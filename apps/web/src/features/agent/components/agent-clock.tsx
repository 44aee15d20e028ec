import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageInfo } from '../../../lib/language-storage';

/** "+08:00" for the browser's current offset from GMT. */
export function gmtOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  return `${sign}${hours}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
}

/** "GMT+8" or "GMT+5:30": the short form for a narrow header. */
export function shortGmt(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${Math.floor(Math.abs(minutes) / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/**
 * The agent centre's GMT offset and live clock, updated every second (spec section 2 "Agent centre
 * pages"). The ticking time is not a live region: a screen reader would read it every second.
 */
export function AgentClock({ size = 'sm', compact = false }: { size?: 'xs' | 'sm'; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const locale = languageInfo(i18n.language).locale;
  return (
    <Text
      size={size}
      c="dimmed"
      className="gl-tabular"
      style={{ whiteSpace: 'nowrap' }}
      data-testid="agent-clock"
    >
      {compact ? (
        <abbr title={t('agent.timezone', { offset: gmtOffset(now) })} style={{ textDecoration: 'none' }}>
          {shortGmt(now)}
        </abbr>
      ) : (
        t('agent.timezone', { offset: gmtOffset(now) })
      )}{' '}
      <time dateTime={now.toISOString()}>
        {now.toLocaleTimeString(`${locale}-u-nu-latn`, { hour12: false })}
      </time>
    </Text>
  );
}
