import {
  Checkbox,
  Group,
  getTreeExpandedState,
  Tree,
  type TreeNodeData,
  UnstyledButton,
  useTree,
} from '@mantine/core';

export type CheckTreeNode = { value: string; label: string; children?: CheckTreeNode[] };

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      width={12}
      height={12}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      aria-hidden="true"
      style={{ transform: open ? 'rotate(90deg)' : undefined }}
    >
      <path d="M9 6l6 6-6 6" />
    </svg>
  );
}

/**
 * A tree of groups with check boxes: checking a group checks all its items, a partly checked group shows
 * a dash. `value` lists the checked items (leaves). Keyboard: arrows move and open or close a group,
 * Space checks.
 */
export function CheckTree({
  data,
  value,
  onChange,
  label,
}: {
  data: CheckTreeNode[];
  value: string[];
  onChange: (value: string[]) => void;
  /** The tree's accessible name. */
  label: string;
}) {
  // The groups start open, so every item is in view.
  const tree = useTree({
    checkedState: value,
    onCheckedStateChange: onChange,
    initialExpandedState: getTreeExpandedState(data as TreeNodeData[], '*'),
  });
  return (
    <Tree
      aria-label={label}
      data={data as TreeNodeData[]}
      tree={tree}
      levelOffset={23}
      expandOnClick={false}
      checkOnSpace
      renderNode={({ node, expanded, hasChildren, elementProps, tree: state }) => {
        const checked = state.isNodeChecked(node.value);
        const indeterminate = state.isNodeIndeterminate(node.value);
        const toggle = () => (checked ? state.uncheckNode(node.value) : state.checkNode(node.value));
        return (
          <Group gap={6} wrap="nowrap" {...elementProps}>
            <Checkbox.Indicator
              checked={checked}
              indeterminate={indeterminate}
              size="xs"
              onClick={toggle}
              role="checkbox"
              aria-checked={indeterminate ? 'mixed' : checked}
              aria-label={node.label as string}
            />
            <Group gap={4} wrap="nowrap" onClick={toggle} style={{ cursor: 'pointer' }}>
              <span>{node.label}</span>
            </Group>
            {hasChildren ? (
              // The arrow keys open and close a group; this is the mouse's way.
              <UnstyledButton
                tabIndex={-1}
                aria-hidden
                onClick={(event) => {
                  event.stopPropagation();
                  state.toggleExpanded(node.value);
                }}
              >
                <Chevron open={expanded} />
              </UnstyledButton>
            ) : null}
          </Group>
        );
      }}
    />
  );
}
