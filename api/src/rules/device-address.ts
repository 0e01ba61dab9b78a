import { BlockList, isIP } from 'node:net';

/**
 * Which addresses and ports an attendance device (a ZKTeco terminal on the school's LAN, reached by
 * the server over TCP) may have (issue 22 item 5). Private LAN ranges (10/8, 172.16/12, 192.168/16,
 * fc00::/7) and ordinary public unicast are devices; the server itself (loopback, its own interface
 * addresses), link-local and the cloud metadata addresses, unspecified, multicast, broadcast and
 * reserved ranges never are, so a device form cannot make the server connect to itself or to its
 * cloud's metadata service. Numeric IPv4 forms (2130706433, 0x7f.1, 017700000001, 127.1) and
 * IPv4-mapped IPv6 (::ffff:127.0.0.1) are normalised before the check. Pure: a name is resolved by
 * the caller and every address it resolves to is checked here.
 */

/** Why an address may not be a device. */
export type AddressRefusal =
  | 'invalid' | 'unspecified' | 'loopback' | 'linkLocal' | 'metadata' | 'multicast' | 'broadcast' | 'reserved' | 'ownAddress';

/** One part of an inet_aton number: 0x… hexadecimal, 0… octal, else decimal. */
function numberPart(text: string): number | null {
  if (/^0x[0-9a-f]+$/i.test(text)) return parseInt(text.slice(2), 16);
  if (/^0[0-7]*$/.test(text)) return parseInt(text, 8);
  if (/^[1-9]\d*$/.test(text)) return Number(text);
  return null;
}

/**
 * An IPv4 address in any numeric form the system resolver (inet_aton) accepts: one to four parts,
 * each decimal, octal (leading 0) or hexadecimal (0x), the last part filling the remaining bytes
 * (127.1 is 127.0.0.1, 2130706433 is 127.0.0.1), as a dotted quad; null when it is not one.
 */
