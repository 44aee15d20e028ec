import {
  APPLICATION_REMARK_MAX,
  ApplyPromotionRequest,
  MAX_APPLICATION_IMAGES,
} from '@goldline/contract/promotions';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { ImageUploadField } from '../../../components/image-upload-field';
import { useErrorText } from '../../../lib/use-error-text';
import { useApplyPromotion } from '../api/apply-promotion';

/** The contract's request without the key, which the form adds per submission. */
const FormSchema = ApplyPromotionRequest.omit({ idempotencyKey: true });

/**
 * Apply for an APPLY promotion (spec sections 4 and 5): a remark of at most 140 characters with a
 * live counter, and up to three png or jpg images of at most 5 MB each (the shared image field
 * checks type and size before anything is sent). Checked with the contract's ApplyPromotionRequest.
 */
export function ApplyForm({ promotionId, onSent }: { promotionId: string; onSent: () => void }) {
  const { t } = useTranslation('promotions');
  const errorText = useErrorText();
  const apply = useApplyPromotion(promotionId);
  // One key per submission: a retry after a network failure cannot send a second application.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const { register, control, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(FormSchema),
    mode: 'onTouched',
    defaultValues: { remark: '', images: [] as string[] },
  });
  const remark = useWatch({ control, name: 'remark' }) ?? '';

  const submit = handleSubmit(async (values) => {
    await apply.mutateAsync({ remark: values.remark, images: values.images, idempotencyKey });
    setIdempotencyKey(crypto.randomUUID());
    reset();
    onSent();
  });

  return (
    <form
      onSubmit={(event) => void submit(event).catch(() => undefined)}
      noValidate
      data-testid="promo-apply"
    >
      <Stack gap="sm">
        <div>
          <Textarea
            label={t('apply.remark')}
            description={t('apply.remarkHint', { max: APPLICATION_REMARK_MAX })}
            autosize
            minRows={3}
            // No native maxLength: a longer paste is kept and the counter and the error say so.
            error={formState.errors.remark && t('apply.remarkTooLong', { max: APPLICATION_REMARK_MAX })}
            data-testid="promo-remark"
            {...register('remark')}
          />
          <Text
            size="xs"
            ta="end"
            mt={4}
            c={remark.length > APPLICATION_REMARK_MAX ? 'var(--mantine-color-error)' : 'dimmed'}
            data-testid="promo-remark-counter"
          >
            {t('apply.counter', { length: remark.length, max: APPLICATION_REMARK_MAX })}
          </Text>
        </div>
        <Controller
          control={control}
          name="images"
          render={({ field }) => (
            <ImageUploadField
              label={t('apply.images')}
              images={field.value ?? []}
              onChange={field.onChange}
              max={MAX_APPLICATION_IMAGES}
              testId="promo-images"
            />
          )}
        />
        <FormError message={apply.isError ? errorText(apply.error) : null} />
        <Button type="submit" h={44} loading={formState.isSubmitting} data-testid="promo-apply-submit">
          {t('apply.submit')}
        </Button>
      </Stack>
    </form>
  );
}
