import { networkInterfaces } from 'node:os';
import { AttendanceDevice } from '../../api/src/domains/attendance/entities';
import { pullsSettled, setAttendanceReader } from '../../api/src/domains/attendance/puller';
import { ControllerUser } from '../../api/src/domains/controller/controller-user.entity';
import { hashPassword } from '../../api/src/platform/passwords';
import { makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

/**
 * Issue 22 item 5: the device form cannot make the server connect anywhere. This server runs with
 * the product's defaults (ATTENDANCE_DEVICE_PORTS 4370, no loopback), as in production.
 */
const SAVE_DEVICE = 'mutation($i: AttendanceDeviceInput!) { saveAttendanceDevice(input: $i) { id ipAddress port } }';
const DELETE_DEVICE = 'mutation($id: Int!) { deleteAttendanceDevice(id: $id) }';
const PULL = 'mutation($id: Int!) { pullAttendanceDevice(id: $id) { deviceId started } }';
const DEVICES = '{ attendanceDevices { id ipAddress lastError lastAdded pulling } }';
const CONTROLLER_SAVE = 'mutation($c: String!, $i: AttendanceDeviceInput!) { controllerSaveDevice(code: $c, input: $i) { id ipAddress } }';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(async () => { setAttendanceReader(null); await s.close(); });

const device = (over: Record<string, unknown> = {}) => ({
  deviceName: 'Gate', deviceUser: 'All', ipAddress: '192.168.1.201', port: 4370, secretCode: '0', expiryDate: '2027-01-01', email: 'gate@example.test', ...over,
});
const devices = (code: string) => s.db.getRepository(AttendanceDevice).find({ where: { code }, order: { id: 'ASC' } });

/** A non-loopback address of this machine (the server's own), if it has one. */
const ownAddress = Object.values(networkInterfaces()).flat().find((i) => i && !i.internal && i.family === 'IPv4')?.address;

const REFUSED = [
  '127.0.0.1', '127.0.0.2', '2130706433', '0x7f.1', '017700000001', '127.1', '::1', '::ffff:127.0.0.1',
  '169.254.169.254', 'fd00:ec2::254', '169.254.10.10', 'fe80::1', 'fe80::1%eth0', '224.0.0.1', 'ff02::1', '255.255.255.255', '240.0.0.1',
  '0.0.0.0', '::', 'localhost', 'LOCALHOST.', 'no-such-device.invalid', '1.2.3.4.5',
  ...(ownAddress ? [ownAddress] : []),
];

describe('the academy device form', () => {
  let m: Signed;
  beforeAll(async () => { m = await makeUser(s, 'superUser'); });

  it.each(REFUSED)('%s: invalidValue on ipAddress (GraphQL and REST), nothing written', async (ipAddress) => {
    const r = await gql(s.url, SAVE_DEVICE, { i: device({ ipAddress }) }, m.token);
    expect([ipAddress, r.errors?.[0]?.extensions]).toEqual([ipAddress, { code: 'invalidValue', params: { field: 'ipAddress' } }]);
    const viaRest = await rest(s.url, 'POST', '/api/others/save_device', { token: m.token, body: device({ ipAddress }) });
    expect([viaRest.status, viaRest.body.message, viaRest.body.params]).toEqual([400, 'invalidValue', { field: 'ipAddress' }]);
    expect(await devices(m.academy.code)).toEqual([]);
  });

  it('an existing device cannot be moved to a refused address; it keeps its own', async () => {
    const d = (await gql(s.url, SAVE_DEVICE, { i: device({ email: 'move@example.test' }) }, m.token)).data.saveAttendanceDevice;
    for (const ipAddress of ['127.0.0.1', '169.254.169.254']) {
      expect(errorCode(await gql(s.url, SAVE_DEVICE, { i: device({ id: d.id, ipAddress, email: 'move@example.test' }) }, m.token))).toBe('invalidValue');
    }
    expect((await s.db.getRepository(AttendanceDevice).findOneByOrFail({ id: d.id })).ipAddress).toBe('192.168.1.201');
    await gql(s.url, DELETE_DEVICE, { id: d.id }, m.token);
  });

  it.each([22, 80, 443, 3306, 4369, 4371, 8080])('port %d: invalidValue on port, nothing written', async (port) => {
    const r = await gql(s.url, SAVE_DEVICE, { i: device({ port }) }, m.token);
    expect([port, r.errors?.[0]?.extensions]).toEqual([port, { code: 'invalidValue', params: { field: 'port' } }]);
    const viaRest = await rest(s.url, 'POST', '/api/others/save_device', { token: m.token, body: device({ port: String(port) }) });
    expect([viaRest.status, viaRest.body.message, viaRest.body.params]).toEqual([400, 'invalidValue', { field: 'port' }]);
    expect(await devices(m.academy.code)).toEqual([]);
  });

  it('LAN addresses are devices: 192.168.1.201, 10/8, 172.16/12, fd00::/8; numeric forms are kept as the address they are', async () => {
    const saved: string[] = [];
    for (const [i, ipAddress] of ['192.168.1.201', '10.20.30.40', '172.16.5.5', 'FD12:3456::10', '0xC0.0xA8.1.202'].entries()) {
      const r = await gql(s.url, SAVE_DEVICE, { i: device({ ipAddress, email: `lan${i}@example.test` }) }, m.token);
      expect([ipAddress, errorCode(r)]).toEqual([ipAddress, null]);
      saved.push(r.data.saveAttendanceDevice.ipAddress);
    }
    expect(saved).toEqual(['192.168.1.201', '10.20.30.40', '172.16.5.5', 'fd12:3456::10', '192.168.1.202']);
    const viaRest = await rest(s.url, 'POST', '/api/others/save_device', { token: m.token, body: device({ ipAddress: '192.168.1.203', port: '4370', email: 'rest@example.test' }) });
    expect([viaRest.status, viaRest.body.device.ip_address]).toEqual([200, '192.168.1.203']);
  });
});

describe('who may save, delete and pull a device: the administration menu group (principal, admin, councilMember, superUser) only', () => {
  it.each(['generalTeacher', 'volunteer', 'general', 'education', 'accountant', 'managerAcademicLibrary', 'boardingSuper', 'guardian'] as const)('%s: authorRequired, nothing written', async (type) => {
    const manager = await makeUser(s, 'superUser');
    const code = manager.academy.code;
    const d = (await gql(s.url, SAVE_DEVICE, { i: device() }, manager.token)).data.saveAttendanceDevice;
    const u = await makeUser(s, type, manager.academy);
    const read: string[] = [];
    setAttendanceReader(async (x) => { read.push(x.ipAddress); return []; });
    expect(errorCode(await gql(s.url, SAVE_DEVICE, { i: device({ ipAddress: '192.168.1.99', email: 'x@example.test' }) }, u.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, SAVE_DEVICE, { i: device({ id: d.id, deviceName: 'changed' }) }, u.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, DELETE_DEVICE, { id: d.id }, u.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, PULL, { id: d.id }, u.token))).toBe('authorRequired');
    for (const [method, path, body] of [
      ['POST', '/api/others/save_device', device({ ipAddress: '192.168.1.99', email: 'x@example.test' })],
      ['DELETE', '/api/others/device/delete', { id: d.id }],
      ['POST', `/api/others/device/pull/${code}/${d.id}`],
    ] as [string, string, unknown?][]) {
      const r = await rest(s.url, method, path, { token: u.token, body });
      expect([type, path, r.status, r.body.message]).toEqual([type, path, 403, 'authorRequired']);
    }
    await pullsSettled();
    expect(read).toEqual([]);
    expect((await devices(code)).map((x) => [x.deviceName, x.lastPulledAt])).toEqual([['Gate', null]]);
    setAttendanceReader(null);
  });

  it.each(['principal', 'councilMember'] as const)('a %s saves and deletes a device', async (type) => {
    const u = await makeUser(s, type);
    const d = (await gql(s.url, SAVE_DEVICE, { i: device() }, u.token)).data.saveAttendanceDevice;
    expect(d).toMatchObject({ ipAddress: '192.168.1.201' });
    expect((await gql(s.url, DELETE_DEVICE, { id: d.id }, u.token)).data.deleteAttendanceDevice).toBe(true);
  });

  it('an admin saves, pulls and deletes; the pull answers at once and its outcome is on the device', async () => {
    const admin = await makeUser(s, 'admin');
    const d = (await gql(s.url, SAVE_DEVICE, { i: device() }, admin.token)).data.saveAttendanceDevice;
    setAttendanceReader(async () => { throw new Error('ECONNREFUSED'); });
    expect((await gql(s.url, PULL, { id: d.id }, admin.token)).data.pullAttendanceDevice).toEqual({ deviceId: d.id, started: true });
    await pullsSettled();
    expect((await gql(s.url, DEVICES, {}, admin.token)).data.attendanceDevices).toEqual([
      { id: d.id, ipAddress: '192.168.1.201', lastError: 'deviceNotFound', lastAdded: 0, pulling: false },
    ]);
    setAttendanceReader(null);
    expect((await gql(s.url, DELETE_DEVICE, { id: d.id }, admin.token)).data.deleteAttendanceDevice).toBe(true);
    // any staff still reads the list
    const teacher = await makeUser(s, 'generalTeacher', admin.academy);
    expect(errorCode(await gql(s.url, DEVICES, {}, teacher.token))).toBeNull();
  });

  it('not signed in: loginError, nothing written', async () => {
    expect(errorCode(await gql(s.url, SAVE_DEVICE, { i: device({ ipAddress: '127.0.0.1' }) }))).toBe('loginError');
    expect(errorCode(await gql(s.url, PULL, { id: 1 }))).toBe('loginError');
  });
});

describe('the controller\'s device form (super_admin) follows the same address and port rules', () => {
  it('refused addresses and ports are invalidValue, nothing written; a LAN address is saved', async () => {
    const repo = s.db.getRepository(ControllerUser);
    await repo.save(repo.create({ email: 'owner@talim.test', type: 'super_admin', passwordHash: await hashPassword('pw-owner'), codeHash: await hashPassword('4321') }));
    const token = (await gql(s.url, 'mutation($input: ControllerLoginInput!) { controllerLogin(input: $input) { token } }', { input: { email: 'owner@talim.test', password: 'pw-owner', code: '4321' } })).data.controllerLogin.token;
    const academy = (await makeUser(s, 'superUser')).academy;
    for (const ipAddress of ['127.0.0.1', '2130706433', '::ffff:127.0.0.1', '169.254.169.254', 'localhost', '224.0.0.1']) {
      const r = await gql(s.url, CONTROLLER_SAVE, { c: academy.code, i: device({ ipAddress }) }, token);
      expect([ipAddress, r.errors?.[0]?.extensions]).toEqual([ipAddress, { code: 'invalidValue', params: { field: 'ipAddress' } }]);
    }
    const badPort = await rest(s.url, 'POST', `/api/controller/device/save/${academy.code}`, { token, body: device({ port: 22 }) });
    expect([badPort.status, badPort.body.message, badPort.body.params]).toEqual([400, 'invalidValue', { field: 'port' }]);
    expect(await devices(academy.code)).toEqual([]);
    expect(errorCode(await gql(s.url, CONTROLLER_SAVE, { c: academy.code, i: device() }, token))).toBeNull();
    expect((await devices(academy.code)).map((d) => d.ipAddress)).toEqual(['192.168.1.201']);
  });
});
