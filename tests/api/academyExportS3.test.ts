import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { zipEntries } from '../../api/src/domains/dataentry/sheet-reader';
import { backupEntries, makeBackup } from '../../api/src/platform/backup';
import { makeClass, makeUser, studentForm } from '../support/factories';
import { pngBytes, rest } from '../support/http';
import { startBucket, type TestBucket } from '../support/s3';
import { startServer, type TestServer } from '../support/server';

/**
 * Issue 26 with STORAGE_URL (s3rver plays the bucket): the academy export carries the files read
 * from the bucket; a backup holds the database only and says the files stay in the bucket.
 */
jest.setTimeout(120_000);

let bucket: TestBucket;
let s: TestServer;
let backupDir: string;
beforeAll(async () => {
  bucket = await startBucket();
  backupDir = mkdtempSync(path.join(os.tmpdir(), 'talim-backup-s3-'));
  s = await startServer({ STORAGE_URL: bucket.storageUrl, ADMISSION_RATE_POINTS: '100', BACKUP_DIR: backupDir });
});
afterAll(async () => {
  await s.close();
  await bucket.close();
  rmSync(backupDir, { recursive: true, force: true });
});

it('the export holds the photo from the bucket; the backup leaves the files to the bucket', async () => {
  const su = await makeUser(s, 'superUser');
  await makeClass(s, su.academy, { department: 'General', className: 'Class 5', groupName: '' });
  const f = new FormData();
  for (const [k, v] of Object.entries(studentForm({ name: 'In the bucket', admitNo: 1, approvedClass: 'Class 5' }))) f.append(k, String(v));
  f.append('photo', new Blob([pngBytes(200, 200, 11)], { type: 'image/png' }), 'p.png');
  const r = await rest(s.url, 'POST', `/api/education/student/new/${su.academy.code}`, { token: su.token, form: f });
  const name = String(r.body.student.photo_url).split('/').pop()!;
  expect(await bucket.keys()).toContain(`${su.academy.code}/${name}`);

  const res = await fetch(`${s.url}/api/adminis/academy_export/${su.academy.code}`, { headers: { authorization: `Bearer ${su.token}` } });
  expect(res.status).toBe(200);
  const zip = Buffer.from(await res.arrayBuffer());
  const e = zipEntries(zip).get(`files/${name}`)!;
  expect(e.size).toBe(33 + 11);
  const start = e.offset + 30 + zip.readUInt16LE(e.offset + 26) + zip.readUInt16LE(e.offset + 28);
  expect(zip.subarray(start, start + e.size)).toEqual(Buffer.from(pngBytes(200, 200, 11)));

  const made = await makeBackup(s.config);
  expect(made.manifest).toMatchObject({ files: 's3', fileCount: 0 });
  expect((await backupEntries(made.file)).filter((n) => n.startsWith('uploads/'))).toEqual([]);
});
