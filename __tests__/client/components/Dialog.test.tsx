import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Dialog } from '../../../src/client/components/Dialog';

/** A page with a button that opens a dialog, the way the account page uses it. */
function Page({ withField = true, busy = false }: { withField?: boolean; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  const [confirmed, setConfirmed] = useState(0);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <main>
        <h1>Page</h1>
        <button ref={opener} type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <a href="#elsewhere">Elsewhere</a>
        <output aria-label="confirmed">{confirmed}</output>
      </main>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Delete the thing?"
        description={<p>It cannot be undone.</p>}
        cancelLabel="Cancel"
        busy={busy}
        returnFocus={opener}
        actions={
          <button type="button" onClick={() => setConfirmed((n) => n + 1)}>
            Delete
          </button>
        }
      >
        {withField && (
          <label>
            Name <input type="text" />
          </label>
        )}
      </Dialog>
    </>
  );
}

function renderPage(props: Parameters<typeof Page>[0] = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  return { user, open: () => user.click(screen.getByRole('button', { name: 'Open' })) };
}

const dialog = () => screen.getByRole('dialog', { name: 'Delete the thing?' });

describe('Dialog', () => {
  test('is a modal dialog named by its title and described by its text, the focus on its first field', async () => {
    const { open } = renderPage();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await open();

    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toHaveAccessibleDescription('It cannot be undone.');
    expect(within(dialog()).getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  test('without a field, the focus goes to Cancel (the safe choice)', async () => {
    const { open } = renderPage({ withField: false });
    await open();
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  test('opens as a modal <dialog> (top layer, page inert) and the page does not scroll behind it, until it closes', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { user, open } = renderPage();
    await open();
    expect(dialog()).toBeInstanceOf(HTMLDialogElement);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog()).toHaveAttribute('open');
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    showModal.mockRestore();
  });

  test('Cancel closes it and the focus goes back to the button that opened it', async () => {
    const { user, open } = renderPage();
    await open();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  test('Escape closes it too, from anywhere in it', async () => {
    const { user, open } = renderPage();
    await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  test('its actions act without closing it; the owner decides', async () => {
    const { user, open } = renderPage();
    await open();
    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('status', { name: 'confirmed' })).toHaveTextContent('1');
    expect(dialog()).toBeInTheDocument();
  });

  test('while busy, neither Escape nor Cancel closes it', async () => {
    const { user, open } = renderPage({ busy: true });
    await open();
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(dialog()).toBeInTheDocument();
  });
});
