import { createContext, useContext } from 'react';

/**
 * The site currency for money on every screen. app/ provides it (root layout, back office) from
 * /wps/system/status so features and shared components need not import the system feature.
 */
export interface Currency {
  currency: string;
  currencySymbol: string;
  decimals: number;
}

export const CurrencyContext = createContext<Currency>({ currency: '', currencySymbol: '', decimals: 2 });

export const useCurrency = () => useContext(CurrencyContext);
