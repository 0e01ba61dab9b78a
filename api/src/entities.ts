import { administrationEntities } from './domains/administration/entities';
import { accountEntities } from './domains/accounts/entities';
import { donorEntities } from './domains/donor/entities';
import { hostelEntities } from './domains/hostel/entities';
import { libraryEntities } from './domains/library/entities';
import { storeEntities } from './domains/store/entities';
import { websiteEntities } from './domains/website/entities';
import { attendanceEntities } from './domains/attendance/entities';
import { Academy } from './domains/auth/academy.entity';
import { User } from './domains/auth/user.entity';
import { GuardianChild } from './domains/auth/guardian-children.entity';
import { Visitor } from './domains/auth/visitor.entity';
import { ControllerAudit } from './domains/controller/controller-audit.entity';
import { ControllerUser } from './domains/controller/controller-user.entity';
import { EmailCode } from './domains/controller/email-code.entity';
import { ClassRoom } from './domains/education/class.entity';
import { Student } from './domains/education/student.entity';
import { GradingSettings, ResultTable } from './domains/education/result.entity';
import { ExamPaper, Homework } from './domains/education/exam-paper.entity';
import { StudentRoll, YearRollover } from './domains/education/rollover.entity';
import { AcademySettings } from './domains/others/settings.entity';
import { Counter } from './platform/counter.entity';
import { OutboxMessage } from './platform/outbox.entity';
import { Lease } from './platform/lease.entity';
import { AuditHead, AuditLine } from './platform/history.entity';

/** Every entity, for the one DataSource. A new domain adds its entities here. */
export const entities = [Academy, User, GuardianChild, Visitor, ControllerUser, ControllerAudit, EmailCode, ClassRoom, Student, ...accountEntities, AcademySettings, OutboxMessage, ResultTable, GradingSettings, ExamPaper, Homework, StudentRoll, YearRollover, Counter, ...administrationEntities, ...hostelEntities, ...storeEntities, ...libraryEntities, ...donorEntities, ...websiteEntities, ...attendanceEntities, Lease, AuditLine, AuditHead];
