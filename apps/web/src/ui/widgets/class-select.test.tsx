import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test/render-widget';
import { type ClassOption, ClassSelect } from './class-select';

const CLASSES: ClassOption[] = [
  { id: '0196c0de-0000-7000-8000-0000000000c1', name: 'A1 mañana' },
  { id: '0196c0de-0000-7000-8000-0000000000c2', name: 'B2 tarde' },
];

function Harness({ classes = CLASSES }: { classes?: ClassOption[] }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <ClassSelect classes={classes} value={value} onChange={setValue} />
      <output>{value ?? 'todas'}</output>
    </>
  );
}

describe('the class selector', () => {
  it('is labelled, offers the classes given and chosen again, back to every class', async () => {
    const user = userEvent.setup();
    renderWidget(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Clase' });
    expect(box.getAttribute('placeholder')).toBe('Todas las clases');
    await user.click(box);
    expect(
      (await screen.findAllByRole('option', { hidden: true })).map((option) => option.textContent),
    ).toEqual(['A1 mañana', 'B2 tarde']);
    await user.click(screen.getByRole('option', { name: 'B2 tarde', hidden: true }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(CLASSES[1]!.id));
    // The class chosen, chosen again: every class.
    await user.click(box);
    await user.click(await screen.findByRole('option', { name: 'B2 tarde', hidden: true }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('todas'));
  });

  it('shows nothing when there is no class to choose', () => {
    renderWidget(<Harness classes={[]} />);
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
