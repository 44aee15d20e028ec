import {
  type AdminFeedback,
  FEEDBACK_ANSWER_MAX_CHARS,
  type FeedbackStatus,
  type FeedbackType,
  feedbackTypes,
} from '@goldline/contract/feedback';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { ListPager } from '../../../components/list-pager';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useErrorText } from '../../../lib/use-error-text';
import { useAdminFeedback, useAnswerFeedback } from '../api/comms-admin';

/** The feedback inbox: filter by status and question type, read, answer into the member's messages. */
export function FeedbackInboxPanel() {
  const { t, i18n } = useTranslation('comms');
  const locale = languageInfo(i18n.language).locale;
  const [status, setStatus] = useState<FeedbackStatus | ''>('OPEN');
  const [type, setType] = useState('');
  const [page, setPage] = useState(1);
  const [reading, setReading] = useState<AdminFeedback | null>(null);
  const { data } = useAdminFeedback(
    { status: status || undefined, type: type === '' ? undefined : (Number(type) as FeedbackType) },
    page,
  );
  return (
    <Stack gap="sm">
      <Group align="end" wrap="wrap">
        <SegmentedControl
          value={status}
          aria-label={t('bo.status')}
          onChange={(v) => {
            setStatus(v as FeedbackStatus | '');
            setPage(1);
          }}
          data={[
            { value: 'OPEN', label: t('bo.open') },
            { value: 'ANSWERED', label: t('bo.answered') },
            { value: '', label: t('bo.all') },
          ]}
        />
        <NativeSelect
          label={t('feedback.type')}
          value={type}
          onChange={(e) => {
            setType(e.currentTarget.value);
            setPage(1);
          }}
          data={[
            { value: '', label: t('bo.all') },
            ...feedbackTypes.map((v) => ({ value: String(v), label: t(`feedback.types.${v}`) })),
          ]}
        />
      </Group>
      {data && data.rows.length === 0 && <Text c="dimmed">{t('bo.noFeedback')}</Text>}
      <Table.ScrollContainer minWidth={760}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bo.date')}</Table.Th>
              <Table.Th>{t('feedback.type')}</Table.Th>
              <Table.Th>{t('bo.sender')}</Table.Th>
              <Table.Th>{t('feedback.content')}</Table.Th>
              <Table.Th>{t('bo.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.rows.map((f) => (
              <Table.Tr key={f.id} data-testid="bo-feedback-row">
                <Table.Td>{formatDateTime(f.createdAt, locale)}</Table.Td>
                <Table.Td>{t(`feedback.types.${f.type}`)}</Table.Td>
                <Table.Td>{f.sender ?? t('bo.visitor')}</Table.Td>
                <Table.Td maw={320}>
                  <Text size="sm" lineClamp={2} dir="auto">
                    {f.content}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={f.status === 'OPEN' ? 'yellow' : 'green'}
                    style={{ textTransform: 'none' }}
                  >
                    {f.status === 'OPEN' ? t('bo.open') : t('bo.answered')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Button
                    h={44}
                    variant="light"
                    onClick={() => setReading(f)}
                    aria-label={t('bo.readLabel', { id: f.id })}
                  >
                    {f.status === 'OPEN' ? t('bo.answer') : t('bo.read')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data && <ListPager page={page} pageSize={data.pageSize} total={data.total} onChange={setPage} />}
      {reading && <FeedbackReader feedback={reading} onClose={() => setReading(null)} />}
    </Stack>
  );
}

function FeedbackReader({ feedback, onClose }: { feedback: AdminFeedback; onClose: () => void }) {
  const { t, i18n } = useTranslation('comms');
  const errorText = useErrorText();
  const answer = useAnswerFeedback();
  const [text, setText] = useState('');
  const done = answer.data ?? (feedback.status === 'ANSWERED' ? feedback : null);
  return (
    <Modal opened onClose={onClose} title={t('bo.feedbackTitle', { id: feedback.id })} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {`${t(`feedback.types.${feedback.type}`)} · ${feedback.sender ?? t('bo.visitor')} · ${formatDateTime(feedback.createdAt, languageInfo(i18n.language).locale)}`}
        </Text>
        <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }} data-testid="bo-feedback-content">
          {feedback.content}
        </Text>
        {done ? (
          <Alert color="green" title={t('bo.answerTitle')}>
            <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
              {done.answer}
            </Text>
            <Text size="sm" mt="xs">
              {feedback.sender ? t('bo.sentToInbox') : t('bo.visitorNoInbox')}
            </Text>
          </Alert>
        ) : (
          <>
            {!feedback.sender && <Text size="sm">{t('bo.visitorNoInbox')}</Text>}
            <Textarea
              label={t('bo.yourAnswer')}
              autosize
              minRows={3}
              maxLength={FEEDBACK_ANSWER_MAX_CHARS}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              data-testid="bo-feedback-answer"
            />
            <FormError message={answer.isError ? errorText(answer.error) : null} />
            <Button
              h={44}
              loading={answer.isPending}
              disabled={text.trim() === ''}
              onClick={() => answer.mutate({ id: feedback.id, answer: text.trim() })}
              data-testid="bo-feedback-send"
            >
              {t('bo.sendAnswer')}
            </Button>
          </>
        )}
      </Stack>
    </Modal>
  );
}
