import type { Lookup as KitLookup } from '@/components/crud/useIdLookup';
import { LEAVE_REASONS, LEAVE_TYPES, leaveLength, type LeaveKind, type LeaveLength } from '@rules/leaves';
import type { LeaveFieldsFragment, LeaveInput } from '@/gql/graphql';

/** The leave form (spec doc 1 §3: idNo, leaveStart, leaveEnd, leaveReason, leaveType); dates are YYYY-MM-DD. */
export interface LeaveValues {
  idNo: string;
  leaveStart: string;
  leaveEnd: string;
  leaveReason: string;
  leaveType: string;
}

export const LEAVE_FIELDS: readonly (keyof LeaveValues)[] = ['idNo', 'leaveStart', 'leaveEnd', 'leaveReason', 'leaveType'];

/** Who the id number names, once found (the dialog's lookup). */
export interface FoundPerson { idNo: string; name: string; classOrDesignation: string }

/** The lookup's state: nothing asked yet, asking, found, or not found (sorryNotFound). */
export type Lookup = KitLookup<FoundPerson>;

export function emptyLeave(today: string): LeaveValues {
  return { idNo: '', leaveStart: today, leaveEnd: today, leaveReason: '', leaveType: '' };
}

export function fromLeave(l: LeaveFieldsFragment): LeaveValues {
  return { idNo: l.idNo, leaveStart: l.startDate, leaveEnd: l.endDate, leaveReason: l.reason, leaveType: l.leaveType };
}

/** An edited leave's person counts as found: the dialog opens ready to save. */
export function lookupOf(editing: LeaveFieldsFragment | null): Lookup {
  return editing ? { state: 'found', person: { idNo: editing.idNo, name: editing.name, classOrDesignation: editing.classOrDesignation } } : { state: 'idle' };
}

/** Form values as antd gives them (a cleared select or date is undefined) made whole. */
export function normalizeLeave(values: Partial<Record<keyof LeaveValues, unknown>>): LeaveValues {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    idNo: text(values.idNo).trim(), leaveStart: text(values.leaveStart), leaveEnd: text(values.leaveEnd),
    leaveReason: text(values.leaveReason), leaveType: text(values.leaveType),
  };
}

/** Spec §5: all fields are required. */
export function missingLeaveFields(values: LeaveValues): (keyof LeaveValues)[] {
  return LEAVE_FIELDS.filter((f) => !values[f].trim());
}

/**
 * Saving stays disabled until the person is found by the id lookup, and found for the id number
 * now in the field (spec §5); the dates must also make a leave (end not before start).
 */
export function canSave(lookup: Lookup, idNo: string, length: LeaveLength): boolean {
  return lookup.state === 'found' && lookup.person.idNo === idNo.trim() && length.ok;
}

/** The live day count of the dialog: the shared rule the server also counts with. */
export function liveLength(values: Pick<LeaveValues, 'leaveStart' | 'leaveEnd'>): LeaveLength {
  return leaveLength(values.leaveStart ?? '', values.leaveEnd ?? '');
}

export function toLeaveInput(kind: LeaveKind, values: LeaveValues, id?: number): LeaveInput {
  return {
    ...(id !== undefined ? { id } : {}),
    kind, idNo: values.idNo.trim(), leaveStart: values.leaveStart, leaveEnd: values.leaveEnd,
    leaveReason: values.leaveReason, leaveType: values.leaveType,
  };
}

/** The message ids of a reason and a type (an unknown stored value shows as it is). */
export const reasonLabelId = (reason: string) => ((LEAVE_REASONS as readonly string[]).includes(reason) ? `leaves.reason.${reason}` : null);
export const typeLabelId = (type: string) => ((LEAVE_TYPES as readonly string[]).includes(type) ? `leaves.type.${type}` : null);

/** The labels that differ by kind: the id number and class or designation. */
export function kindLabels(kind: LeaveKind) {
  return kind === 'staff'
    ? { title: 'leaves.staffTitle', idNo: 'leaves.staffId', classOrDesignation: 'leaves.designation', hint: 'leaves.lookupHintStaff' }
    : { title: 'leaves.studentTitle', idNo: 'leaves.admitNo', classOrDesignation: 'leaves.class', hint: 'leaves.lookupHintStudent' };
}
