import { Anchor, Collapse, List, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePointsConfig } from '../api/get-points';

/** How points are earned, folded by default (UI direction: explanations start folded). */
export function EarnRates() {
  const { t } = useTranslation('points');
  const { data } = usePointsConfig();
  const [open, setOpen] = useState(false);
  if (!data) return null;
  return (
    <>
      <Anchor
        component="button"
        type="button"
        size="sm"
        mt="xs"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
      >
        {t('rates.toggle')}
      </Anchor>
      <Collapse expanded={open}>
        <List size="sm" mt="xs" spacing={4}>
          {Object.entries(data.rates).map(([type, rate]) => (
            <List.Item key={type}>{t('rates.line', { type: t(`types.${type}`), rate })}</List.Item>
          ))}
        </List>
        <Text size="sm" mt="xs">
          {t('rates.convert', { points: data.pointsPerUnit, min: data.minConvert })}
        </Text>
      </Collapse>
    </>
  );
}
