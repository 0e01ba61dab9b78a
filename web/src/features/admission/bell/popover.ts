/**
 * antd's Popover as a module of its own, for a lazy import: the bell's list loads when the bell is
 * first opened, so the office's first load goes without it (issue 22 item 14).
 */
export { Popover as default } from 'antd';
