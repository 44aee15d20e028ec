import type { PromotionSummary } from '@goldline/contract/promotions';
import { Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePromotionText } from '../hooks/use-promotion-text';
import { ActivityStatusBadge } from './activity-status-badge';
import classes from './promotions.module.css';

/** The banner picture, or the brand's gradient with a gift when the operator set none. */
export function PromotionBanner({ url, className }: { url: string | null; className?: string }) {
  if (!url) {
    return (
      <div className={`${className} ${classes.bannerEmpty}`} aria-hidden="true">
        <IconGift size={56} stroke={1.4} />
      </div>
    );
  }
  // The title beside it says what the promotion is: the picture is decoration.
  return <img className={className} src={url} alt="" loading="lazy" decoding="async" />;
}

/** A promotion in the list: banner, title, period, status, and the way to its detail page. */
export function PromotionCard({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation('promotions');
  const text = usePromotionText();
  return (
    <Paper
      withBorder
      radius="md"
      className={classes.card}
      style={{ background: 'var(--gl-surface)' }}
      component="article"
      data-testid="promo-card"
      data-id={promotion.id}
    >
      <PromotionBanner url={promotion.imageUrl} className={classes.banner} />
      <div className={classes.body}>
        <Group gap={6} wrap="wrap">
          <ActivityStatusBadge status={promotion.status} />
          <Badge variant="light" color="gray" style={{ textTransform: 'none' }}>
            {t(`type.${promotion.type}`)}
          </Badge>
        </Group>
        <Title order={2} fz="h4" dir="auto">
          {promotion.title}
        </Title>
        {promotion.summary && (
          <Text size="sm" className={classes.summary} dir="auto">
            {promotion.summary}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {text.when(promotion.startsAt, promotion.endsAt)}
        </Text>
        <Button
          component={Link}
          to={`/promotions/${promotion.id}`}
          variant="light"
          h={44}
          className={classes.push}
          aria-label={t('card.detailsOf', { title: promotion.title })}
          data-testid="promo-open"
        >
          {t('card.details')}
        </Button>
      </div>
    </Paper>
  );
}
