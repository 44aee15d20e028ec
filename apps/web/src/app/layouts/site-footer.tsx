import { Button, Group, Text } from '@mantine/core';
import { IconHelpCircle, IconMessage2 } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSystemStatus } from '../../features/system/api/get-system-status';
import classes from './site-footer.module.css';

const FeedbackNotice = lazy(() => import('./feedback-notice').then((m) => ({ default: m.FeedbackNotice })));

/** Vendor names appear as text badges only: no third-party logos (docs/ui-direction.md). */
const footerVendors = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'];
const COPYRIGHT_YEAR = 2025;

function BadgeList({ title, items }: { title: string; items: string[] }) {
  return (
    <section aria-label={title}>
      <h2 className={classes.groupTitle}>{title}</h2>
      <ul className={classes.badges}>
        {items.map((item) => (
          <li key={item} className={classes.badge}>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Footer of spec section 2: logo lists as text, responsible-gaming text (section 1), 2025 label. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { data: status } = useSystemStatus();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const brand = status?.brand.name ?? t('brand');

  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <div className={classes.groups}>
          <BadgeList
            title={t('footer.payment')}
            items={[
              t('footer.paymentBank'),
              t('footer.paymentEwallet'),
              t('footer.paymentCrypto'),
              t('footer.paymentCard'),
            ]}
          />
          <BadgeList
            title={t('footer.certification')}
            items={[t('footer.certRng'), t('footer.certFair'), t('footer.certSecure')]}
          />
          <BadgeList title={t('footer.social')} items={['Facebook', 'Telegram', 'WhatsApp']} />
          <BadgeList title={t('footer.licence')} items={[t('footer.licenceText')]} />
          <BadgeList title={t('footer.vendors')} items={footerVendors} />
        </div>
        <div className={classes.responsible}>
          <span className={classes.age} role="img" aria-label={t('footer.adultsOnly')}>
            18+
          </span>
          <div>
            <Text fw={700} mb={4}>
              {t('footer.responsibleTitle')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('footer.responsible')}
            </Text>
          </div>
        </div>
        <div className={classes.bottom}>
          <span>{t('footer.copyright', { year: COPYRIGHT_YEAR, brand })}</span>
          <Group gap={4}>
            <Button
              component={Link}
              to="/help"
              variant="subtle"
              color="gray"
              size="sm"
              h={44}
              leftSection={<IconHelpCircle size={18} aria-hidden="true" />}
            >
              {t('footer.help')}
            </Button>
            <Button component={Link} to="/help#term" variant="subtle" color="gray" size="sm" h={44}>
              {t('footer.terms')}
            </Button>
            <Button
              variant="subtle"
              color="gray"
              size="sm"
              h={44}
              leftSection={<IconMessage2 size={18} aria-hidden="true" />}
              onClick={() => setFeedbackOpen(true)}
            >
              {t('footer.feedback')}
            </Button>
          </Group>
        </div>
      </div>
      {feedbackOpen && (
        <Suspense fallback={null}>
          <FeedbackNotice onClose={() => setFeedbackOpen(false)} />
        </Suspense>
      )}
    </footer>
  );
}
