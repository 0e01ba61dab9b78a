import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { errorMessageId } from '@/lib/errors';
import { GraphQLCallError } from '@/lib/graphqlFetch';
import { GIcon } from './guardianIcons';
import { GCard } from './guardianParts';

// antd's Inbox (outlined) and ExclamationCircle (filled) paths
const inbox = 'M885.2 446.3l-.2-.8-112.2-285.1c-5-16.1-19.9-27.2-36.8-27.2H281.2c-17 0-32.1 11.3-36.9 27.6L139.4 443l-.3.7-.2.8c-1.3 4.9-1.7 9.9-1 14.8-.1 1.6-.2 3.2-.2 4.8V830a60.9 60.9 0 0060.8 60.8h627.2c33.5 0 60.8-27.3 60.9-60.8V464.1c0-1.3 0-2.6-.1-3.7.4-4.9 0-9.6-1.3-14.1zm-295.8-43l-.3 15.7c-.8 44.9-31.8 75.1-77.1 75.1-22.1 0-41.1-7.1-54.8-20.6S436 441.2 435.6 419l-.3-15.7H229.5L309 210h399.2l81.7 193.3H589.4zm-375 76.8h157.3c24.3 57.1 76 90.8 140.4 90.8 33.7 0 65-9.4 90.3-27.2 22.2-15.6 39.5-37.4 50.7-63.6h156.5V814H214.4V480.1z';
const exclamation = 'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.01 48.01 0 010-96 48.01 48.01 0 010 96z';

/** Nothing to show (antd Empty's look). Loaded when shown (guardianParts.tsx). */
export function GuardianEmptyCard({ text }: { text: string }) {
  return (
    <GCard>
      <div className="talim-g-empty">
        <GIcon d={inbox} viewBox="0 0 1024 1024" style={{ fontSize: 40 }} />
        <div>{text}</div>
      </div>
    </GCard>
  );
}

/** A failed call, translated, with the way home (antd Result's warning look). Loaded when shown. */
export function GuardianErrorCard({ error }: { error?: unknown }) {
  const intl = useIntl();
  // No answer at all (not a refusal): the phone is offline and this page was never kept (issue 25 item 15).
  const offline = error !== undefined && !(error instanceof GraphQLCallError) && (error instanceof TypeError || navigator.onLine === false);
  if (offline) {
    return (
      <GCard>
        <div className="talim-g-result" role="alert" data-testid="guardian-offline-page">
          <GIcon d={exclamation} style={{ color: 'var(--talim-warning)', fontSize: 56 }} />
          <div className="talim-g-result-title">{intl.formatMessage({ id: 'guardian.offline' })}</div>
          <div className="talim-g-result-sub">{intl.formatMessage({ id: 'guardian.offlineNotKept' })}</div>
          <Link to="/guardian" tabIndex={-1}>
            <button type="button" className="talim-btn talim-btn-primary">{intl.formatMessage({ id: 'guardian.home' })}</button>
          </Link>
        </div>
      </GCard>
    );
  }
  const { id, values } = error === undefined ? { id: 'error.sorryNotFound', values: {} } : errorMessageId(error);
  return (
    <GCard>
      <div className="talim-g-result" role="alert">
        <GIcon d={exclamation} style={{ color: 'var(--talim-warning)', fontSize: 56 }} />
        <div className="talim-g-result-title">{intl.formatMessage({ id }, values)}</div>
        {id === 'error.sorryNotFound' && <div className="talim-g-result-sub">{intl.formatMessage({ id: 'guardian.checkAdmitNo' })}</div>}
        <Link to="/guardian" tabIndex={-1}>
          <button type="button" className="talim-btn talim-btn-primary">{intl.formatMessage({ id: 'guardian.home' })}</button>
        </Link>
      </div>
    </GCard>
  );
}
