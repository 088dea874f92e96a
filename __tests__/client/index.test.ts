/** The entry (src/client/index.tsx): when it starts the app. */
const mockAppStarted = jest.fn();
jest.mock('../../src/client/start', () => {
  mockAppStarted();
  return {};
});

/** Runs the entry on a page whose #root holds `markup`, as the server sent it. */
async function runEntry(markup: string): Promise<void> {
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  // A fresh registry: the entry runs again, and its later import of the app meets the mock anew.
  jest.resetModules();
  await import('../../src/client/index');
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  mockAppStarted.mockClear();
  delete document.documentElement.dataset.app;
});

test('a page the server did not render starts the app at once: the app is all there is to show', async () => {
  const frame = jest.spyOn(window, 'requestAnimationFrame');
  await runEntry('');
  await settle();
  expect(mockAppStarted).toHaveBeenCalledTimes(1);
  expect(frame).not.toHaveBeenCalled();
  frame.mockRestore();
});

test('a server-rendered page is painted before the app starts', async () => {
  const frames: FrameRequestCallback[] = [];
  const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  await runEntry('<main><h1>Blog</h1></main>');
  await settle();
  expect(mockAppStarted).not.toHaveBeenCalled();
  // The browser paints: the frame's callback runs, then a task after it.
  expect(frames).toHaveLength(1);
  frames.forEach((callback) => callback(performance.now()));
  await settle();
  await settle();
  expect(mockAppStarted).toHaveBeenCalledTimes(1);
  frame.mockRestore();
});
