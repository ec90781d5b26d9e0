import { Avatar, FileInput, Group } from '@mantine/core';
import { useT } from '@/ui/i18n/use-t';

interface ProfileImageFieldProps {
  /** The stored avatar (already limited to http(s) or data:image URLs). */
  avatarUrl: string | null;
  /** Shown as the first letter when there is no image. */
  name: string;
  file: File | null;
  /** A blob: URL of the picked file, or null. */
  previewUrl: string | null;
  onChange: (file: File | null) => void;
}

/** The avatar preview beside the file picker; the 5 MB hint is text only (docs/behaviour.md#rules-for-input). */
export function ProfileImageField(props: ProfileImageFieldProps) {
  const { avatarUrl, name, file, previewUrl: preview, onChange } = props;
  const t = useT();
  return (
    <Group align="center" gap="lg" wrap="wrap">
      <Avatar
        src={preview ?? avatarUrl}
        alt={preview ? t('profile.imagePreview') : t('profile.imageCurrent')}
        size={96}
        radius={96}
        color="blue"
      >
        {name.trim().charAt(0).toUpperCase() || '?'}
      </Avatar>
      <FileInput
        label={t('profile.imageLabel')}
        description={t('profile.imageHint')}
        accept="image/*"
        clearable
        value={file}
        onChange={onChange}
        miw={0}
        style={{ flex: '1 1 14rem' }}
      />
    </Group>
  );
}
