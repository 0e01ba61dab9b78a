/**
 * Which message ids a module names (web/vite.config.ts splits each language's messages in two by
 * them: lib/messages.ts). An id counts as named when the source has it in quotes, or a prefix of it:
 * 'a.b' also covers 'a.b.c'; 'a.b.' + x, `a.b.${x}` and `a.s${n}` cover every id starting so.
 */
export function idsNamed(source: string): { ids: Set<string>; prefixes: Set<string> } {
  const ids = new Set<string>();
  const prefixes = new Set<string>();
  for (const m of source.matchAll(/(['"`])([A-Za-z][\w-]*(?:\.[\w-]+)*)(\.?)\1/g)) {
    if (m[3]) prefixes.add(`${m[2]}.`);
    else if (m[2].includes('.')) { ids.add(m[2]); prefixes.add(`${m[2]}.`); }
  }
  for (const m of source.matchAll(/`([A-Za-z][\w-]*\.[\w.-]*)\$\{/g)) prefixes.add(m[1]);
  return { ids, prefixes };
}

const MADRASA = 'madrasa.';

/**
 * The ids the modules name among a language's `keys`; with each its madrasa wording (madrasa.<id>
 * replaces <id> for a madrasa: lib/messages.ts messagesFor).
 */
export function lightIds(keys: string[], named: Iterable<{ ids: Set<string>; prefixes: Set<string> }>): Set<string> {
  const ids = new Set<string>();
  const prefixes: string[] = [];
  for (const n of named) {
    n.ids.forEach((id) => ids.add(id));
    // 'madrasa.' alone is how lib/messages.ts finds the wordings, not a use of all of them
    prefixes.push(...[...n.prefixes].filter((p) => p !== MADRASA));
  }
  const light = new Set(keys.filter((k) => ids.has(k) || prefixes.some((p) => k.startsWith(p))));
  for (const k of [...light]) if (keys.includes(`madrasa.${k}`)) light.add(`madrasa.${k}`);
  return light;
}
