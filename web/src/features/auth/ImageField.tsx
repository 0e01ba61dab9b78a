import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Image, Space, Typography, Upload } from 'antd';
import { useIntl } from 'react-intl';
import { useFormat } from '@/lib/format';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** The size guide of an academy image (spec document 2 §5). */
export interface ImageRule {
  maxKb: number;
  minWidth?: number;
  minHeight?: number;
}

interface Props {
  value?: File;
  onChange?: (file?: File) => void;
  rule: ImageRule;
  currentUrl?: string;
  disabled?: boolean;
}

/** Picks one image and keeps the File (nothing is sent until the form submits); refuses oversize files. */
export function ImageField({ value, onChange, rule, currentUrl, disabled }: Props) {
  const intl = useIntl();
  const { number } = useFormat();
  const { message } = App.useApp();
  const guide = rule.minWidth
    ? rule.maxKb >= 1024
      ? intl.formatMessage({ id: 'academy.guide.minMb' }, { width: number(rule.minWidth), height: number(rule.minHeight ?? 0), mb: number(rule.maxKb / 1024) })
      : intl.formatMessage({ id: 'academy.guide.minKb' }, { width: number(rule.minWidth), height: number(rule.minHeight ?? 0), kb: number(rule.maxKb) })
    : intl.formatMessage({ id: 'academy.guide.kb' }, { kb: number(rule.maxKb) });

  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      <Space align="center" wrap>
        {currentUrl && !value && <Image src={currentUrl} width={48} height={48} style={{ objectFit: 'contain' }} alt="" />}
        <Upload
          accept={IMAGE_TYPES.join(',')}
          maxCount={1}
          listType="picture"
          disabled={disabled}
          fileList={value ? [{ uid: 'picked', name: value.name, status: 'done', originFileObj: value as never }] : []}
          beforeUpload={(file) => {
            if (!IMAGE_TYPES.includes(file.type)) {
              message.error(intl.formatMessage({ id: 'error.invalidFile' }));
              return Upload.LIST_IGNORE;
            }
            if (file.size > rule.maxKb * 1024) {
              message.error(intl.formatMessage({ id: 'error.fileTooLarge' }, { maxKb: number(rule.maxKb) }));
              return Upload.LIST_IGNORE;
            }
            onChange?.(file);
            return false;
          }}
          onRemove={() => onChange?.(undefined)}
        >
          <Button icon={<UploadOutlined />} disabled={disabled}>
            {intl.formatMessage({ id: 'academy.chooseImage' })}
          </Button>
        </Upload>
      </Space>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {guide}
      </Typography.Text>
    </Space>
  );
}
