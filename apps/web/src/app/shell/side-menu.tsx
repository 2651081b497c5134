import { AppShell, ScrollArea } from '@mantine/core';
import { LeftMenu } from './left-menu';

/** The left menu in the desktop navbar, scrolling on its own. */
export default function SideMenu() {
  return (
    <AppShell.Section grow component={ScrollArea}>
      <LeftMenu />
    </AppShell.Section>
  );
}
