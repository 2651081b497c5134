import { ScrollArea } from '@mantine/core';
import { LeftMenu } from './left-menu';
import { ShellQuery } from './menu/shell-query';

/** The left menu in the desktop navbar, scrolling on its own. */
export default function SideMenu() {
  return (
    <ScrollArea flex={1}>
      <ShellQuery>
        <LeftMenu />
      </ShellQuery>
    </ScrollArea>
  );
}
