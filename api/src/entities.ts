import { administrationEntities } from './domains/administration/entities';
import { accountEntities } from './domains/accounts/entities';
import { Academy } from './domains/auth/academy.entity';
import { User } from './domains/auth/user.entity';
import { ControllerUser } from './domains/controller/controller-user.entity';
import { ClassRoom } from './domains/education/class.entity';
import { Student } from './domains/education/student.entity';
import { GradingSettings, ResultTable } from './domains/education/result.entity';
import { ExamPaper, Homework } from './domains/education/exam-paper.entity';
import { AcademySettings } from './domains/others/settings.entity';
import { Counter } from './platform/counter.entity';
import { OutboxMessage } from './platform/outbox.entity';

/** Every entity, for the one DataSource. A new domain adds its entities here. */
export const entities = [Academy, User, ControllerUser, ClassRoom, Student, ...accountEntities, AcademySettings, OutboxMessage, ResultTable, GradingSettings, ExamPaper, Homework, Counter, ...administrationEntities];
