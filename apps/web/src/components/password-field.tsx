import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Password input with a keyboard-reachable, labelled show/hide toggle (spec section 2). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordField(props, ref) {
    const { t } = useTranslation('auth');
    const [visible, setVisible] = useState(false);
    return (
      <PasswordInput
        ref={ref}
        visible={visible}
        onVisibilityChange={setVisible}
        visibilityToggleButtonProps={{
          tabIndex: 0,
          'aria-label': visible ? t('hide') : t('show'),
          'aria-pressed': visible,
          style: { minWidth: 36, minHeight: 36 },
        }}
        {...props}
      />
    );
  },
);
