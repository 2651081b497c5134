import { Drawer } from '@mantine/core';
import { LeftMenu } from './left-menu';

/** The left menu as a drawer on small screens. */
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
      <LeftMenu onNavigate={props.onClose} />
    </Drawer>
  );
}
