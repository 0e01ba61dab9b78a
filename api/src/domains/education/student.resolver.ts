import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx as Context, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authorize } from '../../platform/authorize';
import { PAGE_MAX, PageArgs } from '../../platform/crud';
import type { Ctx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { fromGraphqlUpload } from '../../platform/uploads';
import { studentColumns, studentListViews, studentView } from './student.presenter';
import { AdmissionNumbers, StudentFeeView, StudentFilter, StudentInput, StudentPage, StudentView } from './student.types';
import { STUDENT_LIST_MAX, studentsService } from './students.service';

const file = { nullable: true } as const;

@Resolver()
export class StudentResolver {
  @Query(() => [StudentView], { description: `Students of a class and group, in or out (default in), at most ${STUDENT_LIST_MAX}: a longer list answers maxNotPossible (remain: ${STUDENT_LIST_MAX}) and is read a page at a time with studentPage.` })
  async students(@Arg('filter', () => StudentFilter, { nullable: true }) filter: StudentFilter | null, @Info() info: GraphQLResolveInfo, @Context() ctx: Ctx): Promise<StudentView[]> {
    return studentListViews(await studentsService.list(ctx, filter ?? {}, studentColumns(info), STUDENT_LIST_MAX));
  }

  @Query(() => StudentPage, { description: `The same list, one page at a time (offset, limit 1 … ${PAGE_MAX}), with the list's total.` })
  async studentPage(@Arg('filter', () => StudentFilter, { nullable: true }) filter: StudentFilter | null, @Args() args: PageArgs, @Info() info: GraphQLResolveInfo, @Context() ctx: Ctx): Promise<StudentPage> {
    const page = await studentsService.page(ctx, filter ?? {}, args, studentColumns(info, 'items'));
    return { items: studentListViews(page.items), total: page.total };
  }

  @Query(() => StudentView)
  async student(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<StudentView> {
    return studentView(await studentsService.get(ctx, id));
  }

  @Query(() => [StudentView], { description: 'Applications without an admit number (the notification bell).' })
  async pendingApplications(@Context() ctx: Ctx): Promise<StudentView[]> {
    return (await studentsService.pending(ctx)).map(studentView);
  }

  @Query(() => AdmissionNumbers)
  admissionNumbers(@Context() ctx: Ctx): Promise<AdmissionNumbers> {
    return studentsService.nextNumbers(ctx);
  }

  @Query(() => [StudentFeeView], { description: 'Fee titles for a class and group, from the fee rules.' })
  admissionFees(@Arg('className') className: string, @Arg('groupName', { defaultValue: '' }) groupName: string, @Context() ctx: Ctx): Promise<StudentFeeView[]> {
    return studentsService.fees(ctx, className, groupName);
  }

  @Mutation(() => StudentView, { description: 'The admission form: a new student or application (no id), or an edit (id).' })
  async saveStudent(@Arg('input') input: StudentInput, @Arg('photo', () => GraphQLUpload, file) photo: Promise<FileUpload> | null, @Context() ctx: Ctx): Promise<StudentView> {
    authorize(ctx, { permission: 'student.edit', write: true });
    return studentView(await studentsService.save(ctx, input, await fromGraphqlUpload(photo)));
  }

  @Mutation(() => StudentView, { description: 'Remove (out) or re-admit (in).' })
  async setStudentCondition(@Arg('id', () => Int) id: number, @Arg('condition') condition: string, @Context() ctx: Ctx): Promise<StudentView> {
    if (condition !== 'in' && condition !== 'out') throw new AppError('invalidValue', { field: 'condition' });
    return studentView(await studentsService.setCondition(ctx, id, condition));
  }

  @Mutation(() => Int, { description: 'Deletes one or many students; answers how many.' })
  deleteStudents(@Arg('ids', () => [Int]) ids: number[], @Context() ctx: Ctx): Promise<number> {
    return studentsService.remove(ctx, ids);
  }

  @Mutation(() => Int, { description: 'A visitor applies online to the academy with this public slug; answers the form number.' })
  async applyOnline(@Arg('slug') slug: string, @Arg('input') input: StudentInput, @Arg('photo', () => GraphQLUpload, file) photo: Promise<FileUpload> | null, @Context() ctx: Ctx): Promise<number> {
    return (await studentsService.applyOnline(ctx, slug, input, await fromGraphqlUpload(photo))).formNo;
  }
}
