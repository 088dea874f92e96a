import { formatter } from './formatter';

/**
 * "11 octets", "120 ko", "1,3 Mo": a file size as people read it, in the interface language.
 * Apart from format.ts, whose date and price formatters the file fields do not need.
 */
export function formatFileSize(bytes: number, language: string): string {
  if (bytes < 1024) return formatter(`bytes ${language}`, () => new Intl.NumberFormat(language, { style: 'unit', unit: 'byte', unitDisplay: 'long' })).format(bytes);
  const megabytes = bytes >= 1024 * 1024;
  const unit = megabytes ? 'megabyte' : 'kilobyte';
  return formatter(`${unit} ${language}`, () => new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 })).format(
    bytes / (megabytes ? 1024 * 1024 : 1024),
  );
}
