import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Flex, Modal, Slider, Typography, Upload } from 'antd';
import { useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';

/** Spec §5 and §9: square crop, zoom 1 to 3 in steps of 0.1, at most 800 px and 0.5 MB, JPEG. */
export const CROP_MAX_SIDE = 800;
export const CROP_MAX_BYTES = 512 * 1024;
export const ZOOM = { min: 1, max: 3, step: 0.1 } as const;
export const JPEG_QUALITIES = [0.92, 0.85, 0.75, 0.65, 0.55, 0.45, 0.35, 0.25, 0.15];
const VIEW = 280;

export interface Crop { sx: number; sy: number; side: number }

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The square of the source image shown at this zoom, moved by pan (source pixels from the centre), kept inside the image. */
export function cropRect(width: number, height: number, zoom: number, pan: { x: number; y: number } = { x: 0, y: 0 }): Crop {
  const side = Math.min(width, height) / clamp(zoom, ZOOM.min, ZOOM.max);
  const sx = clamp((width - side) / 2 + pan.x, 0, width - side);
  const sy = clamp((height - side) / 2 + pan.y, 0, height - side);
  return { sx, sy, side };
}

/** The side of the saved square: the crop's own size, never more than 800 px (never upscaled). */
export function outputSide(cropSide: number, max = CROP_MAX_SIDE): number {
  return Math.max(1, Math.min(Math.round(cropSide), max));
}

/** Encodes at decreasing JPEG quality until the blob fits (the last try is kept if none does). */
export async function encodeJpeg(encode: (quality: number) => Promise<Blob | null>, maxBytes = CROP_MAX_BYTES): Promise<Blob | null> {
  let last: Blob | null = null;
  for (const q of JPEG_QUALITIES) {
    last = await encode(q);
    if (last && last.size <= maxBytes) return last;
  }
  return last;
}

function drawCrop(canvas: HTMLCanvasElement, img: HTMLImageElement, crop: Crop, side: number) {
  canvas.width = side;
  canvas.height = side;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, side, side);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, crop.sx, crop.sy, crop.side, crop.side, 0, 0, side, side);
}

interface Props {
  value?: File | null;
  onChange?: (file: File | null) => void;
  currentUrl?: string;
  label: string;
}

/** Picks a photo, crops it square (zoom and drag), resizes and encodes it as JPEG; hands back a File. */
export function ImageCrop({ value, onChange, currentUrl, label }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { message } = App.useApp();
  const [img, setImg] = useState<HTMLImageElement | null>(null);
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const [busy, setBusy] = useState(false);
  // A state, not a ref: the dialog mounts the canvas after the commit that opens it, so the first
  // draw must wait for the canvas itself (a ref's change re-renders nothing: the preview stayed blank).
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const drag = useRef<{ x: number; y: number; pan: { x: number; y: number } } | null>(null);
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const crop = img ? cropRect(img.naturalWidth, img.naturalHeight, zoom, pan) : null;
  useEffect(() => {
    if (img && crop && canvas) drawCrop(canvas, img, crop, VIEW);
  });

  const pick = (file: File) => {
    if (!file.type.startsWith('image/')) {
      message.error(t('error.invalidFile'));
      return;
    }
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      setZoom(1);
      setPan({ x: 0, y: 0 });
      setImg(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      message.error(t('error.invalidFile'));
    };
    image.src = url;
  };

  const close = () => {
    if (img) URL.revokeObjectURL(img.src);
    setImg(null);
  };

  const save = async () => {
    if (!img || !crop) return;
    setBusy(true);
    try {
      const out = document.createElement('canvas');
      drawCrop(out, img, crop, outputSide(crop.side));
      const blob = await encodeJpeg((q) => new Promise((resolve) => out.toBlob(resolve, 'image/jpeg', q)));
      if (!blob) throw new Error('encode');
      onChange?.(new File([blob], 'photo.jpg', { type: 'image/jpeg' }));
      close();
    } catch {
      message.error(t('error.invalidFile'));
    } finally {
      setBusy(false);
    }
  };

  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, pan };
  };
  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drag.current || !crop || !img) return;
    const scale = crop.side / VIEW;
    const next = { x: drag.current.pan.x - (e.clientX - drag.current.x) * scale, y: drag.current.pan.y - (e.clientY - drag.current.y) * scale };
    // Keep the pan within what cropRect allows, so zooming out never jumps.
    const c = cropRect(img.naturalWidth, img.naturalHeight, zoom, next);
    setPan({ x: c.sx - (img.naturalWidth - c.side) / 2, y: c.sy - (img.naturalHeight - c.side) / 2 });
  };

  const shown = preview ?? (currentUrl || undefined);
  return (
    <Flex gap={12} align="center" wrap>
      <Avatar shape="square" size={88} src={shown} icon={<UserOutlined />} alt={label} />
      <Upload accept="image/*" maxCount={1} showUploadList={false} beforeUpload={(file) => { pick(file); return false; }}>
        <Button icon={<UploadOutlined />}>{t('imageCrop.choose')}</Button>
      </Upload>
      {value && (
        <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('imageCrop.remove')} onClick={() => onChange?.(null)} />
      )}
      <Modal
        open={!!img}
        title={t('imageCrop.title')}
        onCancel={close}
        onOk={() => void save()}
        okText={t('imageCrop.ok')}
        cancelText={t('app.cancel')}
        confirmLoading={busy}
        width={360}
        destroyOnHidden
        zIndex={1100}
      >
        <Flex vertical align="center" gap={8}>
          <canvas
            ref={setCanvas}
            width={VIEW}
            height={VIEW}
            aria-label={t('imageCrop.title')}
            style={{ width: VIEW, height: VIEW, cursor: 'move', touchAction: 'none', borderRadius: 8, background: '#f0f0f0' }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => { drag.current = null; }}
          />
          <Typography.Text type="secondary">{t('imageCrop.hint')}</Typography.Text>
          <Flex align="center" gap={8} style={{ width: '100%' }}>
            <Typography.Text>{t('imageCrop.zoom')}</Typography.Text>
            <Slider
              style={{ flex: 1 }}
              min={ZOOM.min}
              max={ZOOM.max}
              step={ZOOM.step}
              value={zoom}
              onChange={(v: number) => setZoom(v)}
              tooltip={{ open: false }}
              aria-label={t('imageCrop.zoom')}
            />
            <Typography.Text style={{ minWidth: 36 }}>{`×${intl.formatNumber(zoom, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}`}</Typography.Text>
          </Flex>
        </Flex>
      </Modal>
    </Flex>
  );
}
