import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { clearFlashNotice, flashNotice, FlashNotice, Notice } from '../../../src/client/components/Notice';
import { renderWithProviders } from '../support/render';

function Confirmation() {
  const [saved, setSaved] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setSaved(true)}>
        Save
      </button>
      <Notice message={saved ? 'Saved.' : undefined} onDismiss={() => setSaved(false)} dismissLabel="Close the message" />
    </>
  );
}

describe('Notice', () => {
  test('is a status region that is there before its message, so the message is read out', async () => {
    const user = userEvent.setup();
    render(<Confirmation />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Close the message' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Saved.');
    // Polite: it does not take the focus away from what the person was doing.
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close the message' }));
    expect(region).toBeEmptyDOMElement();
  });

  test('can take the focus when it appears, for when what led to it is gone', () => {
    const { rerender } = render(<Notice focusOnShow />);
    rerender(<Notice focusOnShow message="Done." />);
    expect(screen.getByRole('status')).toHaveFocus();
  });
});

function Site() {
  return (
    <>
      <FlashNotice />
      <Routes>
        <Route path="/fr" element={<Link to="/fr/blog">Blog</Link>} />
        <Route path="/fr/blog" element={<Link to="/fr">Home</Link>} />
        <Route path="/fr/mon-compte" element={<Link to="/fr">Home</Link>} />
      </Routes>
    </>
  );
}

describe('FlashNotice', () => {
  afterEach(() => act(() => clearFlashNotice()));

  test('shows a notice left for a page once the visitor is there, focused, and only that once', async () => {
    const { user } = renderWithProviders(<Site />, { route: '/fr/mon-compte' });
    act(() => flashNotice({ message: 'account:notices.deleted', path: '/fr', dismiss: 'account:notices.dismiss' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await user.click(screen.getByRole('link', { name: 'Home' }));
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Votre compte a été supprimé.');
    expect(notice).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Fermer le message' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  test('is shown at once when left for the page the visitor is already on, and can be closed', async () => {
    const { user } = renderWithProviders(<Site />, { route: '/fr', language: 'en' });
    act(() => flashNotice({ message: 'account:notices.deleted', path: '/fr', dismiss: 'account:notices.dismiss' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your account has been deleted.');

    await user.click(screen.getByRole('button', { name: 'Close the message' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
