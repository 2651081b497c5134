import { ActionIcon, Affix, Menu } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type MenuAction = {
  id: string;
  label: string;
  icon?: ReactNode;
  onClick: () => void;
  disabled?: boolean;
};

/** A floating round button at the screen's bottom right that opens a menu of actions. */
export function ActionMenuButton({ actions, label }: { actions: MenuAction[]; label?: string }) {
  const { t } = useTranslation('widgets');
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Menu position="top-end" shadow="md">
        <Menu.Target>
          <ActionIcon size={56} radius="xl" variant="filled" aria-label={label ?? t('actions.label')}>
            <svg
              width={24}
              height={24}
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2.5}
              aria-hidden="true"
            >
              <path d="M12 5v14M5 12h14" />
            </svg>
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((action) => (
            <Menu.Item
              key={action.id}
              leftSection={action.icon}
              onClick={action.onClick}
              disabled={action.disabled}
            >
              {action.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Affix>
  );
}
