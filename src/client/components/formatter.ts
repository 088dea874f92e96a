// An Intl formatter takes a millisecond or more to make (far more on a phone), and a page draws
// many dates and prices, again on each render: one per language and kind, made on first use.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

export function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined;
  if (made === undefined) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}
