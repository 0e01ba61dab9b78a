/** The web CRUD kit: a list screen, its form dialog and the dialog's state (see CrudScreen). */
export { CrudScreen, type CrudScreenProps, type RowActions } from './CrudScreen';
export { FormDialog, type FormDialogProps } from './FormDialog';
export { useDialog } from './useDialog';
export { LookupInput } from './LookupInput';
export { useIdLookup, type Lookup } from './useIdLookup';
export type { DataColumn } from '@/components/DataTable';
export { ConfirmButton } from './ConfirmButton';
