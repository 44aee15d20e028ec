import {
  type RgExcludeRequest,
  SELF_EXCLUSION_MONTHS,
  TIME_OUT_DAYS,
} from '@goldline/contract/responsible-gaming';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { PopupModal } from '../../../components/popup-modal';
import { SectionPanel } from '../../../components/section-panel';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useErrorText } from '../../../lib/use-error-text';
import { useExclude } from '../api/responsible-gaming';
import { formatDays, formatMonths } from './durations';
import { endSession } from './end-session';

const DAY_MS = 86_400_000;

/** When a break chosen now would end, for the confirmation (the server's own date follows). */
function endOf(request: RgExcludeRequest): string {
  const end = new Date();
  if (request.type === 'TIME_OUT') end.setTime(end.getTime() + request.days * DAY_MS);
  else end.setMonth(end.getMonth() + request.months);
  return end.toISOString();
}

/**
 * Time-out (24 hours to 6 weeks) and self-exclusion (6 months to 5 years): a confirmation says what
 * follows before anything happens; once started, the member is logged out (the server has ended
 * every session) and nobody can end it early.
 */
export function TakeABreak() {
  const { t, i18n } = useTranslation('rg');
  const locale = languageInfo(i18n.language).locale;
  const errorText = useErrorText();
  const exclude = useExclude();
  const [days, setDays] = useState(String(TIME_OUT_DAYS[0]));
  const [months, setMonths] = useState(String(SELF_EXCLUSION_MONTHS[0]));
  const [asked, setAsked] = useState<RgExcludeRequest | null>(null);
  const until = exclude.data?.until;

  return (
    <SectionPanel title={t('break.title')} testId="rg-break">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('break.intro')}
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('break.timeOutLabel')}
            data={TIME_OUT_DAYS.map((d) => ({ value: String(d), label: formatDays(d, locale) }))}
            value={days}
            onChange={(v) => v && setDays(v)}
            allowDeselect={false}
            style={{ flex: '1 1 200px' }}
            data-testid="rg-timeout-days"
          />
          <Button
            h={44}
            variant="light"
            leftSection={<IconPlayerPause size={18} aria-hidden="true" />}
            onClick={() => setAsked({ type: 'TIME_OUT', days: Number(days) })}
            data-testid="rg-timeout"
          >
            {t('break.timeOut')}
          </Button>
        </Group>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('break.selfExclusionLabel')}
            data={SELF_EXCLUSION_MONTHS.map((m) => ({ value: String(m), label: formatMonths(m, locale) }))}
            value={months}
            onChange={(v) => v && setMonths(v)}
            allowDeselect={false}
            style={{ flex: '1 1 200px' }}
            data-testid="rg-exclusion-months"
          />
          <Button
            h={44}
            color="red"
            variant="light"
            onClick={() => setAsked({ type: 'SELF_EXCLUSION', months: Number(months) })}
            data-testid="rg-self-exclude"
          >
            {t('break.selfExclude')}
          </Button>
        </Group>
      </Stack>
      <PopupModal
        opened={asked !== null}
        onClose={() => (until ? void endSession() : setAsked(null))}
        title={t(until ? 'break.doneTitle' : 'break.confirmTitle')}
        testId="rg-break-dialog"
      >
        {until ? (
          <Stack gap="md">
            <Text role="status">{t('break.done', { time: formatDateTime(until, locale) })}</Text>
            <Group justify="flex-end">
              <Button h={44} onClick={() => void endSession()} data-testid="rg-break-ok">
                {t('break.ok')}
              </Button>
            </Group>
          </Stack>
        ) : (
          asked && (
            <Stack gap="md">
              <Text fw={700}>
                {t(asked.type === 'TIME_OUT' ? 'break.timeOutFor' : 'break.selfExclusionFor', {
                  duration:
                    asked.type === 'TIME_OUT'
                      ? formatDays(asked.days, locale)
                      : formatMonths(asked.months, locale),
                })}
              </Text>
              <Text>{t('break.consequences', { time: formatDateTime(endOf(asked), locale) })}</Text>
              <FormError message={exclude.isError ? errorText(exclude.error) : null} />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" h={44} onClick={() => setAsked(null)}>
                  {t('break.cancel')}
                </Button>
                <Button
                  h={44}
                  color="red"
                  loading={exclude.isPending}
                  onClick={() => exclude.mutate(asked)}
                  data-testid="rg-break-confirm"
                >
                  {t('break.confirm')}
                </Button>
              </Group>
            </Stack>
          )
        )}
      </PopupModal>
    </SectionPanel>
  );
}
