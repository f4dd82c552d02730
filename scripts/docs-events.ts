// `npm run docs:events`: writes docs/events.md from contracts (`--check`: exit 1 when it is out of date).
import { readFileSync, writeFileSync } from 'node:fs';
import { EVENT_CATALOGUE_DOC_PATH as file, renderEventCatalogue } from '@chauffeur/api';

const text = await renderEventCatalogue();
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // missing: stale
  }
  if (current !== text) {
    console.error('docs/events.md is out of date: run npm run docs:events');
    process.exit(1);
  }
  console.log('docs/events.md is up to date');
} else {
  writeFileSync(file, text);
  console.log(`wrote docs/events.md (${text.split('\n').length} lines)`);
}
