import { formatAmount, formatPrice } from '../../../src/client/components/format';
import { formatDate } from '../../../src/client/components/formatDate';

// Intl puts narrow no-break spaces in French numbers: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatting for reading', () => {
  test('dates are in the interface language and the agency’s time zone, each language its own', () => {
    // 23:30 UTC on 1 January is already 2 January in Paris.
    const iso = '2026-01-01T23:30:00.000Z';
    for (let round = 0; round < 2; round++) {
      expect(formatDate(iso, 'fr')).toBe('2 janvier 2026');
      expect(formatDate(iso, 'en')).toBe('January 2, 2026');
    }
    expect(formatDate('not a date', 'fr')).toBe('');
  });

  test('prices and amounts follow the language and the currency, whatever its case', () => {
    for (let round = 0; round < 2; round++) {
      expect(plain(formatPrice(49000, 'eur', 'fr'))).toBe('490,00 €');
      expect(formatPrice(49000, 'EUR', 'en')).toBe('€490.00');
      expect(formatPrice(1999, 'usd', 'en')).toBe('$19.99');
      expect(plain(formatAmount(45000, 'EUR', 'fr'))).toBe('45 000 €');
      expect(formatAmount(45000, 'eur', 'en')).toBe('€45,000');
    }
  });
});
