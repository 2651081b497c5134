import { Select, TextInput } from '@mantine/core';
import { notEmpty } from '@puente/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { clearFormState } from '../../test/clear-form-state';
import { renderWithApp } from '../test/render-with-app';
import { FormFrame, type FormFrameProps } from './form-frame';
import { TransactionType } from './transaction-store';
import { hasUnsavedChanges } from './unsaved-changes';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

type Model = { title: string; level: string };
const ZModel = z.object({ title: z.string().check(notEmpty()), level: z.string() });

function Frame(props: Partial<FormFrameProps<Model>>) {
  return (
    <FormFrame<Model>
      variant="page"
      title="Course"
      type={TransactionType.Edit}
      schema={ZModel}
      initialValues={{ title: 'Grammar', level: 'A1' }}
      onSubmit={async (values) => values}
      onClose={() => undefined}
      {...(props as object)}
    >
      {(form) => (
        <>
          <TextInput label="Title" {...form.inputProps('title')} />
          <Select label="Level" data={['A1', 'A2', 'B1']} {...form.inputProps('level')} />
        </>
      )}
    </FormFrame>
  );
}

/**
 * A shell like the app's: the guard, a menu link, and the form in the layout (as a pinned panel is), so
 * it is still there after the navigation; the screens change below it.
 */
function renderShell(form = <Frame />) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <UnsavedChangesGuard />
            <nav>
              <Link to="/other">Other screen</Link>
            </nav>
            {form}
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>Courses screen</p> },
          { path: 'other', element: <p>Other screen content</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  renderWithApp(<RouterProvider router={router} />);
  return router;
}

const title = () => screen.getByLabelText('Title') as HTMLInputElement;

beforeEach(clearFormState);
afterEach(clearFormState);

describe('unsaved changes', { timeout: 20_000 }, () => {
  it('a navigation with unsaved changes asks; Keep editing stays, Lose changes restores the loaded values and goes', async () => {
    const user = userEvent.setup();
    const router = renderShell();
    await user.clear(title());
    await user.type(title(), 'Phonics');
    await user.click(screen.getByRole('link', { name: 'Other screen' }));
    const question = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(question.textContent).toContain('You have unsaved changes. Do you want to lose them?');
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Courses screen')).toBeTruthy();
    expect(title().value).toBe('Phonics');

    await user.click(screen.getByRole('link', { name: 'Other screen' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', {
        name: 'Lose changes',
      }),
    );
    expect(await screen.findByText('Other screen content')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/other');
    expect(title().value).toBe('Grammar');
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('a navigation without changes goes at once', async () => {
    const user = userEvent.setup();
    const router = renderShell();
    await user.click(screen.getByRole('link', { name: 'Other screen' }));
    expect(await screen.findByText('Other screen content')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/other');
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull();
  });

  it('a form closed on purpose (OK) navigates without asking', async () => {
    const user = userEvent.setup();
    let router: ReturnType<typeof renderShell> | undefined;
    const onClose = vi.fn(() => void router?.navigate('/other'));
    router = renderShell(<Frame onClose={onClose} />);
    await user.type(title(), ' II');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Other screen content')).toBeTruthy();
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull();
  });

  it('a reload or closing the tab asks (beforeunload) only while a form has changes', async () => {
    const user = userEvent.setup();
    renderShell();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      act(() => void window.dispatchEvent(event));
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(title(), ' II');
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
    expect(unload()).toBe(false);
  });

  it('Escape that closes an open dropdown never asks about unsaved changes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderShell(<Frame onClose={onClose} />);
    await user.type(title(), ' II');
    const level = screen.getByRole('combobox', { name: 'Level' });
    await user.click(level);
    await waitFor(() => expect(level.getAttribute('aria-expanded')).toBe('true'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(level.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    // With the dropdown closed, Escape is the form's again: it asks.
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).toBeTruthy();
  });
});
