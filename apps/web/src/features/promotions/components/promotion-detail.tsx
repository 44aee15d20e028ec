import type { PromotionDetail } from '@goldline/contract/promotions';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconCircleCheck, IconGift, IconLogin } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { FormError } from '../../../components/form-error';
import { FormErrorText } from '../../../components/form-error-text';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api-error';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { useErrorText } from '../../../lib/use-error-text';
import { useClaimPromotion } from '../api/claim-promotion';
import { usePromotion } from '../api/get-promotion';
import { usePromotionText } from '../hooks/use-promotion-text';
import { ActivityStatusBadge } from './activity-status-badge';
import { ApplyForm } from './apply-form';
import { PromotionBanner } from './promotion-card';
import classes from './promotions.module.css';

function BackLink() {
  const { t } = useTranslation('promotions');
  return (
    <Anchor
      component={Link}
      to="/promotions"
      mb="sm"
      display="inline-flex"
      style={{ alignItems: 'center', gap: 4, minHeight: 44 }}
    >
      <IconArrowLeft size={18} aria-hidden="true" style={{ transform: 'scaleX(var(--gl-flip, 1))' }} />
      {t('detail.back')}
    </Anchor>
  );
}

/** CLAIM promotions: one button, one idempotency key per visit, so a double click pays once. */
function ClaimAction({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation('promotions');
  const text = usePromotionText();
  const errorText = useErrorText();
  const claim = useClaimPromotion(promotion.id);
  const [key] = useState(() => crypto.randomUUID());
  if (claim.isSuccess) {
    return (
      <Alert
        color="green"
        variant="light"
        role="status"
        icon={<IconCircleCheck size={20} aria-hidden="true" />}
        data-testid="promo-claimed"
      >
        {t('claim.done', { amount: text.money(claim.data.bonus.amount) })}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <FormError message={claim.isError ? errorText(claim.error) : null} />
      <Button
        h={44}
        leftSection={<IconGift size={18} aria-hidden="true" />}
        loading={claim.isPending}
        onClick={() => {
          if (!claim.isPending) claim.mutate(key);
        }}
        data-testid="promo-claim"
      >
        {t('claim.action')}
      </Button>
    </Stack>
  );
}

/** Eligibility in words, then what the member can do about it. */
function ActionPanel({ promotion, onLogin }: { promotion: PromotionDetail; onLogin: () => void }) {
  const { t } = useTranslation('promotions');
  const text = usePromotionText();
  const { eligibility } = promotion;
  const needsLogin = eligibility.reasons.some((reason) => reason.code === 'loginRequired');
  // Kept here, not in the form: once sent, the refetched eligibility no longer shows the form.
  const [sent, setSent] = useState(false);
  return (
    <Paper withBorder radius="md" p="md" style={{ background: 'var(--gl-surface)' }}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('detail.eligibility')}
        </Title>
        <Alert
          color={eligibility.eligible ? 'green' : 'yellow'}
          variant="light"
          icon={
            eligibility.eligible ? (
              <IconCircleCheck size={20} aria-hidden="true" />
            ) : (
              <IconAlertCircle size={20} aria-hidden="true" />
            )
          }
          data-testid="promo-eligibility"
          data-eligible={eligibility.eligible}
        >
          <Stack gap={4}>
            {eligibility.reasons.map((reason) => (
              <Text key={reason.code} size="sm">
                {text.reason(reason)}
              </Text>
            ))}
          </Stack>
        </Alert>
        {needsLogin && (
          <Button
            h={44}
            leftSection={<IconLogin size={18} aria-hidden="true" />}
            onClick={onLogin}
            data-testid="promo-login"
          >
            {t('apply.login')}
          </Button>
        )}
        {eligibility.eligible && promotion.mode === 'CLAIM' && <ClaimAction promotion={promotion} />}
        {sent && (
          <Alert
            color="green"
            variant="light"
            role="status"
            icon={<IconCircleCheck size={20} aria-hidden="true" />}
            data-testid="promo-apply-sent"
          >
            {t('apply.sent')}
          </Alert>
        )}
        {!sent && eligibility.eligible && promotion.mode === 'APPLY' && (
          <>
            <Title order={3} fz="h5">
              {t('apply.title')}
            </Title>
            <ApplyForm promotionId={promotion.id} onSent={() => setSent(true)} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

function DetailSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton radius="md" style={{ aspectRatio: '3 / 1', maxHeight: 320 }} />
      <Skeleton height={32} width="60%" />
      <Skeleton height={120} />
    </Stack>
  );
}

/** /promotions/:id: banner, status, period, the operator's sanitised HTML, the rules and the action. */
export function PromotionDetailPage({ id, onLogin }: { id: string; onLogin: () => void }) {
  const { t } = useTranslation('promotions');
  const text = usePromotionText();
  const detail = usePromotion(id);
  const promotion = detail.data;
  const html = useMemo(() => (promotion ? sanitizeHtml(promotion.content) : ''), [promotion]);

  if (detail.isPending) {
    return (
      <>
        <BackLink />
        <DetailSkeleton />
      </>
    );
  }
  if (detail.isError || !promotion) {
    const missing = isApiError(detail.error) && detail.error.code === 'NOT_FOUND';
    return (
      <>
        <BackLink />
        {missing ? (
          <EmptyState icon={<IconGift size={34} />} title={t('title')} text={t('detail.notFound')} />
        ) : (
          <FormErrorText error={detail.error} />
        )}
      </>
    );
  }

  return (
    <>
      <BackLink />
      <PageTitle icon={<IconGift size={24} />}>
        <span dir="auto">{promotion.title}</span>
      </PageTitle>
      <div className={classes.detailGrid} data-testid="promo-detail">
        <div className={classes.detailAside}>
          <Group gap={6} wrap="wrap">
            <ActivityStatusBadge status={promotion.status} />
            <Badge variant="light" color="gray" style={{ textTransform: 'none' }}>
              {t(`type.${promotion.type}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {text.when(promotion.startsAt, promotion.endsAt)}
          </Text>
          <ActionPanel promotion={promotion} onLogin={onLogin} />
        </div>
        <Stack gap="md" className={classes.detailMain}>
          <PromotionBanner url={promotion.imageUrl} className={classes.detailBanner} />
          {promotion.summary && (
            <Text fw={600} dir="auto">
              {promotion.summary}
            </Text>
          )}
          {html && (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
            <div className={classes.content} dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
          )}
          <div>
            <Title order={2} fz="h4" mb="xs">
              {t('detail.rules')}
            </Title>
            <List spacing={4} size="sm" data-testid="promo-rules">
              {text.rules(promotion).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </div>
        </Stack>
      </div>
    </>
  );
}
