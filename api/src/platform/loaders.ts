import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { Academy } from '../domains/auth/academy.entity';

/** Per-request batch loaders, so a list never asks one query per parent row. */
export interface Loaders {
  academyByCode: DataLoader<string, Academy | null>;
}

/** Each loader is made on its first use in the request: most requests use none. */
class RequestLoaders implements Loaders {
  private academies?: Loaders['academyByCode'];
  constructor(private readonly db: DataSource) {}

  get academyByCode(): Loaders['academyByCode'] {
    return (this.academies ??= new DataLoader(async (codes) => {
      const rows = await this.db.getRepository(Academy).findBy({ code: In([...codes]) });
      const byCode = new Map(rows.map((a) => [a.code, a]));
      return codes.map((c) => byCode.get(c) ?? null);
    }));
  }
}

export function createLoaders(db: DataSource): Loaders {
  return new RequestLoaders(db);
}
