import { suggestNextClass, type ClassChoice } from '@rules/rollover';

/** The target "leaves the academy": the final class graduates instead of going up. */
export const GRADUATE = 0;

/** The rollover screen's choices: the class, the year closed, its result, the target class (or GRADUATE) and the promoted students without a result. */
export interface RolloverChoice {
  classId: number | null;
  year: number;
  resultId: number | null;
  targetClassId: number | null;
  promoteIds: number[];
}

export interface ResultChoice { id: number; className: string; groupName: string; examName: string; year: number; published: boolean }

/** "Class 9 — Science" (a class without a group: its name). */
export const classLabel = (c: { className: string; groupName: string }) => (c.groupName ? `${c.className} — ${c.groupName}` : c.className);

/** The published results of the class (and group) in the year: the ones a rollover may follow. */
export function resultsFor(results: readonly ResultChoice[], cls: ClassChoice | undefined, year: number): ResultChoice[] {
  if (!cls) return [];
  return results.filter((r) => r.published && r.year === year && r.className === cls.className && r.groupName === cls.groupName);
}

/** The result offered first: the final (third term) exam when there is one, else the newest. */
export function defaultResult(results: readonly ResultChoice[]): number | null {
  const final = results.find((r) => r.examName === 'ThirdTermExam');
  return (final ?? [...results].sort((a, b) => b.id - a.id)[0])?.id ?? null;
}

/** A new class picked: its result chosen afresh, the suggested next class as target, nobody promoted by hand. */
export function pickClass(prev: RolloverChoice, classes: readonly ClassChoice[], classId: number): RolloverChoice {
  const cls = classes.find((c) => c.id === classId);
  return { ...prev, classId, promoteIds: [], resultId: null, targetClassId: cls ? suggestNextClass([...classes], cls)?.id ?? null : null };
}

/** The choice with the default result filled in while none is picked (results load after the class is picked). */
export function withDefaultResult(choice: RolloverChoice, classes: readonly ClassChoice[], results: readonly ResultChoice[]): RolloverChoice {
  const choices = resultsFor(results, classes.find((c) => c.id === choice.classId), choice.year);
  const picked = choices.some((r) => r.id === choice.resultId) ? choice.resultId : defaultResult(choices);
  return { ...choice, resultId: picked };
}

/** The input of the preview and the rollover, once every choice is made. */
export function rolloverInput(c: RolloverChoice) {
  if (!c.classId || !c.resultId || c.targetClassId === null) return null;
  if (c.targetClassId === GRADUATE) return { classId: c.classId, year: c.year, resultId: c.resultId, graduate: true, promoteIds: c.promoteIds };
  return { classId: c.classId, year: c.year, resultId: c.resultId, targetClassId: c.targetClassId, promoteIds: c.promoteIds };
}
