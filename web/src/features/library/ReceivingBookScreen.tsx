import { ProvidedBooksScreen } from './ProvidedBooksScreen';

/** /receivingBook: the provided books and their return (accept mode, accept-all; issue 11). */
export default function ReceivingBookScreen() {
  return <ProvidedBooksScreen mode="receiving" />;
}
