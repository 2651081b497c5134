import { Drawer } from '@mantine/core';
import { LeftMenu } from './left-menu';
import { ShellQuery } from './menu/shell-query';

/** The left menu as a drawer on small screens, with the product switch (no top menu there). */
export default function MenuDrawer(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
}) {
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      size="80%"
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': props.closeLabel }}
    >
      <ShellQuery>
        <LeftMenu onNavigate={props.onClose} withProducts />
      </ShellQuery>
    </Drawer>
  );
}
