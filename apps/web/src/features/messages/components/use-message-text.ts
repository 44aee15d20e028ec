import type { MessageKind } from '@goldline/contract/messages';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../../lib/currency-context';
import { formatDateTime } from '../../../lib/format-date';
import { formatAmount } from '../../../lib/format-money';
import { languageInfo } from '../../../lib/language-storage';

interface MessageLike {
  kind?: unknown;
  params?: unknown;
  title?: unknown;
  body?: unknown;
}

/**
 * Title and body of an inbox message in the interface language, by `kind` with `params` filled in
 * (contract messages.ts); the server's English text is the fallback for a kind we do not know.
 */
export function useMessageText() {
  const { t, i18n } = useTranslation('wallet');
  const { decimals } = useCurrency();
  const locale = languageInfo(i18n.language).locale;
  return (message: MessageLike) => {
    const params: Record<string, string> =
      typeof message.params === 'object' && message.params !== null
        ? Object.fromEntries(Object.entries(message.params).map(([k, v]) => [k, String(v)]))
        : {};
    if (params.amount) params.amount = formatAmount(params.amount, { locale, decimals });
    if (params.time) params.time = formatDateTime(params.time, locale);
    const kind = typeof message.kind === 'string' ? (message.kind as MessageKind) : null;
    const title = typeof message.title === 'string' ? message.title : '';
    const body = typeof message.body === 'string' ? message.body : '';
    if (!kind) return { title, body };
    return {
      title: t(`inbox.kind.${kind}.title`, { ...params, defaultValue: title }),
      body: t(`inbox.kind.${kind}.body`, { ...params, defaultValue: body }),
    };
  };
}
