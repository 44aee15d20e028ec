import { Button, Group, Text } from '@mantine/core';
import { IconHelpCircle, IconMessage2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSystemStatus } from '../../features/system/api/get-system-status';
import { useCommsModalStore } from '../stores/comms-modal-store';
import classes from './site-footer.module.css';

const COPYRIGHT_YEAR = 2025;

function BadgeList({
  title,
  items,
  testId,
}: {
  title: string;
  items: { key: string; node: ReactNode }[];
  testId: string;
}) {
  return (
    <section aria-label={title} data-testid={testId}>
      <h2 className={classes.groupTitle}>{title}</h2>
      <ul className={classes.badges}>
        {items.map((item) => (
          <li key={item.key} className={classes.badge}>
            {item.node}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Footer of spec section 2: the operator's channels, licence and certificates as text (only when
 * configured), responsible-gaming text (section 1), 2025 label.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const { data: status } = useSystemStatus();
  const openModal = useCommsModalStore((state) => state.open);
  const brand = status?.brand.name ?? t('brand');
  const social = (status?.customerService ?? []).filter(
    (channel) => channel.csType !== 'LIVECHAT' && channel.path,
  );
  const licence = status?.trust.licence ?? '';
  const licenceUrl = status?.trust.licenceUrl ?? '';
  const certifications = status?.trust.certifications ?? [];

  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        {/* Only what is true of this site (issue 12): no provider names or logos, and a licence or a
            certificate only as the operator entered it (site setting `trust`, empty by default). */}
        {(social.length > 0 || licence || certifications.length > 0) && (
          <div className={classes.groups}>
            {social.length > 0 && (
              <BadgeList
                title={t('side.customerService')}
                testId="footer-channels"
                items={social.map((channel) => ({
                  key: channel.csType,
                  node: (
                    <a href={channel.path} target="_blank" rel="noopener noreferrer" className={classes.link}>
                      {channel.title}
                    </a>
                  ),
                }))}
              />
            )}
            {licence && (
              <BadgeList
                title={t('footer.licence')}
                testId="footer-licence"
                items={[
                  {
                    key: 'licence',
                    node: licenceUrl ? (
                      <a href={licenceUrl} target="_blank" rel="noopener noreferrer" className={classes.link}>
                        {licence}
                      </a>
                    ) : (
                      licence
                    ),
                  },
                ]}
              />
            )}
            {certifications.length > 0 && (
              <BadgeList
                title={t('footer.certification')}
                testId="footer-certifications"
                items={certifications.map((name) => ({ key: name, node: name }))}
              />
            )}
          </div>
        )}
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
              variant="subtle"
              color="gray"
              size="sm"
              h={44}
              leftSection={<IconHelpCircle size={18} aria-hidden="true" />}
              onClick={() => openModal('help')}
              data-testid="footer-help"
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
              onClick={() => openModal('feedback')}
              data-testid="footer-feedback"
            >
              {t('footer.feedback')}
            </Button>
            <Button component={Link} to="/blog" variant="subtle" color="gray" size="sm" h={44}>
              {t('footer.blog')}
            </Button>
          </Group>
        </div>
      </div>
    </footer>
  );
}
