import type { DataSource, EntityManager } from 'typeorm';
import { authorize } from '../../platform/authorize';
import { tenant, type Ctx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { defaultGrading, gradeTableError, type GradeRow, type Grading, type ResultSystem } from '../../rules/results';
import { GradingSettings } from './result.entity';
import type { GradingInput } from './result.types';

/** An academy's grading settings, or the defaults until the first save. Reading never writes. */
export async function gradingOf(db: DataSource | EntityManager, code: string): Promise<Grading> {
  const row = await db.getRepository(GradingSettings).findOneBy({ code });
  if (!row) return defaultGrading();
  return { isGrade: row.isGrade, system: row.system as ResultSystem, grades: row.grades, failOnSubjectFail: row.failOnSubjectFail };
}

/** REST: the spec's names (isGrade, result_system, grades) and failOnSubjectFail. */
export function gradingRest(g: Grading) {
  return { isGrade: g.isGrade, result_system: g.system, grades: g.grades, failOnSubjectFail: g.failOnSubjectFail };
}

export const gradingService = {
  async get(ctx: Ctx): Promise<Grading> {
    authorize(ctx, { permission: 'academy.read' });
    return gradingOf(ctx.db, tenant(ctx));
  },

  /**
   * Saves the whole grade table; rows are kept in the order given (the last one is the fallback grade).
   * failOnSubjectFail left out keeps the saved value (on until changed).
   */
  async save(ctx: Ctx, input: GradingInput): Promise<Grading> {
    authorize(ctx, { permission: 'result.write', write: true });
    const grades: GradeRow[] = input.grades.map((g) => ({
      grade: g.grade.trim(), from: Number(g.from), to: Number(g.to), gpa: Number(g.gpa), status: g.status === 'fail' ? 'fail' : 'pass',
    }));
    const problem = gradeTableError(grades);
    if (problem) throw new AppError(problem.code, { field: problem.field ?? 'grades' });
    const failOnSubjectFail = input.failOnSubjectFail ?? (await gradingOf(ctx.db, tenant(ctx))).failOnSubjectFail;
    const row = Object.assign(new GradingSettings(), { code: tenant(ctx), isGrade: input.isGrade, system: input.system, grades, failOnSubjectFail });
    await ctx.db.getRepository(GradingSettings).save(row);
    return { isGrade: row.isGrade, system: row.system as ResultSystem, grades, failOnSubjectFail };
  },
};
