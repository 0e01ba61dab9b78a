import type { Transporter } from 'nodemailer';

/**
 * Where the one-time e-mail codes go (issue 13). One scheme, read from the environment:
 *
 *   SMTP_URL   smtp://user:pass@host:587 (STARTTLS when the server offers it) or
 *              smtps://user:pass@host:465 (TLS from the start); user and password URL-encoded.
 *              Unset: no mail leaves the server; the `email_codes` row is the outbox (logged).
 *   SMTP_FROM  the sender, e.g. `Talim <no-reply@example.com>`; default: the URL's user when it is
 *              an address, else no-reply@<host>.
 *
 * Read when a code is sent (not at start) so a changed environment needs no code change; the
 * transport is kept while SMTP_URL stays the same.
 */
export interface SmtpSettings { url: string; from: string }

export function smtpSettings(env: NodeJS.ProcessEnv = process.env): SmtpSettings | null {
  const url = (env.SMTP_URL ?? '').trim();
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('SMTP_URL must be smtp://user:pass@host:port or smtps://…');
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') throw new Error(`SMTP_URL must start with smtp:// or smtps://, got "${parsed.protocol}"`);
  const user = decodeURIComponent(parsed.username);
  const from = (env.SMTP_FROM ?? '').trim() || (user.includes('@') ? user : `no-reply@${parsed.hostname}`);
  return { url, from };
}

export interface MailMessage { to: string; subject: string; text: string }
export type MailResult = { ok: true; messageId: string } | { ok: false; detail: string };

export interface Mailer {
  name: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<MailResult>;
}

let cached: { url: string; transport: Transporter } | null = null;

/** nodemailer is loaded by the first mail sent, not at start (most servers never send one). */
async function transportFor(url: string): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer');
  if (cached?.url !== url) {
    cached?.transport.close();
    // Bounded waits: a send answers within about half a minute even when the server hangs.
    cached = { url, transport: nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }) };
  }
  return cached.transport;
}

/** The configured mailer: SMTP through nodemailer when SMTP_URL is set, else the outbox (nothing sent). */
export function mailerOf(env: NodeJS.ProcessEnv = process.env): Mailer {
  const smtp = smtpSettings(env);
  if (!smtp) return { name: 'outbox', send: async () => ({ ok: true, messageId: '' }) };
  return {
    name: 'smtp',
    async send(message) {
      try {
        const info = await (await transportFor(smtp.url)).sendMail({ from: smtp.from, ...message });
        const rejected = info.rejected ?? [];
        if (rejected.length > 0) return { ok: false, detail: `rejected ${rejected.length} recipient(s)` };
        return { ok: true, messageId: info.messageId };
      } catch (e) {
        return { ok: false, detail: (e as Error).message.slice(0, 300) };
      }
    },
  };
}
