import { Suspense, lazy, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router';
import { PageSpinner } from '@/app/PageSpinner';
import { useFormat } from '@/lib/format';
import { admitNumber } from '@/features/public/publicResultPicks';
import { GIcon, arrowLeftIcon } from './guardianIcons';
import './guardianShell.css';

/*
 * The guardian pages' pieces as plain elements in antd's look (guardianShell.css, the theme's
 * colours from app/plain.css): a guardian's phone downloads no antd (spec §2, ≤ 150 KB per page).
 */

/** Where a guardian page goes back to: the navigation state's `back`, else the guardian home (spec §2). */
function useBackTarget(): string {
  const state = useLocation().state as { back?: unknown } | null;
  return typeof state?.back === 'string' && state.back.startsWith('/') ? state.back : '/guardian';
}

/** The bar on top of each guardian page: a back button, the page title and a line about the child. */
export function GuardianBackBar({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  const intl = useIntl();
  const { dir } = useFormat();
  const back = useBackTarget();
  return (
    <div className="talim-g-backbar">
      <Link to={back} tabIndex={-1}>
        <button type="button" className="talim-g-round" aria-label={intl.formatMessage({ id: 'guardian.back' })}>
          <GIcon d={arrowLeftIcon} style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />
        </button>
      </Link>
      <div style={{ minWidth: 0, flex: 1 }}>
        <h2 className="talim-g-title">{title}</h2>
        {subtitle && <div className="talim-g-subtitle">{subtitle}</div>}
      </div>
    </div>
  );
}

/** A white card (antd Card's small look). */
export function GCard({ children, testId, flush }: { children: ReactNode; testId?: string; flush?: boolean }) {
  return <div className={flush ? 'talim-g-card talim-g-flush' : 'talim-g-card'} data-testid={testId}>{children}</div>;
}

// The empty and error cards (with their icons and the error catalogue's helper) load when one is shown.
const Notices = () => import('./guardianNotices');
const EmptyCard = lazy(() => Notices().then((m) => ({ default: m.GuardianEmptyCard })));
const ErrorCard = lazy(() => Notices().then((m) => ({ default: m.GuardianErrorCard })));

/** Nothing to show (antd Empty's look). */
export function GuardianEmpty({ text }: { text: string }) {
  return <Suspense fallback={<GCard>{text}</GCard>}><EmptyCard text={text} /></Suspense>;
}

/** The admit number of the address, or null when it is not one. */
export function useAdmitNoParam(): number | null {
  const { admitNo = '' } = useParams();
  return admitNumber(admitNo);
}

/** A failed call (e.g. sorryNotFound for an unknown admit number), translated; no error is "not found". */
export function GuardianError({ error }: { error?: unknown }) {
  return <Suspense fallback={guardianSpin}><ErrorCard error={error} /></Suspense>;
}

export const guardianSpin = <PageSpinner />;
