import { Card, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { PublicShell } from './PublicShell';

/** The ten sections of spec document 1 §2. */
const SECTIONS = Array.from({ length: 10 }, (_, i) => `terms.s${i + 1}`);

export default function TermsPage() {
  return (
    <PublicShell>
      <div style={{ maxWidth: 820, margin: '0 auto', padding: '32px 16px' }}>
        <Card>
          <Typography.Title level={2} style={{ marginTop: 0 }}>
            <FormattedMessage id="terms.title" />
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            <FormattedMessage id="terms.intro" />
          </Typography.Paragraph>
          {SECTIONS.map((s) => (
            <section key={s}>
              <Typography.Title level={4}>
                <FormattedMessage id={`${s}.title`} />
              </Typography.Title>
              <Typography.Paragraph>
                <FormattedMessage id={`${s}.text`} />
              </Typography.Paragraph>
            </section>
          ))}
        </Card>
      </div>
    </PublicShell>
  );
}
