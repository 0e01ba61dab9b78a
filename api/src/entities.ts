import { Academy } from './domains/auth/academy.entity';
import { User } from './domains/auth/user.entity';
import { ControllerUser } from './domains/controller/controller-user.entity';
import { ClassRoom } from './domains/education/class.entity';

/** Every entity, for the one DataSource. A new domain adds its entities here. */
export const entities = [Academy, User, ControllerUser, ClassRoom];
