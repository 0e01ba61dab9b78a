import { Spin } from 'antd';

export function PageSpinner() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }} role="status">
      <Spin size="large" />
    </div>
  );
}
