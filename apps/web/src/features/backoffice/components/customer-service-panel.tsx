import {
  type CustomerService,
  CustomerServiceEntries,
  customerServiceTypes,
} from '@goldline/contract/system';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Group, NativeSelect, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { FormError } from '../../../components/form-error';
import { FormErrorText } from '../../../components/form-error-text';
import { SectionPanel } from '../../../components/section-panel';
import { useErrorText } from '../../../lib/use-error-text';
import { useCustomerServiceEntries, useSaveCustomerServiceEntries } from '../api/customer-service-settings';

const FormSchema = z.object({ entries: CustomerServiceEntries });

function EntriesForm({ entries }: { entries: CustomerService[] }) {
  const { t } = useTranslation('support');
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const save = useSaveCustomerServiceEntries();
  const { register, control, handleSubmit, watch, reset, formState } = useForm({
    resolver: zodResolver(FormSchema),
    defaultValues: { entries },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'entries' });
  const used = watch('entries').map((entry) => entry.csType);
  const unused = customerServiceTypes.filter((type) => !used.includes(type));
  const { errors } = formState;
  const submit = handleSubmit(async (values) => {
    const saved = await save.mutateAsync(values.entries);
    reset({ entries: saved.customerService });
  });

  return (
    <form onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate data-testid="bo-cs-form">
      <Stack gap="sm">
        {fields.length === 0 && <Text c="dimmed">{t('bo.empty')}</Text>}
        {fields.map((field, index) => (
          <Group key={field.id} align="flex-start" gap="sm" wrap="wrap" data-testid={`bo-cs-row-${index}`}>
            <NativeSelect
              label={t('bo.type')}
              w={180}
              data={customerServiceTypes.map((type) => ({ value: type, label: tCommon(`side.${type}`) }))}
              error={errors.entries?.root && t('bo.duplicate')}
              {...register(`entries.${index}.csType`)}
            />
            <TextInput
              label={t('bo.title')}
              w={200}
              maxLength={40}
              error={errors.entries?.[index]?.title && t('bo.titleRule')}
              {...register(`entries.${index}.title`)}
            />
            <TextInput
              label={t('bo.path')}
              style={{ flex: '1 1 260px' }}
              dir="ltr"
              inputMode="url"
              placeholder="https://"
              error={errors.entries?.[index]?.path && t('bo.pathRule')}
              {...register(`entries.${index}.path`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size={44}
              mt={24}
              onClick={() => remove(index)}
              aria-label={t('bo.remove', { channel: tCommon(`side.${field.csType}`) })}
            >
              <IconTrash size={20} aria-hidden="true" />
            </ActionIcon>
          </Group>
        ))}
        <FormError message={save.isError ? errorText(save.error) : null} />
        {save.isSuccess && !formState.isDirty && (
          <Text size="sm" role="status">
            ✓ {t('bo.saved')}
          </Text>
        )}
        <Group gap="sm">
          <Button
            variant="default"
            h={44}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            disabled={unused.length === 0}
            onClick={() => append({ csType: unused[0] ?? 'LIVECHAT', title: '', path: '' })}
            data-testid="bo-cs-add"
          >
            {t('bo.add')}
          </Button>
          <Button type="submit" h={44} loading={formState.isSubmitting} data-testid="bo-cs-save">
            {t('bo.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Back office: the customer-service channels members see (spec section 2 side menu, section 3 customerService). */
export function CustomerServicePanel() {
  const { t } = useTranslation('support');
  const entries = useCustomerServiceEntries();
  return (
    <SectionPanel title={t('bo.heading')}>
      <Text size="sm" c="dimmed" mb="md">
        {t('bo.intro')}
      </Text>
      {entries.isPending && <Skeleton height={160} />}
      {entries.isError && <FormErrorText error={entries.error} />}
      {entries.data && <EntriesForm entries={entries.data} />}
    </SectionPanel>
  );
}
