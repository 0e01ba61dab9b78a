import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parsePortList, ZK_DEFAULT_PORTS, type PortRanges } from './rules/device-address';

/** Every environment variable the product reads, typed, with its default. */
export interface Config {
  port: number;
  dataDir: string;
  /** mysql://user:pass@host:port/db; empty means the embedded SQLite file under dataDir. */
  databaseUrl: string;
  seedDemo: boolean;
  jwtSecret: string;
  trialDays: number;
  controller: { email: string; password: string; code: string } | null;
  /** The shared secret of the controller's `{key}` paths (CONTROLLER_KEY); '' closes those paths (sorryNotFound). */
  controllerKey: string;
  /**
   * Secure cookies (and HSTS): true (COOKIE_SECURE=1) always, false (COOKIE_SECURE=0) never;
   * 'https' (unset, the default) when the request came over https (directly or through a proxy on
   * this machine that says so in X-Forwarded-Proto), so a plain http://localhost still signs in.
   */
  cookieSecure: boolean | 'https';
  logLevel: string;
  webDist: string;
  loginRateLimit: { points: number; durationSeconds: number };
  admissionRateLimit: { points: number; durationSeconds: number };
  production: boolean;
  /**
   * The SMS gateway (issue 12): 'outbox' (default) only records messages; 'bulksmsbd' also hands each
   * to BulkSMSBD's HTTP API (SMS_API_URL, SMS_API_KEY, SMS_SENDER_ID).
   */
  sms: { gateway: 'outbox' | 'bulksmsbd'; apiUrl: string; apiKey: string; senderId: string };
  /** Minutes between pulls of every attendance device (ATTENDANCE_PULL_MINUTES); 0 (default) pulls only on "pull now". */
  attendancePullMinutes: number;
  /**
   * Attendance devices (issue 22): the TCP ports a device may use (ATTENDANCE_DEVICE_PORTS, "4370" or
   * "4370,4371-4375"; default ZKTeco's 4370) and, for the test suite only, loopback devices
   * (ATTENDANCE_DEVICE_ALLOW_LOOPBACK=1, honoured only under NODE_ENV=test, never on by default).
   */
  attendanceDevices: { ports: PortRanges; allowLoopback: boolean };
  /**
   * Replicas (issue 23): REDIS_URL (redis://host:port[/db]) shares every limiter between the API
   * replicas; empty (the default) keeps them in this process's memory, as one server needs.
   */
  redisUrl: string;
  /** REDIS_PREFIX (default `talim`): the start of every Redis key, so deployments or test runs sharing one Redis stay apart. */
  redisPrefix: string;
  /**
   * Uploaded files (issue 23): STORAGE_URL names an S3-compatible bucket (platform/s3-storage.ts);
   * empty (the default) keeps them on local disk under DATA_DIR/uploads.
   */
  storageUrl: string;
  /**
   * Timed jobs (absence messages, device pulls) run on the one replica holding their lease
   * (platform/lease.ts); JOB_LEASE_SECONDS (default 60) is how soon another replica takes over when
   * the holder dies.
   */
  jobLeaseSeconds: number;
  /**
   * Backups (issue 26, platform/backup.ts, README "Backups"): BACKUP_DIR (default DATA_DIR/backups)
   * holds the files; a daily backup at BACKUP_HOUR o'clock Asia/Dhaka (0-23, default 2; `off`: none,
   * and none under NODE_ENV=test unless set) made by the one replica holding the `backup` lease;
   * files older than BACKUP_KEEP_DAYS days (default 7) are deleted after each daily backup.
   */
  backup: { dir: string; hour: number | null; keepDays: number };
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`expected a whole number, got "${value}"`);
  return n;
}

/** The JWT secret: JWT_SECRET, else one generated once and kept in DATA_DIR. */
function jwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(dataDir, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL || '';
  const production = env.NODE_ENV === 'production';
  const controller =
    env.CONTROLLER_EMAIL && env.CONTROLLER_PASSWORD && env.CONTROLLER_CODE
      ? { email: env.CONTROLLER_EMAIL, password: env.CONTROLLER_PASSWORD, code: env.CONTROLLER_CODE }
      : null;
  return {
    port: int(env.PORT, 4000),
    dataDir,
    databaseUrl,
    // Demo data goes into an empty embedded database; on MySQL only when asked.
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === '1' : !databaseUrl,
    jwtSecret: jwtSecret(env, dataDir),
    trialDays: int(env.TRIAL_DAYS, 30),
    controller,
    controllerKey: env.CONTROLLER_KEY || '',
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === '1' : 'https',
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDist: path.resolve(env.WEB_DIST || path.join(__dirname, '../../../web')),
    loginRateLimit: { points: int(env.LOGIN_RATE_POINTS, 10), durationSeconds: int(env.LOGIN_RATE_SECONDS, 900) },
    admissionRateLimit: { points: int(env.ADMISSION_RATE_POINTS, 5), durationSeconds: int(env.ADMISSION_RATE_SECONDS, 3600) },
    production,
    sms: smsConfig(env),
    attendancePullMinutes: env.NODE_ENV === 'test' ? 0 : int(env.ATTENDANCE_PULL_MINUTES, 0),
    attendanceDevices: {
      ports: parsePortList(env.ATTENDANCE_DEVICE_PORTS || ZK_DEFAULT_PORTS),
      allowLoopback: env.NODE_ENV === 'test' && env.ATTENDANCE_DEVICE_ALLOW_LOOPBACK === '1',
    },
    redisUrl: env.REDIS_URL || '',
    redisPrefix: env.REDIS_PREFIX || 'talim',
    storageUrl: env.STORAGE_URL || '',
    jobLeaseSeconds: Math.max(1, int(env.JOB_LEASE_SECONDS, 60)),
    backup: backupConfig(env, dataDir),
  };
}

function backupConfig(env: NodeJS.ProcessEnv, dataDir: string): Config['backup'] {
  const given = env.BACKUP_HOUR ?? '';
  let hour: number | null;
  if (given === 'off') hour = null;
  else if (given === '') hour = env.NODE_ENV === 'test' ? null : 2;
  else {
    hour = int(given, 2);
    if (hour > 23) throw new Error(`BACKUP_HOUR must be 0-23 or off, got "${given}"`);
  }
  return { dir: path.resolve(env.BACKUP_DIR || path.join(dataDir, 'backups')), hour, keepDays: Math.max(1, int(env.BACKUP_KEEP_DAYS, 7)) };
}

function smsConfig(env: NodeJS.ProcessEnv): Config['sms'] {
  const gateway = env.SMS_GATEWAY || 'outbox';
  if (gateway !== 'outbox' && gateway !== 'bulksmsbd') throw new Error(`SMS_GATEWAY must be outbox or bulksmsbd, got "${gateway}"`);
  const sms = { gateway, apiUrl: env.SMS_API_URL || 'http://bulksmsbd.net/api/smsapi', apiKey: env.SMS_API_KEY || '', senderId: env.SMS_SENDER_ID || '' } as const;
  if (gateway === 'bulksmsbd' && (!sms.apiKey || !sms.senderId)) throw new Error('SMS_GATEWAY=bulksmsbd needs SMS_API_KEY and SMS_SENDER_ID');
  return sms;
}
