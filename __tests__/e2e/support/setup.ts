// A browser test starts a server and a page: give it time on a shared two-core machine.
jest.setTimeout(60_000);
