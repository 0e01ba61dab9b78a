import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Image, Upload } from 'antd';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const DEFAULT_MAX_KB = 512;

/** null when the file may be sent, else the catalogue key and values of the problem. */
export function checkImage(file: { type: string; size: number }, maxKb = DEFAULT_MAX_KB): { id: string; values?: Record<string, number> } | null {
  if (!IMAGE_TYPES.includes(file.type)) return { id: 'error.invalidFile' };
  if (file.size > maxKb * 1024) return { id: 'error.fileTooLarge', values: { maxKb } };
  return null;
}

interface Props {
  /** A newly chosen file; only files are ever sent. */
  value?: File | null;
  onChange?: (file: File | null) => void;
  /** The image already saved, shown until another is chosen. */
  currentUrl?: string;
  label: string;
  maxKb?: number;
  height?: number;
}

/** Chooses one image (jpeg, png or webp, at most maxKb) without uploading it; shows a preview. */
export function ImagePicker({ value, onChange, currentUrl, label, maxKb = DEFAULT_MAX_KB, height = 64 }: Props) {
  const intl = useIntl();
  const { message } = App.useApp();
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  const shown = preview ?? (currentUrl || null);
  return (
    <Flex gap={12} align="center" wrap>
      {shown && <Image src={shown} alt={label} height={height} style={{ objectFit: 'contain', maxWidth: 160 }} />}
      <Upload
        accept={IMAGE_TYPES.join(',')}
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          const problem = checkImage(file, maxKb);
          if (problem) message.error(intl.formatMessage({ id: problem.id }, problem.values));
          else onChange?.(file);
          return problem ? Upload.LIST_IGNORE : false;
        }}
      >
        <Button icon={<UploadOutlined />}>{intl.formatMessage({ id: 'users.chooseImage' })}</Button>
      </Upload>
      {value && (
        <Button type="text" danger icon={<DeleteOutlined />} aria-label={intl.formatMessage({ id: 'users.removeChosenImage' })} onClick={() => onChange?.(null)} />
      )}
    </Flex>
  );
}
