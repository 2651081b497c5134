import { Anchor, Group, Image, AppShell as MantineShell } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigation } from 'react-router';
import logo from '../../assets/logo.svg';
import { DelayedLoader } from '../../ui/delayed-loader';
import { LanguageMenu } from './language-menu';
import { useScrollTopAfterMount } from './use-scroll-top-after-mount';

export function AppShell() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useScrollTopAfterMount();
  return (
    <MantineShell header={{ height: 60 }} padding="md">
      <MantineShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Anchor component={Link} to="/" title={t('nav.home')} c="teal.9" fw={700} underline="never">
            <Group gap="xs">
              <Image src={logo} alt="" w={32} h={32} />
              <span>{t('app.name')}</span>
            </Group>
          </Anchor>
          <LanguageMenu />
        </Group>
      </MantineShell.Header>
      <MantineShell.Main>
        {navigation.state === 'loading' ? <DelayedLoader /> : null}
        <Outlet />
      </MantineShell.Main>
    </MantineShell>
  );
}
