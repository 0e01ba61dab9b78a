import {
  BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, PictureOutlined, UnderlineOutlined, UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { App, Button, Flex, Input, Popover, Tooltip, theme } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RestError } from '@/lib/authApi';
import { formatError } from '@/lib/errors';
import { IMAGE_ACCEPT, imageFiles, SiteImage, uploadArticleImage } from './articleImage';
import './articles.css';

interface Props {
  /** HTML ('' when empty); the server keeps only its allow-list of it. */
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  /** The signed-in academy: images are uploaded into its storage; without it the editor keeps no image. */
  academyCode?: string;
}

/**
 * What the server keeps (rules/articles.ts): no code, code blocks or h1; links open nothing on
 * click while editing; images only of the academy's own storage (SiteImage).
 */
const extensionsFor = (code: string) => [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
  }),
  SiteImage.configure({ code }),
];

/** Uploads image files into the academy's storage and inserts them (at a drop position, else at the cursor). */
type InsertImages = (files: File[], at?: number) => void;

/**
 * The article editor (Tiptap): a small toolbar (bold, italic, underline, headings, lists, link)
 * over an editable area, as an antd form control (value, onChange). Loaded lazily by the article
 * dialog, so the editor's code is fetched only when it opens.
 */
export default function RichTextEditor({ value = '', onChange, id, 'aria-label': ariaLabel, 'aria-invalid': invalid, academyCode }: Props) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const intl = useIntl();
  const [uploading, setUploading] = useState(0);
  // Pasted or dropped image files are uploaded like the toolbar's (the editor's handlers are made once).
  const insertImages = useRef<InsertImages>(() => undefined);
  const editor = useEditor({
    extensions: extensionsFor(academyCode ?? ''),
    content: value,
    editorProps: {
      attributes: { class: 'talim-rte-area', dir: 'auto', role: 'textbox', 'aria-multiline': 'true', ...(ariaLabel ? { 'aria-label': ariaLabel } : {}), ...(id ? { id } : {}) },
      handlePaste: (_view, event) => {
        const files = imageFiles(event.clipboardData?.files);
        if (!files.length) return false;
        insertImages.current(files);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = moved ? [] : imageFiles(event.dataTransfer?.files);
        if (!files.length) return false;
        insertImages.current(files, view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos);
        return true;
      },
    },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  insertImages.current = (files, at) => {
    if (!academyCode) return;
    for (const file of files) {
      setUploading((n) => n + 1);
      uploadArticleImage(academyCode, file)
        .then((src) => {
          const image = { type: SiteImage.name, attrs: { src } };
          if (at === undefined) editor.chain().focus().insertContent(image).run();
          else editor.chain().insertContentAt(at, image).run();
        })
        .catch((e: unknown) => {
          message.error(formatError(intl, e instanceof RestError ? { id: `error.${e.code}`, values: e.params } : { id: 'error.errorMessage' }));
        })
        .finally(() => setUploading((n) => n - 1));
    }
  };
  return (
    <div
      className="talim-rte"
      style={{ borderColor: invalid ? token.colorError : token.colorBorder, borderRadius: token.borderRadius, background: token.colorBgContainer }}
    >
      <Toolbar editor={editor} onImages={academyCode ? (files) => insertImages.current(files) : undefined} uploading={uploading > 0} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, onImages, uploading }: { editor: Editor; onImages?: (files: File[]) => void; uploading: boolean }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const { token } = theme.useToken();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'), italic: e.isActive('italic'), underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }), h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'), ordered: e.isActive('orderedList'), link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  // A mouse click leaves the focus in the text (Tiptap gives it back only on the next frame, so the
  // first letters typed right after clicking Bold went to the button, and a space pressed it again).
  // From the keyboard the button takes focus as any button does, and the command gives it back.
  const tool = (key: string, label: string, active: boolean, run: () => void, icon: ReactNode) => (
    <Tooltip key={key} title={label}>
      <Button size="small" type={active ? 'primary' : 'text'} icon={icon} aria-label={label} aria-pressed={active} onMouseDown={(e) => e.preventDefault()} onClick={run} />
    </Tooltip>
  );
  return (
    <Flex className="talim-rte-toolbar" wrap gap={2} role="toolbar" aria-label={t('articles.toolbar')} style={{ borderColor: token.colorBorderSecondary }}>
      {tool('bold', t('articles.bold'), state.bold, () => chain().toggleBold().run(), <BoldOutlined />)}
      {tool('italic', t('articles.italic'), state.italic, () => chain().toggleItalic().run(), <ItalicOutlined />)}
      {tool('underline', t('articles.underline'), state.underline, () => chain().toggleUnderline().run(), <UnderlineOutlined />)}
      {tool('h2', t('articles.heading'), state.h2, () => chain().toggleHeading({ level: 2 }).run(), <strong aria-hidden>H2</strong>)}
      {tool('h3', t('articles.subheading'), state.h3, () => chain().toggleHeading({ level: 3 }).run(), <strong aria-hidden>H3</strong>)}
      {tool('bullet', t('articles.bulletList'), state.bullet, () => chain().toggleBulletList().run(), <UnorderedListOutlined />)}
      {tool('ordered', t('articles.orderedList'), state.ordered, () => chain().toggleOrderedList().run(), <OrderedListOutlined />)}
      <LinkTool editor={editor} active={state.link} />
      {onImages && <ImageTool onImages={onImages} uploading={uploading} />}
    </Flex>
  );
}

