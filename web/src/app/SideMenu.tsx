import { Menu, type MenuProps } from 'antd';
import { createElement } from 'react';
import { useIntl } from 'react-intl';
import type { MenuEntry, MenuSection } from './menu';
import './sideMenu.css';

interface Props {
  sections: MenuSection[];
  selectedKey: string;
  /** When the academy is not active, entries show but clicks do nothing (spec §4). */
  disabled: boolean;
  collapsed?: boolean;
  onOpen: (entry: MenuEntry) => void;
}

type Item = Required<MenuProps>['items'][number];

export function SideMenu({ sections, selectedKey, disabled, collapsed, onOpen }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const byKey = new Map<string, MenuEntry>();

  const items: Item[] = sections.map((section) => {
    const icon = createElement(section.icon);
    if (section.path) {
      const entry = { key: section.group, labelId: section.labelId, path: section.path };
      byKey.set(section.path, entry);
      return { key: section.path, icon, label: t(section.labelId), disabled };
    }
    return {
      key: `group:${section.group}`,
      icon,
      label: t(section.labelId),
      disabled,
      children: section.entries.map((entry) => {
        const key = entry.path ?? `action:${entry.action}`;
        byKey.set(key, entry);
        return { key, label: t(entry.labelId), disabled };
      }),
    };
  });

  return (
    <Menu
      mode="inline"
      className="talim-side-menu"
      items={items}
      selectedKeys={[selectedKey]}
      inlineCollapsed={collapsed}
      defaultOpenKeys={collapsed ? [] : sections.filter((s) => !s.path).map((s) => `group:${s.group}`)}
      style={{ borderInlineEnd: 0 }}
      onClick={({ key }) => {
        if (disabled) return;
        const entry = byKey.get(key);
        if (entry) onOpen(entry);
      }}
    />
  );
}
