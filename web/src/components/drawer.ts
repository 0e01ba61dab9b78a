/**
 * antd's Drawer as a module of its own, for a lazy import (`lazy(() => import('@/components/drawer'))`):
 * the office layout's menu is a drawer only on a phone, so a desktop's first load goes without it.
 */
export { Drawer as default } from 'antd';
