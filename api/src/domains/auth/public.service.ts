import type { Ctx } from '../../platform/context';
import { ClassRoom } from '../education/class.entity';
import { settingsOf } from '../others/settings.service';
import { Academy } from './academy.entity';

export interface PublicAcademy {
  slug: string; name: string; englishName: string; address: string; englishAddress: string; academyType: string;
  logoUrl: string; academyPhotoUrl: string; onlineAdmission: boolean; result: boolean; departments: string[];
}

export const publicAcademyService = {
  /** Public facts only: no code, e-mail, mobile, balance or users. */
  async bySlug(ctx: Ctx, slug: string): Promise<PublicAcademy | null> {
    const a = await ctx.db.getRepository(Academy).findOneBy({ slug: slug.trim().toLowerCase() });
    if (!a) return null;
    const settings = await settingsOf(ctx.db, a.code);
    const rows = await ctx.db.getRepository(ClassRoom).find({ where: { code: a.code }, select: { department: true }, order: { department: 'ASC' } });
    return {
      slug: a.slug, name: a.name, englishName: a.englishName, address: a.address, englishAddress: a.englishAddress,
      academyType: a.academyType, logoUrl: a.logoUrl, academyPhotoUrl: a.academyPhotoUrl,
      onlineAdmission: settings.onlineAdmission, result: settings.result, departments: [...new Set(rows.map((r) => r.department))],
    };
  },
};
