import { AttendanceDevice } from '../../api/src/domains/attendance/entities';
import { ControllerAudit } from '../../api/src/domains/controller/controller-audit.entity';
import { ControllerUser } from '../../api/src/domains/controller/controller-user.entity';
import { controllerService } from '../../api/src/domains/controller/controller.service';
import { hashPassword } from '../../api/src/platform/passwords';
import { makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const LOGIN = 'mutation($input: ControllerLoginInput!) { controllerLogin(input: $input) { token } }';
const DEVICES = 'query($c: String!) { controllerDevices(code: $c) { id code academyName deviceName deviceUser ipAddress port expiryDate email } }';
const SAVE = 'mutation($c: String!, $i: AttendanceDeviceInput!) { controllerSaveDevice(code: $c, input: $i) { id code academyName deviceName ipAddress } }';
const DELETE = 'mutation($c: String!, $id: Int!) { controllerDeleteDevice(code: $c, id: $id) }';
const AUDIT = 'query($c: String!) { controllerAudit(code: $c) { action actorEmail before after } }';

let s: TestServer;
let owner: string;
let moderator: string;
let one: Signed;
let two: Signed;

async function operator(email: string, type: string): Promise<string> {
  const repo = s.db.getRepository(ControllerUser);
  await repo.save(repo.create({ email, type: type as ControllerUser['type'], passwordHash: await hashPassword(`pw-${email}`), codeHash: await hashPassword('4321') }));
  return (await gql(s.url, LOGIN, { input: { email, password: `pw-${email}`, code: '4321' } })).data.controllerLogin.token as string;
}
const device = (over: Record<string, unknown> = {}) => ({
  deviceName: 'Gate', deviceUser: 'Student', ipAddress: '10.0.0.5', port: 4370, secretCode: 'zk-secret-9', expiryDate: '2027-12-31', email: 'gate@school.test', ...over,
});
const count = () => s.db.getRepository(AttendanceDevice).count();
const audits = (code: string) => s.db.getRepository(ControllerAudit).find({ where: { code }, order: { id: 'ASC' } });

beforeAll(async () => {
  // the edit below moves a device to port 4371: a port this server allows beside ZKTeco's 4370
  s = await startServer({ CONTROLLER_EMAIL: 'owner@talim.test', CONTROLLER_PASSWORD: 'owner-pass', CONTROLLER_CODE: '9876', ATTENDANCE_DEVICE_PORTS: '4370,4371' });
  await controllerService.bootstrap(s.db, s.config);
  owner = (await gql(s.url, LOGIN, { input: { email: 'owner@talim.test', password: 'owner-pass', code: '9876' } })).data.controllerLogin.token;
  moderator = await operator('mod@talim.test', 'moderator');
  one = await makeUser(s, 'superUser');
  two = await makeUser(s, 'superUser');
});
afterAll(() => s.close());

describe('controller: attendance devices of any academy', () => {
  it('refuses signed-out callers, academy users, moderators and admin operators; nothing is written', async () => {
    const admin = await operator('admin@talim.test', 'admin');
    const v = { c: one.academy.code, i: device() };
    expect(errorCode(await gql(s.url, SAVE, v))).toBe('loginError');
    expect(errorCode(await gql(s.url, SAVE, v, one.token))).toBe('loginError');
    expect(errorCode(await gql(s.url, SAVE, v, moderator))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, SAVE, v, admin))).toBe('authorRequired');
    expect((await rest(s.url, 'POST', `/api/controller/device/save/${one.academy.code}`, { token: moderator, body: device() })).body.message).toBe('authorRequired');
    expect(errorCode(await gql(s.url, DEVICES, { c: '' }, one.token))).toBe('loginError');
    expect(errorCode(await gql(s.url, DEVICES, { c: '' }, admin))).toBe('authorRequired');
    expect(await count()).toBe(0);
    expect(await audits(one.academy.code)).toHaveLength(0);
  });

  it('bad input answers its catalogue key and writes nothing (no device, no audit row)', async () => {
    const c = one.academy.code;
    expect(errorCode(await gql(s.url, SAVE, { c: '999999', i: device() }, owner))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, SAVE, { c, i: device({ port: 70000 }) }, owner))).toBe('invalidValue');
    expect(errorCode(await gql(s.url, SAVE, { c, i: device({ email: 'nope' }) }, owner))).toBe('invalidEmail');
    expect(errorCode(await gql(s.url, SAVE, { c, i: device({ expiryDate: '2027-02-30' }) }, owner))).toBe('invalidValue');
    expect(errorCode(await gql(s.url, SAVE, { c, i: device({ deviceName: ' ' }) }, owner))).not.toBeNull();
    const r = await rest(s.url, 'POST', `/api/controller/device/save/${c}`, { token: owner, body: { ...device(), port: '' } });
    expect(r.status).toBe(400);
    expect(await count()).toBe(0);
    expect(await audits(c)).toHaveLength(0);
  });

  it('adds, edits and deletes a device of an academy; each change is audited on it without the secret code', async () => {
    const c = one.academy.code;
    const created = (await gql(s.url, SAVE, { c, i: device() }, owner)).data.controllerSaveDevice;
    expect(created).toMatchObject({ code: c, academyName: one.academy.name, deviceName: 'Gate', ipAddress: '10.0.0.5' });
    // The same ip address and e-mail again in that academy: duplicateNotPossible; in another academy it is fine.
    expect(errorCode(await gql(s.url, SAVE, { c, i: device({ deviceName: 'Twin', email: 'GATE@school.test' }) }, owner))).toBe('duplicateNotPossible');
    expect(errorCode(await gql(s.url, SAVE, { c: two.academy.code, i: device() }, owner))).toBeNull();
    // Another academy's code with this device's id: sorryNotFound, nothing changes.
    expect(errorCode(await gql(s.url, SAVE, { c: two.academy.code, i: device({ id: created.id, deviceName: 'Hijack' }) }, owner))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, DELETE, { c: two.academy.code, id: created.id }, owner))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, DELETE, { c, id: created.id }, moderator))).toBe('authorRequired');

    await gql(s.url, SAVE, { c, i: device({ id: created.id, deviceName: 'Main gate', port: 4371, secretCode: 'zk-secret-10' }) }, owner);
    const viaRest = await rest(s.url, 'DELETE', `/api/controller/device/delete/${c}/${created.id}`, { token: owner });
    expect(viaRest.body).toEqual({ success: true });
    expect(await s.db.getRepository(AttendanceDevice).existsBy({ id: created.id })).toBe(false);

    const rows = await audits(c);
    expect(rows.map((r) => r.action)).toEqual(['deviceCreate', 'deviceUpdate', 'deviceDelete']);
    expect(rows.every((r) => r.actorEmail === 'owner@talim.test')).toBe(true);
    expect(rows[0].before).toBeNull();
    expect(JSON.parse(rows[0].after!)).toEqual({ deviceId: created.id, deviceName: 'Gate', deviceUser: 'Student', ipAddress: '10.0.0.5', port: 4370, expiryDate: '2027-12-31', email: 'gate@school.test' });
    expect(JSON.parse(rows[1].before!)).toMatchObject({ deviceName: 'Gate', port: 4370 });
    expect(JSON.parse(rows[1].after!)).toMatchObject({ deviceName: 'Main gate', port: 4371, secretCodeChanged: true });
    expect(JSON.parse(rows[2].before!)).toMatchObject({ deviceName: 'Main gate' });
    expect(rows[2].after).toBeNull();
    for (const r of rows) expect(`${r.before}${r.after}`).not.toMatch(/zk-secret|"secretCode"/);
    // The console's audit view of the academy shows them.
    const view = (await gql(s.url, AUDIT, { c }, moderator)).data.controllerAudit;
    expect(view.map((e: { action: string }) => e.action)).toEqual(['deviceDelete', 'deviceUpdate', 'deviceCreate']);
  });

  it('lists devices of every academy or one, with the academy name, never the secret code', async () => {
    await gql(s.url, SAVE, { c: one.academy.code, i: device({ deviceName: 'Office', ipAddress: '10.0.0.9' }) }, owner);
    const all = (await gql(s.url, DEVICES, { c: '' }, moderator)).data.controllerDevices;
    expect(new Set(all.map((d: { code: string }) => d.code))).toEqual(new Set([one.academy.code, two.academy.code]));
    const mine = (await gql(s.url, DEVICES, { c: one.academy.code }, owner)).data.controllerDevices;
    expect(mine).toEqual([expect.objectContaining({ code: one.academy.code, academyName: one.academy.name, deviceName: 'Office', port: 4370 })]);
    const r = await rest(s.url, 'GET', `/api/controller/devices?code=${one.academy.code}`, { token: owner });
    expect(r.body.devices).toEqual([expect.objectContaining({ code: one.academy.code, academy_name: one.academy.name, device_name: 'Office', ip_address: '10.0.0.9' })]);
    expect(JSON.stringify(r.body)).not.toMatch(/secret/i);
    expect((await rest(s.url, 'GET', '/api/controller/devices', { token: two.token })).status).toBe(401);
  });
});
