import { randomInt } from 'node:crypto';
import { authorize } from '../../platform/authorize';
import { inTransaction, tenant, type Ctx } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import type { ImageKind, IncomingFile } from '../../platform/storage';
import { addDays } from '../../rules/dates';
import { emailSlug, RESERVED_SLUGS } from '../../rules/email';
import { isValidMobileField } from '../../rules/mobile';
import { Academy } from './academy.entity';
import type { AcademyFieldsInput, AcademyRegisterInput, AcademyUpdateInput } from './auth.types';
import { startSession, type SignedIn } from './auth.service';
import { User } from './user.entity';

export interface AcademyImages {
  logo?: IncomingFile;
  calligraphy?: IncomingFile;
  academyPhoto?: IncomingFile;
  studentDefaultPhoto?: IncomingFile;
}

const IMAGE_FIELDS: Record<keyof AcademyImages, keyof Academy & `${string}Url`> = {
  logo: 'logoUrl', calligraphy: 'calligraphyUrl', academyPhoto: 'academyPhotoUrl', studentDefaultPhoto: 'studentDefaultPhotoUrl',
};

function checkFields(input: AcademyFieldsInput): void {
  if (!isValidMobileField(input.mobile)) throw new AppError('checkMobile');
}

async function storeImages(ctx: Ctx, code: string, images: AcademyImages): Promise<Partial<Academy>> {
  const urls: Partial<Record<string, string>> = {};
  for (const key of Object.keys(IMAGE_FIELDS) as (keyof AcademyImages)[]) {
    const file = images[key];
    if (file) urls[IMAGE_FIELDS[key]] = await ctx.storage.saveImage(code, key as ImageKind, file);
  }
  return urls as Partial<Academy>;
}

export const academyService = {
  /**
   * Self-registration: the academy, its first user (superUser, who signs in at once) and a trial
   * of TRIAL_DAYS from today (0: not activated until the controller activates it).
   */
  async register(ctx: Ctx, input: AcademyRegisterInput, images: AcademyImages): Promise<SignedIn & { token: string }> {
    if (input.password !== input.cpassword) throw new AppError('notConfirmedPassword');
    checkFields(input);
    const email = input.email.trim().toLowerCase();
    const slug = emailSlug(email);
    if (!slug || RESERVED_SLUGS.has(slug)) throw new AppError('duplicateNotPossible', { field: 'email' });
    const taken =
      (await ctx.db.getRepository(Academy).exists({ where: [{ email }, { slug }] })) ||
      (await ctx.db.getRepository(User).existsBy({ email }));
    if (taken) throw new AppError('duplicateNotPossible', { field: 'email' });

    const trial = ctx.config.trialDays;
    const passwordHash = await hashPassword(input.password);
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = String(randomInt(100000, 1000000));
      if (await ctx.db.getRepository(Academy).existsBy({ code })) continue;
      const urls = await storeImages(ctx, code, images);
      try {
        const { academy, user } = await inTransaction(ctx, async (em) => {
          const academy = await em.getRepository(Academy).save(em.getRepository(Academy).create({
            code, slug, email, name: input.name.trim(), address: input.address.trim(),
            englishName: input.englishName.trim(), englishAddress: input.englishAddress.trim(),
            country: input.country.toUpperCase(), mobile: input.mobile.trim(), academyType: input.academyType as Academy['academyType'],
            numberOfStudents: input.numberOfStudents, language: input.language,
            activation: trial > 0, expiryDate: trial > 0 ? addDays(ctx.clock.today(), trial) : '',
            ...urls,
          }));
          const user = await em.getRepository(User).save(em.getRepository(User).create({
            code, email, type: 'superUser', firstName: input.name.trim().slice(0, 80), lastName: '', passwordHash,
          }));
          return { academy, user };
        });
        return { academy, user, token: startSession(ctx, user) };
      } catch (e) {
        if (!isUniqueViolation(e)) throw e;
        // Someone took the e-mail in the meantime, or the code: look again.
        if (await ctx.db.getRepository(User).existsBy({ email })) throw new AppError('duplicateNotPossible', { field: 'email' });
      }
    }
    throw new AppError('setupError');
  },

  /** Academy info update (admin or superUser). E-mail and number of students stay as they are. */
  async update(ctx: Ctx, input: AcademyUpdateInput, images: AcademyImages): Promise<Academy> {
    authorize(ctx, { permission: 'academy.update', write: true });
    checkFields(input);
    const code = tenant(ctx);
    const repo = ctx.db.getRepository(Academy);
    const academy = await repo.findOneByOrFail({ code });
    const urls = await storeImages(ctx, code, images);
    Object.assign(academy, {
      name: input.name.trim(), address: input.address.trim(), englishName: input.englishName.trim(),
      englishAddress: input.englishAddress.trim(), country: input.country.toUpperCase(), mobile: input.mobile.trim(),
      academyType: input.academyType, language: input.language, ...urls,
    });
    return repo.save(academy);
  },
};
