import { Center, Loader, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormErrorText } from '../../../components/form-error-text';
import { useDepositSlipUrl } from '../api/deposit-slip';

/** The member's deposit slip, loaded with the operator token (a plain link could not send it). */
export function SlipModal({
  depositId,
  label,
  onClose,
}: {
  depositId: string;
  label: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('backoffice');
  const slip = useDepositSlipUrl(depositId);
  return (
    <Modal opened onClose={onClose} title={t('slip.title', { label })} size="lg" centered>
      {slip.error ? (
        <FormErrorText error={slip.error} />
      ) : slip.url ? (
        <img
          src={slip.url}
          alt={t('slip.alt', { label })}
          data-testid="bo-slip-image"
          style={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: '70vh',
            margin: '0 auto',
            imageRendering: 'auto',
          }}
        />
      ) : (
        <Center h={120}>
          <Loader aria-label={t('slip.loading')} />
        </Center>
      )}
    </Modal>
  );
}
