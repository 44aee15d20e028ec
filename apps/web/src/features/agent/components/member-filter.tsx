import { Anchor, Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downlinesQueryOptions } from '../api/get-downlines';

export interface PickedMember {
  id: string;
  account: string;
}

/**
 * Filter a report by one downline member: type part of an account, pick it from the agent's own
 * downline (the server searches only there); an empty field means the whole team.
 */
export function MemberFilter({
  value,
  onChange,
}: {
  value: PickedMember | null;
  onChange: (next: PickedMember | null) => void;
}) {
  const { t } = useTranslation('agent');
  const [text, setText] = useState(value?.account ?? '');
  const [search] = useDebouncedValue(text.trim(), 250);
  // Asked only once something is typed: an empty field shows no suggestions, so no request.
  const matches = useQuery({
    ...downlinesQueryOptions({ search: search || undefined, page: 1, pageSize: 10 }),
    enabled: Boolean(search),
  });
  const rows = search ? (matches.data?.rows ?? []) : [];
  // Keep the field in step when the filter is set from elsewhere (an account clicked in a table).
  const [shown, setShown] = useState(value?.account);
  if (shown !== value?.account) {
    setShown(value?.account);
    setText(value?.account ?? '');
  }

  return (
    <Autocomplete
      label={t('filter.member')}
      placeholder={t('filter.allMembers')}
      value={text}
      data={rows.map((row) => row.account)}
      onChange={(next) => {
        setText(next);
        if (!next.trim() && value) onChange(null);
      }}
      onOptionSubmit={(account) => {
        const row = rows.find((item) => item.account === account);
        if (row) onChange({ id: row.id, account: row.account });
      }}
      onBlur={() => {
        if (value && text !== value.account) setText(value.account);
      }}
      clearable
      maxLength={64}
      miw={200}
      autoComplete="off"
      data-testid="agent-member-filter"
    />
  );
}

/** An account in a report's row: choosing it narrows the report to that member. */
export function MemberLink({ account, onPick }: { account: string; onPick: () => void }) {
  const { t } = useTranslation('agent');
  return (
    <Anchor
      component="button"
      type="button"
      onClick={onPick}
      aria-label={t('filter.onlyMember', { account })}
    >
      <bdi>{account}</bdi>
    </Anchor>
  );
}
