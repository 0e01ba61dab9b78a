import { useMemo } from 'react';
import { useSession } from '@/app/session';
import type { AcademyHeading } from './PrintHost';

/** The signed-in academy's heading for printed reports. */
export function useAcademyHeading(): AcademyHeading | null {
  const { me } = useSession();
  const academy = me?.academy;
  return useMemo(
    () =>
      academy
        ? { name: academy.name, englishName: academy.englishName, address: academy.address, englishAddress: academy.englishAddress, logoUrl: academy.logoUrl || undefined }
        : null,
    [academy],
  );
}
