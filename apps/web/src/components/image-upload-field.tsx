import { ActionIcon, Box, Group, Image, Input, Text } from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './image-upload-field.module.css';

/** Spec section 5: png or jpg, at most 5 MB each (contract MAX_IMAGE_BYTES). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg'];

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

interface Props {
  label: string;
  description?: string;
  images: string[];
  onChange: (images: string[]) => void;
  max?: number;
  required?: boolean;
  error?: string;
  testId: string;
}

/**
 * Image proof picker: a real file input behind a visible label, checked for type and size before
 * anything is sent, with previews that can be removed. Images travel as data URLs (contract ProofImage).
 */
export function ImageUploadField({
  label,
  description,
  images,
  onChange,
  max = 1,
  required,
  error,
  testId,
}: Props) {
  const { t } = useTranslation('wallet');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const shown = error ?? problem ?? undefined;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setProblem(null);
    const next = [...images];
    for (const file of files) {
      if (next.length >= max) {
        setProblem(t('image.tooMany', { max }));
        break;
      }
      if (!TYPES.includes(file.type)) {
        setProblem(t('image.type'));
        continue;
      }
      if (file.size > MAX_IMAGE_BYTES) {
        setProblem(t('image.size'));
        continue;
      }
      next.push(await readAsDataUrl(file));
    }
    onChange(next);
  };

  return (
    <Input.Wrapper
      label={label}
      description={description ?? t('image.hint', { max })}
      required={required}
      error={shown}
      id={id}
      errorProps={{ role: 'alert' }}
    >
      <Group gap="sm" mt={6} wrap="wrap">
        {images.map((src, index) => (
          <Box key={src.slice(-32) + String(index)} pos="relative">
            <Image
              src={src}
              alt={t('image.preview', { n: index + 1 })}
              w={96}
              h={96}
              fit="cover"
              radius="md"
              data-testid={`${testId}-preview`}
            />
            <ActionIcon
              pos="absolute"
              top={4}
              style={{ insetInlineEnd: 4 }}
              color="red"
              size={32}
              onClick={() => onChange(images.filter((_, i) => i !== index))}
              aria-label={t('image.remove', { n: index + 1 })}
            >
              <IconTrash size={16} aria-hidden="true" />
            </ActionIcon>
          </Box>
        ))}
        {images.length < max && (
          <Box
            component="label"
            htmlFor={`${id}-file`}
            className={classes.dropBox}
            w={96}
            h={96}
            style={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 4,
              border: '1px dashed var(--gl-border)',
              borderRadius: 'var(--mantine-radius-md)',
              cursor: 'pointer',
              background: 'var(--gl-surface-2)',
            }}
          >
            <IconPhotoPlus size={24} aria-hidden="true" />
            <Text size="xs" ta="center">
              {t('image.choose')}
            </Text>
            <input
              id={`${id}-file`}
              type="file"
              accept="image/png,image/jpeg"
              multiple={max > 1}
              className={classes.fileInput}
              aria-describedby={shown ? `${id}-error` : `${id}-description`}
              aria-invalid={Boolean(shown)}
              data-testid={testId}
              onChange={(event) => void pick(event)}
            />
          </Box>
        )}
      </Group>
    </Input.Wrapper>
  );
}
