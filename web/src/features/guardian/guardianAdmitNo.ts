/** The admit number a guardian typed on the home screen, remembered on this phone (per user). */
const keyOf = (userKey: string) => `talim.guardian.admitNo.${userKey}`;

export function storedAdmitNo(userKey: string): string {
  try {
    return window.localStorage.getItem(keyOf(userKey)) ?? '';
  } catch {
    return '';
  }
}

export function storeAdmitNo(userKey: string, value: string): void {
  try {
    if (value) window.localStorage.setItem(keyOf(userKey), value);
    else window.localStorage.removeItem(keyOf(userKey));
  } catch {
    /* private mode: remembered for this page only */
  }
}
