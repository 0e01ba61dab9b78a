import { ControllerUser } from '../../api/src/domains/controller/controller-user.entity';
import { controllerService } from '../../api/src/domains/controller/controller.service';
import { hashPassword } from '../../api/src/platform/passwords';
import { gql } from './http';
import type { TestServer } from './server';

/** The server environment of the product owner's operator (give it to startServer, with a CONTROLLER_KEY when a test needs one). */
export const CONTROLLER_ENV = { CONTROLLER_EMAIL: 'owner@talim.test', CONTROLLER_PASSWORD: 'owner-pass', CONTROLLER_CODE: '9876' } as const;

const LOGIN = 'mutation($input: ControllerLoginInput!) { controllerLogin(input: $input) { token } }';

/** A controller operator's session token, signed in as an integrator would (email, password and code). */
export async function controllerToken(s: TestServer, email: string, password: string, code: string): Promise<string> {
  const r = await gql(s.url, LOGIN, { input: { email, password, code } });
  if (!r.data?.controllerLogin) throw new Error(`controller login of ${email} failed: ${JSON.stringify(r.errors)}`);
  return r.data.controllerLogin.token as string;
}

/**
 * The owner (super_admin, from CONTROLLER_ENV, bootstrapped) and a moderator, signed in: their tokens.
 * The server must have been started with CONTROLLER_ENV.
 */
export async function signInControllers(s: TestServer): Promise<{ owner: string; moderator: string }> {
  await controllerService.bootstrap(s.db, s.config);
  const owner = await controllerToken(s, CONTROLLER_ENV.CONTROLLER_EMAIL, CONTROLLER_ENV.CONTROLLER_PASSWORD, CONTROLLER_ENV.CONTROLLER_CODE);
  const repo = s.db.getRepository(ControllerUser);
  await repo.save(repo.create({ email: 'mod@talim.test', type: 'moderator', passwordHash: await hashPassword('mod-pass'), codeHash: await hashPassword('4321') }));
  const moderator = await controllerToken(s, 'mod@talim.test', 'mod-pass', '4321');
  return { owner, moderator };
}
