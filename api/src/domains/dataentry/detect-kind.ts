import { DATA_ENTRY_KINDS, mapHeader, missingColumns, type DataEntryKind } from '../../rules/data-entry';

/**
 * The kind a file's header row names when the upload sends none (the spec's data entry call sends
 * only the file): of the kinds whose required columns the header all has, the one that knows the
 * most of its columns (a students header also holds a class list's department and class, but
 * names far more students columns). None, or two kinds alike: null (the caller refuses it with
 * invalidValue on kind, so the operator picks one).
 */
export function kindOfHeader(header: string[]): DataEntryKind | null {
  let best: DataEntryKind | null = null;
  let bestScore = 0;
  let tie = false;
  for (const kind of DATA_ENTRY_KINDS) {
    const mapped = mapHeader(kind, header);
    if (missingColumns(kind, mapped).length) continue;
    const score = mapped.filter((f) => f !== null).length;
    if (score > bestScore) {
      best = kind;
      bestScore = score;
      tie = false;
    } else if (score === bestScore) tie = true;
  }
  return tie ? null : best;
}
