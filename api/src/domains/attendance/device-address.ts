import { lookup as dnsLookup } from 'node:dns/promises';
import { networkInterfaces } from 'node:os';
import type { Config } from '../../config';
import { AppError } from '../../platform/errors';
import {
  deviceAddressRefusal, deviceHost, devicePortAllowed, parsePortList, ZK_DEFAULT_PORTS, type AddressRefusal, type PortRanges,
} from '../../rules/device-address';

/** What a device's address and port are checked against (config.attendanceDevices). */
export interface DevicePolicy { ports: PortRanges; allowLoopback: boolean }

/** The configured policy; without a configuration (a caller outside a server), ZKTeco's port and no loopback. */
export function devicePolicy(config?: Pick<Config, 'attendanceDevices'>): DevicePolicy {
  return config?.attendanceDevices ?? { ports: parsePortList(ZK_DEFAULT_PORTS), allowLoopback: false };
}

/** Every address a name resolves to (the system resolver: hosts file, then DNS). */
export type Resolver = (name: string) => Promise<string[]>;
const systemResolver: Resolver = async (name) => (await dnsLookup(name, { all: true, verbatim: true })).map((a) => a.address);
let resolver: Resolver = systemResolver;
/** Tests replace the resolver (a name that resolves to a refused address); null restores the system's. */
export function setDeviceResolver(r: Resolver | null): void { resolver = r ?? systemResolver; }

/** The server's own interface addresses, read at each check (interfaces come and go). */
function ownAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address.replace(/%.*$/, '')));
}

/** Why a device may not have this address (every address of a name), or null; with the addresses to connect to. */
async function resolveDevice(text: string, policy: DevicePolicy): Promise<{ refusal: AddressRefusal | 'unresolved' | null; addresses: string[] }> {
  const host = deviceHost(text);
  if (!host) return { refusal: 'invalid', addresses: [] };
  let addresses: string[];
  if ('ip' in host) addresses = [host.ip];
  else {
    try {
      addresses = await resolver(host.name);
    } catch {
      addresses = [];
    }
    if (!addresses.length) return { refusal: 'unresolved', addresses };
  }
  const options = { allowLoopback: policy.allowLoopback, ownAddresses: ownAddresses() };
  for (const address of addresses) {
    const refusal = deviceAddressRefusal(address, options);
    if (refusal) return { refusal, addresses };
  }
  return { refusal: null, addresses };
}

/**
 * The device form's address and port (issue 22 item 5), checked before anything is written: a port
 * outside ATTENDANCE_DEVICE_PORTS is invalidValue on `port`; an address that is not a LAN or public
 * unicast address (rules/device-address.ts), or a name that does not resolve or resolves to any such
 * address, is invalidValue on `ipAddress`. Answers the address to keep: an IP literal in its
 * canonical form (127.1 would be 127.0.0.1), a name lower-cased.
 */
export async function checkDeviceForm(ipAddress: string, port: number, policy: DevicePolicy): Promise<string> {
  if (!devicePortAllowed(port, policy.ports)) throw new AppError('invalidValue', { field: 'port' });
  const { refusal } = await resolveDevice(ipAddress, policy);
  if (refusal) throw new AppError('invalidValue', { field: 'ipAddress' });
  const host = deviceHost(ipAddress)!;
  return 'ip' in host ? host.ip : host.name;
}

/**
 * At pull time: the address to connect to, the name resolved again and every address checked (a
 * device saved before these checks, or a name whose answer changed since). A refused address or port
 * is `invalidValue`, a name that does not resolve `deviceNotFound`; the connection goes to the
 * address checked here, never to the name (no second lookup in between).
 */
export async function deviceTarget(ipAddress: string, port: number, policy: DevicePolicy): Promise<{ address: string } | { error: 'invalidValue' | 'deviceNotFound' }> {
  if (!devicePortAllowed(port, policy.ports)) return { error: 'invalidValue' };
  const { refusal, addresses } = await resolveDevice(ipAddress, policy);
  if (refusal === 'unresolved') return { error: 'deviceNotFound' };
  if (refusal) return { error: 'invalidValue' };
  return { address: addresses[0] };
}
