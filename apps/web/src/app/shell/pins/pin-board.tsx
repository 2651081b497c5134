import { ActionIcon, Indicator, Paper, Stack, Tooltip } from '@mantine/core';
import { useStore } from 'zustand';
import { type PinSide, pinBoards } from '../../../ui/pins/pin-board-store';

/** A side's pinned panels: a strip of buttons and the active item's panel. Nothing when empty. */
export function PinBoard({ side }: { side: PinSide }) {
  const board = useStore(pinBoards[side]);
  if (board.items.length === 0) return null;
  const active = board.items.find((item) => item.id === board.activeItem);
  const strip = (
    <Stack gap="xs" p={4} data-testid={`pin-board-${side}`}>
      {board.items.map((item) => (
        <Tooltip key={item.id} label={item.title} position={side === 'left' ? 'right' : 'left'}>
          <Indicator disabled={item.badge === undefined} label={item.badge} size={16}>
            <ActionIcon
              variant={item.id === board.activeItem ? 'filled' : 'subtle'}
              aria-label={item.title}
              aria-pressed={item.id === board.activeItem}
              onClick={() => board.click(item.id)}
            >
              {item.icon}
            </ActionIcon>
          </Indicator>
        </Tooltip>
      ))}
    </Stack>
  );
  const panel = active ? (
    <Paper withBorder p="sm" w={280} role="complementary" aria-label={active.title}>
      {active.render()}
    </Paper>
  ) : null;
  return side === 'left' ? (
    <>
      {strip}
      {panel}
    </>
  ) : (
    <>
      {panel}
      {strip}
    </>
  );
}
