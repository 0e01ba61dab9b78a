import { ProvidedBooksScreen } from './ProvidedBooksScreen';

/** /givingBook: provide books to a student or staff member, and edit open records (issue 11). */
export default function GivingBookScreen() {
  return <ProvidedBooksScreen mode="giving" />;
}
