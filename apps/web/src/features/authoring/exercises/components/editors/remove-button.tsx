import { ActionIcon } from '@mantine/core';
import { Icon } from '../../../../../ui/icon';

/** A small button that takes an item out of a list; its label names the item. */
export function RemoveButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick} disabled={disabled} mt={4}>
      <Icon size={16}>
        <path d="M6 6l12 12M18 6L6 18" />
      </Icon>
    </ActionIcon>
  );
}
