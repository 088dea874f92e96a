import { DEFAULT_RUNS, parseOptions, SECTIONS } from '../options';
import { median } from '../support';

describe('parseOptions', () => {
  test('without arguments: every section, the default runs, no check', () => {
    expect(parseOptions([])).toEqual({ check: false, only: [...SECTIONS], runs: DEFAULT_RUNS });
  });

  test('reads --check, --only (in the fixed order) and --runs', () => {
    expect(parseOptions(['--only=startup,bundle', '--check', '--runs=5'])).toEqual({ check: true, only: ['bundle', 'startup'], runs: 5 });
  });

  test.each([
    ['--only=bundle,speed', '--only takes sections among'],
    ['--only=', '--only takes sections among'],
    ['--runs=0', '--runs takes a whole number'],
    ['--runs=2.5', '--runs takes a whole number'],
    ['--runs=many', '--runs takes a whole number'],
    ['--check=yes', 'Unknown option'],
    ['--fast', 'Unknown option "--fast"'],
  ])('refuses %s', (arg, message) => {
    expect(() => parseOptions([arg])).toThrow(message);
  });
});

describe('median', () => {
  test('is the middle value, the mean of the two middle ones for an even count, whatever the order', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  test('is not pulled by one outlier, and is null without values', () => {
    expect(median([100, 101, 5000])).toBe(101);
    expect(median([])).toBeNull();
  });
});
