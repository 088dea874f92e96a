import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { assertAllRequestsHandled, network } from './network';

// A page's first lazy chunk is transpiled on its first import: over a second when the suite shares
// two cores with a build. findBy* waits up to 5 s for what a person would see, not 1 s.
configure({ asyncUtilTimeout: 5_000 });

// Every request of a client test goes to the test network (network.ts), never to a real server.
network.install();

// jsdom lays nothing out, so it has no scrolling: moving to the top of a new page does nothing here.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// jsdom has <dialog> but neither showModal nor close; it has no top layer nor inertness either,
// which the browser tests check in Chromium (e2e/keyboard.test.ts). Here they only open and close.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(async () => {
  // Lets the stores of the test finish their pending writes (redux-persist writes on a timer)
  // before storage is cleared, so nothing leaks into the next test.
  await new Promise((resolve) => setTimeout(resolve, 0));
  window.localStorage.clear();
  window.sessionStorage.clear();
  try {
    assertAllRequestsHandled();
  } finally {
    network.reset();
  }
});