/** The insert-image button: a file picker (PNG, JPEG, WebP, GIF); the chosen image is uploaded and inserted at the cursor. */
function ImageTool({ onImages, uploading }: { onImages: (files: File[]) => void; uploading: boolean }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'articles.insertImage' });
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <Tooltip title={label}>
        <Button size="small" type="text" icon={<PictureOutlined />} aria-label={label} loading={uploading} onClick={() => picker.current?.click()} />
      </Tooltip>
      <input
        ref={picker}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        style={{ display: 'none' }}
        data-testid="article-image-file"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) onImages(files);
        }}
      />
    </>
  );
}

/** The link button: a small popover asking for the address (http, https or mailto); empty removes the link. */
function LinkTool({ editor, active }: { editor: Editor; active: boolean }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const [bad, setBad] = useState(false);
  const apply = () => {
    const url = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!url) {
      chain.unsetLink().run();
    } else {
      const full = /^(https?:\/\/|mailto:)/i.test(url) ? url : /^[^\s:/]+@[^\s]+$/.test(url) ? `mailto:${url}` : `https://${url}`;
      if (/\s/.test(full) || /^https?:\/\/$/i.test(full)) { setBad(true); return; }
      chain.setLink({ href: full }).run();
    }
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      trigger="click"
      onOpenChange={(next) => {
        setOpen(next);
        if (next) { setHref((editor.getAttributes('link').href as string | undefined) ?? ''); setBad(false); }
      }}
      content={(
        <Flex gap={6} style={{ width: 300, maxWidth: '80vw' }}>
          <Input
            size="small"
            dir="ltr"
            autoFocus
            status={bad ? 'error' : undefined}
            placeholder="https://"
            aria-label={t('articles.linkAddress')}
            value={href}
            onChange={(e) => { setHref(e.target.value); setBad(false); }}
            onPressEnter={(e) => { e.preventDefault(); apply(); }}
          />
          <Button size="small" type="primary" onClick={apply}>{t('articles.linkApply')}</Button>
        </Flex>
      )}
    >
      <Tooltip title={t('articles.link')}>
        <Button size="small" type={active ? 'primary' : 'text'} icon={<LinkOutlined />} aria-label={t('articles.link')} aria-pressed={active} />
      </Tooltip>
    </Popover>
  );
}
