import { CaptchaField } from '../../features/auth/components/captcha-field';
import { FeedbackModal } from '../../features/feedback/components/feedback-modal';
import { HelpCentreModal } from '../../features/help/components/help-centre-modal';
import { useCommsModalStore } from '../stores/comms-modal-store';

/** The help centre or the feedback form; the feedback form borrows the login forms' image captcha. */
export function CommsModalsHost() {
  const modal = useCommsModalStore((state) => state.modal);
  const close = useCommsModalStore((state) => state.close);
  if (modal === 'help') return <HelpCentreModal onClose={close} />;
  return (
    <FeedbackModal
      onClose={close}
      renderCaptcha={({ error, onCaptchaId, handleRef, input }) => (
        <CaptchaField
          testIdPrefix="feedback"
          onCaptchaId={onCaptchaId}
          handleRef={handleRef}
          error={error}
          {...input}
        />
      )}
    />
  );
}
