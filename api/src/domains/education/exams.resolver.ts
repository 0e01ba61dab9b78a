import { Arg, Ctx as Context, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { homeworkService, homeworkView, papersService } from './exams.service';
import { ExamPaperInput, ExamPaperView, HomeworkInput, HomeworkView } from './result.types';

@ObjectType('StudentHomework', { simpleResolvers: true, description: 'The guardian homework page.' })
class StudentHomeworkView {
  @Field(() => Int) admitNo: number;
  @Field() name: string;
  @Field() className: string;
  @Field() groupName: string;
  @Field(() => [HomeworkView]) homework: HomeworkView[];
}

@Resolver()
export class ExamsResolver {
  @Query(() => [ExamPaperView], { description: 'The exam routine, by date and time.' })
  examPapers(@Arg('year', () => Int, { nullable: true }) year: number | null, @Context() ctx: Ctx): Promise<ExamPaperView[]> {
    return papersService.list(ctx, year);
  }

  @Mutation(() => ExamPaperView, { description: 'Adds an exam paper, or updates one when input.id is given (education or superUser).' })
  saveExamPaper(@Arg('input') input: ExamPaperInput, @Context() ctx: Ctx): Promise<ExamPaperView> {
    return papersService.save(ctx, input);
  }

  @Mutation(() => Boolean)
  async deleteExamPaper(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<boolean> {
    await papersService.remove(ctx, id);
    return true;
  }

  @Query(() => [HomeworkView], { description: 'Homework, newest date first; optionally of one class and group.' })
  async homeworks(
    @Arg('className', () => String, { nullable: true }) className: string | null,
    @Arg('groupName', () => String, { nullable: true }) groupName: string | null,
    @Context() ctx: Ctx,
  ): Promise<HomeworkView[]> {
    return (await homeworkService.list(ctx, { className, groupName })).map(homeworkView);
  }

  @Mutation(() => HomeworkView, { description: 'Adds homework, or updates it when input.id is given (education group).' })
  async saveHomework(@Arg('input') input: HomeworkInput, @Context() ctx: Ctx): Promise<HomeworkView> {
    return homeworkView(await homeworkService.save(ctx, input));
  }

  @Mutation(() => Boolean)
  async deleteHomework(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<boolean> {
    await homeworkService.remove(ctx, id);
    return true;
  }

  @Query(() => StudentHomeworkView, { description: 'The guardian homework page: homework of this admit number\'s class.' })
  async studentHomework(@Arg('admitNo', () => Int) admitNo: number, @Context() ctx: Ctx): Promise<StudentHomeworkView> {
    const { student, homework } = await homeworkService.ofStudent(ctx, admitNo);
    return { admitNo, name: student.name, className: student.admittedClass, groupName: student.groupName, homework: homework.map(homeworkView) };
  }
}
