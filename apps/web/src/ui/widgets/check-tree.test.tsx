import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test/render-widget';
import { CheckTree, type CheckTreeNode } from './check-tree';

const data: CheckTreeNode[] = [
  {
    value: 'a1',
    label: 'Inglés A1',
    children: [
      { value: 'a1-1', label: 'Saludos' },
      { value: 'a1-2', label: 'La familia' },
    ],
  },
  { value: 'a2', label: 'Inglés A2', children: [{ value: 'a2-1', label: 'Viajes' }] },
];

function Harness({ values }: { values: string[][] }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <CheckTree
      label="Lecciones"
      data={data}
      value={value}
      onChange={(next) => {
        setValue(next);
        values.push(next);
      }}
    />
  );
}

const node = (label: string) => screen.getByText(label).closest('[role="treeitem"]') as HTMLElement;
const box = (label: string) => screen.getByRole('checkbox', { name: label });

describe('the check tree', () => {
  it('checks a group with all its items, shows a partly checked group, and checks with Space', async () => {
    const values: string[][] = [];
    const { user } = renderWidget(<Harness values={values} />);
    expect(screen.getByRole('tree', { name: 'Lecciones' })).toBeTruthy();
    await user.click(screen.getByText('Inglés A1'));
    expect([...values.at(-1)!].sort()).toEqual(['a1-1', 'a1-2']);
    expect(box('Inglés A1').getAttribute('aria-checked')).toBe('true');

    await user.click(screen.getByText('La familia'));
    expect(values.at(-1)).toEqual(['a1-1']);
    expect(box('Inglés A1').getAttribute('aria-checked')).toBe('mixed');

    node('Viajes').focus();
    await user.keyboard(' ');
    expect([...values.at(-1)!].sort()).toEqual(['a1-1', 'a2-1']);
  });
});
