import { ActionIcon, Popover, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from './language-menu';
import { useLayout } from './layout-store';
import { SettingsIcon } from './settings-icon';

/** Settings: interface language (es/en) and full screen, both kept in local storage. */
export function SettingsMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { t } = useTranslation();
  const fullScreen = useLayout((state) => state.fullScreen);
  const setFullScreen = useLayout((state) => state.setFullScreen);
  return (
    <Popover position="bottom-end" shadow="md" withArrow trapFocus defaultOpened={defaultOpened}>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray.8" size="lg" aria-label={t('shell:settings.label')}>
          <SettingsIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm" miw={200}>
          <Text size="sm" fw={600} id="settings-language">
            {t('language.label')}
          </Text>
          <LanguageMenu />
          <Switch
            label={t('shell:settings.fullScreen')}
            checked={fullScreen}
            onChange={(event) => setFullScreen(event.currentTarget.checked)}
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
