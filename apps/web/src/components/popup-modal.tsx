import { Modal, type ModalRootProps } from '@mantine/core';
import { type ReactNode, type PointerEvent as ReactPointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The popup of spec section 2 "Global modals": locks page scroll and restores the position on close,
 * draggable by its header, never closes on an outside click, close icon unless forced, fade.
 */
interface PopupModalProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Hide the close icon and ignore Escape (forced change password, spec section 4). */
  forced?: boolean;
  size?: ModalRootProps['size'];
  testId?: string;
}

export function PopupModal({
  opened,
  onClose,
  title,
  children,
  forced = false,
  size = 440,
  testId,
}: PopupModalProps) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ startX: number; startY: number; baseX: number; baseY: number } | null>(null);

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    // Buttons inside the header (the close icon) keep their normal click.
    if ((event.target as HTMLElement).closest('button')) return;
    drag.current = { startX: event.clientX, startY: event.clientY, baseX: offset.x, baseY: offset.y };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    if (!drag.current) return;
    setOffset({
      x: drag.current.baseX + event.clientX - drag.current.startX,
      y: drag.current.baseY + event.clientY - drag.current.startY,
    });
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      size={size}
      centered
      closeOnClickOutside={false}
      closeOnEscape={!forced}
      lockScroll
      transitionProps={{ transition: 'fade', duration: 150, enterDelay: 100 }}
      onExitTransitionEnd={() => setOffset({ x: 0, y: 0 })}
    >
      <Modal.Overlay backgroundOpacity={0.6} blur={2} />
      <Modal.Content
        data-testid={testId}
        style={{
          transform: `translate(${offset.x}px, ${offset.y}px)`,
          borderTop: '3px solid var(--mantine-color-gold-5)',
        }}
      >
        <Modal.Header
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          style={{ cursor: 'move', touchAction: 'none' }}
        >
          <Modal.Title fw={700} fz="lg">
            {title}
          </Modal.Title>
          {!forced && <Modal.CloseButton aria-label={t('common.close')} />}
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
