import { PERMISSIONS, type Permission } from '@rules/permissions';
import { useIntl } from 'react-intl';

/** The roles of the permission table that may do something, as a translated list ("Council member or Super user"). */
export function useWhoCan(): (permission: Permission) => string {
  const intl = useIntl();
  return (permission) => intl.formatList(
    (PERMISSIONS[permission] as readonly string[]).map((r) => intl.formatMessage({ id: `role.${r}` })),
    { type: 'disjunction' },
  );
}
