/**
 * Writes the README's settings table from the configuration schema (src/server/config.ts):
 * `npx tsx scripts/write-settings-table.ts`. A test fails while the two differ.
 */
import fs from 'node:fs';
import path from 'node:path';
import { settingsTable } from '../src/server/config';

const readmePath = path.resolve(__dirname, '..', 'README.md');
const readme = fs.readFileSync(readmePath, 'utf8');
// The table is the block of lines that starts with its header row.
const table = /^\| variable \| default \| meaning \|\n(?:\|.*\n)*/m;
if (!table.test(readme)) throw new Error('README.md has no settings table ("| variable | default | meaning |")');
fs.writeFileSync(readmePath, readme.replace(table, `${settingsTable()}\n`));
console.log('README.md: settings table written from src/server/config.ts');
