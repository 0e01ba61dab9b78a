import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { Academy } from '../domains/auth/academy.entity';

/** Per-request batch loaders, so a list never asks one query per parent row. */
export interface Loaders {
  academyByCode: DataLoader<string, Academy | null>;
}

export function createLoaders(db: DataSource): Loaders {
  return {
    academyByCode: new DataLoader(async (codes) => {
      const rows = await db.getRepository(Academy).findBy({ code: In([...codes]) });
      const byCode = new Map(rows.map((a) => [a.code, a]));
      return codes.map((c) => byCode.get(c) ?? null);
    }),
  };
}
