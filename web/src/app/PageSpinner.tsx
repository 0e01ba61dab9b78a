/**
 * The waiting spinner of a loading page: antd's large Spin drawn by plain CSS (app/plain.css), so
 * the public pages' first download carries no antd.
 */
export function PageSpinner() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }} role="status">
      <span className="talim-spin" aria-hidden><i /><i /><i /><i /></span>
    </div>
  );
}