export function normalIPv4(text: string): string | null {
  const parts = text.split('.');
  if (parts.length > 4 || text.length > 64) return null;
  const numbers = parts.map(numberPart);
  if (numbers.some((n) => n === null || !Number.isFinite(n))) return null;
  const values = numbers as number[];
  const last = values[values.length - 1];
  const head = values.slice(0, -1);
  if (head.some((n) => n > 255) || last >= 2 ** (8 * (5 - values.length))) return null;
  let value = last;
  head.forEach((n, i) => { value += n * 2 ** (8 * (3 - i)); });
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

/** A host name: letters, digits and hyphens in dot-separated labels, the last one not numeric (RFC 1123, RFC 3696 §2). */
export function isHostName(text: string): boolean {
  const name = text.endsWith('.') ? text.slice(0, -1) : text;
  if (!name || name.length > 253) return false;
  const labels = name.split('.');
  if (!labels.every((l) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(l))) return false;
  return !/^(\d+|0x[0-9a-f]*)$/i.test(labels[labels.length - 1]);
}

/**
 * The device address as typed, made canonical: an IP literal ({ ip }: IPv4 as a dotted quad from any
 * numeric form, IPv6 lower-cased), a host name to resolve ({ name }, lower-cased), or null when it is
 * neither (an IPv6 zone id, a numeric form out of range, stray characters).
 */
export function deviceHost(text: string): { ip: string } | { name: string } | null {
  const t = text.trim().toLowerCase();
  // an IPv6 zone id (fe80::1%eth0) names one of the server's own interfaces: never a device
  if (t.includes('%')) return null;
  if (isIP(t) === 6) return { ip: t };
  const v4 = normalIPv4(t);
  if (v4) return { ip: v4 };
  return isHostName(t) ? { name: t.replace(/\.$/, '') } : null;
}

function blockList(rows: [string, number, 'ipv4' | 'ipv6'][]): BlockList {
  const list = new BlockList();
  for (const [address, prefix, family] of rows) list.addSubnet(address, prefix, family);
  return list;
}

// Node's BlockList matches IPv4-mapped IPv6 (::ffff:a.b.c.d) against the IPv4 rows too.
const LOOPBACK = blockList([['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']]);
/** AWS, GCP, Azure, OpenStack (169.254.169.254), AWS over IPv6 (fd00:ec2::254), Alibaba (100.100.100.200), Oracle (192.0.0.192). */
const METADATA = blockList([
  ['169.254.169.254', 32, 'ipv4'], ['fd00:ec2::254', 128, 'ipv6'], ['100.100.100.200', 32, 'ipv4'], ['192.0.0.192', 32, 'ipv4'],
]);
const REFUSED: [AddressRefusal, BlockList][] = [
  ['unspecified', blockList([['0.0.0.0', 8, 'ipv4'], ['::', 128, 'ipv6']])],
  ['metadata', METADATA],
  ['linkLocal', blockList([['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6']])],
  ['broadcast', blockList([['255.255.255.255', 32, 'ipv4']])],
  ['multicast', blockList([['224.0.0.0', 4, 'ipv4'], ['ff00::', 8, 'ipv6']])],
  // 240/4 (future use); IPv4-compatible IPv6 ::/96 (deprecated, ::a.b.c.d); NAT64 (64:ff9b::/96, 64:ff9b:1::/48), which
  // would reach an IPv4 address through a translator: a device on the LAN is given by its own address
  ['reserved', blockList([['240.0.0.0', 4, 'ipv4'], ['::', 96, 'ipv6'], ['64:ff9b::', 96, 'ipv6'], ['64:ff9b:1::', 48, 'ipv6']])],
];

export interface DeviceAddressOptions {
  /** The server's own interface addresses (the caller reads them): refused as ownAddress. */
  ownAddresses?: readonly string[];
  /** Tests only (ATTENDANCE_DEVICE_ALLOW_LOOPBACK): 127/8 and ::1 are devices, for the fake terminal on 127.0.0.1. */
  allowLoopback?: boolean;
}

/**
 * Why this IP address may not be a device, or null when it may. The address is an IP literal, in any
 * of the forms deviceHost normalises (a host name or anything else is 'invalid').
 */
export function deviceAddressRefusal(address: string, options: DeviceAddressOptions = {}): AddressRefusal | null {
  const host = deviceHost(address);
  if (!host || !('ip' in host)) return 'invalid';
  const family = isIP(host.ip) === 6 ? 'ipv6' : 'ipv4';
  if (LOOPBACK.check(host.ip, family)) return options.allowLoopback ? null : 'loopback';
  for (const [reason, list] of REFUSED) if (list.check(host.ip, family)) return reason;
  if (options.ownAddresses?.length) {
    const own = new BlockList();
    for (const a of options.ownAddresses) {
      const f = isIP(a);
      if (f) own.addAddress(a, f === 6 ? 'ipv6' : 'ipv4');
    }
    if (own.check(host.ip, family)) return 'ownAddress';
  }
  return null;
}

/** Inclusive port ranges. */
export type PortRanges = readonly (readonly [number, number])[];

/** The ZKTeco terminals' TCP port (their "comm port"): the default of ATTENDANCE_DEVICE_PORTS. */
export const ZK_DEFAULT_PORTS = '4370';

/** "4370" or "4370,4371-4375": ports and inclusive ranges, 1 to 65535; throws on anything else. */
export function parsePortList(text: string): PortRanges {
  const ranges = text.split(',').map((part) => part.trim()).filter(Boolean).map((part) => {
    const m = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(part);
    const from = m ? Number(m[1]) : NaN;
    const to = m?.[2] ? Number(m[2]) : from;
    if (!(from >= 1 && to <= 65535 && from <= to)) throw new Error(`expected ports or ranges such as "4370,4371-4375", got "${text}"`);
    return [from, to] as const;
  });
  if (!ranges.length) throw new Error('expected at least one port');
  return ranges;
}

/** Whether a device may use this TCP port. */
export function devicePortAllowed(port: number, ranges: PortRanges): boolean {
  return Number.isInteger(port) && ranges.some(([from, to]) => port >= from && port <= to);
}
