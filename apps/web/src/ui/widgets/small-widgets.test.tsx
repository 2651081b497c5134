import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/set-locale';
import { renderWidget } from '../test/render-widget';
import { ActionMenuButton } from './action-menu-button';
import { CollapsiblePanel } from './collapsible-panel';
import { HorizontalSlider } from './horizontal-slider';

/** The slider with its value held in state, read as a percentage. */
function SliderHarness({ label, initial, step }: { label: string; initial: number; step?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <HorizontalSlider label={label} value={value} onChange={setValue} step={step} format={(v) => `${v} %`} />
  );
}

describe('the horizontal slider', () => {
  it('is labelled, 115 px wide and moves with the arrow keys', () => {
    renderWidget(<SliderHarness label="Volumen" initial={50} step={10} />);
    const slider = screen.getByRole('slider', { name: 'Volumen' });
    expect(slider.getAttribute('aria-valuetext')).toBe('50 %');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuenow')).toBe('60');
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    expect(
      (screen.getByText('Volumen').closest('.mantine-InputWrapper-root') as HTMLElement).style.width,
    ).toBe('calc(7.1875rem * var(--mantine-scale))');
  });

  it('shows its value beside its label, and no floating label over the thumb while hovered', () => {
    renderWidget(<SliderHarness label="Nota para aprobar" initial={70} />);
    const slider = screen.getByRole('slider', { name: 'Nota para aprobar' });
    // In view at rest, on the label's line.
    const shown = screen.getByText('70 %');
    expect(shown.closest('.mantine-InputWrapper-label')).not.toBeNull();
    // Hovered and moved, the value is written once, still on the label's line: Mantine's floating label
    // (drawn above the thumb, over the label) is not drawn.
    fireEvent.mouseEnter(slider.closest('.mantine-Slider-root') as HTMLElement);
    fireEvent.focus(slider);
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    const moved = screen.getAllByText('71 %');
    expect(moved).toHaveLength(1);
    expect(moved[0]?.closest('.mantine-InputWrapper-label')).not.toBeNull();
    expect(document.querySelector('.mantine-Slider-label')).toBeNull();
  });
});

describe('the floating action-menu button', () => {
  afterEach(() => setLocale('es'));

  it('opens its actions and runs the chosen one, by mouse or keyboard', async () => {
    const ran: string[] = [];
    const { user } = renderWidget(
      <ActionMenuButton
        actions={[
          { id: 'new', label: 'Nuevo curso', onClick: () => ran.push('new') },
          { id: 'import', label: 'Importar', onClick: () => ran.push('import') },
        ]}
      />,
    );
    const button = screen.getByRole('button', { name: 'Acciones' });
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Importar' }));
    expect(ran).toEqual(['import']);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(ran).toEqual(['import', 'new']);
  });

  it('is labelled in English too', () => {
    renderWidget(<ActionMenuButton actions={[]} />, 'en');
    expect(screen.getByRole('button', { name: 'Actions' })).toBeTruthy();
  });
});

describe('the collapsible panel', () => {
  it('opens and closes from its title button, by click or keyboard', async () => {
    const toggles: boolean[] = [];
    const { user } = renderWidget(
      <CollapsiblePanel title="Filtros" onToggle={(open) => toggles.push(open)}>
        <p>Contenido</p>
      </CollapsiblePanel>,
    );
    const title = screen.getByRole('button', { name: 'Filtros' });
    expect(title.getAttribute('aria-expanded')).toBe('false');
    await user.click(title);
    expect(title.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(title.getAttribute('aria-controls')!)?.textContent).toBe('Contenido');
    title.focus();
    await user.keyboard('{Enter}');
    expect(title.getAttribute('aria-expanded')).toBe('false');
    expect(toggles).toEqual([true, false]);
  });
});
