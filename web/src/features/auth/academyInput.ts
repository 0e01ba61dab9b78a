import type { AcademyFormValues } from './AcademyForm';

/** The fields both academy mutations share, trimmed. */
export function commonInput(v: AcademyFormValues) {
  return {
    name: v.name.trim(),
    address: v.address.trim(),
    englishName: v.englishName.trim(),
    englishAddress: v.englishAddress.trim(),
    country: v.country,
    mobile: v.mobile.trim(),
    academyType: v.academyType,
    language: v.language,
  };
}

/** The image uploads: only files the user picked. */
export function uploads(v: AcademyFormValues) {
  return {
    logo: v.logo ?? null,
    calligraphy: v.calligraphy ?? null,
    academyPhoto: v.academyPhoto ?? null,
    studentDefaultPhoto: v.studentDefaultPhoto ?? null,
  };
}
