import { FormattedMessage } from 'react-intl';
import { useMessagePart } from '@/app/IntlLayer';
import { PublicCard, PublicShell } from './PublicShell';

/** The ten sections of spec document 1 §2. */
const SECTIONS = Array.from({ length: 10 }, (_, i) => `terms.s${i + 1}`);

/** The terms: plain headings and paragraphs in antd Typography's look (public.css), no antd. */
export default function TermsPage() {
  // this page's own messages (not in the light part every page loads: lib/messages.ts)
  useMessagePart('pages');
  return (
    <PublicShell>
      <div style={{ maxWidth: 820, margin: '0 auto', padding: '32px 16px' }}>
        <PublicCard>
          <h1 className="talim-title">
            <FormattedMessage id="terms.title" />
          </h1>
          <p className="talim-paragraph talim-secondary">
            <FormattedMessage id="terms.intro" />
          </p>
          {SECTIONS.map((s) => (
            <section key={s}>
              <h2 className="talim-subtitle">
                <FormattedMessage id={`${s}.title`} />
              </h2>
              <p className="talim-paragraph">
                <FormattedMessage id={`${s}.text`} />
              </p>
            </section>
          ))}
        </PublicCard>
      </div>
    </PublicShell>
  );
}
