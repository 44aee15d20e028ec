import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialCode } from '../lib/market-context';

/** Dialling codes of the markets in spec section 1 first (Myanmar, China), then the region. */
const codes = [
  '+95',
  '+86',
  '+60',
  '+66',
  '+84',
  '+63',
  '+62',
  '+65',
  '+855',
  '+856',
  '+91',
  '+880',
  '+977',
  '+92',
  '+971',
  '+98',
  '+44',
  '+1',
];

export const CountryCodeSelect = forwardRef<HTMLSelectElement, NativeSelectProps>(
  function CountryCodeSelect(props, ref) {
    const { t } = useTranslation('auth');
    const market = useDialCode();
    // The operator's market first, then the rest in their usual order.
    const data = codes.includes(market)
      ? [market, ...codes.filter((code) => code !== market)]
      : [market, ...codes];
    return (
      <NativeSelect
        ref={ref}
        label={t('sms.countryCode')}
        data={data}
        autoComplete="tel-country-code"
        w={110}
        dir="ltr"
        {...props}
      />
    );
  },
);
