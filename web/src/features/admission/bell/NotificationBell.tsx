import { useApolloClient, useQuery } from '@apollo/client/react';
import { BellOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Empty, Tag, Typography, theme } from 'antd';
import { Suspense, lazy, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { PendingApplicationsDocument, type StudentFieldsFragment } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { BELL_OVERFLOW, BELL_POLL_MS, sourceOf, stillPending } from './bell';
import { refreshAdmissions } from './refresh';
import './bell.css';

// The form is heavy (photo cropping, fees, signatures): it loads when an application is opened.
const AdmissionFormDialog = lazy(() =>
  import('@/features/admission/form/AdmissionFormDialog').then((m) => ({ default: m.AdmissionFormDialog })),
);
// antd's Popover (with the list) loads when the bell is first opened: the office's first load goes without it.
const loadPopover = () => import('./popover');
const Popover = lazy(loadPopover);

/** The top bar's bell: pending admission applications; opening one lets staff give the admit number. */
export function NotificationBell() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num } = useFormat();
  const { token } = theme.useToken();
  const client = useApolloClient();
  const { data } = useQuery(PendingApplicationsDocument, { pollInterval: BELL_POLL_MS, fetchPolicy: 'cache-and-network' });
  const pending = useMemo(() => stillPending(data?.pendingApplications ?? []), [data]);
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  // the popover is drawn from the first opening on; until it has loaded the bell alone is drawn
  const [wanted, setWanted] = useState(false);
  // the bell is drawn anew inside the popover once that has loaded: a bell opened from the keyboard keeps the focus
  const refocus = useRef(false);

  const count = pending.length;
  const shownCount = count > BELL_OVERFLOW ? `${num(BELL_OVERFLOW)}+` : num(count);
  const label = t('bell.label', { count, formatted: num(count) });

  const content = (
    <div
      className="talim-bell-list"
      role="list"
      aria-label={t('bell.title')}
      style={{ '--talim-bell-hover': token.controlItemBgHover, '--talim-bell-muted': token.colorTextSecondary } as CSSProperties}
    >
      {count === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bell.empty')} />
      ) : (
        pending.map((s) => (
          <BellItem
            key={s.id}
            student={s}
            onOpen={() => {
              setOpen(false);
              setEditing(s.id);
            }}
          />
        ))
      )}
    </div>
  );

  const bell = (inPopover: boolean) => (
    <Button
      ref={(el: HTMLButtonElement | null) => {
        if (!el || !refocus.current) return;
        el.focus();
        if (inPopover) refocus.current = false;
      }}
      type="text"
      shape="circle"
      aria-label={label}
      title={label}
      data-testid="notification-bell"
      onPointerEnter={wanted ? undefined : () => void loadPopover()}
      onFocus={wanted ? undefined : () => void loadPopover()}
      onClick={wanted ? undefined : (e) => {
        refocus.current = document.activeElement === e.currentTarget;
        setWanted(true);
        setOpen(true);
      }}
    >
      {/* the count drawn as antd's small Badge draws it (bell.css) */}
      <span className="talim-bell-badge">
        <BellOutlined style={{ fontSize: 18 }} />
        {count > 0 && (
          <sup
            className={`talim-bell-count${shownCount.length > 1 ? ' talim-bell-count-words' : ''}`}
            style={{ '--talim-bell-count-bg': token.colorError, '--talim-bell-count-text': token.colorTextLightSolid, '--talim-bell-count-ring': token.colorBorderBg } as CSSProperties}
          >
            {shownCount}
          </sup>
        )}
      </span>
    </Button>
  );

  return (
    <>
      {wanted ? (
        <Suspense fallback={bell(false)}>
          <Popover
            open={open}
            onOpenChange={setOpen}
            trigger="click"
            placement="bottomRight"
            arrow={false}
            title={
              <div className="talim-bell-title">
                <span>{t('bell.title')}</span>
                {count > 0 && <Typography.Text type="secondary">{t('bell.hint')}</Typography.Text>}
              </div>
            }
            content={content}
          >
            {bell(true)}
          </Popover>
        </Suspense>
      ) : bell(false)}
      {editing !== null && (
        <Suspense fallback={null}>
          <AdmissionFormDialog
            open
            studentId={editing}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              void refreshAdmissions(client);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

function BellItem({ student, onOpen }: { student: StudentFieldsFragment; onOpen: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits, date } = useFormat();
  const source = sourceOf(student);
  return (
    <div role="listitem">
    <button type="button" className="talim-bell-item" onClick={onOpen} aria-label={t('bell.open', { name: student.name })}>
      <Avatar size={36} src={student.photoUrl || undefined} icon={<UserOutlined />} alt="" />
      <span className="talim-bell-text">
        <span className="talim-bell-name">
          {student.name}
          <Tag color={source === 'online' ? 'blue' : 'default'}>
            {t(`bell.source.${source}`)}
          </Tag>
        </span>
        <span className="talim-bell-meta">
          {t('bell.formNo', { formNo: digits(student.formNo) })}
          {student.choosingClass && <> · {t('bell.classWanted', { className: student.choosingClass })}</>}
        </span>
        <span className="talim-bell-meta">{student.date ? date(student.date) : ''}</span>
      </span>
    </button>
    </div>
  );
}
